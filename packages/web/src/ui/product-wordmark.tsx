import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { getProductName } from '../platform/product.ts';
import { BrandMark } from './brand-mark.tsx';

/** The product mark and name as the member area's app bar shows them. */
export function ProductWordmark() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
      <BrandMark size={32} />
      <Typography component="span" variant="h6" sx={{ fontWeight: 800, letterSpacing: '-0.01em' }}>
        {getProductName()}
      </Typography>
    </Box>
  );
}
