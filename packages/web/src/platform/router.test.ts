/**
 * The router's matching and resolving, and what `<Routes>` renders for an address (React's server
 * rendering, no DOM here). Clicks, history entries and back/forward run in the e2e flows.
 */
import { createElement, Fragment, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  Link,
  matchPath,
  MemoryRouter,
  Outlet,
  resolveTo,
  Route,
  Routes,
  useLocation,
  useParams,
  useSearchParams,
} from './router.tsx';

const HERE = { pathname: '/closed_area/1/groups', search: '?filter=alle', hash: '#top' };

function ShowParams({ name }: { name: string }) {
  return `${name} ${JSON.stringify(useParams())}`;
}

function Layout() {
  const { id } = useParams();
  return createElement('main', { 'data-area': id ?? '' }, createElement(Outlet));
}

function route(path: string | null, element: ReactNode, children?: ReactNode[]) {
  return createElement(
    Route,
    { key: path ?? 'layout', ...(path === null ? {} : { path }), element },
    children,
  );
}

function renderAt(address: string, routes: ReactNode[]) {
  return renderToString(
    createElement(MemoryRouter, { initialEntries: [address] }, createElement(Routes, null, ...routes)),
  );
}

describe('matchPath', () => {
  it('reads params decoded, static segments in any case, and ignores a trailing slash', () => {
    expect(matchPath('/profile/:username', '/profile/J%C3%B6rg')).toEqual({ username: 'Jörg' });
    expect(matchPath('/closed_area/:id/feed', '/Closed_Area/7/FEED/')).toEqual({ id: '7' });
    expect(matchPath('/feed', '/feed/12')).toBeNull();
    expect(matchPath('/feed/:postId', '/feed')).toBeNull();
    // A malformed escape stays as it came.
    expect(matchPath('/chat/:chatId', '/chat/%E0%A4%A')).toEqual({ chatId: '%E0%A4%A' });
  });

  it('gives a `*` route the rest of the path, also none', () => {
    expect(matchPath('/gruppen/:groupId/*', '/gruppen/5/create_post')).toEqual({
      groupId: '5',
      '*': 'create_post',
    });
    expect(matchPath('/gruppen/:groupId/*', '/gruppen/5')).toEqual({ groupId: '5', '*': '' });
    expect(matchPath('*', '/irgendwo/anders')).toEqual({ '*': 'irgendwo/anders' });
    expect(matchPath('', '/')).toEqual({});
  });
});

describe('resolveTo', () => {
  it('keeps the path for a query and path and query for a hash', () => {
    expect(resolveTo('/feed?tab=my', HERE)).toEqual({ pathname: '/feed', search: '?tab=my', hash: '' });
    expect(resolveTo('?filter=mine', HERE)).toEqual({
      pathname: '/closed_area/1/groups',
      search: '?filter=mine',
      hash: '',
    });
    expect(resolveTo('#unten', HERE)).toEqual({ ...HERE, hash: '#unten' });
    expect(resolveTo({ pathname: '/admin-dashboard', search: '?period=allTime' }, HERE)).toEqual({
      pathname: '/admin-dashboard',
      search: '?period=allTime',
      hash: '',
    });
  });

  it('resolves relative paths as an <a href> would', () => {
    expect(resolveTo('events', HERE).pathname).toBe('/closed_area/1/events');
    expect(resolveTo('../../feed', HERE).pathname).toBe('/feed');
    expect(resolveTo('/a/./b/../c/', HERE).pathname).toBe('/a/c/');
  });
});

describe('<Routes>', () => {
  const table = [
    route('/:company/stellenanzeige/:uid', createElement(ShowParams, { name: 'ad' })),
    route('/arbeitgeber/:companyId/bearbeiten', createElement(ShowParams, { name: 'editor' })),
    route(null, createElement(Layout), [
      route('/closed_area/:id/groups/:groupId/*', createElement(ShowParams, { name: 'group' })),
      route('/closed_area/:id/groups', createElement(ShowParams, { name: 'groups' })),
    ]),
    route('*', 'nicht gefunden'),
    createElement(Route, { key: 'index', index: true, element: 'start' }),
  ];

  it('renders the most specific route, not the first that matches', () => {
    expect(renderAt('/arbeitgeber/stellenanzeige/bearbeiten', table)).toBe(
      'editor {&quot;companyId&quot;:&quot;stellenanzeige&quot;}',
    );
    expect(renderAt('/klinik/stellenanzeige/x1', table)).toBe(
      'ad {&quot;company&quot;:&quot;klinik&quot;,&quot;uid&quot;:&quot;x1&quot;}',
    );
    expect(renderAt('/', table)).toBe('start');
    expect(renderAt('/nirgends', table)).toBe('nicht gefunden');
  });

  it('lays a route without a path around its child, and both see every param', () => {
    expect(renderAt('/closed_area/1/groups/9/invite_users', table)).toBe(
      '<main data-area="1">group {&quot;id&quot;:&quot;1&quot;,&quot;groupId&quot;:&quot;9&quot;,&quot;*&quot;:&quot;invite_users&quot;}</main>',
    );
    expect(renderAt('/closed_area/1/groups', table)).toBe(
      '<main data-area="1">groups {&quot;id&quot;:&quot;1&quot;}</main>',
    );
  });

  it('reads routes inside fragments, and renders nothing when none matches', () => {
    const nested = [createElement(Fragment, { key: 'f' }, route('/feed', 'feed'))];
    expect(renderAt('/feed', nested)).toBe('feed');
    expect(renderAt('/moments', nested)).toBe('');
  });
});

describe('links and the query', () => {
  function Probe() {
    const [params] = useSearchParams();
    const { pathname } = useLocation();
    return createElement(
      Fragment,
      null,
      `${pathname} filter=${params.get('filter')} `,
      createElement(Link, { to: '?filter=meine' }, 'Meine'),
      createElement(Link, { to: 'https://example.org/x', target: '_blank' }, 'Extern'),
    );
  }

  it('writes the resolved address into href and leaves other origins alone', () => {
    const html = renderToString(
      createElement(
        MemoryRouter,
        { initialEntries: ['/closed_area/1/events?filter=alle'] },
        createElement(Probe),
      ),
    );
    expect(html).toBe(
      '/closed_area/1/events filter=alle <a href="/closed_area/1/events?filter=meine">Meine</a>' +
        '<a target="_blank" href="https://example.org/x">Extern</a>',
    );
  });
});
