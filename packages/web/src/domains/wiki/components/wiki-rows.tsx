/** The rows of the wiki's lists (overview, listings, search results) and their loading skeleton. */
import type { TWikiContentType } from '@pflegepuls/shared/wiki';
import AppsRounded from '@mui/icons-material/AppsRounded';
import ArticleRounded from '@mui/icons-material/ArticleRounded';
import HeadphonesRounded from '@mui/icons-material/HeadphonesRounded';
import MenuBookRounded from '@mui/icons-material/MenuBookRounded';
import OndemandVideoRounded from '@mui/icons-material/OndemandVideoRounded';
import SchoolRounded from '@mui/icons-material/SchoolRounded';
import ShoppingBagRounded from '@mui/icons-material/ShoppingBagRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from '../../../platform/router.tsx';

/** Four rows' worth of placeholders while a list loads, announced by `label`. */
export function ListSkeleton({ label }: { label: string }) {
  return (
    <Box role="status" aria-busy="true" aria-label={label} sx={{ display: 'grid', gap: 1.5 }}>
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} variant="rounded" height={72} />
      ))}
    </Box>
  );
}

/** One entry of a list (`li`): a link card with an icon, a title and a line below. */
export function Row({
  to,
  icon,
  title,
  subtitle,
  aside,
}: {
  to: string;
  icon: ReactNode;
  title: string;
  subtitle?: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <Card component="li" sx={{ listStyle: 'none' }}>
      <CardActionArea
        component={Link}
        to={to}
        sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 2, justifyContent: 'flex-start' }}
      >
        <Box
          aria-hidden
          sx={{ fontSize: 28, width: 40, display: 'flex', justifyContent: 'center', color: 'primary.main' }}
        >
          {icon}
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography component="span" sx={{ fontWeight: 700, display: 'block' }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
              {subtitle}
            </Typography>
          )}
        </Box>
        {aside}
      </CardActionArea>
    </Card>
  );
}

/** Listings show the content type as an icon (the page's own emoji icon is on its detail page). */
export const CONTENT_ICONS: Record<TWikiContentType, ReactNode> = {
  article: <ArticleRounded fontSize="inherit" />,
  course: <SchoolRounded fontSize="inherit" />,
  book: <MenuBookRounded fontSize="inherit" />,
  app: <AppsRounded fontSize="inherit" />,
  podcast: <HeadphonesRounded fontSize="inherit" />,
  video: <OndemandVideoRounded fontSize="inherit" />,
  product: <ShoppingBagRounded fontSize="inherit" />,
};
