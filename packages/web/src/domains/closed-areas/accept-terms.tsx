import { CLOSED_AREA_MESSAGES as M } from '@pflegepuls/shared/closed-areas-messages';
import GavelRounded from '@mui/icons-material/GavelRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useToast } from '../../ui/toast.tsx';
import { useAcceptTermsMutation } from './api.ts';
import { AREA_TARGETS } from './areas.ts';
import { useSwitchArea } from './area-transition.tsx';
import { CurrentTerms } from './terms-text.tsx';

/**
 * A member whose accepted terms are older than the area's current version sees this instead of
 * any area page, until they accept (issue 14). The server refuses area content meanwhile.
 */
export function AcceptTermsScreen({ closedAreaId }: { closedAreaId: number }) {
  const accept = useAcceptTermsMutation(closedAreaId);
  const switchArea = useSwitchArea();
  const showToast = useToast();
  return (
    <Box sx={{ px: { xs: 2, sm: 3 }, py: { xs: 3, md: 4 }, maxWidth: 640, mx: 'auto' }}>
      <Card component="section" aria-labelledby="terms-update-title" sx={{ p: { xs: 2.5, sm: 3.5 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
          <GavelRounded aria-hidden="true" sx={{ color: 'secondary.main' }} />
          <Typography
            id="terms-update-title"
            component="h1"
            variant="h5"
            sx={{ fontSize: { xs: '1.3rem', sm: '1.5rem' }, hyphens: 'auto', overflowWrap: 'anywhere' }}
          >
            Neue Nutzungsbedingungen
          </Typography>
        </Box>
        <Typography color="text.secondary" sx={{ mb: 2.5 }}>
          Die Nutzungsbedingungen dieses Bereichs haben sich geändert. Bitte lies die neue Fassung und
          akzeptiere sie, um den Bereich weiter zu nutzen.
        </Typography>
        <CurrentTerms closedAreaId={closedAreaId}>
          {(terms) => (
            <>
              {accept.isError && (
                <Alert severity="error" sx={{ mt: 2 }}>
                  {accept.error.message}
                </Alert>
              )}
              <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 3, flexWrap: 'wrap' }}>
                <Button color="inherit" onClick={() => switchArea(AREA_TARGETS.community)}>
                  Zur Community
                </Button>
                <Button
                  variant="contained"
                  disabled={accept.isPending}
                  startIcon={accept.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
                  onClick={() =>
                    accept.mutate(terms.version, {
                      onSuccess: (answer) => showToast({ message: answer.message, severity: 'success' }),
                    })
                  }
                >
                  {M.acceptTerms}
                </Button>
              </Box>
            </>
          )}
        </CurrentTerms>
      </Card>
    </Box>
  );
}
