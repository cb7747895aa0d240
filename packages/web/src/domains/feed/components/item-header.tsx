import ButtonBase from '@mui/material/ButtonBase';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatRelativeTime } from '@pflegepuls/shared/time';
import { formatDateTime } from '../format.ts';
import { FEED_TEXTS } from '../texts.ts';

type TItemHeaderProps = {
  avatar: ReactNode;
  name: string;
  subtitle: string | null;
  createdAt: number;
  isEdited: boolean;
  /** Opens the author's profile; absent for anonymous moments. */
  onOpenAuthor?: () => void;
  actions?: ReactNode;
};

/** Author row of a card: avatar, name, position and a relative German time. */
export function ItemHeader({
  avatar,
  name,
  subtitle,
  createdAt,
  isEdited,
  onOpenAuthor,
  actions,
}: TItemHeaderProps) {
  const identity = (
    <>
      {avatar}
      <Box sx={{ minWidth: 0, textAlign: 'left' }}>
        <Typography sx={{ fontWeight: 700, lineHeight: 1.3 }} noWrap>
          {name}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap sx={{ lineHeight: 1.4 }}>
          {subtitle ? `${subtitle} · ` : ''}
          <Box
            component="time"
            dateTime={new Date(createdAt).toISOString()}
            title={formatDateTime(createdAt)}
          >
            {formatRelativeTime(createdAt)}
          </Box>
          {isEdited ? ` · ${FEED_TEXTS.edited}` : ''}
        </Typography>
      </Box>
    </>
  );
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      {onOpenAuthor ? (
        <ButtonBase
          onClick={onOpenAuthor}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            minWidth: 0,
            borderRadius: '10px',
            justifyContent: 'flex-start',
            '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
          }}
        >
          {identity}
        </ButtonBase>
      ) : (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>{identity}</Box>
      )}
      <Box sx={{ ml: 'auto', flexShrink: 0 }}>{actions}</Box>
    </Box>
  );
}
