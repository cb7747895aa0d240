/** A job ad on lists: title, company, place and distance, shift icons and pay; save toggle. */
import BedtimeRounded from '@mui/icons-material/BedtimeRounded';
import BookmarkBorderRounded from '@mui/icons-material/BookmarkBorderRounded';
import BookmarkRounded from '@mui/icons-material/BookmarkRounded';
import EventAvailableRounded from '@mui/icons-material/EventAvailableRounded';
import NightlightRounded from '@mui/icons-material/NightlightRounded';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import SyncRounded from '@mui/icons-material/SyncRounded';
import VerifiedRounded from '@mui/icons-material/VerifiedRounded';
import WbSunnyRounded from '@mui/icons-material/WbSunnyRounded';
import WbTwilightRounded from '@mui/icons-material/WbTwilightRounded';
import WeekendRounded from '@mui/icons-material/WeekendRounded';
import {
  EMPLOYMENT_TYPES,
  formatJobPay,
  jobAdUrl,
  JOB_AD_STATUS_LABELS,
  SHIFT_MODELS,
  type TJobAdCard,
  type TShiftModel,
} from '@pflegepuls/shared/jobs';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactElement, ReactNode } from 'react';
import { Link } from '../../../platform/router.tsx';
import { JOB_TEXTS as T } from '../texts.ts';

const SHIFT_ICONS: Record<TShiftModel, ReactElement> = {
  frueh: <WbTwilightRounded fontSize="small" />,
  spaet: <WbSunnyRounded fontSize="small" />,
  nacht: <NightlightRounded fontSize="small" />,
  dauernacht: <BedtimeRounded fontSize="small" />,
  wechselschicht: <SyncRounded fontSize="small" />,
  nur_wochentags: <EventAvailableRounded fontSize="small" />,
  wochenenddienste: <WeekendRounded fontSize="small" />,
};

export function shiftLabel(shift: TShiftModel): string {
  return SHIFT_MODELS.find((s) => s.value === shift)?.label ?? shift;
}

export function employmentLabel(ad: Pick<TJobAdCard, 'employmentType' | 'hoursPerWeek'>): string {
  const label = EMPLOYMENT_TYPES.find((e) => e.value === ad.employmentType)?.label ?? ad.employmentType;
  return ad.employmentType === 'teilzeit' && ad.hoursPerWeek
    ? `${label} (${ad.hoursPerWeek} Std./Woche)`
    : label;
}

/** Shift icons with their names for screen readers and as tooltips. */
export function ShiftIcons({ shifts }: { shifts: TShiftModel[] }) {
  return (
    <Box
      component="ul"
      aria-label={`Schichten: ${shifts.map(shiftLabel).join(', ')}`}
      sx={{ display: 'flex', gap: 0.5, p: 0, m: 0, listStyle: 'none', flexWrap: 'wrap' }}
    >
      {shifts.map((shift) => (
        <Tooltip key={shift} title={shiftLabel(shift)}>
          <Box
            component="li"
            aria-label={shiftLabel(shift)}
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 0.5,
              px: 1,
              py: 0.25,
              borderRadius: 99,
              bgcolor: 'action.hover',
              fontSize: 13,
            }}
          >
            <Box component="span" aria-hidden="true" sx={{ display: 'inline-flex' }}>
              {SHIFT_ICONS[shift]}
            </Box>
            <span aria-hidden="true">{shiftLabel(shift)}</span>
          </Box>
        </Tooltip>
      ))}
    </Box>
  );
}

/** A company's logo or its initials. */
export function CompanyLogo({
  name,
  logoUrl,
  size = 48,
}: {
  name: string;
  logoUrl: string | null;
  size?: number;
}) {
  const initials = name
    .split(/\s+/)
    .filter((word) => /^[A-Za-zÄÖÜäöü]/.test(word))
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
  return (
    <Avatar
      variant="rounded"
      src={logoUrl ?? undefined}
      alt=""
      aria-hidden="true"
      sx={{ width: size, height: size, borderRadius: '12px', bgcolor: 'secondary.main', fontWeight: 800 }}
    >
      {initials || 'A'}
    </Avatar>
  );
}

export function VerifiedMark() {
  return (
    <Tooltip title="verifiziert">
      <VerifiedRounded
        aria-label="verifiziert"
        color="primary"
        sx={{ fontSize: 18, verticalAlign: 'text-bottom' }}
      />
    </Tooltip>
  );
}

export function JobCard({
  ad,
  onToggleSave,
  showStatus = false,
  action,
}: {
  ad: TJobAdCard;
  onToggleSave?: (ad: TJobAdCard) => void;
  showStatus?: boolean;
  /** A control below the facts (the team's "Bearbeiten"). */
  action?: ReactNode;
}) {
  const pay = formatJobPay(ad);
  return (
    <Card
      component="li"
      sx={{ listStyle: 'none', p: 2, display: 'flex', gap: 1.5, alignItems: 'flex-start' }}
    >
      <CompanyLogo name={ad.company.name} logoUrl={ad.company.logoUrl} />
      <Box sx={{ flex: 1, minWidth: 0, display: 'grid', gap: 0.75 }}>
        <Typography
          component="h2"
          variant="subtitle1"
          sx={{ fontWeight: 750, lineHeight: 1.3, overflowWrap: 'anywhere', hyphens: 'auto' }}
        >
          <Link to={jobAdUrl(ad.uid, ad.company.name)} style={{ color: 'inherit' }}>
            {ad.title}
          </Link>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {ad.company.name} {ad.company.isVerified && <VerifiedMark />}
        </Typography>
        <Typography
          variant="body2"
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}
        >
          <PlaceOutlined fontSize="small" aria-hidden="true" />
          {ad.plz} {ad.city}
          {ad.distance !== null && (
            <Box component="span" sx={{ fontWeight: 700 }}>
              · {T.km(ad.distance)}
            </Box>
          )}
        </Typography>
        <ShiftIcons shifts={ad.shiftModels} />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Chip size="small" label={employmentLabel(ad)} />
          {pay && (
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              {pay}
            </Typography>
          )}
          {showStatus && (
            <Chip size="small" label={JOB_AD_STATUS_LABELS[ad.status]} sx={{ fontWeight: 700 }} />
          )}
        </Box>
        {action}
      </Box>
      {onToggleSave && (
        <IconButton
          onClick={() => onToggleSave(ad)}
          aria-pressed={ad.isSaved}
          aria-label={`${ad.title} ${ad.isSaved ? 'nicht mehr merken' : 'merken'}`}
        >
          {ad.isSaved ? <BookmarkRounded color="primary" /> : <BookmarkBorderRounded />}
        </IconButton>
      )}
    </Card>
  );
}

export function JobCardSkeleton() {
  return (
    <Card sx={{ p: 2, display: 'flex', gap: 1.5 }}>
      <Skeleton variant="rounded" width={48} height={48} />
      <Box sx={{ flex: 1 }}>
        <Skeleton width="70%" height={24} />
        <Skeleton width="45%" />
        <Skeleton width="35%" />
        <Skeleton width="60%" />
      </Box>
    </Card>
  );
}
