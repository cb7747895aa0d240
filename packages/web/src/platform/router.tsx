/**
 * The app's router: the part of a declarative router this app uses, in ~2 KiB instead of React
 * Router's 13 KiB of gzip in every first load (issue 23; docs/web.md, "The router").
 *
 * - A location is the address of one history entry: `pathname` (percent-encoded, as the browser
 *   keeps it), `search`, `hash`, the `state` given to `navigate` and a `key` of its own, kept in
 *   `history.state` as `{ usr, key, idx }`; `idx` counts the entries of this tab, so a page can
 *   tell whether "back" stays in the app (the MedKai page).
 * - Navigation writes the history at once and renders the new location in a transition, so the
 *   old page stays until the new one has loaded instead of flashing a fallback.
 * - `<Routes>` picks the most specific route, whatever the order of the table: a static segment
 *   counts more than a `:param`, a `*` (rest of the path) least; equals go by order. Static segments
 *   match in any case, params are decoded, `params['*']` holds the rest of a `*` route. Routes
 *   without a path lay out their children around `<Outlet />`. Every level sees all params.
 * - Paths in `to` are absolute, `?query` (this path), `#hash` or relative to this path as in an
 *   `<a href>`; other origins are plain links.
 */
import {
  Children,
  createContext,
  Fragment,
  isValidElement,
  startTransition,
  use,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';

export type Location = {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
};
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';
export type To = string | { pathname?: string; search?: string; hash?: string };
export type NavigateOptions = { replace?: boolean | undefined; state?: unknown };
export type NavigateFunction = {
  (to: To, options?: NavigateOptions): void;
  (delta: number): void;
};

type TPath = Pick<Location, 'pathname' | 'search' | 'hash'>;
type TParams = Readonly<Record<string, string | undefined>>;

/** What `history.state` holds for an entry the router wrote. */
type THistoryState = { usr?: unknown; key?: string; idx?: number } | null;

/** A history: the browser's or one in memory (tests, server rendering). */
type THistory = {
  current(): Location;
  write(path: TPath, state: unknown, replace: boolean): void;
  go(delta: number): void;
  /** Calls `listener` after a change from outside `write` (back, forward). */
  listen(listener: () => void): () => void;
};

const createKey = () => Math.random().toString(36).slice(2, 10);

/** "/a?b#c" from its parts. */
export function createHref({ pathname, search, hash }: TPath): string {
  return `${pathname}${search === '?' ? '' : search}${hash === '#' ? '' : hash}`;
}

function parsePath(path: string): TPath {
  const hashAt = path.indexOf('#');
  const hash = hashAt >= 0 ? path.slice(hashAt) : '';
  const rest = hashAt >= 0 ? path.slice(0, hashAt) : path;
  const searchAt = rest.indexOf('?');
  return {
    pathname: searchAt >= 0 ? rest.slice(0, searchAt) : rest,
    search: searchAt >= 0 ? rest.slice(searchAt) : '',
    hash,
  };
}

/** `pathname` against the directory of `from`, with "." and ".." resolved. */
function resolvePathname(pathname: string, from: string): string {
  const start = pathname.startsWith('/') ? [] : from.split('/').slice(0, -1);
  const segments = [...start, ...pathname.split('/')].filter((segment, index) => index > 0 || segment);
  const resolved: string[] = [];
  for (const segment of segments) {
    if (segment === '..') resolved.pop();
    else if (segment !== '.' && segment !== '') resolved.push(segment);
  }
  const endsWithSlash = pathname.endsWith('/') && resolved.length > 0;
  return `/${resolved.join('/')}${endsWithSlash ? '/' : ''}`;
}

/** Where `to` leads from `from`. */
export function resolveTo(to: To, from: TPath): TPath {
  const parts = typeof to === 'string' ? parsePath(to) : { pathname: '', search: '', hash: '', ...to };
  if (parts.pathname === '') {
    // "?query" keeps the path, "#hash" the path and query.
    if (typeof to === 'string' && to.startsWith('#')) return { ...from, hash: parts.hash };
    return { pathname: from.pathname, search: parts.search, hash: parts.hash };
  }
  return { ...parts, pathname: resolvePathname(parts.pathname, from.pathname) };
}

const isExternal = (to: To) => typeof to === 'string' && /^([a-z][a-z\d+.-]*:|\/\/)/i.test(to);

function createBrowserHistory(): THistory {
  const readState = () => window.history.state as THistoryState;
  // The first entry of this tab gets its index; entries written before a reload keep theirs.
  if (typeof readState()?.idx !== 'number') window.history.replaceState({ ...readState(), idx: 0 }, '');
  return {
    current() {
      const state = readState();
      const { pathname, search, hash } = window.location;
      return { pathname, search, hash, state: state?.usr ?? null, key: state?.key ?? 'default' };
    },
    write(path, state, replace) {
      const idx = (readState()?.idx ?? 0) + (replace ? 0 : 1);
      const entry = { usr: state ?? null, key: createKey(), idx };
      if (replace) window.history.replaceState(entry, '', createHref(path));
      else window.history.pushState(entry, '', createHref(path));
    },
    go: (delta) => window.history.go(delta),
    listen(listener) {
      window.addEventListener('popstate', listener);
      return () => window.removeEventListener('popstate', listener);
    },
  };
}

function createMemoryHistory(initialEntries: readonly To[], initialIndex?: number): THistory {
  const toLocation = (path: TPath, state: unknown, key: string): Location => ({ ...path, state, key });
  let entries = (initialEntries.length > 0 ? initialEntries : ['/']).map((to, i) =>
    toLocation(
      resolveTo(to, { pathname: '/', search: '', hash: '' }),
      null,
      i === 0 ? 'default' : createKey(),
    ),
  );
  let index = Math.min(Math.max(initialIndex ?? entries.length - 1, 0), entries.length - 1);
  const listeners = new Set<() => void>();
  return {
    current: () => entries[index]!,
    write(path, state, replace) {
      const entry = toLocation(path, state ?? null, createKey());
      entries = [...entries.slice(0, replace ? index : index + 1), entry];
      index = entries.length - 1;
    },
    go(delta) {
      index = Math.min(Math.max(index + delta, 0), entries.length - 1);
      for (const listener of listeners) listener();
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

type TLocationContext = { location: Location; navigationType: NavigationType };
const LocationContext = createContext<TLocationContext | null>(null);
/** Separate from the location: components that only navigate do not render again on every change. */
const NavigateContext = createContext<NavigateFunction | null>(null);
type TRouteContext = { params: TParams; outlet: ReactNode };
const RouteContext = createContext<TRouteContext | null>(null);

function Router({ history, children }: { history: THistory; children: ReactNode }) {
  const [state, setState] = useState<TLocationContext>(() => ({
    location: history.current(),
    navigationType: 'POP',
  }));
  const show = useCallback(
    (navigationType: NavigationType) =>
      startTransition(() => setState({ location: history.current(), navigationType })),
    [history],
  );
  useLayoutEffect(() => history.listen(() => show('POP')), [history, show]);
  const navigate = useCallback<NavigateFunction>(
    (to: To | number, options: NavigateOptions = {}) => {
      if (typeof to === 'number') return history.go(to);
      history.write(resolveTo(to, history.current()), options.state, options.replace === true);
      show(options.replace ? 'REPLACE' : 'PUSH');
    },
    [history, show],
  );
  return (
    <NavigateContext value={navigate}>
      <LocationContext value={state}>{children}</LocationContext>
    </NavigateContext>
  );
}

/** The app's router, on the browser's history. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(createBrowserHistory);
  return <Router history={history}>{children}</Router>;
}

/** A router on a history in memory, starting at `initialEntries[initialIndex]` (the last by default). */
export function MemoryRouter({
  initialEntries = ['/'],
  initialIndex,
  children,
}: {
  initialEntries?: readonly To[];
  initialIndex?: number;
  children?: ReactNode;
}) {
  const [history] = useState(() => createMemoryHistory(initialEntries, initialIndex));
  return <Router history={history}>{children}</Router>;
}

function useLocationContext(): TLocationContext {
  const context = use(LocationContext);
  if (!context) throw new Error('Router-Hooks brauchen einen <BrowserRouter> oder <MemoryRouter> darüber.');
  return context;
}

export function useLocation(): Location {
  return useLocationContext().location;
}

/** How the current location was reached: POP (start, back, forward), PUSH or REPLACE. */
export function useNavigationType(): NavigationType {
  return useLocationContext().navigationType;
}

/** A stable function: navigate to `to` (replace, state) or go `delta` entries back or forward. */
export function useNavigate(): NavigateFunction {
  const navigate = use(NavigateContext);
  if (!navigate) throw new Error('useNavigate braucht einen <BrowserRouter> oder <MemoryRouter> darüber.');
  return navigate;
}

export function useParams(): TParams {
  return use(RouteContext)?.params ?? {};
}

type TSearchInit = string | URLSearchParams | Record<string, string>;

/** The query of the location, and a setter that navigates to this path with another query. */
export function useSearchParams(): [
  URLSearchParams,
  (next: TSearchInit | ((current: URLSearchParams) => TSearchInit), options?: NavigateOptions) => void,
] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: TSearchInit | ((current: URLSearchParams) => TSearchInit), options?: NavigateOptions) => {
      const init = typeof next === 'function' ? next(new URLSearchParams(search)) : next;
      navigate(`?${new URLSearchParams(init).toString()}`, options);
    },
    [navigate, search],
  );
  return [params, setParams];
}

type TLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * An `<a href>` that navigates in the app on a plain left click; with a modifier key, another
 * target or a handler that prevented the default, the browser handles it. A link to where the
 * tab already is replaces that entry instead of adding a second one.
 */
export function Link({ to, replace, state, onClick, ref, ...rest }: TLinkProps) {
  const location = useLocation();
  const navigate = useNavigate();
  if (isExternal(to)) return <a {...rest} ref={ref} href={to as string} onClick={onClick} />;
  const href = createHref(resolveTo(to, location));
  return (
    <a
      {...rest}
      ref={ref}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        const isPlain =
          event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
        if (event.defaultPrevented || !isPlain || (rest.target && rest.target !== '_self')) return;
        event.preventDefault();
        navigate(href, { replace: replace ?? href === createHref(location), state });
      }}
    />
  );
}

/** Navigates to `to` once rendered (a redirect). */
export function Navigate({ to, replace }: { to: To; replace?: boolean }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const href = createHref(resolveTo(to, { pathname, search, hash: '' }));
  useEffect(() => navigate(href, { replace }), [navigate, href, replace]);
  return null;
}

type TRouteProps = { path?: string; index?: boolean; element?: ReactNode; children?: ReactNode };

/** One route of `<Routes>`; it renders nothing itself. */
export function Route(_props: TRouteProps): ReactNode {
  throw new Error('<Route> gehört in <Routes>.');
}

/** The element of the matched child route, inside a route without a path. */
export function Outlet(): ReactNode {
  return use(RouteContext)?.outlet ?? null;
}

type TRouteConfig = { path: string; index: boolean; element: ReactNode; children: TRouteConfig[] };
/** A route that can match, with the routes around it (outermost first) and its whole path. */
type TBranch = { routes: TRouteConfig[]; pattern: string; score: number; order: number };

function readRoutes(children: ReactNode): TRouteConfig[] {
  return Children.toArray(children).flatMap((child): TRouteConfig[] => {
    if (!isValidElement<TRouteProps>(child)) return [];
    if (child.type === Fragment) return readRoutes(child.props.children);
    const { path = '', index = false, element = null, children: nested } = child.props;
    return [{ path, index, element, children: readRoutes(nested) }];
  });
}

function flattenRoutes(routes: TRouteConfig[], parents: TRouteConfig[] = [], base = ''): TBranch[] {
  return routes.flatMap((route) => {
    const pattern = route.path ? `${base}/${route.path.replace(/^\/+/, '')}` : base;
    const chain = [...parents, route];
    if (route.children.length > 0) return flattenRoutes(route.children, chain, pattern);
    return [{ routes: chain, pattern, score: scorePattern(pattern, route.index), order: 0 }];
  });
}

/** Specificity: 10 per static segment, 3 per `:param`, 2 for an index route, less for a `*`. */
function scorePattern(pattern: string, isIndex: boolean): number {
  const segments = pattern.split('/').filter(Boolean);
  return segments.reduce(
    (score, segment) => score + (segment === '*' ? -2 : segment.startsWith(':') ? 3 : 10),
    segments.length + (isIndex ? 2 : 0),
  );
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The params of `pathname` under `pattern` ("/a/:b/*"), or null when it does not match. */
export function matchPath(pattern: string, pathname: string): TParams | null {
  const wanted = pattern.split('/').filter(Boolean);
  const given = pathname.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  for (const [i, segment] of wanted.entries()) {
    if (segment === '*') {
      params['*'] = given.slice(i).map(decode).join('/');
      return params;
    }
    const part = given[i];
    if (part === undefined) return null;
    if (segment.startsWith(':')) params[segment.slice(1)] = decode(part);
    else if (segment.toLowerCase() !== decode(part).toLowerCase()) return null;
  }
  return given.length === wanted.length ? params : null;
}

/** Renders the most specific route for the location (nothing when none matches). */
export function Routes({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const branches = useMemo(
    () =>
      flattenRoutes(readRoutes(children))
        .map((branch, order) => ({ ...branch, order }))
        .sort((a, b) => b.score - a.score || a.order - b.order),
    [children],
  );
  for (const branch of branches) {
    const params = matchPath(branch.pattern, pathname);
    if (!params) continue;
    return branch.routes.reduceRight<ReactNode>(
      (outlet, route) => (
        <RouteContext value={{ params, outlet }}>{route.element ?? <Outlet />}</RouteContext>
      ),
      null,
    );
  }
  return null;
}
