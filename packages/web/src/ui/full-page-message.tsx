import { PRIMARY_COLOR } from './screen.ts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { BrandMark } from './brand-mark.tsx';

type TFullPageMessageProps = {
  /** A large glyph or illustration above the title. */
  visual?: ReactNode;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
};

/** A centred full-page message (404, crash, link states) with the product mark. */
export function FullPageMessage({ visual, title, children, actions }: TFullPageMessageProps) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'grid',
        placeItems: 'center',
        px: 3,
        py: 6,
        bgcolor: 'background.default',
        backgroundImage: `radial-gradient(circle at 50% 0%, ${alpha(PRIMARY_COLOR, 0.18)}, transparent 60%)`,
      }}
    >
      <Box
        sx={{
          maxWidth: 440,
          textAlign: 'center',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
        }}
      >
        {visual ?? <BrandMark size={56} />}
        <Typography
          component="h1"
          variant="h4"
          sx={{ mt: 3, mb: 1.5, fontSize: { xs: '1.75rem', md: '2.125rem' } }}
        >
          {title}
        </Typography>
        {children && (
          <Typography component="div" color="text.secondary" sx={{ mb: 4 }}>
            {children}
          </Typography>
        )}
        {actions && (
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', justifyContent: 'center' }}>{actions}</Box>
        )}
      </Box>
    </Box>
  );
}
