/**
 * The registration landing page (001 §2.1).
 *
 * What visitors see (video, headline, tagline, "Mit E-Mail anmelden", terms notice, Apple sign-in
 * on Apple platforms) is a static shell in index.html that /boot.js shows before any JavaScript
 * runs: the page paints from the HTML alone, which is what a phone on a slow network needs
 * (Lighthouse mobile 95+). This component adds the behaviour: the shell's buttons, the background
 * video, analytics, the e-mail links' query handling and the dialogs (their own chunks, loaded on
 * intent). Across files: the shell's controls carry `data-landing-action` = login | register |
 * eula | apple, and the video has the id `landing-video`.
 */
import { AUTH_MESSAGES } from '@pflegepuls/shared/auth-messages';
import { AUTH_TOAST_MS, LANDING_INIT_DELAY_MS } from '@pflegepuls/shared/constants';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { Navigate } from '../../../platform/router.tsx';
import { PATHS } from '../../../platform/paths.ts';
import { useToast } from '../../../ui/toast.tsx';
import { getRegistrationAnalytics } from '../../analytics/registration-analytics.ts';
import { useCurrentUserQuery } from '../../users/api.ts';
import { requestOneTimeLogin } from '../api.ts';
import { toAnalyticsMode } from '../auth-modes.ts';
import type { TAuthDialogRequest } from '../components/auth-dialog.tsx';
import { readLandingQuery, removeLandingQuery } from '../landing-query.ts';
import { useLandingVideo } from '../use-landing-video.ts';

declare global {
  interface Window {
    /** A shell button clicked before the app was ready (set by /boot.js). */
    __landingPendingAction?: string;
  }
}

const SHELL_ID = 'landing';
const VIDEO_ID = 'landing-video';
const ACTION_ATTRIBUTE = 'data-landing-action';
/** Set on <html> while the static landing shell shows (by /boot.js on a direct load). */
const ROUTE_ATTRIBUTE = 'data-route';
/** Tells /boot.js that the app handles the shell's clicks from now on. */
const READY_ATTRIBUTE = 'data-landing-ready';

const loadAuthDialog = () => import('../components/auth-dialog.tsx');
const AuthDialog = lazy(loadAuthDialog);
const EulaDialog = lazy(() => import('../components/eula-dialog.tsx'));

function LoadingOverlay() {
  return (
    <Box
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: 'modal',
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'rgba(0, 0, 0, 0.35)',
      }}
    >
      <CircularProgress aria-label="Wird geladen" />
    </Box>
  );
}

/** The page visitors see at /registrieren; members are sent on to the feed. */
export function LandingPage() {
  const analytics = getRegistrationAnalytics();
  const showToast = useToast();
  const { data: user, isPending, failureCount } = useCurrentUserQuery();
  // Without a first answer about the session we wait; after a failed one, the visitor is a visitor.
  const isVisitor = !user && (!isPending || failureCount > 0);
  const [dialog, setDialog] = useState<{ open: boolean; request: TAuthDialogRequest } | null>(null);
  const [isEulaOpen, setIsEulaOpen] = useState<boolean | null>(null);
  const hasInitialised = useRef(false);

  const openDialog = useCallback(
    (request: TAuthDialogRequest) => {
      setDialog({ open: true, request });
      analytics.track('modal_opened', { mode: toAnalyticsMode(request.mode) });
    },
    [analytics],
  );

  const closeDialog = () => {
    setDialog((current) => current && { ...current, open: false });
    analytics.track('modal_closed');
  };

  const openEula = () => {
    setIsEulaOpen(true);
    analytics.track('eula_opened');
  };

  const closeEula = () => {
    setIsEulaOpen(false);
    analytics.track('eula_closed');
  };

  const runAction = useEffectEvent((action: string | null | undefined) => {
    if (action === 'register') openDialog({ mode: 'register' });
    else if (action === 'login') openDialog({ mode: 'login' });
    else if (action === 'eula') openEula();
    // The Apple link navigates by itself; pagehide then sends what is queued.
    else if (action === 'apple') analytics.track('social_button_clicked', { provider: 'apple' });
  });

  // The shell shows while this page is mounted, also after an in-app navigation to it.
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.setAttribute(ROUTE_ATTRIBUTE, 'landing');
    return () => {
      root.removeAttribute(ROUTE_ATTRIBUTE);
      root.removeAttribute(READY_ATTRIBUTE);
    };
  }, []);

  // The shell's controls, plus the click that may have happened before the app was ready.
  useEffect(() => {
    const shell = document.getElementById(SHELL_ID);
    if (!shell) return;
    const findAction = (target: EventTarget | null) =>
      target instanceof Element
        ? target.closest(`[${ACTION_ATTRIBUTE}]`)?.getAttribute(ACTION_ATTRIBUTE)
        : null;
    const handleClick = (event: MouseEvent) => runAction(findAction(event.target));
    // The dialog's chunk loads on intent (hover, focus, touch), so opening it is near instant.
    const handleIntent = (event: Event) => {
      const action = findAction(event.target);
      if (action === 'register' || action === 'login') void loadAuthDialog();
    };
    shell.addEventListener('click', handleClick);
    shell.addEventListener('pointerover', handleIntent);
    shell.addEventListener('focusin', handleIntent);
    shell.addEventListener('touchstart', handleIntent, { passive: true });
    document.documentElement.setAttribute(READY_ATTRIBUTE, '');
    const pending = window.__landingPendingAction;
    window.__landingPendingAction = undefined;
    // A click the static shell caught before the app was ready is an outside event arriving now,
    // like one from the listeners above; replaying it opens the dialog.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (pending) runAction(pending);
    return () => {
      shell.removeEventListener('click', handleClick);
      shell.removeEventListener('pointerover', handleIntent);
      shell.removeEventListener('focusin', handleIntent);
      shell.removeEventListener('touchstart', handleIntent);
    };
  }, []);

  useLandingVideo(VIDEO_ID, () => analytics.track('video_play'));

  // The funnel session ends as abandoned when the visitor leaves without registering.
  useEffect(() => {
    const handlePageHide = () => analytics.abandon('page_hidden');
    const handlePageShow = (event: PageTransitionEvent) => {
      if (event.persisted) analytics.restart();
    };
    window.addEventListener('pagehide', handlePageHide);
    window.addEventListener('pageshow', handlePageShow);
    return () => {
      window.removeEventListener('pagehide', handlePageHide);
      window.removeEventListener('pageshow', handlePageShow);
    };
  }, [analytics]);

  // Initialisation 100 ms after load (001 §2.1), for visitors only: analytics session, then the
  // e-mail links (both → new password, e-mail alone → one-time login request).
  useEffect(() => {
    if (!isVisitor || hasInitialised.current) return;
    const timer = window.setTimeout(() => {
      hasInitialised.current = true;
      analytics.start();
      const query = readLandingQuery(window.location.search);
      removeLandingQuery();
      if (query.kind === 'new-password') {
        openDialog({ mode: 'new-password', prefill: { email: query.email, hash: query.hash } });
      } else if (query.kind === 'one-time-login') {
        // Every outcome reads the same, so the link cannot be used to probe for accounts.
        void requestOneTimeLogin({ email: query.email })
          .catch(() => undefined)
          .then(() =>
            showToast({
              message: AUTH_MESSAGES.oneTimeRequested,
              severity: 'success',
              durationMs: AUTH_TOAST_MS,
            }),
          );
      }
    }, LANDING_INIT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [isVisitor, analytics, openDialog, showToast]);

  if (user) return <Navigate to={PATHS.feed} replace />;

  return (
    <>
      {dialog && (
        <Suspense fallback={<LoadingOverlay />}>
          <AuthDialog
            open={dialog.open}
            request={dialog.request}
            onClose={closeDialog}
            analytics={analytics}
          />
        </Suspense>
      )}
      {isEulaOpen !== null && (
        <Suspense fallback={<LoadingOverlay />}>
          <EulaDialog open={isEulaOpen} onClose={closeEula} />
        </Suspense>
      )}
    </>
  );
}
