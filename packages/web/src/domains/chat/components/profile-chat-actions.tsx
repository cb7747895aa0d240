import Stack from '@mui/material/Stack';
import { MemberModerationMenu } from '../../moderation/components/member-menu.tsx';
import { OpenChatButton } from './open-chat-button.tsx';

/** The actions on another member's profile: "Nachricht" and, in a menu, block/unblock and mute/unmute. */
export function ProfileChatActions({ userName, name }: { userName: string; name: string }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <OpenChatButton userName={userName} name={name} />
      <MemberModerationMenu userName={userName} name={name} />
    </Stack>
  );
}
