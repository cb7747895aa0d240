import Stack from '@mui/material/Stack';
import { MemberModerationMenu } from '../../moderation/components/member-menu.tsx';
import { OpenChatButton } from './open-chat-button.tsx';

/** The actions on another member's profile: "Nachricht" and, in a menu, block, mute and report. */
export function ProfileChatActions({
  userId,
  userName,
  name,
}: {
  userId: number;
  userName: string;
  name: string;
}) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <OpenChatButton userName={userName} name={name} />
      <MemberModerationMenu userId={userId} userName={userName} name={name} />
    </Stack>
  );
}
