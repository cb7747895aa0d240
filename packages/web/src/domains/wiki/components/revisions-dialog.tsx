/**
 * A page's history for its editors: every save with who and when, a comparison of two revisions
 * (line diff of the text) and restoring one (a new save with exactly that content).
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useIsMobile } from '../../../ui/use-is-mobile.ts';
import { useRestoreWikiRevisionMutation, useWikiRevisionQuery, useWikiRevisionsQuery } from '../api.ts';
import { diffLines, htmlLines } from '../diff.ts';

const when = new Intl.DateTimeFormat('de-DE', {
  dateStyle: 'medium',
  timeStyle: 'medium',
  timeZone: 'Europe/Berlin',
});

export default function RevisionsDialog({ pageId, onClose }: { pageId: number; onClose: () => void }) {
  const isMobile = useIsMobile();
  const revisions = useWikiRevisionsQuery(pageId, true);
  const list = revisions.data ?? [];
  const [left, setLeft] = useState<number | null>(null);
  const [right, setRight] = useState<number | null>(null);
  const leftId = left ?? list[1]?.id ?? null;
  const rightId = right ?? list[0]?.id ?? null;
  const a = useWikiRevisionQuery(pageId, leftId);
  const b = useWikiRevisionQuery(pageId, rightId);
  const restore = useRestoreWikiRevisionMutation(pageId);
  const label = (id: number) => {
    const r = list.find((x) => x.id === id);
    return r ? `${when.format(r.createdAt)} · ${r.author}` : '';
  };
  const diff =
    a.data && b.data
      ? diffLines(
          htmlLines(`<p>${a.data.title}</p>${a.data.content}`),
          htmlLines(`<p>${b.data.title}</p>${b.data.content}`),
        )
      : null;
  const attributesChanged =
    a.data && b.data && JSON.stringify(a.data.attributes) !== JSON.stringify(b.data.attributes);
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={isMobile}
      fullWidth
      maxWidth="md"
      aria-labelledby="wiki-history-title"
    >
      <DialogTitle id="wiki-history-title">Versionen</DialogTitle>
      <DialogContent>
        {revisions.isPending && (
          <Skeleton variant="rounded" height={120} role="status" aria-label="Versionen werden geladen" />
        )}
        {revisions.isError && <Alert severity="error">{revisions.error.message}</Alert>}
        {list.length > 0 && (
          <>
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
                gap: 2,
                pt: 1,
                mb: 2,
              }}
            >
              <TextField
                select
                label="Ältere Version"
                value={leftId ?? ''}
                onChange={(e) => setLeft(Number(e.target.value))}
              >
                {list.map((r) => (
                  <MenuItem key={r.id} value={r.id}>
                    {label(r.id)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                label="Neuere Version"
                value={rightId ?? ''}
                onChange={(e) => setRight(Number(e.target.value))}
              >
                {list.map((r) => (
                  <MenuItem key={r.id} value={r.id}>
                    {label(r.id)}
                  </MenuItem>
                ))}
              </TextField>
            </Box>
            {diff && (
              <Box
                component="section"
                aria-label="Unterschiede"
                sx={{
                  fontFamily: 'monospace',
                  fontSize: 14,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  p: 1,
                }}
              >
                {diff.map((line, i) => (
                  <Box
                    key={i}
                    component={line.kind === 'added' ? 'ins' : line.kind === 'removed' ? 'del' : 'div'}
                    sx={{
                      display: 'block',
                      textDecoration: 'none',
                      px: 1,
                      bgcolor:
                        line.kind === 'added'
                          ? 'success.light'
                          : line.kind === 'removed'
                            ? 'error.light'
                            : 'transparent',
                      color: line.kind === 'same' ? 'text.primary' : 'common.black',
                    }}
                  >
                    {line.kind === 'added' ? '+ ' : line.kind === 'removed' ? '− ' : '  '}
                    {line.text}
                  </Box>
                ))}
                {attributesChanged && (
                  <Typography variant="body2" sx={{ mt: 1 }}>
                    Die Attributgruppen unterscheiden sich.
                  </Typography>
                )}
              </Box>
            )}
            <Typography component="h3" variant="subtitle1" sx={{ mt: 2, mb: 1, fontWeight: 700 }}>
              Alle Versionen
            </Typography>
            <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
              {list.map((r, i) => (
                <li key={r.id}>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                    <Typography variant="body2" sx={{ flex: 1 }}>
                      {label(r.id)}
                      {i === 0 ? ' (aktuell)' : ''}
                    </Typography>
                    {i > 0 && (
                      <Button
                        size="small"
                        disabled={restore.isPending}
                        onClick={() => restore.mutate(r.id)}
                        aria-label={`Version vom ${label(r.id)} wiederherstellen`}
                      >
                        Wiederherstellen
                      </Button>
                    )}
                  </Box>
                </li>
              ))}
            </Box>
            {restore.isSuccess && (
              <Alert severity="success" sx={{ mt: 2 }}>
                Version wiederhergestellt
              </Alert>
            )}
            {restore.isError && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {restore.error.message}
              </Alert>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Schließen</Button>
      </DialogActions>
    </Dialog>
  );
}
