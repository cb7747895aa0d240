import type { TMomentAvatar } from '@pflegepuls/shared/moments';
import Box from '@mui/material/Box';

/** An anonymous moment avatar: the emoji on its colour. Decorative; the name beside it says "Anonym". */
export function MomentAvatar({ avatar, size = 44 }: { avatar: TMomentAvatar; size?: number }) {
  return (
    <Box
      aria-hidden="true"
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        bgcolor: avatar.color,
        fontSize: Math.round(size * 0.52),
        lineHeight: 1,
      }}
    >
      {avatar.emoji}
    </Box>
  );
}
