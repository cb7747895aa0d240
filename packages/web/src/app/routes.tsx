/**
 * Routes. Every page is its own chunk, so the landing page and the member area load only what
 * they show; the declarative router keeps the shared first load small. Guards read the session
 * from the query cache: /feed needs a member, /registrieren sends members on to /feed.
 */
import type { QueryClient } from '@tanstack/react-query';
import { Suspense, type ComponentType } from 'react';
import { preloadable } from '../ui/preloadable.tsx';
import { Navigate, Route, Routes } from '../platform/router.tsx';
import { useCurrentUserQuery } from '../domains/users/api.ts';
import { isVisitorPage } from '../platform/meta.ts';
import { PATHS } from '../platform/paths.ts';
import { PRODUCT_SLUG } from '../platform/product.ts';
import { MemberShellSkeleton } from '../ui/member-shell-skeleton.tsx';
import { ADMIN_PAGE, ENTRY_PAGE_MODULES, MEMBER_PAGES, PUBLIC_PAGES } from './entry-pages.ts';
import { CrashPage } from './pages/crash-page.tsx';

/**
 * A page module may export `prepareFirstPaint`: it loads what its first paint shows (data, and the
 * lazy parts it renders at once). When the page is the one a member's app starts on, main.tsx awaits it
 * before the first render, so the first render (a transition, sliced into short tasks) builds the
 * whole page. Data that arrives after that first render comes through TanStack Query's external
 * store, and React renders such an update in one task that cannot yield: on a phone that was the
 * feed's longest task.
 */
export type TPrepareFirstPaint = (queryClient: QueryClient, location: Location) => Promise<unknown>;
type TPageModule = Record<string, unknown> & { prepareFirstPaint?: TPrepareFirstPaint };
type TLoadable = { Component: ComponentType; preload: () => Promise<TPageModule> };

/**
 * Every page module by its path under src/ (the names ENTRY_PAGE_MODULES uses), each its own chunk.
 * The crash page is not among them: it must render when chunks fail to load.
 */
const PAGE_MODULES = import.meta.glob<TPageModule>(
  [
    './domains/*/pages/*-page.tsx',
    './app/pages/*-page.tsx',
    '!./app/pages/crash-page.tsx',
    './app/layouts/member-layout.tsx',
  ],
  { base: '..' },
);

/** Page modules already asked for, so an entry path's preload and the route share one load. */
const loadables = new Map<string, TLoadable>();

/** The page `name` of the module at `modulePath`, in its own chunk (preloadable: see ui/preloadable.tsx). */
function loadable(modulePath: string, name: string): TLoadable {
  const load = PAGE_MODULES[modulePath];
  if (!load) throw new Error(`Keine Seite unter ${modulePath}`);
  let module: TPageModule | undefined;
  const page = preloadable(async () => {
    module = await load();
    const Page = module[name] as ComponentType | undefined;
    if (!Page) throw new Error(`${modulePath} exportiert kein ${name}`);
    return Page;
  });
  const entry = { Component: page.Component, preload: () => page.preload().then(() => module!) };
  loadables.set(modulePath, entry);
  return entry;
}

const landingPage = loadable(PUBLIC_PAGES.landing, 'LandingPage');
const oneTimeLoginPage = loadable(PUBLIC_PAGES.oneTimeLogin, 'OneTimeLoginPage');
const areaHomePage = loadable('./domains/closed-areas/pages/area-home-page.tsx', 'AreaHomePage');
const areaStatsPage = loadable('./domains/closed-areas/pages/area-stats-page.tsx', 'AreaStatsPage');
const notFoundPage = loadable(PUBLIC_PAGES.notFound, 'NotFoundPage');
const memberLayout = loadable(MEMBER_PAGES.layout, 'MemberLayout');
const feedPage = loadable(MEMBER_PAGES.feed, 'FeedPage');
const postPage = loadable('./domains/feed/pages/post-page.tsx', 'PostPage');
const momentsPage = loadable('./domains/moments/pages/moments-page.tsx', 'MomentsPage');
const profilePage = loadable('./domains/users/pages/profile-page.tsx', 'ProfilePage');
const settingsPage = loadable('./domains/users/pages/settings-page.tsx', 'SettingsPage');
const moderationSettingsPage = loadable(
  './domains/moderation/pages/moderation-settings-page.tsx',
  'ModerationSettingsPage',
);
const menuPage = loadable('./app/pages/menu-page.tsx', 'MenuPage');
const legalPage = loadable(PUBLIC_PAGES.legal, 'LegalPage');
const medkaiPage = loadable('./domains/medkai/pages/medkai-page.tsx', 'MedkaiPage');
const adminDashboardPage = loadable(ADMIN_PAGE, 'AdminDashboardPage');
const notificationsPage = loadable(
  './domains/notifications/pages/notifications-page.tsx',
  'NotificationsPage',
);
const networkPage = loadable('./domains/network/pages/network-page.tsx', 'NetworkPage');
const chatsPage = loadable('./domains/chat/pages/chats-page.tsx', 'ChatsPage');
const chatPage = loadable('./domains/chat/pages/chat-page.tsx', 'ChatPage');
const groupsPage = loadable('./domains/groups/pages/groups-page.tsx', 'GroupsPage');
const groupPage = loadable('./domains/groups/pages/group-page.tsx', 'GroupPage');
const eventsPage = loadable('./domains/events/pages/events-page.tsx', 'EventsPage');
const eventPage = loadable('./domains/events/pages/event-page.tsx', 'EventPage');
const jobsAreaPage = loadable('./domains/jobs/pages/jobs-page.tsx', 'JobsAreaPage');
const wikiPage = loadable('./domains/wiki/pages/wiki-page.tsx', 'WikiPage');
const notificationTestPage = loadable(
  './domains/notifications/pages/notification-test-page.tsx',
  'NotificationTestPage',
);

const LandingPage = landingPage.Component;
const OneTimeLoginPage = oneTimeLoginPage.Component;
const NotFoundPage = notFoundPage.Component;
const AreaHomePage = areaHomePage.Component;
const AreaStatsPage = areaStatsPage.Component;
const MemberLayout = memberLayout.Component;
const FeedPage = feedPage.Component;
const PostPage = postPage.Component;
const MomentsPage = momentsPage.Component;
const ProfilePage = profilePage.Component;
const SettingsPage = settingsPage.Component;
const ModerationSettingsPage = moderationSettingsPage.Component;
const MenuPage = menuPage.Component;
const LegalPage = legalPage.Component;
const MedkaiPage = medkaiPage.Component;
const AdminDashboardPage = adminDashboardPage.Component;
const NotificationsPage = notificationsPage.Component;
const NetworkPage = networkPage.Component;
const ChatsPage = chatsPage.Component;
const ChatPage = chatPage.Component;
const GroupsPage = groupsPage.Component;
const GroupPage = groupPage.Component;
const EventsPage = eventsPage.Component;
const EventPage = eventPage.Component;
const NotificationTestPage = notificationTestPage.Component;
const JobsAreaPage = jobsAreaPage.Component;
const WikiPage = wikiPage.Component;

/**
 * Member pages by path (000 §2). `:id` of closed areas is checked by the pages themselves. Every
 * route of the spec's table is here.
 */
const MEMBER_ROUTES: Array<[string, ComponentType]> = [
  [PATHS.feed, FeedPage],
  ['/feed/:postId', PostPage],
  ['/moments', MomentsPage],
  [`/${PRODUCT_SLUG}-community`, FeedPage],
  ['/arbeitgeber-feed', FeedPage],
  ['/closed_area/:id', AreaHomePage],
  ['/closed_area/:id/statistiken', AreaStatsPage],
  ['/closed_area/:id/feed', FeedPage],
  ['/closed_area/:id/feed/:postId', PostPage],
  ['/closed_area/:id/moments', MomentsPage],
  ['/closed_area/:id/benachrichtigungen', NotificationsPage],
  ['/closed_area/:id/menu', MenuPage],
  ['/closed_area/:id/datenschutzbestimmungen', LegalPage],
  ['/profile/:username', ProfilePage],
  ['/user/:username', ProfilePage],
  ['/einstellungen', SettingsPage],
  ['/einstellungen/moderation', ModerationSettingsPage],
  ['/menu', MenuPage],
  ['/benachrichtigungen', NotificationsPage],
  ['/notification-test', NotificationTestPage],
  ['/network', NetworkPage],
  ['/network/:section', NetworkPage],
  ['/netzwerk', NetworkPage],
  ['/netzwerk/:section', NetworkPage],
  // The v2 tab comes from the path (discover/entdecken, requests/anfragen, sent/gesendet) or ?tab=.
  ['/networkv2/*', NetworkPage],
  ['/medkai', MedkaiPage],
  ['/chats', ChatsPage],
  ['/chat/:chatId', ChatPage],
  ['/stellenangebote', JobsAreaPage],
  ['/arbeitgeberprofile', JobsAreaPage],
  // The wiki's views come from the rest of the path and `?page=` (domains/wiki/paths.ts).
  [`/${PRODUCT_SLUG}-wiki/*`, WikiPage],
  ['/closed_area/:id/groups', GroupsPage],
  // Sub-routes create_post and invite_users (000 §2) are read by the group page.
  ['/closed_area/:id/groups/:groupId/*', GroupPage],
  // The community's groups (docs/groups.md).
  ['/gruppen', GroupsPage],
  ['/gruppen/:groupId/*', GroupPage],
  ['/closed_area/:id/events', EventsPage],
  // The sub-route invite_users (000 §2) is read by the event page.
  ['/closed_area/:id/events/:eventId/*', EventPage],
  ['/closed_area/:id/wiki/*', WikiPage],
  ['/arbeitgeber/:companyId', JobsAreaPage],
  // The company team's editors (docs/companies.md, docs/jobs.md).
  ['/arbeitgeber/:companyId/bearbeiten', JobsAreaPage],
  // The ad's editor, and its applications under /bewerbungen (docs/applications.md).
  ['/arbeitgeber/:companyId/stellenanzeigen/:uid/*', JobsAreaPage],
  // My applications and one application.
  ['/bewerbungen/*', JobsAreaPage],
  // One page, two paths; the canonical one replaces the other (docs/jobs.md).
  ['/stellenanzeige/:uid/:companyName/*', JobsAreaPage],
  ['/:company/stellenanzeige/:uid', JobsAreaPage],
  // The admin dashboard's seven pages (001 §2.4); PageContent lets only admins in.
  ['/admin-dashboard', AdminDashboardPage],
  ['/admin-dashboard/:section', AdminDashboardPage],
];

/** Pages anyone may read, logged in or not (legal texts are linked from the landing page). */
const PUBLIC_ROUTES = ['/datenschutz', '/impressum', '/eula', '/about'];

/** Loads the page modules of the entry path and their first paint's data; resolves when they are there (or failed). */
export async function prepareEntryRoute(location: Location, queryClient: QueryClient): Promise<void> {
  const modules = ENTRY_PAGE_MODULES[location.pathname.replace(/\/+$/, '')] ?? [];
  // Failures are not fatal here: rendering retries a chunk (the error boundary reports it), and a
  // page whose data did not load asks for it again.
  // A visitor on a member path is sent to the landing page: nothing of the page is shown.
  const isVisitor = isVisitorPage();
  await Promise.allSettled(
    modules.map(async (modulePath) => {
      const module = await loadables.get(modulePath)?.preload();
      if (!isVisitor) await module?.prepareFirstPaint?.(queryClient, location);
    }),
  );
}

/**
 * `/__crash` throws while rendering, in every build: it proves the crash screen works (e2e, support)
 * and does nothing else; the error boundary above the router catches it.
 */
function CrashTestRoute(): never {
  throw new Error('Absichtlicher Absturz (/__crash)');
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
      {PUBLIC_ROUTES.map((path) => (
        <Route
          key={path}
          path={path}
          element={
            <Suspense fallback={null}>
              <LegalPage />
            </Suspense>
          }
        />
      ))}
      <Route path="/__crash" element={<CrashTestRoute />} />
      {/* Notification click actions may name the English path (000 §2). */}
      <Route path="/notifications" element={<Navigate to="/benachrichtigungen" replace />} />
      <Route element={<RequireMember />}>
        {MEMBER_ROUTES.map(([path, Page]) => (
          <Route
            key={path}
            path={path}
            element={
              <Suspense fallback={<MemberShellSkeleton />}>
                <Page />
              </Suspense>
            }
          />
        ))}
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
