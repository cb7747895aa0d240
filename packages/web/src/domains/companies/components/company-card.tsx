/** A company on the list: logo, name, type, town, distance and open ads. */
import { COMPANY_FACILITY_TYPES, type TCompanySummary } from '@pflegepuls/shared/companies';
import { HiddenMark } from '../../moderation/components/hidden-mark.tsx';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link } from '../../../platform/router.tsx';
import { CompanyLogo, VerifiedMark } from '../../jobs/components/job-card.tsx';
import { COMPANY_TEXTS as T } from '../texts.ts';

export function facilityLabel(value: string): string {
  return COMPANY_FACILITY_TYPES.find((t) => t.value === value)?.label ?? value;
}

export function CompanyCard({ company }: { company: TCompanySummary }) {
  const km = company.distance !== null ? ` · ${company.distance.toLocaleString('de-DE')} km` : '';
  return (
    <Card component="li" sx={{ listStyle: 'none', p: 2, display: 'flex', gap: 1.5, alignItems: 'center' }}>
      <CompanyLogo name={company.name} logoUrl={company.logoUrl} />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 750 }}>
          <Link to={`/arbeitgeber/${company.id}`} style={{ color: 'inherit' }}>
            {company.name}
          </Link>{' '}
          {company.isVerified && <VerifiedMark />} {company.isHidden && <HiddenMark />}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {facilityLabel(company.facilityType)}
          {company.city ? ` · ${company.city}` : ''}
          {km}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 650 }}>
          {T.openAds(company.openJobAdsCount)}
        </Typography>
      </Box>
    </Card>
  );
}

export function CompanyCardSkeleton() {
  return (
    <Card sx={{ p: 2, display: 'flex', gap: 1.5 }}>
      <Skeleton variant="rounded" width={48} height={48} />
      <Box sx={{ flex: 1 }}>
        <Skeleton width="60%" height={24} />
        <Skeleton width="40%" />
      </Box>
    </Card>
  );
}
