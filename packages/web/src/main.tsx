import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from './platform/router.tsx';
import { AppErrorBoundary } from './app/error-boundary.tsx';
import { AppProviders } from './app/providers.tsx';
import { createAppQueryClient } from './app/query-client.ts';
import { AppRoutes, prepareEntryRoute } from './app/routes.tsx';
import { ScrollMemory } from './app/scroll-memory.tsx';
import { getCurrentUser, userQueryKeys } from './domains/users/api.ts';

const queryClient = createAppQueryClient();

/** Renders the app; as a transition, so React yields to the browser while it builds the first page. */
function renderApp() {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <AppErrorBoundary>
            <BrowserRouter>
              <ScrollMemory />
              <AppRoutes />
            </BrowserRouter>
          </AppErrorBoundary>
        </AppProviders>
      </StrictMode>,
    ),
  );
}

// Every page needs to know who is there; ask before React renders (index.html preloads the answer).
const currentUser = queryClient.prefetchQuery({
  queryKey: userQueryKeys.me(),
  queryFn: ({ signal }) => getCurrentUser(signal),
});
/**
 * boot.js inserts this entry as an async module: with a warm cache it runs before the parser has
 * reached `#root` at the end of the body (seen as a blank page, React error #299).
 */
function whenBodyParsed(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) =>
    document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }),
  );
}

/** A slow answer must not keep the page blank: the page then shows its skeleton and waits. */
const ENTRY_DATA_WAIT_MS = 1_500;

// The first page renders once its chunk, who is there and the data of its first paint are here:
// no fallback flashes, and the one render that builds the page is sliced (routes.tsx, TPrepareFirstPaint).
// (Not a top-level await: the page chunks import from this one, which must finish evaluating.)
void Promise.all([
  Promise.race([
    Promise.all([currentUser, prepareEntryRoute(window.location, queryClient)]),
    new Promise((resolve) => setTimeout(resolve, ENTRY_DATA_WAIT_MS)),
  ]),
  whenBodyParsed(),
]).then(renderApp);
