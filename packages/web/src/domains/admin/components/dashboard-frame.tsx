/**
 * The dashboard's frame (001 §2.4): the section's title, the period selector, the
 * Einsichtsprotokoll, and the sections. Users, moments and notifications stay mounted once opened
 * and are only hidden; the other four mount for their own section. Every section is its own
 * chunk, charts and grids with it.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { getProductName } from '../../../platform/product.ts';
import { ADMIN_SECTION_TITLES, getMountedSections, hasPeriod, type TAdminSection } from '../sections.ts';
import { usePrefetchOnIntent } from '../use-prefetch-on-intent.ts';
import { AuditLogButton } from './audit-log.tsx';
import { SectionBoundary, SectionSkeleton } from './panel.tsx';
import { PeriodSelector } from './period-selector.tsx';

type TSectionProps = { isActive: boolean };

const SECTIONS: Record<TAdminSection, ComponentType<TSectionProps>> = {
  users: lazy(() => import('../sections/users-section.tsx')),
  moments: lazy(() => import('../sections/moments-section.tsx')),
  notifications: lazy(() => import('../sections/notifications-section.tsx')),
  'onboarding-analytics': lazy(() => import('../sections/onboarding-section.tsx')),
  'registration-analytics': lazy(() => import('../sections/registration-section.tsx')),
  'matcher-sync': lazy(() => import('../sections/matcher-sync-section.tsx')),
  'user-connections': lazy(() => import('../sections/connections-section.tsx')),
  moderation: lazy(() => import('../sections/moderation-section.tsx')),
};

export default function DashboardFrame({ section }: { section: TAdminSection }) {
  // Sections opened so far: the kept-mounted ones among them stay rendered (adjusted during render).
  const [visited, setVisited] = useState<TAdminSection[]>([section]);
  if (!visited.includes(section)) setVisited([...visited, section]);
  const title = ADMIN_SECTION_TITLES[section];
  usePrefetchOnIntent(useQueryClient());

  useEffect(() => {
    document.title = `${title} – Admin – ${getProductName()}`;
  }, [title]);

  return (
    <Box sx={{ px: { xs: 2, md: 3 }, pt: { xs: 2, md: 3 }, pb: { xs: 3, md: 6 }, maxWidth: 1480 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1.5,
          mb: { xs: 2, md: 3 },
        }}
      >
        <Typography
          component="h1"
          variant="h5"
          sx={{ fontWeight: 750, mr: 'auto', width: { xs: '100%', sm: 'auto' } }}
        >
          {title}
        </Typography>
        {hasPeriod(section) && <PeriodSelector />}
        <AuditLogButton />
      </Box>
      {getMountedSections(visited, section).map((mounted) => {
        const Section = SECTIONS[mounted];
        const isActive = mounted === section;
        return (
          <Box key={mounted} hidden={!isActive} data-admin-section={mounted}>
            <SectionBoundary message={`${ADMIN_SECTION_TITLES[mounted]} konnte nicht angezeigt werden.`}>
              <Suspense fallback={<SectionSkeleton />}>
                <Section isActive={isActive} />
              </Suspense>
            </SectionBoundary>
          </Box>
        );
      })}
    </Box>
  );
}
