import Box from '@mui/material/Box';
import { Link as RouterLink } from '../../../platform/router.tsx';

type TFeedTabsProps = {
  label: string;
  tabs: Array<{ value: string; label: string; to: string }>;
  value: string;
};

/** 'Mein Feed' / 'Entdecken' as navigation links (each tab is a URL, ?tab=discover). */
export function FeedTabs({ label, tabs, value }: TFeedTabsProps) {
  return (
    <Box
      component="nav"
      aria-label={label}
      sx={{ display: 'flex', gap: 1, mb: 2.5, borderBottom: 1, borderColor: 'divider' }}
    >
      {tabs.map((tab) => {
        const isCurrent = tab.value === value;
        return (
          <Box
            key={tab.value}
            component={RouterLink}
            to={tab.to}
            replace
            aria-current={isCurrent ? 'page' : undefined}
            sx={{
              px: 2,
              py: 1.25,
              mb: '-1px',
              fontWeight: 700,
              textDecoration: 'none',
              color: isCurrent ? 'text.primary' : 'text.secondary',
              borderBottom: 3,
              borderColor: isCurrent ? 'primary.main' : 'transparent',
              borderTopLeftRadius: 8,
              borderTopRightRadius: 8,
              '&:hover': { bgcolor: 'action.hover' },
              '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.main', outlineOffset: -2 },
            }}
          >
            {tab.label}
          </Box>
        );
      })}
    </Box>
  );
}
