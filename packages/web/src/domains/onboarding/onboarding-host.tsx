/**
 * Mounted once in the member area. Installs `window.openOnboarding(mode, options?)` (001 §2.3) and
 * opens the wizard for `?onboarding=<mode>` in the URL once (registration lands on
 * `/feed?onboarding=standard`). The wizard is its own chunk, loaded on the first opening, so the
 * member pages' first load does not carry it. Keep this file free of runtime imports from
 * `@pflegepuls/shared/onboarding`: anything imported here moves that module into the first load.
 */
import type { TWizardMode } from '@pflegepuls/shared/onboarding/steps';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from '../../platform/router.tsx';

/** What the opener may pass besides the mode. */
export type TOpenOnboardingOptions = {
  /** Runs after the wizard has finished (also when the submission failed), 650 ms after closing. */
  onComplete?: (outcome: TOnboardingOutcome) => void;
};
export type TOnboardingOutcome = { isSaved: boolean; error: string | null; joinedUrocampus: boolean };
export type TOnboardingRequest = { id: number; mode: TWizardMode; options: TOpenOnboardingOptions };

declare global {
  interface Window {
    /** Opens the onboarding wizard (001 §2.3); installed by `OnboardingHost`. */
    openOnboarding?: (mode?: TWizardMode, options?: TOpenOnboardingOptions) => void;
  }
}

const ONBOARDING_QUERY_PARAM = 'onboarding';
const loadWizard = () => import('./components/onboarding-wizard.tsx');
const OnboardingWizard = lazy(loadWizard);

let nextRequestId = 1;

/** Installs the global opener and renders the wizard while it is (or was) open. */
export function OnboardingHost() {
  const [request, setRequest] = useState<TOnboardingRequest | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const location = useLocation();
  const navigate = useNavigate();

  const open = useCallback((mode: TWizardMode = 'standard', options: TOpenOnboardingOptions = {}) => {
    void loadWizard();
    setRequest({ id: nextRequestId++, mode, options });
    setIsOpen(true);
  }, []);

  useEffect(() => {
    window.openOnboarding = open;
    return () => {
      if (window.openOnboarding === open) delete window.openOnboarding;
    };
  }, [open]);

  // `?onboarding=standard` opens the wizard once; the flag leaves the URL so a reload does not.
  const requested = new URLSearchParams(location.search).get(ONBOARDING_QUERY_PARAM);
  useEffect(() => {
    if (!requested) return;
    const params = new URLSearchParams(location.search);
    params.delete(ONBOARDING_QUERY_PARAM);
    const search = params.toString();
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
    // The URL is outside React: its one-shot flag opens the wizard as a click on "open" would.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    open(requested as TWizardMode);
  }, [requested, location.pathname, location.search, navigate, open]);

  const handleClose = useCallback(() => setIsOpen(false), []);

  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <OnboardingWizard key={request.id} request={request} open={isOpen} onClose={handleClose} />
    </Suspense>
  );
}
