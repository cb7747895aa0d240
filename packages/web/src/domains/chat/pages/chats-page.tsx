/**
 * /chats (000 §2): my conversations, last activity first, with search by name. `?userName=` (a
 * `direct_message` notification's click) opens the chat with that member and goes there.
 */
import { FROM_CHAT_LIST } from '../components/chat-drawer.tsx';
import { CHAT_MESSAGES } from '@pflegepuls/shared/chat-messages';
import type { TChatListItem } from '@pflegepuls/shared/chat';
import { formatRelativeTime } from '@pflegepuls/shared/time';
import SearchIcon from '@mui/icons-material/SearchRounded';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from '../../../platform/router.tsx';
import { LoadErrorAlert } from '../../../ui/load-error-alert.tsx';
import { MemberContent } from '../../../ui/member-content.tsx';
import { UserAvatar } from '../../../ui/user-avatar.tsx';
import { useCurrentUserQuery } from '../../users/api.ts';
import { useChatListQuery, useOpenChatMutation } from '../api.ts';
import { formatPreview } from '../chat-format.ts';
import { useDebounced } from '../../../ui/use-debounced.ts';
import { visuallyHidden } from '../../../ui/visually-hidden.ts';

function ChatRow({ chat, myId }: { chat: TChatListItem; myId: number | null }) {
  const name = chat.other?.fullName ?? CHAT_MESSAGES.deletedAccount;
  const isUnread = chat.unreadCount > 0;
  const preview = formatPreview(chat.lastMessage, myId);
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={RouterLink}
        to={`/chat/${chat.id}`}
        state={FROM_CHAT_LIST}
        sx={{ gap: 1.5, py: 1.25, px: { xs: 1.5, sm: 2 }, alignItems: 'center' }}
      >
        {/* The row is named by what it shows (WCAG 2.5.3): name, time, preview, "n ungelesen". */}
        <Box aria-hidden sx={{ display: 'flex' }}>
          <UserAvatar person={chat.other ?? { fullName: name, profilePicture: null }} size={48} />
        </Box>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
            <Typography
              component="span"
              sx={{ fontWeight: isUnread ? 800 : 650, flex: 1, minWidth: 0 }}
              noWrap
            >
              {name}
            </Typography>
            <Typography component="span" variant="caption" sx={{ color: 'text.secondary', flexShrink: 0 }}>
              {formatRelativeTime(chat.lastActivityAt)}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography
              component="span"
              variant="body2"
              noWrap
              sx={{
                flex: 1,
                minWidth: 0,
                color: isUnread ? 'text.primary' : 'text.secondary',
                fontWeight: isUnread ? 650 : 400,
                fontStyle: chat.lastMessage?.isDeleted ? 'italic' : 'normal',
              }}
            >
              {preview}
            </Typography>
            {isUnread && (
              <>
                {/* The badge itself is hidden from screen readers; this text names the count. */}
                <Box component="span" sx={visuallyHidden}>
                  , {chat.unreadCount} ungelesen
                </Box>
                <Badge
                  badgeContent={chat.unreadCount >= 99 ? '99+' : chat.unreadCount}
                  color="primary"
                  sx={{
                    mr: 1.25,
                    '& .MuiBadge-badge': { position: 'static', transform: 'none', color: '#3A2A1A' },
                  }}
                />
              </>
            )}
          </Box>
        </Box>
      </ListItemButton>
    </ListItem>
  );
}

function ListSkeleton() {
  return (
    <Stack spacing={0} aria-hidden>
      {Array.from({ length: 5 }, (_, i) => (
        <Box key={i} sx={{ display: 'flex', gap: 1.5, p: 1.5, alignItems: 'center' }}>
          <Skeleton variant="circular" width={48} height={48} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="40%" />
            <Skeleton width="75%" />
          </Box>
        </Box>
      ))}
    </Stack>
  );
}

/** `?userName=`: opens that chat once and replaces the address with it. */
function useOpenFromQuery(): { isOpening: boolean; failed: boolean } {
  const [params] = useSearchParams();
  const userName = params.get('userName');
  const navigate = useNavigate();
  const open = useOpenChatMutation();
  const started = useRef<string | null>(null);
  useEffect(() => {
    if (!userName || started.current === userName) return;
    started.current = userName;
    open.mutate(userName, { onSuccess: (result) => navigate(`/chat/${result.id}`, { replace: true }) });
  }, [userName, open, navigate]);
  return { isOpening: Boolean(userName) && open.isPending, failed: open.isError };
}

export function ChatsPage() {
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), 250);
  const list = useChatListQuery(q);
  const me = useCurrentUserQuery();
  const opening = useOpenFromQuery();
  const chats = list.data?.pages.flatMap((page) => page.chats) ?? [];
  const myId = me.data?.id ?? null;

  return (
    <MemberContent>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 800, mb: 2 }}>
        Nachrichten
      </Typography>
      {opening.failed && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {CHAT_MESSAGES.openFailed}
        </Alert>
      )}
      <TextField
        fullWidth
        size="small"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder="Chats nach Namen durchsuchen"
        slotProps={{
          htmlInput: { 'aria-label': 'Chats nach Namen durchsuchen', maxLength: 100 },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
        sx={{ mb: 2 }}
      />
      <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
        {(list.isPending || opening.isOpening) && <ListSkeleton />}
        {list.error && (
          <LoadErrorAlert onRetry={() => void list.refetch()} isRetrying={list.isFetching} sx={{ m: 2 }}>
            Deine Chats konnten nicht geladen werden.
          </LoadErrorAlert>
        )}
        {list.isSuccess && chats.length === 0 && !opening.isOpening && (
          <Box sx={{ textAlign: 'center', px: 3, py: 6 }}>
            {q ? (
              <Typography sx={{ color: 'text.secondary' }}>Kein Chat mit „{q}“ gefunden.</Typography>
            ) : (
              <>
                <Typography component="h2" variant="h6" sx={{ fontWeight: 750 }}>
                  Noch keine Nachrichten
                </Typography>
                <Typography sx={{ color: 'text.secondary', mt: 1, mb: 2.5 }}>
                  Schreib Kolleginnen und Kollegen aus deinem Netzwerk, tauscht euch über Dienste,
                  Fortbildungen oder den Stationsalltag aus.
                </Typography>
                <Button variant="contained" component={RouterLink} to="/netzwerk">
                  Kontakte im Netzwerk finden
                </Button>
              </>
            )}
          </Box>
        )}
        {chats.length > 0 && (
          <List disablePadding aria-label="Chats">
            {chats.map((chat) => (
              <ChatRow key={chat.id} chat={chat} myId={myId} />
            ))}
          </List>
        )}
        {list.hasNextPage && (
          <Box sx={{ textAlign: 'center', p: 1.5 }}>
            <Button onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
              Mehr anzeigen
            </Button>
          </Box>
        )}
      </Paper>
    </MemberContent>
  );
}
