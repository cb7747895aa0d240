/**
 * Create or edit a wiki page (editors only; lazy chunk with TipTap): title, description, icon,
 * content type, the rich text and typed attribute groups. The server validates with the same
 * shared schema and answers German 422s, shown on their fields.
 */
import {
  WIKI_CONTENT_TYPES,
  WIKI_GROUP_LABELS,
  WIKI_MESSAGES,
  ZWikiAttributeGroup,
  type TWikiAttributeGroup,
  type TWikiAttributeType,
  type TWikiContentType,
  type TWikiPage,
} from '@pflegepuls/shared/wiki';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from '../../../platform/router.tsx';
import { ApiError } from '../../../platform/http.ts';
import { useIsMobile } from '../../../ui/use-is-mobile.ts';
import { useSaveWikiPageMutation, wikiRequests } from '../api.ts';
import { wikiPlacePath } from '../paths.ts';
import { AttributeGroupForm, emptyGroup, GROUP_TYPES } from './attribute-form.tsx';
import { RichTextEditor } from './rich-text-editor.tsx';

const CONTENT_TYPE_LABELS: Record<TWikiContentType, string> = {
  article: 'Artikel',
  course: 'Ausbildung oder Kurs',
  book: 'Buch',
  app: 'App',
  podcast: 'Podcast',
  video: 'Video',
  product: 'Produkt',
};

/** The upload platform's limit per picture (platform/uploads.ts UPLOAD_MAX_BYTES). */
const PREVIEW_MAX_BYTES = 10 * 1024 * 1024;

type TPlace = { subCommunityId: number; categoryId: number; folderId: number | null };

export default function PageEditor(props: {
  closedAreaId: number | null;
  place: TPlace;
  page: TWikiPage | null;
  onClose: () => void;
}) {
  const { page, place } = props;
  const isMobile = useIsMobile();
  const navigate = useNavigate();
  const save = useSaveWikiPageMutation(page?.id ?? null);
  const [title, setTitle] = useState(page?.title ?? '');
  const [description, setDescription] = useState(page?.description ?? '');
  const [icon, setIcon] = useState(page?.icon ?? '');
  const [contentType, setContentType] = useState<TWikiContentType>(page?.contentType ?? 'article');
  const [content, setContent] = useState(page?.content ?? '');
  const [groups, setGroups] = useState<TWikiAttributeGroup[]>(page?.attributes ?? []);
  const [adding, setAdding] = useState<TWikiAttributeType | ''>('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [previewImageUrl, setPreviewImageUrl] = useState(page?.previewImage?.url ?? '');
  const upload = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.set('categoryId', String(place.categoryId));
      form.set('image', file);
      return wikiRequests.uploadPreviewImage(form);
    },
    onSuccess: ({ url }) => {
      setPreviewImageUrl(url);
      setErrors(({ previewImageUrl: _, ...rest }) => rest);
    },
    onError: (error) =>
      setErrors((current) => ({
        ...current,
        previewImageUrl:
          (error instanceof ApiError && (error.errors?.['image']?.[0] ?? error.firstFieldError)) ||
          error.message,
      })),
  });

  const submit = () => {
    const local: Record<string, string> = {};
    if (!title.trim()) local['title'] = WIKI_MESSAGES.titleRequired;
    groups.forEach((group, i) => {
      const parsed = ZWikiAttributeGroup.safeParse(group);
      if (!parsed.success)
        for (const issue of parsed.error.issues)
          local[`attributes.${i}.${issue.path.join('.')}`] = issue.message;
    });
    setErrors(local);
    if (Object.keys(local).length) return;
    save.mutate(
      {
        categoryId: place.categoryId,
        folderId: place.folderId,
        title,
        description: description.trim() || null,
        content,
        icon: icon.trim() || null,
        previewImageUrl: previewImageUrl.trim() || null,
        contentType,
        attributes: groups,
      },
      {
        onSuccess: ({ page: saved }) => {
          props.onClose();
          if (!page) void navigate(`${wikiPlacePath(props.closedAreaId, place)}/pages/${saved.id}`);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.errors) {
            setErrors(Object.fromEntries(Object.entries(error.errors).map(([k, v]) => [k, v[0] ?? ''])));
          }
        },
      },
    );
  };

  const groupErrors = (i: number) =>
    Object.fromEntries(
      Object.entries(errors)
        .filter(([k]) => k.startsWith(`attributes.${i}.`))
        .map(([k, v]) => [k.slice(`attributes.${i}.`.length), v]),
    );

  return (
    <Dialog
      open
      onClose={props.onClose}
      fullScreen={isMobile}
      fullWidth
      maxWidth="md"
      aria-labelledby="wiki-editor-title"
    >
      <DialogTitle id="wiki-editor-title">{page ? 'Seite bearbeiten' : 'Seite erstellen'}</DialogTitle>
      <DialogContent>
        <Box
          component="form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
          sx={{ display: 'grid', gap: 2, pt: 1 }}
        >
          <TextField
            label="Titel"
            required
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            error={Boolean(errors['title'])}
            helperText={errors['title']}
          />
          <TextField
            label="Beschreibung"
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            error={Boolean(errors['description'])}
            helperText={errors['description']}
          />
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' }, gap: 2 }}>
            <TextField
              label="Symbol (Emoji)"
              value={icon}
              onChange={(e) => setIcon(e.target.value)}
              slotProps={{ htmlInput: { maxLength: 8 } }}
            />
            <TextField
              select
              label="Art der Seite"
              value={contentType}
              onChange={(e) => setContentType(e.target.value as TWikiContentType)}
            >
              {WIKI_CONTENT_TYPES.map((t) => (
                <MenuItem key={t} value={t}>
                  {CONTENT_TYPE_LABELS[t]}
                </MenuItem>
              ))}
            </TextField>
          </Box>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
            {previewImageUrl.trim() && !errors['previewImageUrl'] && (
              <Box
                component="img"
                src={previewImageUrl.trim()}
                alt="Vorschau des Vorschaubilds"
                sx={{ width: 96, height: 72, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }}
              />
            )}
            <TextField
              label="Vorschaubild (Link)"
              value={previewImageUrl}
              onChange={(e) => setPreviewImageUrl(e.target.value)}
              error={Boolean(errors['previewImageUrl'])}
              helperText={errors['previewImageUrl'] ?? 'Ein Link mit https:// oder ein hochgeladenes Bild'}
              sx={{ flex: 1, minWidth: 220 }}
            />
            <Box sx={{ display: 'flex', gap: 1, pt: 1 }}>
              <Button variant="outlined" component="label" disabled={upload.isPending}>
                {upload.isPending ? 'Wird hochgeladen …' : 'Bild hochladen'}
                <input
                  hidden
                  type="file"
                  accept="image/jpeg,image/png,image/webp,image/gif,image/heic,image/avif"
                  onChange={(e) => {
                    const chosen = e.target.files?.[0];
                    e.target.value = '';
                    if (!chosen) return;
                    if (chosen.size > PREVIEW_MAX_BYTES) {
                      setErrors((current) => ({
                        ...current,
                        previewImageUrl: `Das Bild ist zu groß (höchstens ${PREVIEW_MAX_BYTES / 1024 / 1024} MB).`,
                      }));
                      return;
                    }
                    upload.mutate(chosen);
                  }}
                />
              </Button>
              {previewImageUrl && (
                <Button
                  onClick={() => {
                    setPreviewImageUrl('');
                    setErrors(({ previewImageUrl: _, ...rest }) => rest);
                  }}
                >
                  Entfernen
                </Button>
              )}
            </Box>
          </Box>
          <RichTextEditor label="Inhalt" value={content} onChange={setContent} />
          {errors['content'] && <Alert severity="error">{errors['content']}</Alert>}
          {groups.map((group, i) => (
            <AttributeGroupForm
              key={group.group}
              group={group}
              errors={groupErrors(i)}
              onChange={(next) => setGroups(groups.map((g, j) => (j === i ? next : g)))}
              onRemove={() => setGroups(groups.filter((_, j) => j !== i))}
            />
          ))}
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <TextField
              select
              size="small"
              label="Attributgruppe"
              value={adding}
              onChange={(e) => setAdding(e.target.value as TWikiAttributeType)}
              sx={{ minWidth: 200, flex: 1 }}
            >
              {GROUP_TYPES.filter((t) => !groups.some((g) => g.group === t)).map((t) => (
                <MenuItem key={t} value={t}>
                  {WIKI_GROUP_LABELS[t]}
                </MenuItem>
              ))}
            </TextField>
            <Button
              disabled={!adding}
              onClick={() => {
                if (adding) setGroups([...groups, emptyGroup(adding)]);
                setAdding('');
              }}
            >
              Hinzufügen
            </Button>
          </Box>
          {save.isError && !(save.error instanceof ApiError && save.error.errors) && (
            <Alert severity="error">{save.error.message}</Alert>
          )}
          <button type="submit" hidden />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Abbrechen</Button>
        <Button variant="contained" onClick={submit} disabled={save.isPending}>
          Speichern
        </Button>
      </DialogActions>
    </Dialog>
  );
}
