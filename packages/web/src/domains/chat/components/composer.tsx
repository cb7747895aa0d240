import {
  CHAT_MESSAGE_MAX,
  CHAT_MESSAGES,
  ZEditChatMessage,
  type TChatMessage,
} from '@pflegepuls/shared/chat';
import { zodResolver } from '@hookform/resolvers/zod';
import AttachFileIcon from '@mui/icons-material/AttachFileRounded';
import CloseIcon from '@mui/icons-material/CloseRounded';
import SendIcon from '@mui/icons-material/SendRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useToast } from '../../../ui/toast.tsx';
import {
  createTypingSender,
  useEditMessageMutation,
  useSendAttachmentMutation,
  useSendMessageMutation,
} from '../api.ts';

type TComposerProps = {
  chatId: number;
  otherName: string;
  replyTo: TChatMessage | null;
  editing: TChatMessage | null;
  onDone: () => void;
  myId: number | null;
};

type TForm = { body: string };

/** The message field: Enter sends, Shift+Enter makes a new line; also edits and replies. */
export function Composer({ chatId, otherName, replyTo, editing, onDone, myId }: TComposerProps) {
  const showToast = useToast();
  const send = useSendMessageMutation(chatId);
  const edit = useEditMessageMutation(chatId);
  const attach = useSendAttachmentMutation(chatId);
  const fileInput = useRef<HTMLInputElement | null>(null);
  const typing = useMemo(() => createTypingSender(chatId), [chatId]);
  const form = useForm<TForm>({ resolver: zodResolver(ZEditChatMessage), defaultValues: { body: '' } });
  const { register, handleSubmit, reset, setValue, setFocus, formState, control } = form;
  const length = useWatch({ control, name: 'body' }).length;

  useEffect(() => {
    if (editing) setValue('body', editing.body ?? '');
    if (editing || replyTo) setFocus('body');
  }, [editing, replyTo, setValue, setFocus]);

  const submit = handleSubmit(({ body }) => {
    const done = () => {
      reset({ body: '' });
      onDone();
      setFocus('body');
    };
    const fail = (error: Error) => showToast({ severity: 'error', message: error.message });
    if (editing) edit.mutate({ messageId: editing.id, body }, { onSuccess: done, onError: fail });
    else send.mutate({ body, replyToId: replyTo?.id ?? null }, { onSuccess: done, onError: fail });
  });
  const isPending = send.isPending || edit.isPending || attach.isPending;
  /** A chosen file goes out at once, with what is typed as its caption. */
  const sendFile = (file: File) => {
    const caption = form.getValues('body').trim();
    attach.mutate(
      { file, body: caption, replyToId: replyTo?.id ?? null },
      {
        onSuccess: () => {
          reset({ body: '' });
          onDone();
        },
        onError: (error) => showToast({ severity: 'error', message: error.message }),
      },
    );
  };
  const error = formState.errors.body?.message;
  const { ref, ...field } = register('body', { onChange: () => typing() });

  const context = editing
    ? 'Nachricht bearbeiten'
    : replyTo
      ? `Antwort an ${replyTo.senderId === myId ? 'dich' : otherName}`
      : null;
  const contextText = editing
    ? editing.body
    : replyTo
      ? replyTo.isDeleted
        ? CHAT_MESSAGES.deletedText
        : replyTo.body
      : null;

  return (
    <Box
      component="form"
      onSubmit={(event) => void submit(event)}
      noValidate
      sx={{
        borderTop: '1px solid',
        borderColor: 'divider',
        bgcolor: 'background.paper',
        px: { xs: 1, sm: 2 },
        py: 1,
      }}
    >
      {context && (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            mb: 1,
            pl: 1,
            borderLeft: '3px solid',
            borderColor: 'primary.main',
          }}
        >
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="caption" sx={{ fontWeight: 700, display: 'block' }}>
              {context}
            </Typography>
            <Typography variant="body2" noWrap sx={{ color: 'text.secondary' }}>
              {contextText}
            </Typography>
          </Box>
          <IconButton
            size="small"
            aria-label={editing ? 'Bearbeiten abbrechen' : 'Antwort abbrechen'}
            onClick={() => {
              reset({ body: '' });
              onDone();
            }}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        </Box>
      )}
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 1 }}>
        {!editing && (
          <>
            <input
              ref={fileInput}
              type="file"
              accept="image/jpeg,image/png,image/webp,image/gif,image/heic,application/pdf"
              hidden
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) sendFile(file);
              }}
            />
            <IconButton
              aria-label="Bild oder PDF senden"
              onClick={() => fileInput.current?.click()}
              disabled={isPending}
              sx={{ mb: 0.25 }}
            >
              <AttachFileIcon />
            </IconButton>
          </>
        )}
        <TextField
          {...field}
          inputRef={ref}
          multiline
          maxRows={6}
          fullWidth
          size="small"
          placeholder="Nachricht schreiben …"
          error={Boolean(error)}
          helperText={
            error ?? (length > CHAT_MESSAGE_MAX - 200 ? `${length} / ${CHAT_MESSAGE_MAX}` : undefined)
          }
          slotProps={{
            htmlInput: { 'aria-label': `Nachricht an ${otherName}`, maxLength: CHAT_MESSAGE_MAX },
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              if (!isPending) void submit();
            }
            if (event.key === 'Escape' && (editing || replyTo)) {
              reset({ body: '' });
              onDone();
            }
          }}
          sx={{ '& .MuiOutlinedInput-root': { borderRadius: 3 } }}
        />
        <IconButton
          type="submit"
          color="primary"
          aria-label={editing ? 'Änderung speichern' : 'Senden'}
          disabled={isPending}
          sx={{ mb: 0.25 }}
        >
          <SendIcon />
        </IconButton>
      </Box>
    </Box>
  );
}
