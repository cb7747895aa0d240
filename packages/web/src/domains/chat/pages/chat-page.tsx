/**
 * /chat/{chatId} (000 §2): one conversation, full height under the app bar (the phone shows no
 * bottom bar here). History pages upward, realtime appends; reading marks the chat read.
 */
import {
  CHAT_MESSAGES,
  CHAT_REPORT_REASON_LABELS,
  CHAT_REPORT_REASONS,
} from '@pflegepuls/shared/chat-messages';
import type { TChatMessage } from '@pflegepuls/shared/chat';
import ArrowBackIcon from '@mui/icons-material/ArrowBackRounded';
import MoreVertIcon from '@mui/icons-material/MoreVertRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from '../../../platform/router.tsx';
import { isApiError } from '../../../platform/http.ts';
import { LoadErrorAlert } from '../../../ui/load-error-alert.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { UserAvatar } from '../../../ui/user-avatar.tsx';
import { useIsMobile } from '../../../ui/use-is-mobile.ts';
import { useCurrentUserQuery } from '../../users/api.ts';
import {
  flattenMessages,
  useChatDetailQuery,
  useChatMessagesQuery,
  useDeleteMessageMutation,
  useIsTyping,
  useMarkReadMutation,
  useReactionMutation,
  useReportMessageMutation,
} from '../api.ts';
import { buildConversation } from '../chat-format.ts';
import { BlockDialog } from '../components/block-dialog.tsx';
import { ChatDrawer } from '../components/chat-drawer.tsx';
import { Composer } from '../components/composer.tsx';
import { MessageBubble, type TMessageAction } from '../components/message-bubble.tsx';
import { ChatsPage } from './chats-page.tsx';

/**
 * The conversation fills the window below where it starts (app bar on the phone, search bar on
 * the desktop), so the composer stays at the bottom and only the messages scroll.
 */
function useHeightToWindowBottom() {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const [top, setTop] = useState(56);
  useLayoutEffect(() => {
    if (!element) return;
    const measure = () => setTop(Math.max(0, element.getBoundingClientRect().top + window.scrollY));
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [element]);
  return { setElement, height: `calc(100dvh - ${top}px)` };
}

function ReportDialog({
  chatId,
  message,
  onClose,
}: {
  chatId: number;
  message: TChatMessage | null;
  onClose: () => void;
}) {
  const showToast = useToast();
  const report = useReportMessageMutation(chatId);
  const [reason, setReason] = useState<(typeof CHAT_REPORT_REASONS)[number]>('spam');
  const [details, setDetails] = useState('');
  const submit = () => {
    if (!message) return;
    report.mutate(
      { messageId: message.id, reason, details: details.trim() || undefined },
      {
        onSuccess: (answer) => {
          showToast({ severity: 'success', message: answer.message });
          setDetails('');
          onClose();
        },
        onError: (error) => showToast({ severity: 'error', message: error.message }),
      },
    );
  };
  return (
    <Dialog open={message !== null} onClose={() => !report.isPending && onClose()} fullWidth maxWidth="xs">
      <DialogTitle>Nachricht melden</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1.5 }}>
          Unser Team prüft die Nachricht. Die andere Person erfährt nicht, dass du sie gemeldet hast.
        </DialogContentText>
        <RadioGroup
          aria-label="Grund der Meldung"
          value={reason}
          onChange={(event) => setReason(event.target.value as typeof reason)}
        >
          {CHAT_REPORT_REASONS.map((value) => (
            <FormControlLabel
              key={value}
              value={value}
              control={<Radio />}
              label={CHAT_REPORT_REASON_LABELS[value]}
            />
          ))}
        </RadioGroup>
        <TextField
          label="Was möchtest du uns noch sagen? (optional)"
          value={details}
          onChange={(event) => setDetails(event.target.value)}
          multiline
          minRows={2}
          fullWidth
          sx={{ mt: 1.5 }}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={report.isPending}>
          Abbrechen
        </Button>
        <Button variant="contained" onClick={submit} disabled={report.isPending}>
          Melden
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** `/chat/{chatId}`: a page on the desktop, a drawer over the chat list on the phone. */
export function ChatPage() {
  const params = useParams();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const chatId = Number(params['chatId']);
  const isValidId = Number.isInteger(chatId) && chatId > 0;
  if (!isMobile)
    return isValidId ? (
      <Conversation key={chatId} chatId={chatId} onBack={() => void navigate('/chats')} />
    ) : (
      <ChatNotFound />
    );
  return (
    <>
      <ChatsPage />
      <ChatDrawer label="Unterhaltung">
        {(close) =>
          isValidId ? <Conversation key={chatId} chatId={chatId} onBack={close} inDrawer /> : <ChatNotFound />
        }
      </ChatDrawer>
    </>
  );
}

function ChatNotFound() {
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', p: 3 }}>
      <Alert
        severity="info"
        action={
          <Button component={RouterLink} to="/chats">
            Zu den Chats
          </Button>
        }
      >
        {CHAT_MESSAGES.chatNotFound}
      </Alert>
    </Box>
  );
}

function Conversation({
  chatId,
  onBack,
  inDrawer = false,
}: {
  chatId: number;
  onBack: () => void;
  /** In the phone's drawer the conversation fills the drawer, whatever the page below scrolled to. */
  inDrawer?: boolean;
}) {
  const showToast = useToast();
  const me = useCurrentUserQuery();
  const myId = me.data?.id ?? null;
  const detail = useChatDetailQuery(chatId);
  const messagesQuery = useChatMessagesQuery(chatId);
  const markRead = useMarkReadMutation(chatId);
  const remove = useDeleteMessageMutation(chatId);
  const isTyping = useIsTyping(chatId);
  const [replyTo, setReplyTo] = useState<TChatMessage | null>(null);
  const [editing, setEditing] = useState<TChatMessage | null>(null);
  const [deleting, setDeleting] = useState<TChatMessage | null>(null);
  const [reporting, setReporting] = useState<TChatMessage | null>(null);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [isBlockOpen, setIsBlockOpen] = useState(false);
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const stickToBottom = useRef(true);
  const restoreFrom = useRef<number | null>(null);
  const { setElement: setFrame, height: frameHeight } = useHeightToWindowBottom();

  const messages = useMemo(() => flattenMessages(messagesQuery.data), [messagesQuery.data]);
  const items = useMemo(() => buildConversation(messages), [messages]);
  const other = detail.data?.other ?? null;
  const otherName = other?.fullName ?? CHAT_MESSAGES.deletedAccount;
  const isBlockedByMe = detail.data?.isBlockedByMe ?? false;
  const canWrite = other !== null && !isBlockedByMe;
  const newest = messages.at(-1);
  const myNewest = [...messages].reverse().find((m) => m.senderId === myId && !m.isDeleted);
  const otherRead = detail.data?.otherLastReadMessageId ?? null;

  // Keep the view at the bottom while the member is there; keep the position when older pages load.
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    if (restoreFrom.current !== null) {
      element.scrollTop = element.scrollHeight - restoreFrom.current;
      restoreFrom.current = null;
    } else if (stickToBottom.current) element.scrollTop = element.scrollHeight;
  }, [items, isTyping]);

  // Images load after the first layout: while the member is at the bottom, stay there as they grow.
  const [list, setList] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!list || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const element = scrollRef.current;
      if (element && stickToBottom.current && restoreFrom.current === null)
        element.scrollTop = element.scrollHeight;
    });
    observer.observe(list);
    return () => observer.disconnect();
  }, [list]);

  const loadOlder = useCallback(() => {
    const element = scrollRef.current;
    if (!messagesQuery.hasNextPage || messagesQuery.isFetchingNextPage || !element) return;
    restoreFrom.current = element.scrollHeight - element.scrollTop;
    void messagesQuery.fetchNextPage();
  }, [messagesQuery]);

  // Reading: the newest message of the other member, while this tab is visible.
  const { mutate: mutateRead } = markRead;
  const myLastRead = detail.data?.myLastReadMessageId ?? 0;
  useEffect(() => {
    // My own messages are read by sending them (the server moved my position already).
    if (!newest || newest.senderId === myId || newest.id <= myLastRead || !detail.data) return;
    const read = () => {
      if (document.visibilityState === 'visible') mutateRead(newest.id);
    };
    read();
    document.addEventListener('visibilitychange', read);
    return () => document.removeEventListener('visibilitychange', read);
  }, [newest, myId, myLastRead, detail.data, mutateRead]);

  const react = useReactionMutation(chatId);
  const onAction = (action: TMessageAction, message: TChatMessage) => {
    if (typeof action === 'object') {
      react.mutate(
        { messageId: message.id, emoji: action.react },
        { onError: (error) => showToast({ severity: 'error', message: error.message }) },
      );
    } else if (action === 'reply') {
      setEditing(null);
      setReplyTo(message);
    } else if (action === 'edit') {
      setReplyTo(null);
      setEditing(message);
    } else if (action === 'delete') setDeleting(message);
    else setReporting(message);
  };

  if (detail.error && isApiError(detail.error, 404, 422)) return <ChatNotFound />;

  return (
    <Box
      ref={setFrame}
      sx={{
        height: inDrawer ? '100%' : frameHeight,
        display: 'flex',
        flexDirection: 'column',
        maxWidth: 900,
        mx: 'auto',
        bgcolor: 'background.default',
      }}
    >
      <Box
        component="header"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: { xs: 0.5, sm: 1.5 },
          py: 1,
          borderBottom: '1px solid',
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        <IconButton aria-label="Zurück zu den Chats" onClick={onBack}>
          <ArrowBackIcon />
        </IconButton>
        {detail.isPending ? (
          <>
            <Skeleton variant="circular" width={40} height={40} />
            <Skeleton width={160} />
          </>
        ) : (
          <>
            <UserAvatar person={other ?? { fullName: otherName, profilePicture: null }} size={40} />
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Typography component="h1" sx={{ fontWeight: 750, lineHeight: 1.2 }} noWrap>
                {other ? (
                  <Link
                    component={RouterLink}
                    to={`/profile/${other.userName}`}
                    color="inherit"
                    underline="hover"
                  >
                    {otherName}
                  </Link>
                ) : (
                  otherName
                )}
              </Typography>
              <Typography
                variant="caption"
                component="p"
                noWrap
                sx={{ color: 'text.secondary' }}
                aria-live="polite"
              >
                {isTyping ? 'schreibt …' : other?.isOnline ? 'online' : (other?.currentPosition ?? '')}
              </Typography>
            </Box>
            {other && (
              <>
                <IconButton
                  aria-label="Weitere Aktionen"
                  aria-haspopup="menu"
                  onClick={(event) => setMenuAnchor(event.currentTarget)}
                >
                  <MoreVertIcon />
                </IconButton>
                <Menu anchorEl={menuAnchor} open={menuAnchor !== null} onClose={() => setMenuAnchor(null)}>
                  <MenuItem component={RouterLink} to={`/profile/${other.userName}`}>
                    Profil ansehen
                  </MenuItem>
                  <MenuItem
                    onClick={() => {
                      setMenuAnchor(null);
                      setIsBlockOpen(true);
                    }}
                  >
                    {isBlockedByMe ? 'Blockierung aufheben' : 'Blockieren'}
                  </MenuItem>
                </Menu>
              </>
            )}
          </>
        )}
      </Box>

      <Box
        ref={scrollRef}
        onScroll={(event) => {
          const element = event.currentTarget;
          stickToBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < 80;
          if (element.scrollTop < 120) loadOlder();
        }}
        sx={{ flex: 1, overflowY: 'auto', px: { xs: 1.5, sm: 3 }, py: 2 }}
        tabIndex={0}
        role="region"
        aria-label={`Unterhaltung mit ${otherName}`}
      >
        {messagesQuery.hasNextPage && (
          <Box sx={{ textAlign: 'center', mb: 1 }}>
            <Button size="small" onClick={loadOlder} disabled={messagesQuery.isFetchingNextPage}>
              Ältere Nachrichten laden
            </Button>
          </Box>
        )}
        {messagesQuery.isPending && (
          <Box aria-hidden>
            {[60, 40, 70, 35].map((width, i) => (
              <Box key={i} sx={{ display: 'flex', justifyContent: i % 2 ? 'flex-end' : 'flex-start', mb: 1 }}>
                <Skeleton variant="rounded" width={`${width}%`} height={44} sx={{ borderRadius: 3 }} />
              </Box>
            ))}
          </Box>
        )}
        {messagesQuery.error && (
          <LoadErrorAlert onRetry={() => void messagesQuery.refetch()}>
            Die Nachrichten konnten nicht geladen werden.
          </LoadErrorAlert>
        )}
        {messagesQuery.isSuccess && messages.length === 0 && (
          <Typography sx={{ textAlign: 'center', color: 'text.secondary', mt: 6 }}>
            Schreib {otherName} die erste Nachricht.
          </Typography>
        )}
        <Box component="ol" ref={setList} sx={{ m: 0, p: 0 }} aria-label="Nachrichten">
          {items.map((item) =>
            item.kind === 'day' ? (
              <Box component="li" key={item.key} sx={{ listStyle: 'none', textAlign: 'center', my: 2 }}>
                <Typography
                  component="span"
                  variant="caption"
                  sx={{
                    px: 1.5,
                    py: 0.5,
                    borderRadius: 10,
                    bgcolor: 'action.hover',
                    color: 'text.secondary',
                    fontWeight: 650,
                  }}
                >
                  {item.label}
                </Typography>
              </Box>
            ) : (
              <MessageBubble
                key={item.key}
                message={item.message}
                isMine={item.message.senderId !== null && item.message.senderId === myId}
                isFirstOfGroup={item.isFirstOfGroup}
                isLastOfGroup={item.isLastOfGroup}
                receipt={
                  myNewest && item.message.id === myNewest.id && detail.data?.readReceipts
                    ? otherRead !== null && otherRead >= myNewest.id
                      ? 'Gelesen'
                      : 'Gesendet'
                    : null
                }
                otherName={otherName}
                canWrite={canWrite}
                myId={myId}
                onAction={onAction}
              />
            ),
          )}
        </Box>
        {isTyping && (
          <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary', mt: 1 }}>
            {otherName} schreibt …
          </Typography>
        )}
      </Box>

      {detail.data && !canWrite ? (
        <Box
          sx={{
            borderTop: '1px solid',
            borderColor: 'divider',
            bgcolor: 'background.paper',
            p: 2,
            textAlign: 'center',
          }}
        >
          {other ? (
            <>
              <Typography sx={{ mb: 1 }}>Du hast {otherName} blockiert.</Typography>
              <Button variant="outlined" onClick={() => setIsBlockOpen(true)}>
                Blockierung aufheben
              </Button>
            </>
          ) : (
            <Typography sx={{ color: 'text.secondary' }}>
              Dieses Konto wurde gelöscht. Du kannst die Unterhaltung weiter lesen.
            </Typography>
          )}
        </Box>
      ) : (
        <Composer
          chatId={chatId}
          otherName={otherName}
          replyTo={replyTo}
          editing={editing}
          myId={myId}
          onDone={() => {
            setReplyTo(null);
            setEditing(null);
            stickToBottom.current = true;
          }}
        />
      )}

      <Dialog open={deleting !== null} onClose={() => !remove.isPending && setDeleting(null)}>
        <DialogTitle>Nachricht löschen?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Die Nachricht wird für euch beide gelöscht. {otherName} sieht stattdessen „
            {CHAT_MESSAGES.deletedText}“.
          </DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => setDeleting(null)} disabled={remove.isPending}>
            Abbrechen
          </Button>
          <Button
            color="error"
            variant="contained"
            disabled={remove.isPending}
            onClick={() =>
              deleting &&
              remove.mutate(deleting.id, {
                onSuccess: () => setDeleting(null),
                onError: (error) => showToast({ severity: 'error', message: error.message }),
              })
            }
          >
            Löschen
          </Button>
        </DialogActions>
      </Dialog>
      <ReportDialog chatId={chatId} message={reporting} onClose={() => setReporting(null)} />
      {other && (
        <BlockDialog
          open={isBlockOpen}
          onClose={() => setIsBlockOpen(false)}
          userName={other.userName}
          name={otherName}
          isBlocked={isBlockedByMe}
        />
      )}
    </Box>
  );
}
