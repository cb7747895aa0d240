/**
 * Comments of a post or moment with one level of answers (`comment_answer`), a composer and
 * deleting own comments. Under moments the server presents the moment author's comments with the
 * moment's avatar and no person; this shows exactly what it gets. Lazy chunk (drawer and post page).
 */
import { COMMENT_BODY_MAX } from '@pflegepuls/shared/feed-messages';
import { MODERATION_MESSAGES as M } from '@pflegepuls/shared/moderation-messages';
import type { TComment, TCommentAnswer } from '@pflegepuls/shared/moments';
import { MOMENT_COMMENT_MAX, MOMENT_MESSAGES } from '@pflegepuls/shared/moments-messages';
import { formatRelativeTime } from '@pflegepuls/shared/time';
import SendRounded from '@mui/icons-material/SendRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { isApiError } from '../../../platform/http.ts';
import { UserAvatar } from '../../../ui/user-avatar.tsx';
import { useOpenProfile } from '../../users/use-open-profile.ts';
import { MomentAvatar } from '../../moments/components/moment-avatar.tsx';
import { useCommentsQuery, useCreateCommentMutation, useDeleteCommentMutation } from '../api.ts';
import type { TItemRef } from '../cache.ts';
import { formatDateTime } from '../format.ts';
import { FEED_TEXTS } from '../texts.ts';
import { CommentsSkeleton } from './comments-skeleton.tsx';
import { LoadErrorAlert } from '../../../ui/load-error-alert.tsx';
import { useReport } from '../../moderation/components/use-report.tsx';

const TEXTS = {
  empty: 'Noch keine Kommentare. Schreib den ersten!',
  loadFailed: 'Kommentare konnten nicht geladen werden.',
  retry: 'Erneut versuchen',
  more: 'Mehr anzeigen',
  answer: 'Antworten',
  answerTo: (name: string) => `Antwort an ${name}`,
  cancelAnswer: 'Antwort abbrechen',
  placeholder: 'Schreib einen Kommentar …',
  answerPlaceholder: 'Schreib eine Antwort …',
  send: 'Senden',
  delete: 'Löschen',
  confirmDelete: 'Wirklich löschen?',
  yes: 'Ja, löschen',
  no: 'Nein',
  momentAuthor: 'Autor:in des Moments',
  failed: 'Das hat nicht geklappt. Bitte versuche es erneut.',
} as const;

/** How a comment's writer is shown: a person, "Du", or the moment's anonymous avatar. */
function describeWriter(comment: TCommentAnswer): { name: string; subtitle: string | null } {
  if (comment.user) return { name: comment.user.fullName, subtitle: comment.user.currentPosition };
  if (comment.isOwn)
    return { name: MOMENT_MESSAGES.own, subtitle: comment.byMomentAuthor ? TEXTS.momentAuthor : null };
  return { name: FEED_TEXTS.anonymous, subtitle: comment.byMomentAuthor ? TEXTS.momentAuthor : null };
}

type TCommentRowProps = {
  comment: TCommentAnswer;
  isAnswer: boolean;
  onAnswer?: () => void;
  onDelete: () => void;
  isDeleting: boolean;
  onReport: () => void;
};

function CommentRow({ comment, isAnswer, onAnswer, onDelete, isDeleting, onReport }: TCommentRowProps) {
  const openProfile = useOpenProfile();
  const [isConfirming, setIsConfirming] = useState(false);
  const writer = describeWriter(comment);
  const size = isAnswer ? 30 : 36;
  const avatar = comment.user ? (
    <UserAvatar person={comment.user} size={size} />
  ) : comment.avatar ? (
    <MomentAvatar avatar={comment.avatar} size={size} />
  ) : (
    <UserAvatar person={{ fullName: writer.name, profilePicture: null }} size={size} />
  );

  return (
    <Box sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}>
      {avatar}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ bgcolor: 'action.hover', borderRadius: '14px', px: 1.5, py: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
            {comment.user ? (
              <Link
                component="button"
                type="button"
                onClick={() => comment.user && openProfile(comment.user.userName)}
                sx={{ fontWeight: 700, color: 'text.primary', fontSize: '0.9rem' }}
              >
                {writer.name}
              </Link>
            ) : (
              <Typography sx={{ fontWeight: 700, fontSize: '0.9rem' }}>{writer.name}</Typography>
            )}
            {writer.subtitle && (
              <Typography variant="caption" color="text.secondary" noWrap>
                {writer.subtitle}
              </Typography>
            )}
          </Box>
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: '0.925rem' }}>
            {comment.body}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 1, mt: 0.25, minHeight: 32 }}>
          <Typography
            variant="caption"
            color="text.secondary"
            component="time"
            dateTime={new Date(comment.created_at).toISOString()}
            title={formatDateTime(comment.created_at)}
          >
            {formatRelativeTime(comment.created_at)}
          </Typography>
          {onAnswer && (
            <Link component="button" type="button" variant="caption" onClick={onAnswer}>
              {TEXTS.answer}
            </Link>
          )}
          {!comment.isOwn && (
            <Link
              component="button"
              type="button"
              variant="caption"
              onClick={onReport}
              sx={{ color: 'text.secondary' }}
            >
              {M.report}
            </Link>
          )}
          {comment.isOwn &&
            (isConfirming ? (
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Typography variant="caption" sx={{ fontWeight: 600 }}>
                  {TEXTS.confirmDelete}
                </Typography>
                <Link
                  component="button"
                  type="button"
                  variant="caption"
                  onClick={onDelete}
                  disabled={isDeleting}
                  sx={{ color: 'error.main' }}
                >
                  {TEXTS.yes}
                </Link>
                <Link
                  component="button"
                  type="button"
                  variant="caption"
                  onClick={() => setIsConfirming(false)}
                >
                  {TEXTS.no}
                </Link>
              </Box>
            ) : (
              <Link
                component="button"
                type="button"
                variant="caption"
                onClick={() => setIsConfirming(true)}
                sx={{ color: 'text.secondary' }}
              >
                {TEXTS.delete}
              </Link>
            ))}
        </Box>
      </Box>
    </Box>
  );
}

/** The comment list and composer for `target`. */
export default function CommentsPanel({ target }: { target: TItemRef }) {
  const comments = useCommentsQuery(target);
  const createComment = useCreateCommentMutation(target);
  const deleteComment = useDeleteCommentMutation(target);
  const { openReport, reportDialog } = useReport();
  const commentType = target.type === 'post' ? 'post_comment' : 'moment_comment';
  const [body, setBody] = useState('');
  const [replyTo, setReplyTo] = useState<TComment | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const max = target.type === 'post' ? COMMENT_BODY_MAX : MOMENT_COMMENT_MAX;

  const list = useMemo(() => comments.data?.pages.flatMap((page) => page.data) ?? [], [comments.data]);
  const trimmed = body.trim();
  const isValid = trimmed.length > 0 && body.length <= max;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValid || createComment.isPending) return;
    setFormError(null);
    createComment.mutate(
      { body: trimmed, parentId: replyTo?.id ?? null },
      {
        onSuccess: () => {
          setBody('');
          setReplyTo(null);
        },
        onError: (error) =>
          setFormError((isApiError(error) && error.firstFieldError) || error.message || TEXTS.failed),
      },
    );
  };

  const handleAnswer = (comment: TComment) => {
    setReplyTo(comment);
    inputRef.current?.focus();
  };

  const handleDelete = (comment: TCommentAnswer, removedCount: number) => {
    setActionError(null);
    deleteComment.mutate(
      { commentId: comment.id, removedCount },
      { onError: (error) => setActionError(error.message || TEXTS.failed) },
    );
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100%' }}>
      <Box sx={{ flex: 1, p: 2, display: 'grid', gap: 2, alignContent: 'start' }}>
        {comments.isPending && <CommentsSkeleton />}
        {comments.isError && (
          <LoadErrorAlert onRetry={() => void comments.refetch()} retryLabel={TEXTS.retry}>
            {TEXTS.loadFailed} {comments.error.message}
          </LoadErrorAlert>
        )}
        {comments.isSuccess && list.length === 0 && (
          <Typography color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
            {TEXTS.empty}
          </Typography>
        )}
        {actionError && (
          <Alert severity="error" onClose={() => setActionError(null)}>
            {actionError}
          </Alert>
        )}
        {list.map((comment) => (
          <Box key={comment.id} sx={{ display: 'grid', gap: 1.25 }}>
            <CommentRow
              comment={comment}
              isAnswer={false}
              onAnswer={() => handleAnswer(comment)}
              onDelete={() => handleDelete(comment, 1 + comment.answers.length)}
              isDeleting={deleteComment.isPending}
              onReport={() => openReport(commentType, comment.id)}
            />
            {comment.answers.length > 0 && (
              <Box sx={{ pl: 5.5, display: 'grid', gap: 1.25 }}>
                {comment.answers.map((answer) => (
                  <CommentRow
                    key={answer.id}
                    comment={answer}
                    isAnswer
                    onDelete={() => handleDelete(answer, 1)}
                    isDeleting={deleteComment.isPending}
                    onReport={() => openReport(commentType, answer.id)}
                  />
                ))}
              </Box>
            )}
          </Box>
        ))}
        {comments.hasNextPage && (
          <Button
            color="secondary"
            onClick={() => void comments.fetchNextPage()}
            disabled={comments.isFetchingNextPage}
            sx={{ justifySelf: 'center' }}
          >
            {comments.isFetchingNextPage ? <CircularProgress size={18} aria-label="Lädt" /> : TEXTS.more}
          </Button>
        )}
      </Box>
      <Box
        component="form"
        onSubmit={handleSubmit}
        noValidate
        sx={{
          position: 'sticky',
          bottom: 0,
          bgcolor: 'background.paper',
          borderTop: 1,
          borderColor: 'divider',
          p: 1.5,
          pb: 'calc(12px + env(safe-area-inset-bottom))',
        }}
      >
        {replyTo && (
          <Chip
            label={TEXTS.answerTo(describeWriter(replyTo).name)}
            onDelete={() => setReplyTo(null)}
            deleteIcon={<span aria-label={TEXTS.cancelAnswer}>×</span>}
            size="small"
            sx={{ mb: 1 }}
          />
        )}
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-end' }}>
          <TextField
            inputRef={inputRef}
            value={body}
            onChange={(event) => {
              setBody(event.target.value);
              setFormError(null);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) handleSubmit(event);
            }}
            placeholder={replyTo ? TEXTS.answerPlaceholder : TEXTS.placeholder}
            multiline
            maxRows={5}
            size="small"
            error={!!formError || body.length > max}
            helperText={
              formError ??
              (body.length > max * 0.9
                ? `${body.length.toLocaleString('de-DE')} / ${max.toLocaleString('de-DE')}`
                : undefined)
            }
            slotProps={{ htmlInput: { 'aria-label': replyTo ? TEXTS.answerPlaceholder : TEXTS.placeholder } }}
          />
          <IconButton
            type="submit"
            aria-label={TEXTS.send}
            disabled={!isValid || createComment.isPending}
            sx={{
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              '&:hover': { bgcolor: 'primary.dark' },
              mb: formError ? 3 : 0,
            }}
          >
            {createComment.isPending ? <CircularProgress size={20} color="inherit" /> : <SendRounded />}
          </IconButton>
        </Box>
      </Box>
      {reportDialog}
    </Box>
  );
}
