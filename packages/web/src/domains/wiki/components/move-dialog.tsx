/**
 * Moving a page (to another category or folder of the same wiki; the save keeps a revision) or a
 * folder with its contents (to another parent in its category, never into itself or a sub-folder,
 * or to another category of its sub-community). Lazy chunk.
 */
import type { TWikiFolderNode } from '@pflegepuls/shared/wiki';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ApiError } from '../../../platform/http.ts';
import { useWikiFolderTreeQuery, useWikiOverviewQuery, useWikiWriteMutation } from '../api.ts';
import { folderOptions } from '../folder-tree.ts';

const TOP = 'top';

export default function MoveDialog(props: {
  kind: 'page' | 'folder';
  title: string;
  closedAreaId: number | null;
  categoryId: number;
  /** The page's folder, or the folder's parent (null = top level). */
  folderId: number | null;
  /** The folder being moved: it and its sub-folders are no target. */
  movingFolderId?: number;
  /** A folder moves only among the categories of this sub-community. */
  subCommunityId?: number;
  onMove: (place: { categoryId: number; folderId: number | null }) => Promise<unknown>;
  onMoved: (place: { categoryId: number; folderId: number | null }) => void;
  onClose: () => void;
}) {
  const [categoryId, setCategoryId] = useState(props.categoryId);
  const [folder, setFolder] = useState(props.folderId === null ? TOP : String(props.folderId));
  const overview = useWikiOverviewQuery(props.closedAreaId);
  const tree = useWikiFolderTreeQuery(categoryId);
  const move = useWikiWriteMutation((place: { categoryId: number; folderId: number | null }) =>
    props.onMove(place),
  );
  const options = tree.data ? folderOptions(tree.data as TWikiFolderNode[], props.movingFolderId) : [];
  const target = { categoryId, folderId: folder === TOP ? null : Number(folder) };
  const unchanged = target.categoryId === props.categoryId && target.folderId === props.folderId;
  const error =
    move.error instanceof ApiError
      ? (move.error.firstFieldError ?? move.error.message)
      : (move.error?.message ?? null);
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="xs" aria-labelledby="wiki-move">
      <DialogTitle id="wiki-move">
        {props.kind === 'page' ? 'Seite verschieben' : 'Ordner verschieben'}
      </DialogTitle>
      <DialogContent>
        <Box
          component="form"
          noValidate
          id="wiki-move-form"
          onSubmit={(event) => {
            event.preventDefault();
            if (unchanged) return;
            move.mutate(target, { onSuccess: () => props.onMoved(target) });
          }}
          sx={{ display: 'grid', gap: 2, pt: 1 }}
        >
          <Typography>Wohin soll „{props.title}“ verschoben werden?</Typography>
          <TextField
            select
            label="Kategorie"
            value={overview.data ? String(categoryId) : ''}
            onChange={(e) => {
              setCategoryId(Number(e.target.value));
              setFolder(TOP);
            }}
            disabled={!overview.data}
          >
            {overview.data?.subCommunities
              .filter((sub) => props.kind === 'page' || sub.id === props.subCommunityId)
              .flatMap((sub) => [
                <ListSubheader key={`s${sub.id}`}>{sub.title}</ListSubheader>,
                ...sub.categories.map((category) => (
                  <MenuItem key={category.id} value={String(category.id)}>
                    {category.title}
                  </MenuItem>
                )),
              ])}
          </TextField>
          {tree.isPending ? (
            <Skeleton variant="rounded" height={56} role="status" aria-label="Ordner werden geladen" />
          ) : (
            <TextField
              select
              label={props.kind === 'page' ? 'Ordner' : 'Übergeordneter Ordner'}
              value={folder}
              onChange={(e) => setFolder(e.target.value)}
            >
              <MenuItem value={TOP}>Oberste Ebene der Kategorie</MenuItem>
              {options.map((option) => (
                <MenuItem key={option.id} value={String(option.id)} sx={{ pl: 2 + option.depth * 2 }}>
                  {option.title}
                </MenuItem>
              ))}
            </TextField>
          )}
          {tree.isError && <Alert severity="error">{tree.error.message}</Alert>}
          {error && <Alert severity="error">{error}</Alert>}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Abbrechen</Button>
        <Button
          type="submit"
          form="wiki-move-form"
          variant="contained"
          disabled={unchanged || move.isPending || !tree.isSuccess}
        >
          Verschieben
        </Button>
      </DialogActions>
    </Dialog>
  );
}
