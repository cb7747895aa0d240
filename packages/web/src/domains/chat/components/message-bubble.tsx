import { CHAT_MESSAGES, CHAT_REACTION_LABELS, CHAT_REACTIONS } from '@pflegepuls/shared/chat-messages';
import type { TChatMessage } from '@pflegepuls/shared/chat';
import { MODERATION_MESSAGES } from '@pflegepuls/shared/moderation-messages';
import MoreHorizIcon from '@mui/icons-material/MoreHorizRounded';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdfRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatFileSize, formatMessageTime } from '../chat-format.ts';

/** Read by screen readers only (sx `width: 1` would mean 100 %, hence the pixels). */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
} as const;

export type TMessageAction = 'reply' | 'edit' | 'delete' | 'report' | { react: string | null };

type TMessageBubbleProps = {
  message: TChatMessage;
  isMine: boolean;
  isFirstOfGroup: boolean;
  isLastOfGroup: boolean;
  /** "Gesendet" / "Gelesen" under my newest message; null elsewhere. */
  receipt: string | null;
  otherName: string;
  canWrite: boolean;
  myId: number | null;
  onAction: (action: TMessageAction, message: TChatMessage) => void;
};

/** One message: bubble, quote, time, "bearbeitet", and its actions menu. */
export function MessageBubble(props: TMessageBubbleProps) {
  const { message, isMine, isFirstOfGroup, isLastOfGroup, receipt, otherName, canWrite, myId, onAction } =
    props;
  const myReaction = message.reactions.find((r) => r.userId === myId)?.emoji ?? null;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const act = (action: TMessageAction) => {
    setAnchor(null);
    onAction(action, message);
  };
  const senderLabel = isMine ? 'Du' : otherName;
  const quote = message.replyTo;
  return (
    <Box
      component="li"
      data-testid="chat-message"
      data-message-id={message.id}
      sx={{
        listStyle: 'none',
        display: 'flex',
        flexDirection: isMine ? 'row-reverse' : 'row',
        alignItems: 'center',
        gap: 0.5,
        mt: isFirstOfGroup ? 1.5 : 0.375,
        '&:hover .chat-message-actions, &:focus-within .chat-message-actions': { opacity: 1 },
      }}
    >
      <Box
        sx={{
          maxWidth: { xs: '80%', md: '68%' },
          minWidth: 0,
          display: 'flex',
          flexDirection: 'column',
          alignItems: isMine ? 'flex-end' : 'flex-start',
        }}
      >
        <Box
          sx={{
            position: 'relative',
            maxWidth: '100%',
            minWidth: 0,
            px: 1.5,
            py: 1,
            borderRadius: 2.5,
            ...(isMine
              ? {
                  borderTopRightRadius: isFirstOfGroup ? 20 : 6,
                  borderBottomRightRadius: isLastOfGroup ? 20 : 6,
                }
              : {
                  borderTopLeftRadius: isFirstOfGroup ? 20 : 6,
                  borderBottomLeftRadius: isLastOfGroup ? 20 : 6,
                }),
            bgcolor: isMine ? '#FFE7C7' : 'background.paper',
            border: isMine ? 'none' : '1px solid',
            borderColor: 'divider',
            color: 'text.primary',
            wordBreak: 'break-word',
          }}
        >
          <Typography component="span" sx={VISUALLY_HIDDEN}>
            {senderLabel}:{' '}
          </Typography>
          {quote && (
            <Box
              sx={{
                borderLeft: '3px solid',
                borderColor: 'primary.main',
                pl: 1,
                mb: 0.5,
                color: 'text.secondary',
                fontSize: 13,
              }}
            >
              <Typography component="span" sx={{ display: 'block', fontSize: 12, fontWeight: 700 }}>
                <Box component="span" sx={VISUALLY_HIDDEN}>
                  Antwort auf{' '}
                </Box>
                {quote.senderId === message.senderId ? senderLabel : isMine ? otherName : 'Du'}
              </Typography>
              <Typography
                component="span"
                sx={{
                  fontSize: 13,
                  display: '-webkit-box',
                  WebkitLineClamp: 2,
                  WebkitBoxOrient: 'vertical',
                  overflow: 'hidden',
                }}
              >
                {quote.isDeleted ? CHAT_MESSAGES.deletedText : quote.body}
              </Typography>
            </Box>
          )}
          {message.attachment?.kind === 'image' && (
            <Box
              component="a"
              href={message.attachment.url}
              target="_blank"
              rel="noopener"
              aria-label={`Bild öffnen: ${message.attachment.fileName}`}
              sx={{ display: 'block', mb: message.body ? 0.75 : 0, mx: -0.5, mt: -0.25 }}
            >
              <Box
                component="img"
                src={message.attachment.previewUrl ?? message.attachment.url}
                alt={message.attachment.fileName}
                loading="lazy"
                width={message.attachment.width ?? undefined}
                height={message.attachment.height ?? undefined}
                sx={{
                  display: 'block',
                  maxWidth: '100%',
                  maxHeight: 320,
                  width: 'auto',
                  height: 'auto',
                  borderRadius: 2,
                }}
              />
            </Box>
          )}
          {message.attachment?.kind === 'pdf' && (
            <Box
              component="a"
              href={message.attachment.url}
              download={message.attachment.fileName}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                mb: message.body ? 0.75 : 0,
                p: 1,
                borderRadius: 2,
                bgcolor: 'action.hover',
                color: 'text.primary',
                textDecoration: 'none',
                minWidth: 0,
              }}
            >
              <PictureAsPdfIcon sx={{ color: '#B3261E', flexShrink: 0 }} />
              <Box component="span" sx={{ minWidth: 0, overflow: 'hidden' }}>
                <Typography component="span" sx={{ display: 'block', fontWeight: 650 }} noWrap>
                  {message.attachment.fileName}
                </Typography>
                <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
                  PDF · {formatFileSize(message.attachment.size)}
                </Typography>
              </Box>
            </Box>
          )}
          {message.isDeleted ? (
            <Typography sx={{ fontStyle: 'italic', color: 'text.secondary' }}>
              {CHAT_MESSAGES.deletedText}
            </Typography>
          ) : (
            message.body && <Typography sx={{ whiteSpace: 'pre-wrap' }}>{message.body}</Typography>
          )}
          <Typography
            component="span"
            sx={{ display: 'block', textAlign: 'right', fontSize: 11.5, color: 'text.secondary', mt: 0.25 }}
          >
            {/* Hidden by moderation: only its sender still sees it (docs/moderation.md). */}
            {message.isHidden && `${MODERATION_MESSAGES.hiddenMark} · `}
            {message.editedAt !== null && `${CHAT_MESSAGES.editedLabel} · `}
            {formatMessageTime(message.createdAt)}
          </Typography>
        </Box>
        {message.reactions.length > 0 && (
          <Box sx={{ display: 'flex', gap: 0.5, mt: -0.5, mx: 1, zIndex: 1 }}>
            {message.reactions.map((reaction) => {
              const isOwn = reaction.userId === myId;
              const who = isOwn ? 'Du' : otherName;
              const label = `${who}: ${CHAT_REACTION_LABELS[reaction.emoji as keyof typeof CHAT_REACTION_LABELS] ?? reaction.emoji}${isOwn && canWrite ? ' (entfernen)' : ''}`;
              return (
                <Box
                  key={reaction.userId}
                  component={isOwn && canWrite ? 'button' : 'span'}
                  type={isOwn && canWrite ? 'button' : undefined}
                  aria-label={label}
                  title={label}
                  onClick={isOwn && canWrite ? () => onAction({ react: null }, message) : undefined}
                  sx={{
                    font: 'inherit',
                    fontSize: 14,
                    lineHeight: 1,
                    minWidth: 24,
                    minHeight: 24,
                    px: 0.75,
                    py: 0.25,
                    borderRadius: 10,
                    border: '1px solid',
                    borderColor: isOwn ? 'primary.main' : 'divider',
                    bgcolor: 'background.paper',
                    cursor: isOwn && canWrite ? 'pointer' : 'default',
                  }}
                >
                  {reaction.emoji}
                </Box>
              );
            })}
          </Box>
        )}
        {receipt && (
          <Typography
            variant="caption"
            sx={{ color: 'text.secondary', mt: 0.25, mr: 0.5 }}
            data-testid="chat-receipt"
          >
            {receipt}
          </Typography>
        )}
      </Box>
      {!message.isDeleted && (
        <>
          <IconButton
            className="chat-message-actions"
            size="small"
            aria-label={`Aktionen für die Nachricht von ${formatMessageTime(message.createdAt)}`}
            aria-haspopup="menu"
            onClick={(event) => setAnchor(event.currentTarget)}
            sx={{ opacity: { xs: 1, md: 0 }, color: 'text.secondary', width: 32, height: 32 }}
          >
            <MoreHorizIcon fontSize="small" />
          </IconButton>
          <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
            {canWrite && (
              <Box role="group" aria-label="Reagieren" sx={{ display: 'flex', gap: 0.25, px: 1, pb: 0.5 }}>
                {CHAT_REACTIONS.map((emoji) => (
                  <IconButton
                    key={emoji}
                    size="small"
                    aria-label={`Reagieren mit ${CHAT_REACTION_LABELS[emoji]}`}
                    aria-pressed={myReaction === emoji}
                    onClick={() => act({ react: myReaction === emoji ? null : emoji })}
                    sx={{
                      fontSize: 20,
                      width: 36,
                      height: 36,
                      bgcolor: myReaction === emoji ? 'action.selected' : undefined,
                    }}
                  >
                    {emoji}
                  </IconButton>
                ))}
              </Box>
            )}
            {canWrite && <MenuItem onClick={() => act('reply')}>Antworten</MenuItem>}
            {isMine && canWrite && <MenuItem onClick={() => act('edit')}>Bearbeiten</MenuItem>}
            {isMine && <MenuItem onClick={() => act('delete')}>Löschen</MenuItem>}
            {!isMine && <MenuItem onClick={() => act('report')}>Melden</MenuItem>}
          </Menu>
        </>
      )}
    </Box>
  );
}
