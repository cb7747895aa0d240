import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type TSettingsCardProps = {
  title: string;
  description?: string;
  action?: ReactNode;
  children: ReactNode;
  tone?: 'default' | 'danger';
};

/** One titled block of the settings page. */
export function SettingsCard({ title, description, action, children, tone = 'default' }: TSettingsCardProps) {
  return (
    <Paper
      component="section"
      variant="outlined"
      sx={{
        borderRadius: 3,
        p: { xs: 2, sm: 3 },
        borderColor: tone === 'danger' ? 'error.light' : undefined,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 2, mb: 2 }}>
        <Box>
          <Typography
            component="h2"
            variant="h6"
            sx={{ fontWeight: 750, color: tone === 'danger' ? 'error.main' : undefined }}
          >
            {title}
          </Typography>
          {description && (
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
              {description}
            </Typography>
          )}
        </Box>
        {action}
      </Box>
      {children}
    </Paper>
  );
}
