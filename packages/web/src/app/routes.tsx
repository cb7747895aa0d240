/**
 * Routes. Every page is its own chunk, so the landing page and the member area load only what
 * they show; the declarative router keeps the shared first load small. Guards read the session
 * from the query cache: /feed needs a member, /registrieren sends members on to /feed.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { useCurrentUserQuery } from '../domains/users/api.ts';
import { PATHS } from '../platform/paths.ts';
import { MemberShellSkeleton } from '../ui/member-shell-skeleton.tsx';
import { CrashPage } from './pages/crash-page.tsx';

type TLoadable = { Component: ComponentType; preload: () => Promise<unknown> };

/**
 * A page that lives in its own chunk. Once `preload` has fetched it, it renders directly;
 * React.lazy would suspend once more and hold the page back behind its fallback.
 */
function loadable<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): TLoadable {
  let loaded: ComponentType | undefined;
  let pending: Promise<ComponentType> | undefined;
  const preload = () =>
    (pending ??= load().then((module) => {
      loaded = module[name];
      return loaded;
    }));
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Component() {
    const Page = loaded ?? Lazy;
    return <Page />;
  }
  return { Component, preload };
}

const landingPage = loadable(() => import('../domains/auth/pages/landing-page.tsx'), 'LandingPage');
const oneTimeLoginPage = loadable(
  () => import('../domains/auth/pages/one-time-login-page.tsx'),
  'OneTimeLoginPage',
);
const notFoundPage = loadable(() => import('./pages/not-found-page.tsx'), 'NotFoundPage');
const memberLayout = loadable(() => import('./layouts/member-layout.tsx'), 'MemberLayout');
const feedPage = loadable(() => import('../domains/feed/pages/feed-page.tsx'), 'FeedPage');

const LandingPage = landingPage.Component;
const OneTimeLoginPage = oneTimeLoginPage.Component;
const NotFoundPage = notFoundPage.Component;
const MemberLayout = memberLayout.Component;
const FeedPage = feedPage.Component;

/** The chunks each entry path needs, so they load alongside the session check, not after it. */
const ROUTE_CHUNKS: Record<string, TLoadable[]> = {
  [PATHS.landing]: [landingPage],
  [PATHS.oneTimeLogin]: [oneTimeLoginPage],
  [PATHS.feed]: [memberLayout, feedPage],
};

/** Loads the chunks of the page at `pathname`; resolves when they are there (or failed). */
export async function preloadRouteChunks(pathname: string): Promise<void> {
  const pages = ROUTE_CHUNKS[pathname.replace(/\/+$/, '')] ?? [];
  // A failed chunk is not fatal here: rendering retries it and the error boundary reports it.
  await Promise.allSettled(pages.map((page) => page.preload()));
}

/** Only members pass; visitors go to the landing page. */
function RequireMember() {
  const { data: user, isPending, isError, refetch } = useCurrentUserQuery();
  if (isPending) return <MemberShellSkeleton />;
  if (isError) return <CrashPage onRetry={() => void refetch()} />;
  if (!user) return <Navigate to={PATHS.landing} replace />;
  return (
    <Suspense fallback={<MemberShellSkeleton />}>
      <MemberLayout />
    </Suspense>
  );
}

/** The app's routes. */
export function AppRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to={PATHS.feed} replace />} />
      <Route
        path={PATHS.landing}
        element={
          <Suspense fallback={null}>
            <LandingPage />
          </Suspense>
        }
      />
      <Route
        path={PATHS.oneTimeLogin}
        element={
          <Suspense fallback={null}>
            <OneTimeLoginPage />
          </Suspense>
        }
      />
      <Route element={<RequireMember />}>
        <Route
          path={PATHS.feed}
          element={
            <Suspense fallback={<MemberShellSkeleton />}>
              <FeedPage />
            </Suspense>
          }
        />
      </Route>
      <Route
        path="*"
        element={
          <Suspense fallback={null}>
            <NotFoundPage />
          </Suspense>
        }
      />
    </Routes>
  );
}
