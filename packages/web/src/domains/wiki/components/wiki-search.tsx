/**
 * "Im Wiki suchen" (docs/wiki.md "Wiki search"): a field above a wiki's overview or listing whose
 * hits (`GET /api/wiki/search`, this wiki's pages only) take the list's place while at least
 * `SEARCH_MIN_CHARS` characters are typed. Debounced like the search bar. The settled query is kept
 * in the address (`?q=`, replaced, not pushed), so Back from an opened page shows the hits again.
 * Keyboard: ArrowDown from the field and ArrowUp/ArrowDown among the hits move the focus, Enter in
 * the field opens the first hit, Escape clears the search and gives the list back.
 */
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARS } from '@pflegepuls/shared/search-messages';
import { WIKI_MESSAGES as M } from '@pflegepuls/shared/wiki';
import CloseRounded from '@mui/icons-material/CloseRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { isApiError } from '../../../platform/http.ts';
import { useNavigate, useSearchParams } from '../../../platform/router.tsx';
import { useSetSearchParam } from '../../../platform/search-params.ts';
import { LoadErrorAlert } from '../../../ui/load-error-alert.tsx';
import { useDebounced } from '../../../ui/use-debounced.ts';
import { visuallyHidden } from '../../../ui/visually-hidden.ts';
import { searchPillSx } from '../../search/search-box.tsx';
import { useWikiSearchQuery } from '../api.ts';
import { CONTENT_ICONS, ListSkeleton, Row } from './wiki-rows.tsx';

/** The address's query parameter that holds the settled search. */
const QUERY_PARAM = 'q';

/** The wiki's search field; `children` (the overview or listing) show while no search is typed. */
export function WikiSearch({ closedAreaId, children }: { closedAreaId: number | null; children: ReactNode }) {
  const [searchParams] = useSearchParams();
  const setSearchParam = useSetSearchParam();
  const navigate = useNavigate();
  const [input, setInput] = useState(() => searchParams.get(QUERY_PARAM) ?? '');
  const typed = input.trim();
  const query = useDebounced(typed, SEARCH_DEBOUNCE_MS);
  const isActive = typed.length >= SEARCH_MIN_CHARS;
  const search = useWikiSearchQuery(closedAreaId, query);
  const fieldRef = useRef<HTMLInputElement | null>(null);
  const listRef = useRef<HTMLUListElement | null>(null);
  const listId = useId();

  const isTyping = typed !== query;
  const settled = isActive && query.length >= SEARCH_MIN_CHARS ? query : '';
  useEffect(() => {
    if ((new URLSearchParams(window.location.search).get(QUERY_PARAM) ?? '') !== settled)
      setSearchParam(QUERY_PARAM, settled);
  }, [settled, setSearchParam]);

  const results = search.isError ? undefined : search.data;
  const isSettled = !isTyping && !search.isFetching;
  const links = () => [...(listRef.current?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? [])];

  const clear = () => {
    setInput('');
    setSearchParam(QUERY_PARAM, '');
    fieldRef.current?.focus();
  };

  const handleFieldKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && isActive) {
      const first = links()[0];
      if (!first) return;
      event.preventDefault();
      first.focus();
    } else if (event.key === 'Enter') {
      // Only hits of what is typed now: while the debounce runs they are still the last query's.
      const first = results?.[0];
      if (!isActive || isTyping || !first) return;
      event.preventDefault();
      void navigate(first.url);
    } else if (event.key === 'Escape' && input) {
      event.preventDefault();
      clear();
    }
  };

  const handleListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = links();
    const index = items.findIndex((item) => item === document.activeElement);
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      items[Math.min(index + 1, items.length - 1)]?.focus();
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (index <= 0) fieldRef.current?.focus();
      else items[index - 1]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      clear();
    }
  };

  let status = '';
  if (isActive && results && isSettled)
    status = results.length ? M.searchFound(results.length) : M.searchEmpty;

  return (
    <>
      <Box role="search" aria-label={M.searchLabel} sx={{ mb: 2 }}>
        <Box sx={(theme) => ({ ...searchPillSx(theme), pl: 2, pr: 0.5 })}>
          {isActive && (search.isFetching || isTyping) ? (
            <CircularProgress size={20} aria-hidden="true" sx={{ color: 'text.secondary', flexShrink: 0 }} />
          ) : (
            <SearchRounded sx={{ color: 'text.secondary' }} aria-hidden="true" />
          )}
          <InputBase
            inputRef={fieldRef}
            value={input}
            onChange={(event) => setInput(event.target.value)}
            onKeyDown={handleFieldKeyDown}
            placeholder={M.searchLabel}
            sx={{
              flex: 1,
              fontSize: '0.9375rem',
              // The clear button below does what Chromium's own cross would.
              '& input::-webkit-search-cancel-button': { display: 'none' },
            }}
            inputProps={{
              type: 'search',
              'aria-label': M.searchLabel,
              'aria-controls': isActive && results?.length ? listId : undefined,
              enterKeyHint: 'search',
              autoComplete: 'off',
            }}
          />
          {input && (
            <IconButton aria-label={M.searchClear} onClick={clear}>
              <CloseRounded />
            </IconButton>
          )}
        </Box>
      </Box>
      {/* Always there, so screen readers announce each change of what was found. */}
      <Typography
        role="status"
        variant="body2"
        color="text.secondary"
        sx={results?.length && status ? { mb: 1.5 } : visuallyHidden}
      >
        {status}
      </Typography>
      {!isActive ? (
        children
      ) : search.isError && !isTyping ? (
        <SearchError
          error={search.error}
          onRetry={() => void search.refetch()}
          isRetrying={search.isFetching}
        />
      ) : results === undefined || (results.length === 0 && !isSettled) ? (
        <ListSkeleton label={M.searchRunning} />
      ) : results.length === 0 ? (
        <Card sx={{ p: 3, textAlign: 'center' }}>
          <Typography color="text.secondary">{M.searchEmpty}</Typography>
        </Card>
      ) : (
        <Box
          component="ul"
          ref={listRef}
          id={listId}
          aria-label="Suchergebnisse im Wiki"
          onKeyDown={handleListKeyDown}
          sx={{ display: 'grid', gap: 1.5, p: 0, m: 0 }}
        >
          {results.map((result) => (
            <Row
              key={result.id}
              to={result.url}
              icon={result.icon ?? CONTENT_ICONS[result.contentType]}
              title={result.title}
              subtitle={result.description}
            />
          ))}
        </Box>
      )}
    </>
  );
}

/** The server's German message; a retry only where trying again can help (no answer, 5xx). */
function SearchError({
  error,
  onRetry,
  isRetrying,
}: {
  error: Error;
  onRetry: () => void;
  isRetrying: boolean;
}) {
  if (isApiError(error) && error.status >= 400 && error.status < 500)
    return <Alert severity="warning">{error.message}</Alert>;
  return (
    <LoadErrorAlert onRetry={onRetry} isRetrying={isRetrying}>
      {(isApiError(error) && error.serverMessage) || M.searchFailed}
    </LoadErrorAlert>
  );
}
