/**
 * The Urocampus join wizard (000 §4): step 1 choose the area, step 2 accept the terms, step 3 success.
 * The step lives in the query parameter `step`, so the browser's back button walks the steps too.
 */
import { CLOSED_AREA_MESSAGES as M } from '@pflegepuls/shared/closed-areas-messages';
import { UROCAMPUS_AREA_ID } from '@pflegepuls/shared/constants';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import SchoolRounded from '@mui/icons-material/SchoolRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useSearchParams } from '../../platform/router.tsx';
import { useJoinClosedAreaMutation, useRefreshAfterJoin } from './api.ts';
import { AREA_TARGETS } from './areas.ts';
import { useSwitchArea } from './area-transition.tsx';
import { CurrentTerms } from './terms-text.tsx';

type TStep = 1 | 2 | 3;

/** The step from the query (1 when missing or unknown). */
export function readJoinStep(value: string | null): TStep {
  return value === '2' ? 2 : value === '3' ? 3 : 1;
}

/** The wizard for a member who is not (yet) in the Urocampus. */
export function JoinWizard({ closedAreaId = UROCAMPUS_AREA_ID }: { closedAreaId?: number }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const step = readJoinStep(searchParams.get('step'));
  const join = useJoinClosedAreaMutation();
  const refreshAfterJoin = useRefreshAfterJoin();
  const switchArea = useSwitchArea();

  const goToStep = (next: TStep) => {
    const params = new URLSearchParams(searchParams);
    params.set('step', String(next));
    setSearchParams(params);
  };
  const handleCancel = () => {
    join.reset();
    if (step === 2) window.history.back();
    else switchArea(AREA_TARGETS.community);
  };
  const handleAccept = () => join.mutate(closedAreaId, { onSuccess: () => goToStep(3) });
  const handleFinish = async () => {
    await refreshAfterJoin(closedAreaId);
    switchArea(`/closed_area/${closedAreaId}`);
  };

  return (
    <Box sx={{ px: { xs: 2, sm: 3 }, py: { xs: 3, md: 4 }, maxWidth: 600, mx: 'auto' }}>
      <Typography variant="overline" color="text.secondary" sx={{ fontWeight: 700 }}>
        Schritt {step} von 3
      </Typography>
      <Card sx={{ p: { xs: 2.5, sm: 3.5 }, mt: 1 }} component="section" aria-labelledby="join-title">
        {step === 1 && (
          <>
            <Typography id="join-title" component="h1" variant="h5" sx={{ mb: 1 }}>
              Bereich auswählen
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              Geschlossene Bereiche sind Fachräume mit eigenen Beiträgen, Gruppen, Events und Wissen. Wähle
              den Bereich, dem du beitreten möchtest.
            </Typography>
            <ButtonBase
              onClick={() => goToStep(2)}
              sx={(theme) => ({
                width: '100%',
                display: 'flex',
                gap: 2,
                p: 2,
                textAlign: 'left',
                justifyContent: 'flex-start',
                borderRadius: '14px',
                border: 1,
                borderColor: 'divider',
                '&:hover, &.Mui-focusVisible': { bgcolor: alpha(theme.palette.primary.main, 0.12) },
              })}
            >
              <Box
                sx={{
                  width: 48,
                  height: 48,
                  borderRadius: '14px',
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                  flexShrink: 0,
                }}
              >
                <SchoolRounded />
              </Box>
              <Box>
                <Typography sx={{ fontWeight: 700 }}>Urocampus</Typography>
                <Typography variant="body2" color="text.secondary">
                  Der Fachbereich für Urologie und Kontinenzversorgung: Real Talk, Gruppen, Events und Wiki.
                </Typography>
              </Box>
            </ButtonBase>
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
              <Button color="inherit" onClick={handleCancel}>
                {M.cancel}
              </Button>
            </Box>
          </>
        )}
        {step === 2 && (
          <>
            <Typography id="join-title" component="h1" variant="h5" sx={{ mb: 2 }}>
              {M.termsTitle}
            </Typography>
            <CurrentTerms closedAreaId={closedAreaId} />
            {join.isError && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {M.joinFailed}
              </Alert>
            )}
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 3, flexWrap: 'wrap' }}>
              <Button color="inherit" onClick={handleCancel} disabled={join.isPending}>
                {M.cancel}
              </Button>
              <Button
                variant="contained"
                onClick={handleAccept}
                disabled={join.isPending}
                startIcon={join.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
              >
                Akzeptieren und beitreten
              </Button>
            </Box>
          </>
        )}
        {step === 3 && (
          <Box sx={{ textAlign: 'center', py: 2 }}>
            <CheckCircleRounded aria-hidden="true" sx={{ fontSize: 64, color: 'success.main', mb: 1 }} />
            <Typography id="join-title" component="h1" variant="h5" sx={{ mb: 1 }}>
              {M.joined}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              Willkommen im Urocampus! Du findest ihn ab jetzt in deinen Bereichen im Menü.
            </Typography>
            <Button variant="contained" size="large" onClick={() => void handleFinish()}>
              {M.goToUrocampus}
            </Button>
          </Box>
        )}
      </Card>
    </Box>
  );
}
