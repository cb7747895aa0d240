/**
 * The search (issue 5): people, groups, wiki pages and job ads as you type, debounced. An ARIA 1.2
 * combobox: arrow keys move through the results, Enter opens one, Escape closes the list (then clears).
 * `bar` is the desktop centre column's search bar with a popup; `panel` fills the mobile search drawer.
 * A person hit also offers "Nachricht schreiben" (issue 16): the speech bubble by pointer, Shift+Enter
 * by keyboard (an option may hold no buttons, so the bubble is not focusable and the shortcut is told
 * to screen readers in the option's description).
 */
import type { TSearchResult } from '@pflegepuls/shared/search';
import {
  SEARCH_DEBOUNCE_MS,
  SEARCH_MIN_CHARS,
  SEARCH_MESSAGES as M,
} from '@pflegepuls/shared/search-messages';
import ArticleRounded from '@mui/icons-material/ArticleRounded';
import GroupsRounded from '@mui/icons-material/GroupsRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import WorkOutlineRounded from '@mui/icons-material/WorkOutlineRounded';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { alpha, type Theme } from '@mui/material/styles';
import { lazy, Suspense, useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from '../../platform/router.tsx';
import { useDebounced } from '../../ui/use-debounced.ts';
import { UserAvatar } from '../../ui/user-avatar.tsx';
import { useOpenProfile } from '../users/use-open-profile.ts';
import { useSearchQuery } from './api.ts';

const ChatOpener = lazy(async () => ({ default: (await import('./search-chat.tsx')).ChatOpener }));

const ChatBubble = lazy(async () => ({ default: (await import('./search-chat.tsx')).ChatBubble }));
const ChatHint = lazy(async () => ({ default: (await import('./search-chat.tsx')).ChatHint }));

const TYPE_LABELS: Record<TSearchResult['type'], string> = {
  user: 'Person',
  group: 'Gruppe',
  wiki: 'Wiki',
  job: 'Job',
};

function ResultIcon({ result }: { result: TSearchResult }) {
  if (result.type === 'user' && result.user) return <UserAvatar person={result.user} size={36} />;
  const icon =
    result.type === 'group' ? (
      <GroupsRounded />
    ) : result.type === 'wiki' ? (
      <ArticleRounded />
    ) : (
      <WorkOutlineRounded />
    );
  return (
    <Box
      sx={(theme) => ({
        width: 36,
        height: 36,
        borderRadius: '10px',
        display: 'grid',
        placeItems: 'center',
        flexShrink: 0,
        bgcolor: alpha(theme.palette.primary.main, 0.18),
        color: 'secondary.main',
        '& svg': { fontSize: 20 },
      })}
    >
      {icon}
    </Box>
  );
}

type TSearchBoxProps = { variant: 'bar' | 'panel'; autoFocus?: boolean };

/** The search field with its result list. */
/**
 * The rounded search field of the search bar and the wiki's search: a 48 px pill on the paper
 * colour whose ring lights up while its input has the focus. Callers add their own padding.
 */
export function searchPillSx(theme: Theme) {
  return {
    display: 'flex',
    alignItems: 'center',
    gap: 1,
    height: 48,
    borderRadius: 999,
    bgcolor: 'background.paper',
    border: 1,
    borderColor: 'divider',
    '&:focus-within': {
      borderColor: 'secondary.main',
      boxShadow: `0 0 0 3px ${alpha(theme.palette.primary.main, 0.25)}`,
    },
  } as const;
}

export function SearchBox({ variant, autoFocus = false }: TSearchBoxProps) {
  const [input, setInput] = useState('');
  const [isOpen, setIsOpen] = useState(variant === 'panel');
  // The highlighted result belongs to the query it was chosen in; a new query starts with none.
  const [active, setActive] = useState({ query: '', index: -1 });
  const query = useDebounced(input, SEARCH_DEBOUNCE_MS);
  const search = useSearchQuery(query);
  const openProfile = useOpenProfile();
  const navigate = useNavigate();
  const listId = useId();
  const chatHintId = useId();
  // The member whose chat is being opened; the lazily loaded ChatOpener does it and clears this.
  const [chatUserName, setChatUserName] = useState<string | null>(null);
  const clearChatUserName = useCallback(() => setChatUserName(null), []);
  const rootRef = useRef<HTMLDivElement | null>(null);

  const results = search.data?.results ?? [];
  const isTyping = input.trim() !== query.trim();
  const isLongEnough = input.trim().length >= SEARCH_MIN_CHARS;
  const isListShown = isOpen && isLongEnough;

  const activeIndex = active.query === query ? active.index : -1;
  const setActiveIndex = (next: number | ((index: number) => number)) =>
    setActive({ query, index: typeof next === 'function' ? next(activeIndex) : next });

  const choose = (result: TSearchResult) => {
    if (variant === 'bar') setIsOpen(false);
    if (result.type === 'user' && result.user) openProfile(result.user.userName);
    else void navigate(result.url);
  };

  const writeTo = (result: TSearchResult) => {
    if (result.type !== 'user' || !result.user || chatUserName) return;
    if (variant === 'bar') setIsOpen(false);
    setChatUserName(result.user.userName);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && results.length > 0) {
      event.preventDefault();
      setIsOpen(true);
      setActiveIndex((index) => (index + 1) % results.length);
    } else if (event.key === 'ArrowUp' && results.length > 0) {
      event.preventDefault();
      setIsOpen(true);
      setActiveIndex((index) => (index <= 0 ? results.length - 1 : index - 1));
    } else if (event.key === 'Enter') {
      const result = results[activeIndex] ?? results[0];
      if (result && isListShown) {
        event.preventDefault();
        if (event.shiftKey && result.type === 'user') writeTo(result);
        else choose(result);
      }
    } else if (event.key === 'Escape') {
      if (isListShown && variant === 'bar') setIsOpen(false);
      else setInput('');
      setActiveIndex(-1);
    }
  };

  let status: string | null = null;
  if (isListShown) {
    if (search.isError) status = M.failed;
    else if ((search.isPending || isTyping) && results.length === 0) status = 'Suche läuft …';
    else if (results.length === 0) status = M.noResults;
  }

  const list = isListShown && (
    <Box role="listbox" id={listId} aria-label="Suchergebnisse" sx={{ py: 0.5 }}>
      {results.map((result, index) => (
        <Box
          key={`${result.type}-${result.id}`}
          id={`${listId}-${index}`}
          role="option"
          aria-selected={index === activeIndex}
          aria-describedby={result.type === 'user' ? chatHintId : undefined}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => choose(result)}
          onMouseMove={() => setActiveIndex(index)}
          sx={(theme) => ({
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            px: 2,
            py: 1,
            cursor: 'pointer',
            bgcolor: index === activeIndex ? alpha(theme.palette.primary.main, 0.16) : 'transparent',
          })}
        >
          <ResultIcon result={result} />
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography sx={{ fontWeight: 650, fontSize: '0.9375rem' }} noWrap>
              {result.title}
            </Typography>
            {result.subtitle && (
              <Typography variant="body2" color="text.secondary" noWrap>
                {result.subtitle}
              </Typography>
            )}
          </Box>
          <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 650, flexShrink: 0 }}>
            {TYPE_LABELS[result.type]}
          </Typography>
          {result.type === 'user' && result.user && (
            <Suspense fallback={null}>
              <ChatBubble onWrite={() => writeTo(result)} />
            </Suspense>
          )}
        </Box>
      ))}
      {status && (
        <Typography role="status" color="text.secondary" sx={{ px: 2, py: 1.5, fontSize: '0.9375rem' }}>
          {status}
        </Typography>
      )}
    </Box>
  );

  return (
    <Box
      ref={rootRef}
      sx={{ position: 'relative', width: '100%', p: variant === 'panel' ? 2 : 0 }}
      onBlur={(event) => {
        if (variant === 'bar' && !rootRef.current?.contains(event.relatedTarget as Node | null))
          setIsOpen(false);
      }}
    >
      <Box sx={(theme) => ({ ...searchPillSx(theme), px: 2 })}>
        {search.isFetching && isLongEnough ? (
          <CircularProgress size={20} aria-hidden="true" sx={{ color: 'text.secondary' }} />
        ) : (
          <SearchRounded sx={{ color: 'text.secondary' }} aria-hidden="true" />
        )}
        <InputBase
          value={input}
          onChange={(event) => {
            setInput(event.target.value);
            setIsOpen(true);
          }}
          onFocus={() => setIsOpen(true)}
          onKeyDown={handleKeyDown}
          placeholder={M.placeholder}
          autoFocus={autoFocus}
          sx={{ flex: 1, fontSize: '0.9375rem' }}
          inputProps={{
            role: 'combobox',
            type: 'search',
            'aria-label': 'Suche',
            'aria-autocomplete': 'list',
            'aria-expanded': Boolean(isListShown),
            'aria-controls': listId,
            'aria-activedescendant': activeIndex >= 0 ? `${listId}-${activeIndex}` : undefined,
            enterKeyHint: 'search',
            autoComplete: 'off',
          }}
        />
      </Box>
      {isListShown && results.some((r) => r.type === 'user') && (
        <Suspense fallback={null}>
          <ChatHint id={chatHintId} />
        </Suspense>
      )}
      {chatUserName && (
        <Suspense fallback={null}>
          <ChatOpener userName={chatUserName} onSettled={clearChatUserName} />
        </Suspense>
      )}
      {variant === 'bar' ? (
        isListShown && (
          <Paper
            sx={(theme) => ({
              position: 'absolute',
              top: 'calc(100% + 6px)',
              left: 0,
              right: 0,
              zIndex: theme.zIndex.appBar + 1,
              maxHeight: 440,
              overflowY: 'auto',
              borderRadius: '16px',
              boxShadow: '0 12px 32px rgba(31, 27, 23, 0.16)',
            })}
          >
            {list}
          </Paper>
        )
      ) : (
        <Box sx={{ mt: 1.5 }}>
          {list || (
            <Typography color="text.secondary" sx={{ px: 1, py: 2, fontSize: '0.9375rem' }}>
              {M.intro}
            </Typography>
          )}
        </Box>
      )}
    </Box>
  );
}
