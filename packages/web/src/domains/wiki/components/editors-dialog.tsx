/**
 * Admins name the editors of an area's wiki (docs/wiki.md): the current editors with "Entfernen"
 * (after a confirmation), and a search among the area's members (name or e-mail address, from two
 * characters) to add one. Lazy chunk, opened from the area wiki's start for admins.
 */
import type { TWikiEditor } from '@pflegepuls/shared/wiki';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useState } from 'react';
import { ApiError } from '../../../platform/http.ts';
import { useSetWikiEditorMutation, useWikiEditorsQuery } from '../api.ts';

export default function EditorsDialog(props: { closedAreaId: number; onClose: () => void }) {
  const editors = useWikiEditorsQuery(props.closedAreaId, null);
  const [input, setInput] = useState('');
  const search = useDeferredValue(input.trim());
  const candidates = useWikiEditorsQuery(props.closedAreaId, search);
  const [chosen, setChosen] = useState<TWikiEditor | null>(null);
  const [removing, setRemoving] = useState<TWikiEditor | null>(null);
  const setEditor = useSetWikiEditorMutation(props.closedAreaId);
  const error =
    setEditor.error instanceof ApiError
      ? (setEditor.error.firstFieldError ?? setEditor.error.message)
      : (setEditor.error?.message ?? null);
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="sm" aria-labelledby="wiki-editors">
      <DialogTitle id="wiki-editors">Redaktion des Wikis</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Die Redaktion darf Kategorien, Ordner, Seiten und Dateien dieses Wikis anlegen, ändern, verschieben
          und löschen. Admins gehören immer dazu.
        </Typography>
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!chosen) return;
            setEditor.mutate(
              { userId: chosen.userId, editor: true },
              {
                onSuccess: () => {
                  setChosen(null);
                  setInput('');
                },
              },
            );
          }}
          sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap', mb: 2 }}
        >
          <Autocomplete
            sx={{ flex: 1, minWidth: 220 }}
            options={search.length >= 2 ? (candidates.data ?? []) : []}
            value={chosen}
            onChange={(_, value) => setChosen(value)}
            inputValue={input}
            onInputChange={(_, value) => setInput(value)}
            filterOptions={(options) => options}
            getOptionLabel={(option) => `${option.name} (${option.email})`}
            isOptionEqualToValue={(a, b) => a.userId === b.userId}
            loading={search.length >= 2 && candidates.isFetching}
            loadingText="Suche läuft …"
            noOptionsText={
              search.length < 2
                ? 'Bitte gib mindestens 2 Zeichen ein.'
                : 'Kein Mitglied dieses Bereichs gefunden.'
            }
            renderInput={(params) => (
              <TextField {...params} label="Mitglied suchen" helperText="Name oder E-Mail-Adresse" />
            )}
          />
          <Button type="submit" variant="contained" disabled={!chosen || setEditor.isPending} sx={{ mt: 1 }}>
            Hinzufügen
          </Button>
        </Box>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
          Aktuelle Redaktion
        </Typography>
        {editors.isPending && (
          <Skeleton variant="rounded" height={64} role="status" aria-label="Redaktion wird geladen" />
        )}
        {editors.isError && <Alert severity="error">{editors.error.message}</Alert>}
        {editors.isSuccess && editors.data.length === 0 && (
          <Typography color="text.secondary">Noch niemand ist für dieses Wiki benannt.</Typography>
        )}
        <Box component="ul" aria-label="Aktuelle Redaktion" sx={{ m: 0, p: 0, display: 'grid', gap: 1 }}>
          {editors.data?.map((editor) => (
            <Box
              component="li"
              key={editor.userId}
              sx={{ listStyle: 'none', display: 'flex', alignItems: 'center', gap: 1 }}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>{editor.name}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {editor.email}
                </Typography>
              </Box>
              <Button
                color="error"
                onClick={() => setRemoving(editor)}
                aria-label={`${editor.name} aus der Redaktion entfernen`}
              >
                Entfernen
              </Button>
            </Box>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Schließen</Button>
      </DialogActions>
      {removing && (
        <Dialog open onClose={() => setRemoving(null)} maxWidth="xs" aria-labelledby="wiki-editor-remove">
          <DialogTitle id="wiki-editor-remove">Aus der Redaktion entfernen?</DialogTitle>
          <DialogContent>
            <Typography>{removing.name} kann dieses Wiki danach nur noch lesen.</Typography>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setRemoving(null)}>Abbrechen</Button>
            <Button
              color="error"
              variant="contained"
              disabled={setEditor.isPending}
              onClick={() =>
                setEditor.mutate(
                  { userId: removing.userId, editor: false },
                  { onSuccess: () => setRemoving(null) },
                )
              }
            >
              Entfernen
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Dialog>
  );
}
