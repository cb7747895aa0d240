import EditOutlined from '@mui/icons-material/EditOutlined';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useCurrentUserQuery } from '../../users/api.ts';
import { UserAvatar } from '../../../ui/user-avatar.tsx';
import { FEED_TEXTS } from '../texts.ts';

/** "Was möchtest du teilen?": opens the create sheet, next to the shell's floating button. */
export function ComposerPrompt({
  onOpen,
  label = FEED_TEXTS.writeSomething,
}: {
  onOpen: () => void;
  label?: string;
}) {
  const { data: user } = useCurrentUserQuery();
  return (
    <Card sx={{ mb: 2 }}>
      <ButtonBase
        onClick={onOpen}
        sx={{
          width: '100%',
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          p: { xs: 1.5, sm: 2 },
          justifyContent: 'flex-start',
          '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.main', outlineOffset: -2 },
        }}
      >
        {user && <UserAvatar person={user} size={40} />}
        <Typography
          component="span"
          color="text.secondary"
          sx={{ flex: 1, textAlign: 'left', px: 2, py: 1.1, borderRadius: 999, bgcolor: 'action.hover' }}
        >
          {label}
        </Typography>
        <EditOutlined sx={{ color: 'secondary.main' }} aria-hidden="true" />
      </ButtonBase>
    </Card>
  );
}
