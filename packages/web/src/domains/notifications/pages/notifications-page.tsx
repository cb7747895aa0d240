import { NOTIFICATIONS_MARK_SEEN_DELAY_MS } from '@pflegepuls/shared/constants';
import type { TNotification } from '@pflegepuls/shared/notifications';
import {
  NOTIFICATION_MESSAGES as M,
  NOTIFICATION_SEEN_MAX_IDS,
} from '@pflegepuls/shared/notifications-messages';
import {
  NOTIFICATIONS_NEXT_PAGE_TRIGGER_PX,
  PULL_TO_REFRESH_THRESHOLD_NOTIFICATIONS,
} from '../../../ui/screen.ts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { QueryClient } from '@tanstack/react-query';
import { Fragment, startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from '../../../platform/router.tsx';
import { isApiError } from '../../../platform/http.ts';
import { MemberContent } from '../../../ui/member-content.tsx';
import { PullToRefresh } from '../../../ui/pull-to-refresh.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { useInfiniteScroll } from '../../../ui/use-infinite-scroll.ts';
import { useIsMobile } from '../../../ui/use-is-mobile.ts';
import { useOpenComments } from '../../feed/use-open-comments.ts';
import { useOpenProfile } from '../../users/use-open-profile.ts';
import {
  notificationsQueryOptions,
  useMarkNotificationsSeenMutation,
  useNotificationsQuery,
} from '../api.ts';
import { resolveNotificationClick, withQuery } from '../click-routing.ts';
import { AnswerButtons, NotificationItem } from '../components/notification-item.tsx';
import { EventInviteAnswer } from '../../events/components/invite-answer.tsx';
import { useNotificationAnswers } from '../use-notification-answers.ts';
import { isPushSupported, subscribeToPush } from '../push-subscription.ts';
import { LoadErrorAlert } from '../../../ui/load-error-alert.tsx';

/** The event other parts of the app listen to after a notification switched the area (000 §2). */
export const AREA_CHANGED_EVENT = 'areaChanged';

function ListSkeleton() {
  return (
    <Stack divider={<Divider />} aria-hidden>
      {Array.from({ length: 6 }, (_, i) => (
        <Stack key={i} direction="row" spacing={1.5} sx={{ px: 2.5, py: 2 }}>
          <Skeleton variant="circular" width={44} height={44} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="85%" />
            <Skeleton width="40%" />
          </Box>
        </Stack>
      ))}
    </Stack>
  );
}

function Counts({ unseen, total }: { unseen: number; total: number }) {
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 1.5 }} aria-live="polite">
      <Box
        sx={{
          px: 1.25,
          py: 0.5,
          borderRadius: 999,
          bgcolor: 'primary.main',
          color: '#262421',
          fontWeight: 700,
          fontSize: 13,
        }}
      >
        {unseen} {M.unread.toLowerCase()}
      </Box>
      <Box
        sx={{ px: 1.25, py: 0.5, borderRadius: 999, bgcolor: 'action.hover', fontWeight: 600, fontSize: 13 }}
      >
        {total} {M.total.toLowerCase()}
      </Box>
    </Stack>
  );
}

/**
 * Rows in the page's first commit, a phone screen and more: the rest of the first page follows in
 * a transition, so the start's longest task (commit, then style and layout of every row) is about
 * half as long (docs/notifications.md).
 */
const FIRST_COMMIT_ROWS = 10;

/** Offers web push while the browser has not been asked yet; a refusal hides it for good. */
function PushOffer() {
  const showToast = useToast();
  const [state, setState] = useState<'hidden' | 'offer' | 'busy'>(() =>
    isPushSupported() && Notification.permission === 'default' ? 'offer' : 'hidden',
  );
  if (state === 'hidden') return null;
  const handleEnable = async () => {
    setState('busy');
    const isOn = await subscribeToPush();
    showToast({ severity: isOn ? 'success' : 'info', message: isOn ? M.pushSubscribed : M.pushFailed });
    setState('hidden');
  };
  return (
    <Alert
      severity="info"
      sx={{ mb: 2, borderRadius: '12px', alignItems: 'center', '& .MuiAlert-action': { pl: 1 } }}
      action={
        <Button
          color="inherit"
          size="small"
          disabled={state === 'busy'}
          onClick={() => void handleEnable()}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {M.pushEnable}
        </Button>
      }
    >
      {M.pushOffer}
    </Alert>
  );
}

/** The first paint of /benachrichtigungen shows the list's first page (routes.tsx, TPrepareFirstPaint). */
export function prepareFirstPaint(queryClient: QueryClient): Promise<unknown> {
  return queryClient.prefetchInfiniteQuery(notificationsQueryOptions());
}

/** 'Benachrichtigungen' (000 §2): the member's notifications with click routing and seen state. */
export function NotificationsPage() {
  const query = useNotificationsQuery();
  const markSeen = useMarkNotificationsSeenMutation();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const openComments = useOpenComments();
  const openProfile = useOpenProfile();
  const [searchParams, setSearchParams] = useSearchParams();

  const notifications = useMemo(
    () => query.data?.pages.flatMap((page) => page.notifications) ?? [],
    [query.data],
  );
  const firstPage = query.data?.pages[0];
  const [isFirstCommit, setIsFirstCommit] = useState(true);
  useEffect(() => {
    if (isFirstCommit && notifications.length > 0) startTransition(() => setIsFirstCommit(false));
  }, [isFirstCommit, notifications.length]);
  const shown = isFirstCommit ? notifications.slice(0, FIRST_COMMIT_ROWS) : notifications;
  const { mutate: mutateSeen } = markSeen;
  const answerFor = useNotificationAnswers(mutateSeen);
  const answerActions = (notification: TNotification) => {
    if (notification.messageType === 'event_invite' && notification.event)
      return <EventInviteAnswer eventId={notification.event.id} title={notification.event.title ?? ''} />;
    const answer = answerFor(notification);
    return answer ? <AnswerButtons notification={notification} answer={answer} /> : undefined;
  };

  const performClick = useCallback(
    (notification: TNotification) => {
      if (notification.isUnseen) mutateSeen([notification.id]);
      const click = resolveNotificationClick(notification, { isMobile });
      switch (click.kind) {
        case 'chat':
          navigate(click.userName ? withQuery('/chats', { userName: click.userName }) : '/chats');
          break;
        case 'navigate':
          navigate(click.to);
          break;
        case 'area':
          navigate(click.to);
          window.dispatchEvent(new CustomEvent(AREA_CHANGED_EVENT, { detail: { areaId: click.areaId } }));
          break;
        case 'comments':
          openComments(click.target);
          break;
        case 'none':
          break;
      }
    },
    [isMobile, mutateSeen, navigate, openComments],
  );

  // Opening Mitteilungen marks what it shows as seen after a moment (000 §4).
  const shownUnseen = useMemo(
    () =>
      notifications
        .filter((n) => n.isUnseen)
        .map((n) => n.id)
        .slice(0, NOTIFICATION_SEEN_MAX_IDS),
    [notifications],
  );
  const shownUnseenRef = useRef(shownUnseen);
  useEffect(() => {
    shownUnseenRef.current = shownUnseen;
  }, [shownUnseen]);
  useEffect(() => {
    if (!query.isSuccess) return;
    const timer = setTimeout(() => {
      if (shownUnseenRef.current.length > 0) mutateSeen(shownUnseenRef.current);
    }, NOTIFICATIONS_MARK_SEEN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query.isSuccess, mutateSeen]);

  // A deep link from a push (`notification-identifier`) opens that notification once.
  const deepLinkId = Number(searchParams.get('notification-identifier'));
  const handledDeepLink = useRef(false);
  useEffect(() => {
    if (handledDeepLink.current || !deepLinkId || !query.isSuccess) return;
    handledDeepLink.current = true;
    const next = new URLSearchParams(searchParams);
    next.delete('notification-identifier');
    next.delete('notification-model');
    setSearchParams(next, { replace: true });
    const target = notifications.find((n) => n.id === deepLinkId);
    if (target) performClick(target);
    else mutateSeen([deepLinkId]);
  }, [deepLinkId, query.isSuccess, notifications, performClick, mutateSeen, searchParams, setSearchParams]);

  const { fetchNextPage, hasNextPage, isFetchingNextPage, refetch } = query;
  const sentinelRef = useInfiniteScroll({
    hasMore: Boolean(hasNextPage),
    isLoading: isFetchingNextPage,
    onLoadMore: () => void fetchNextPage(),
    marginPx: NOTIFICATIONS_NEXT_PAGE_TRIGGER_PX,
  });

  return (
    <MemberContent>
      <PullToRefresh threshold={PULL_TO_REFRESH_THRESHOLD_NOTIFICATIONS} onRefresh={() => refetch()}>
        <Stack
          direction="row"
          sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 2, mb: 2.5 }}
        >
          <Box>
            <Typography variant="h4" component="h1" sx={{ fontWeight: 800, fontSize: { xs: 26, sm: 30 } }}>
              {M.pageTitle}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {M.pageSubtitle}
            </Typography>
            {firstPage && <Counts unseen={firstPage.unseenCount} total={firstPage.totalCount} />}
          </Box>
        </Stack>

        <PushOffer />
        {query.isPending ? (
          <Paper variant="outlined" sx={{ borderRadius: '16px', overflow: 'hidden' }}>
            <ListSkeleton />
          </Paper>
        ) : query.isError && notifications.length === 0 ? (
          <LoadErrorAlert onRetry={() => void refetch()} retryLabel={M.retry}>
            {(isApiError(query.error) && query.error.serverMessage) || M.loadFailed}
          </LoadErrorAlert>
        ) : notifications.length === 0 ? (
          <Paper variant="outlined" sx={{ borderRadius: '16px', py: 6, px: 3, textAlign: 'center' }}>
            <Typography color="text.secondary">{M.empty}</Typography>
          </Paper>
        ) : (
          <Paper variant="outlined" sx={{ borderRadius: '16px', overflow: 'hidden' }}>
            {shown.map((notification, index) => (
              <Fragment key={notification.id}>
                {index > 0 && <Divider />}
                <NotificationItem
                  notification={notification}
                  onOpen={performClick}
                  onOpenProfile={openProfile}
                  actions={answerActions(notification)}
                />
              </Fragment>
            ))}
          </Paper>
        )}
        {query.isFetchNextPageError && (
          <LoadErrorAlert onRetry={() => void fetchNextPage()} retryLabel={M.retry} sx={{ mt: 2 }}>
            {M.loadFailed}
          </LoadErrorAlert>
        )}
        {/* Only under the whole first page: under its first rows it would ask for the next one at once. */}
        {!isFirstCommit && <Box ref={sentinelRef} sx={{ height: 1 }} />}
        {isFetchingNextPage && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
            <CircularProgress size={24} aria-label="Lädt..." />
          </Box>
        )}
      </PullToRefresh>
    </MemberContent>
  );
}
