import { PRIMARY_COLOR } from './screen.ts';
import Box from '@mui/material/Box';

type TBrandMarkProps = { size?: number };

/** The product mark: an orange tile with a pulse line. Decorative; the product name sits beside it. */
export function BrandMark({ size = 36 }: TBrandMarkProps) {
  return (
    <Box
      component="svg"
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
      sx={{ width: size, height: size, flexShrink: 0, display: 'block' }}
    >
      <rect width="64" height="64" rx="16" fill={PRIMARY_COLOR} />
      <path
        d="M10 35h10l5-11 8 20 6-15 4 6h11"
        fill="none"
        stroke="#fff"
        strokeWidth="5.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </Box>
  );
}
