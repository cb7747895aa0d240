/**
 * The page modules each entry path renders first (paths under src/, as routes.tsx's page table
 * names them). One list, two readers: routes.tsx loads them before the first render, and the build
 * (vite.config.ts) names their chunks in index.html, so /boot.js fetches them next to the entry
 * instead of after it. A path missing here only loses that head start.
 */
import { PATHS } from '../platform/paths.ts';

export const ENTRY_PAGE_MODULES: Readonly<Record<string, readonly string[]>> = {
  [PATHS.landing]: ['./domains/auth/pages/landing-page.tsx'],
  [PATHS.oneTimeLogin]: ['./domains/auth/pages/one-time-login-page.tsx'],
  [PATHS.feed]: ['./app/layouts/member-layout.tsx', './domains/feed/pages/feed-page.tsx'],
};
