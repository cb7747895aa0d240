import { useParams } from '../../../platform/router.tsx';
import { MemberContent } from '../../../ui/member-content.tsx';
import { ProfileView } from '../components/profile-view.tsx';

/** `/profile/:username` and `/user/:username` (000 §2): the profile as a page. */
export function ProfilePage() {
  const { username = '' } = useParams();
  return (
    <MemberContent>
      <ProfileView key={username} userName={username} />
    </MemberContent>
  );
}
