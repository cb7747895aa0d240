import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A friendly empty list: icon, title and one line. */
export function EmptyState({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action?: ReactNode;
}) {
  return (
    <Card sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
      <Box aria-hidden="true" sx={{ fontSize: 40, lineHeight: 1, mb: 1.5 }}>
        {icon}
      </Box>
      <Typography component="h2" variant="h6" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <Typography color="text.secondary">{text}</Typography>
      {action && <Box sx={{ mt: 2.5 }}>{action}</Box>}
    </Card>
  );
}
