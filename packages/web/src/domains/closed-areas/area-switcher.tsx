import { CLOSED_AREA_MESSAGES } from '@pflegepuls/shared/closed-areas-messages';
import { UROCAMPUS_AREA_ID } from '@pflegepuls/shared/constants';
import AddRounded from '@mui/icons-material/AddRounded';
import AdminPanelSettingsRounded from '@mui/icons-material/AdminPanelSettingsRounded';
import GroupsRounded from '@mui/icons-material/GroupsRounded';
import PushPinOutlined from '@mui/icons-material/PushPinOutlined';
import PushPinRounded from '@mui/icons-material/PushPinRounded';
import SchoolRounded from '@mui/icons-material/SchoolRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { getProductName } from '../../platform/product.ts';
import { useToast } from '../../ui/toast.tsx';
import { useCurrentUserQuery } from '../users/api.ts';
import { useUpdatePrimaryAreaMutation } from './api.ts';
import { AREA_TARGETS, getNewAreaFormUrl, type TAreaKind } from './areas.ts';
import { useSwitchArea } from './area-transition.tsx';

type TTileProps = {
  label: string;
  icon: ReactNode;
  isCurrent?: boolean;
  onClick?: () => void;
  href?: string;
  action?: ReactNode;
};

function AreaTile({ label, icon, isCurrent = false, onClick, href, action }: TTileProps) {
  const linkProps = href
    ? { component: 'a' as const, href, target: '_blank', rel: 'noopener noreferrer' }
    : {};
  return (
    <Box sx={{ position: 'relative' }}>
      <ButtonBase
        {...linkProps}
        onClick={onClick}
        aria-current={isCurrent ? 'true' : undefined}
        sx={(theme) => ({
          width: '100%',
          minHeight: 72,
          borderRadius: '14px',
          px: 1,
          py: 1.25,
          display: 'flex',
          flexDirection: 'column',
          gap: 0.5,
          border: 1,
          borderColor: isCurrent ? 'primary.main' : 'divider',
          bgcolor: isCurrent ? alpha(theme.palette.primary.main, 0.16) : 'background.paper',
          color: 'text.primary',
          transition: 'background-color 150ms, border-color 150ms',
          '&:hover': { bgcolor: alpha(theme.palette.primary.main, 0.1) },
          '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.secondary.main}`, outlineOffset: 2 },
        })}
      >
        <Box sx={{ color: isCurrent ? 'secondary.main' : 'text.secondary', display: 'flex' }}>{icon}</Box>
        <Typography variant="caption" sx={{ fontWeight: 650, lineHeight: 1.2, textAlign: 'center' }}>
          {label}
        </Typography>
      </ButtonBase>
      {action && <Box sx={{ position: 'absolute', top: 2, right: 2 }}>{action}</Box>}
    </Box>
  );
}

type TAreaSwitcherProps = {
  current: TAreaKind;
  /** The side drawer closes first and then runs the switch. */
  closeFirst?: (then: () => void) => void;
};

/**
 * The area tiles (000 §2): the general community, Urocampus for its members, the admin area for
 * admins and "Neuen Bereich" (an external form). Urocampus carries the Startbereich pin (000 §4).
 */
export function AreaSwitcher({ current, closeFirst }: TAreaSwitcherProps) {
  const { data: user } = useCurrentUserQuery();
  const switchArea = useSwitchArea();
  const showToast = useToast();
  const updatePrimaryArea = useUpdatePrimaryAreaMutation();
  if (!user) return null;

  const go = (kind: TAreaKind) => {
    const run = () => {
      if (kind !== current) switchArea(AREA_TARGETS[kind]);
    };
    if (closeFirst) closeFirst(run);
    else run();
  };
  const isPrimary = user.primaryClosedArea?.id === UROCAMPUS_AREA_ID;
  const handleTogglePrimary = () =>
    updatePrimaryArea.mutate(
      { closed_area_id: isPrimary ? null : UROCAMPUS_AREA_ID, go_to_area_after_login: !isPrimary },
      {
        onSuccess: (answer) => showToast({ message: answer.data.message, severity: 'success' }),
        onError: () => showToast({ message: CLOSED_AREA_MESSAGES.primaryAreaFailed, severity: 'error' }),
      },
    );
  const newAreaFormUrl = getNewAreaFormUrl();
  const pinLabel = isPrimary ? 'Startbereich entfernen' : 'Als Startbereich festlegen';

  return (
    <Box
      component="nav"
      aria-label="Bereiche"
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(76px, 1fr))', gap: 1 }}
    >
      <AreaTile
        label={`${getProductName()} Community`}
        icon={<GroupsRounded />}
        isCurrent={current === 'community'}
        onClick={() => go('community')}
      />
      {user.isUrocampusMember && (
        <AreaTile
          label="Urocampus"
          icon={<SchoolRounded />}
          isCurrent={current === 'urocampus'}
          onClick={() => go('urocampus')}
          action={
            <IconButton
              size="small"
              aria-label={pinLabel}
              aria-pressed={isPrimary}
              title={pinLabel}
              disabled={updatePrimaryArea.isPending}
              onClick={handleTogglePrimary}
              sx={{ p: 0.5 }}
            >
              {isPrimary ? (
                <PushPinRounded sx={{ fontSize: 16, color: 'secondary.main' }} />
              ) : (
                <PushPinOutlined sx={{ fontSize: 16 }} />
              )}
            </IconButton>
          }
        />
      )}
      {user.isAdmin && (
        <AreaTile
          label="Admin"
          icon={<AdminPanelSettingsRounded />}
          isCurrent={current === 'admin'}
          onClick={() => go('admin')}
        />
      )}
      {newAreaFormUrl && <AreaTile label="Neuen Bereich" icon={<AddRounded />} href={newAreaFormUrl} />}
    </Box>
  );
}
