/**
 * The editors' small dialogs (lazy chunk): a new folder or category, a file upload (video or PDF,
 * checked by content on the server), and the bin with its restore.
 */
import { WIKI_FILE_MAX_BYTES, WIKI_MESSAGES } from '@pflegepuls/shared/wiki';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ApiError } from '../../../platform/http.ts';
import { useWikiBinQuery, useWikiWriteMutation, wikiRequests } from '../api.ts';

const dateTime = new Intl.DateTimeFormat('de-DE', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Berlin',
});

function fieldError(error: Error | null, field: string): string | undefined {
  return error instanceof ApiError ? error.errors?.[field]?.[0] : undefined;
}

export function NewEntryDialog(props: {
  kind: 'folder' | 'category' | 'renameFolder' | 'renameCategory';
  initial?: { title: string; description: string | null };
  onSubmit: (title: string, description: string | null) => Promise<unknown>;
  onClose: () => void;
}) {
  const [title, setTitle] = useState(props.initial?.title ?? '');
  const [description, setDescription] = useState(props.initial?.description ?? '');
  const save = useWikiWriteMutation((input: { title: string; description: string | null }) =>
    props.onSubmit(input.title, input.description),
  );
  const heading = {
    folder: 'Ordner erstellen',
    category: 'Kategorie erstellen',
    renameFolder: 'Ordner bearbeiten',
    renameCategory: 'Kategorie bearbeiten',
  }[props.kind];
  const renaming = props.kind === 'renameFolder' || props.kind === 'renameCategory';
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="xs" aria-labelledby="wiki-new-entry">
      <DialogTitle id="wiki-new-entry">{heading}</DialogTitle>
      <DialogContent>
        <Box
          component="form"
          noValidate
          id="wiki-new-entry-form"
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate({ title, description: description.trim() || null }, { onSuccess: props.onClose });
          }}
          sx={{ display: 'grid', gap: 2, pt: 1 }}
        >
          <TextField
            label="Titel"
            required
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            error={Boolean(fieldError(save.error, 'title'))}
            helperText={fieldError(save.error, 'title')}
          />
          <TextField
            label="Beschreibung"
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
          {save.isError && !fieldError(save.error, 'title') && (
            <Alert severity="error">{save.error.message}</Alert>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Abbrechen</Button>
        <Button type="submit" form="wiki-new-entry-form" variant="contained" disabled={save.isPending}>
          {renaming ? 'Speichern' : 'Erstellen'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function UploadDialog(props: { categoryId: number; folderId: number | null; onClose: () => void }) {
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const upload = useWikiWriteMutation((form: FormData) => wikiRequests.uploadFile(form));
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="xs" aria-labelledby="wiki-upload">
      <DialogTitle id="wiki-upload">Datei hochladen</DialogTitle>
      <DialogContent>
        <Box
          component="form"
          noValidate
          id="wiki-upload-form"
          onSubmit={(event) => {
            event.preventDefault();
            if (!file || tooLarge) return;
            const form = new FormData();
            form.set('categoryId', String(props.categoryId));
            if (props.folderId !== null) form.set('folderId', String(props.folderId));
            form.set('title', title || file.name);
            form.set('file', file);
            upload.mutate(form, { onSuccess: props.onClose });
          }}
          sx={{ display: 'grid', gap: 2, pt: 1 }}
        >
          <TextField label="Titel" value={title} onChange={(e) => setTitle(e.target.value)} />
          <Button variant="outlined" component="label">
            {file ? file.name : 'Video (MP4, WebM) oder PDF wählen'}
            <input
              hidden
              type="file"
              accept="video/mp4,video/webm,application/pdf"
              onChange={(e) => {
                const chosen = e.target.files?.[0] ?? null;
                setFile(chosen);
                setTooLarge(chosen !== null && chosen.size > WIKI_FILE_MAX_BYTES);
              }}
            />
          </Button>
          {tooLarge && (
            <Alert severity="error">
              Die Datei ist zu groß (höchstens {WIKI_FILE_MAX_BYTES / 1024 / 1024} MB).
            </Alert>
          )}
          {upload.isError && (
            <Alert severity="error">
              {(upload.error instanceof ApiError && upload.error.firstFieldError) || upload.error.message}
            </Alert>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Abbrechen</Button>
        <Button
          type="submit"
          form="wiki-upload-form"
          variant="contained"
          disabled={!file || tooLarge || upload.isPending}
        >
          Hochladen
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function BinDialog(props: { closedAreaId: number | null; onClose: () => void }) {
  const bin = useWikiBinQuery(props.closedAreaId, true);
  const restore = useWikiWriteMutation((pageId: number) => wikiRequests.restorePage(pageId));
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="sm" aria-labelledby="wiki-bin">
      <DialogTitle id="wiki-bin">Papierkorb</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Gelöschte Seiten bleiben 30 Tage im Papierkorb.
        </Typography>
        {bin.isPending && (
          <Skeleton variant="rounded" height={80} role="status" aria-label="Papierkorb wird geladen" />
        )}
        {bin.isError && <Alert severity="error">{WIKI_MESSAGES.loadError}</Alert>}
        {bin.isSuccess && bin.data.length === 0 && <Typography>Der Papierkorb ist leer.</Typography>}
        <Box component="ul" sx={{ m: 0, p: 0, display: 'grid', gap: 1 }}>
          {bin.data?.map((page) => (
            <Box
              component="li"
              key={page.id}
              sx={{ listStyle: 'none', display: 'flex', alignItems: 'center', gap: 1 }}
            >
              <Typography sx={{ flex: 1 }}>
                {page.title}
                <Typography component="span" variant="body2" color="text.secondary">
                  {' '}
                  · gelöscht am {dateTime.format(page.deletedAt)}
                </Typography>
              </Typography>
              <Button size="small" disabled={restore.isPending} onClick={() => restore.mutate(page.id)}>
                Wiederherstellen
              </Button>
            </Box>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Schließen</Button>
      </DialogActions>
    </Dialog>
  );
}

export function DeletePageDialog(props: {
  pageId: number;
  title: string;
  onDeleted: () => void;
  onClose: () => void;
}) {
  const remove = useWikiWriteMutation((pageId: number) => wikiRequests.deletePage(pageId));
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="xs" aria-labelledby="wiki-delete">
      <DialogTitle id="wiki-delete">Seite löschen?</DialogTitle>
      <DialogContent>
        <Typography>
          „{props.title}“ kommt in den Papierkorb und kann dort 30 Tage lang wiederhergestellt werden.
        </Typography>
        {remove.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {remove.error.message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Abbrechen</Button>
        <Button
          color="error"
          variant="contained"
          disabled={remove.isPending}
          onClick={() => remove.mutate(props.pageId, { onSuccess: props.onDeleted })}
        >
          Löschen
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * Deletes an empty folder or category (the server refuses one that is not empty), or a file, after
 * a confirmation.
 */
export function DeleteEntryDialog(props: {
  heading: string;
  /** What the confirmation says; by default that only empty folders and categories can go. */
  text?: string;
  onConfirm: () => Promise<unknown>;
  onDeleted: () => void;
  onClose: () => void;
}) {
  const remove = useWikiWriteMutation(() => props.onConfirm());
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="xs" aria-labelledby="wiki-delete-entry">
      <DialogTitle id="wiki-delete-entry">{props.heading}</DialogTitle>
      <DialogContent>
        <Typography>{props.text ?? WIKI_MESSAGES.notEmpty}</Typography>
        {remove.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {(remove.error instanceof ApiError && remove.error.firstFieldError) || remove.error.message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Abbrechen</Button>
        <Button
          color="error"
          variant="contained"
          disabled={remove.isPending}
          onClick={() => remove.mutate(undefined, { onSuccess: props.onDeleted })}
        >
          Löschen
        </Button>
      </DialogActions>
    </Dialog>
  );
}
