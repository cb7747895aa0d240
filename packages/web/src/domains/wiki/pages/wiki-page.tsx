/**
 * The wiki (000 §2): the community wiki at /{product}-wiki and each closed area's wiki at
 * /closed_area/{id}/wiki, one page for all views: overview, folder listing, page detail, file
 * preview and the fallback with the §8 texts (docs/wiki.md).
 */
import {
  APP_TYPE_LABELS,
  APP_TYPES,
  WIKI_MESSAGES,
  type TWikiCrumb,
  type TWikiListing,
} from '@pflegepuls/shared/wiki';
import DescriptionRounded from '@mui/icons-material/DescriptionRounded';
import DeleteRounded from '@mui/icons-material/DeleteRounded';
import DriveFileMoveRounded from '@mui/icons-material/DriveFileMoveRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import GroupRounded from '@mui/icons-material/GroupRounded';
import FolderRounded from '@mui/icons-material/FolderRounded';
import InsertDriveFileRounded from '@mui/icons-material/InsertDriveFileRounded';
import MovieRounded from '@mui/icons-material/MovieRounded';
import PictureAsPdfRounded from '@mui/icons-material/PictureAsPdfRounded';
import AddRounded from '@mui/icons-material/AddRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import MuiLink from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from '../../../platform/router.tsx';
import { isApiError } from '../../../platform/http.ts';
import { LoadErrorAlert } from '../../../ui/load-error-alert.tsx';
import { MemberContent } from '../../../ui/member-content.tsx';
import { parseAreaId } from '../../groups/paths.ts';
import { HiddenMark } from '../../moderation/components/hidden-mark.tsx';
import { ReportButton } from '../../moderation/components/use-report.tsx';
import { useCurrentUserQuery } from '../../users/api.ts';
import {
  useSaveWikiPageMutation,
  useWikiFileQuery,
  useWikiListingQuery,
  useWikiOverviewQuery,
  useWikiPageQuery,
  wikiRequests,
} from '../api.ts';
import { AttributeGroups } from '../components/attribute-groups.tsx';
import { CONTENT_ICONS, ListSkeleton, Row } from '../components/wiki-rows.tsx';
import { WikiSearch } from '../components/wiki-search.tsx';
import { parseWikiRoute, wikiBase, wikiPlacePath } from '../paths.ts';

const PageEditor = lazy(() => import('../components/page-editor.tsx'));
const RevisionsDialog = lazy(() => import('../components/revisions-dialog.tsx'));
const structure = () => import('../components/structure-dialogs.tsx');
const NewEntryDialog = lazy(() => structure().then((m) => ({ default: m.NewEntryDialog })));
const UploadDialog = lazy(() => structure().then((m) => ({ default: m.UploadDialog })));
const BinDialog = lazy(() => structure().then((m) => ({ default: m.BinDialog })));
const DeletePageDialog = lazy(() => structure().then((m) => ({ default: m.DeletePageDialog })));
const DeleteEntryDialog = lazy(() => structure().then((m) => ({ default: m.DeleteEntryDialog })));
const MoveDialog = lazy(() => import('../components/move-dialog.tsx'));
const EditorsDialog = lazy(() => import('../components/editors-dialog.tsx'));

const dateTime = new Intl.DateTimeFormat('de-DE', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Berlin',
});
const bytes = (size: number) =>
  size >= 1024 * 1024
    ? `${(size / 1024 / 1024).toLocaleString('de-DE', { maximumFractionDigits: 1 })} MB`
    : `${Math.max(1, Math.round(size / 1024)).toLocaleString('de-DE')} KB`;

function Fallback() {
  return (
    <Card sx={{ p: 3, textAlign: 'center' }} role="alert">
      <Typography component="h1" variant="h6" sx={{ mb: 1 }}>
        {WIKI_MESSAGES.pageNotFoundTitle}
      </Typography>
      <Typography color="text.secondary">{WIKI_MESSAGES.pageNotFoundText}</Typography>
    </Card>
  );
}

/** 404/422 → the fallback, 403 → the area's message, otherwise retry. */
function QueryError({
  error,
  onRetry,
  isRetrying,
}: {
  error: Error;
  onRetry: () => void;
  isRetrying: boolean;
}) {
  if (isApiError(error, 404, 422)) return <Fallback />;
  if (isApiError(error, 403)) return <Alert severity="warning">{error.message}</Alert>;
  return (
    <LoadErrorAlert onRetry={onRetry} isRetrying={isRetrying}>
      {WIKI_MESSAGES.loadError}
    </LoadErrorAlert>
  );
}

function Crumbs({
  closedAreaId,
  crumbs,
  current,
}: {
  closedAreaId: number | null;
  crumbs: TWikiCrumb[];
  current?: string;
}) {
  const base = wikiBase(closedAreaId);
  const sub = crumbs.find((c) => c.kind === 'subCommunity');
  const category = crumbs.find((c) => c.kind === 'category');
  const to = (crumb: TWikiCrumb): string | null => {
    if (crumb.kind === 'wiki' || crumb.kind === 'subCommunity') return base;
    if (!sub || !category) return null;
    return wikiPlacePath(closedAreaId, {
      subCommunityId: sub.id,
      categoryId: category.id,
      folderId: crumb.kind === 'folder' ? crumb.id : null,
    });
  };
  return (
    <Breadcrumbs
      aria-label="Brotkrumen"
      sx={{ mb: 2 }}
      maxItems={5}
      itemsBeforeCollapse={1}
      itemsAfterCollapse={2}
    >
      {crumbs.map((crumb, i) => {
        const last = i === crumbs.length - 1 && !current;
        const href = to(crumb);
        return last || !href ? (
          <Typography
            key={`${crumb.kind}-${crumb.id}`}
            color="text.primary"
            aria-current={last ? 'page' : undefined}
          >
            {crumb.title}
          </Typography>
        ) : (
          <MuiLink
            key={`${crumb.kind}-${crumb.id}`}
            component={Link}
            to={href}
            underline="hover"
            color="inherit"
          >
            {crumb.title}
          </MuiLink>
        );
      })}
      {current && (
        <Typography color="text.primary" aria-current="page">
          {current}
        </Typography>
      )}
    </Breadcrumbs>
  );
}

function fileIcon(mimeType: string) {
  if (mimeType === 'application/pdf') return <PictureAsPdfRounded fontSize="inherit" />;
  if (mimeType.startsWith('video/')) return <MovieRounded fontSize="inherit" />;
  return <InsertDriveFileRounded fontSize="inherit" />;
}

const fileKind = (mimeType: string) =>
  mimeType === 'application/pdf' ? 'PDF' : mimeType.startsWith('video/') ? 'Video' : 'Datei';

function Overview({ closedAreaId }: { closedAreaId: number | null }) {
  const overview = useWikiOverviewQuery(closedAreaId);
  const base = wikiBase(closedAreaId);
  const [newCategoryIn, setNewCategoryIn] = useState<number | null>(null);
  const [binOpen, setBinOpen] = useState(false);
  const [editorsOpen, setEditorsOpen] = useState(false);
  const { data: user } = useCurrentUserQuery();
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Typography component="h1" variant="h5" sx={{ flex: 1 }}>
          Wiki
        </Typography>
        {closedAreaId !== null && user?.isAdmin && (
          <Button variant="outlined" startIcon={<GroupRounded />} onClick={() => setEditorsOpen(true)}>
            Redaktion
          </Button>
        )}
        {overview.data?.canEdit && (
          <Button variant="outlined" onClick={() => setBinOpen(true)}>
            Papierkorb
          </Button>
        )}
      </Box>
      {overview.isError ? (
        <QueryError
          error={overview.error}
          onRetry={() => void overview.refetch()}
          isRetrying={overview.isFetching}
        />
      ) : (
        <WikiSearch closedAreaId={closedAreaId}>
          {overview.isPending && <ListSkeleton label="Wiki wird geladen" />}
          {overview.isSuccess && overview.data.subCommunities.length === 0 && (
            <Card sx={{ p: 3, textAlign: 'center' }}>
              <Typography color="text.secondary">{WIKI_MESSAGES.empty}</Typography>
            </Card>
          )}
          {overview.data?.subCommunities.map((sub) => (
            <Box component="section" key={sub.id} aria-labelledby={`wiki-sub-${sub.id}`} sx={{ mb: 3 }}>
              <Typography id={`wiki-sub-${sub.id}`} component="h2" variant="h6" sx={{ mb: 0.5 }}>
                {sub.title}
              </Typography>
              {sub.description && (
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                  {sub.description}
                </Typography>
              )}
              <Box
                component="ul"
                sx={{
                  display: 'grid',
                  gap: 1.5,
                  p: 0,
                  m: 0,
                  gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
                }}
              >
                {sub.categories.map((category) => (
                  <Row
                    key={category.id}
                    to={`${base}/${sub.id}/${category.id}`}
                    icon={<FolderRounded fontSize="inherit" />}
                    title={category.title}
                    subtitle={category.description}
                  />
                ))}
              </Box>
              {overview.data.canEdit && (
                <Button startIcon={<AddRounded />} sx={{ mt: 1 }} onClick={() => setNewCategoryIn(sub.id)}>
                  Kategorie erstellen
                </Button>
              )}
            </Box>
          ))}
        </WikiSearch>
      )}
      <Suspense fallback={null}>
        {newCategoryIn !== null && (
          <NewEntryDialog
            kind="category"
            onSubmit={(title, description) =>
              wikiRequests.createCategory({ subCommunityId: newCategoryIn, title, description })
            }
            onClose={() => setNewCategoryIn(null)}
          />
        )}
        {binOpen && <BinDialog closedAreaId={closedAreaId} onClose={() => setBinOpen(false)} />}
        {editorsOpen && closedAreaId !== null && (
          <EditorsDialog closedAreaId={closedAreaId} onClose={() => setEditorsOpen(false)} />
        )}
      </Suspense>
    </>
  );
}

/** The folder above the listed one (its crumbs end with the folder itself), or null at the top. */
function parentFolderId(crumbs: TWikiCrumb[]): number | null {
  return [...crumbs].reverse().find((c, i) => i > 0 && c.kind === 'folder')?.id ?? null;
}

function Listing(props: {
  closedAreaId: number | null;
  categoryId: number;
  folderId: number | null;
  subCommunityId: number;
}) {
  const { closedAreaId, categoryId, folderId, subCommunityId } = props;
  const [searchParams, setSearchParams] = useSearchParams();
  const appType = searchParams.get('appType') ?? '';
  const filter = (APP_TYPES as readonly string[]).includes(appType) ? `appType=${appType}` : '';
  const listing = useWikiListingQuery(categoryId, folderId, filter);
  const [creating, setCreating] = useState(false);
  const [dialog, setDialog] = useState<'folder' | 'upload' | 'rename' | 'delete' | 'move' | null>(null);
  const navigate = useNavigate();
  const first = listing.data?.pages[0]?.data as TWikiListing | undefined;
  const pages = listing.data?.pages.flatMap((p) => p.data.pages?.items ?? []) ?? [];
  const place = { subCommunityId, categoryId, folderId };
  const base = wikiPlacePath(closedAreaId, place);
  if (listing.isPending) return <ListSkeleton label="Einträge werden geladen" />;
  if (listing.isError)
    return (
      <QueryError
        error={listing.error}
        onRetry={() => void listing.refetch()}
        isRetrying={listing.isFetching}
      />
    );
  if (!first) return <Fallback />;
  const title = first.folder?.title ?? first.category.title;
  const description = first.folder ? first.folder.description : first.category.description;
  const hasApps = first.pages.items.some((p) => p.contentType === 'app') || filter !== '';
  const empty = !first.folders.items.length && !pages.length && !first.files.items.length;
  return (
    <>
      <Crumbs closedAreaId={closedAreaId} crumbs={first.breadcrumbs} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <Typography component="h1" variant="h5" sx={{ flex: 1 }}>
          {title}
        </Typography>
        {first.canEdit && (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="outlined" onClick={() => setDialog('rename')}>
              {first.folder ? 'Ordner bearbeiten' : 'Kategorie bearbeiten'}
            </Button>
            {first.folder && (
              <Button
                variant="outlined"
                startIcon={<DriveFileMoveRounded />}
                onClick={() => setDialog('move')}
              >
                Verschieben
              </Button>
            )}
            <Button variant="outlined" color="error" onClick={() => setDialog('delete')}>
              {first.folder ? 'Ordner löschen' : 'Kategorie löschen'}
            </Button>
            <Button variant="outlined" onClick={() => setDialog('folder')}>
              Ordner erstellen
            </Button>
            <Button variant="outlined" onClick={() => setDialog('upload')}>
              Datei hochladen
            </Button>
            <Button variant="contained" startIcon={<AddRounded />} onClick={() => setCreating(true)}>
              Seite erstellen
            </Button>
          </Box>
        )}
      </Box>
      {description && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {description}
        </Typography>
      )}
      <WikiSearch closedAreaId={closedAreaId}>
        {hasApps && (
          <Box
            sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}
            role="group"
            aria-label="Apps filtern"
          >
            <Chip label="Alle" color={filter ? 'default' : 'primary'} onClick={() => setSearchParams({})} />
            {APP_TYPES.map((type) => (
              <Chip
                key={type}
                label={APP_TYPE_LABELS[type]}
                color={appType === type ? 'primary' : 'default'}
                onClick={() => setSearchParams({ appType: type })}
              />
            ))}
          </Box>
        )}
        {empty && (
          <Card sx={{ p: 3, textAlign: 'center' }}>
            <Typography color="text.secondary">{WIKI_MESSAGES.empty}</Typography>
          </Card>
        )}
        <Box component="ul" aria-label={`Inhalt von ${title}`} sx={{ display: 'grid', gap: 1.5, p: 0, m: 0 }}>
          {first.folders.items.map((folder) => (
            <Row
              key={`f${folder.id}`}
              to={wikiPlacePath(closedAreaId, { ...place, folderId: folder.id })}
              icon={<FolderRounded fontSize="inherit" />}
              title={folder.title}
              subtitle={folder.description ?? 'Ordner'}
            />
          ))}
          {pages.map((page) => (
            <Row
              key={`p${page.id}`}
              to={`${base}/pages/${page.id}`}
              icon={CONTENT_ICONS[page.contentType]}
              title={page.title}
              subtitle={page.description}
              aside={
                page.previewImage ? (
                  <Box
                    component="img"
                    src={page.previewImage.url}
                    alt=""
                    sx={{ width: 64, height: 48, objectFit: 'cover', borderRadius: 1 }}
                  />
                ) : undefined
              }
            />
          ))}
          {first.files.items.map((file) => (
            <Row
              key={`d${file.id}`}
              to={`${base}/files/${file.id}`}
              icon={fileIcon(file.mimeType)}
              title={file.title}
              subtitle={`${fileKind(file.mimeType)} · ${bytes(file.size)}`}
            />
          ))}
        </Box>
        {listing.hasNextPage && (
          <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
            <Button onClick={() => void listing.fetchNextPage()} disabled={listing.isFetchingNextPage}>
              Weitere Seiten laden
            </Button>
          </Box>
        )}
      </WikiSearch>
      <Suspense fallback={null}>
        {dialog === 'folder' && (
          <NewEntryDialog
            kind="folder"
            onSubmit={(folderTitle, folderDescription) =>
              wikiRequests.createFolder({
                categoryId,
                parentId: folderId,
                title: folderTitle,
                description: folderDescription,
              })
            }
            onClose={() => setDialog(null)}
          />
        )}
        {dialog === 'rename' && (
          <NewEntryDialog
            kind={first.folder ? 'renameFolder' : 'renameCategory'}
            initial={{ title, description }}
            onSubmit={(newTitle, newDescription) =>
              first.folder
                ? wikiRequests.updateFolder(first.folder.id, {
                    parentId: parentFolderId(first.breadcrumbs),
                    title: newTitle,
                    description: newDescription,
                  })
                : wikiRequests.updateCategory(categoryId, { title: newTitle, description: newDescription })
            }
            onClose={() => setDialog(null)}
          />
        )}
        {dialog === 'delete' && (
          <DeleteEntryDialog
            heading={first.folder ? 'Ordner löschen?' : 'Kategorie löschen?'}
            onConfirm={() =>
              first.folder
                ? wikiRequests.deleteFolder(first.folder.id)
                : wikiRequests.deleteCategory(categoryId)
            }
            onDeleted={() => {
              void navigate(
                first.folder
                  ? wikiPlacePath(closedAreaId, {
                      subCommunityId,
                      categoryId,
                      folderId: parentFolderId(first.breadcrumbs),
                    })
                  : wikiBase(closedAreaId),
              );
            }}
            onClose={() => setDialog(null)}
          />
        )}
        {dialog === 'move' && first.folder && (
          <MoveDialog
            kind="folder"
            title={first.folder.title}
            closedAreaId={closedAreaId}
            categoryId={categoryId}
            folderId={parentFolderId(first.breadcrumbs)}
            movingFolderId={first.folder.id}
            subCommunityId={first.subCommunityId}
            onMove={(target) =>
              wikiRequests.updateFolder(first.folder!.id, {
                categoryId: target.categoryId,
                parentId: target.folderId,
                title: first.folder!.title,
                description: first.folder!.description,
              })
            }
            onMoved={(target) => {
              setDialog(null);
              // In another category the folder has a new address (its id stays).
              if (target.categoryId !== categoryId)
                void navigate(
                  wikiPlacePath(closedAreaId, {
                    subCommunityId,
                    categoryId: target.categoryId,
                    folderId: first.folder!.id,
                  }),
                );
            }}
            onClose={() => setDialog(null)}
          />
        )}
        {dialog === 'upload' && (
          <UploadDialog categoryId={categoryId} folderId={folderId} onClose={() => setDialog(null)} />
        )}
      </Suspense>
      {creating && (
        <Suspense fallback={null}>
          <PageEditor
            closedAreaId={closedAreaId}
            place={place}
            page={null}
            onClose={() => setCreating(false)}
          />
        </Suspense>
      )}
    </>
  );
}

function PageDetail({ closedAreaId, pageId }: { closedAreaId: number | null; pageId: number }) {
  const query = useWikiPageQuery(pageId);
  const [editing, setEditing] = useState(false);
  const [history, setHistory] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [moving, setMoving] = useState(false);
  const navigate = useNavigate();
  const save = useSaveWikiPageMutation(pageId);
  if (query.isPending)
    return (
      <Box role="status" aria-busy="true" aria-label="Seite wird geladen">
        <Skeleton width="40%" />
        <Skeleton variant="text" sx={{ fontSize: '2rem' }} width="70%" />
        <Skeleton variant="rounded" height={240} sx={{ mt: 2 }} />
      </Box>
    );
  if (query.isError)
    return (
      <QueryError error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
    );
  const page = query.data;
  if (page.closedAreaId !== closedAreaId) return <Fallback />;
  return (
    <Box component="article" aria-labelledby="wiki-page-title">
      <Crumbs closedAreaId={closedAreaId} crumbs={page.breadcrumbs} current={page.title} />
      {page.previewImage && (
        <Box
          component="img"
          src={page.previewImage.url}
          alt=""
          sx={{ width: '100%', maxHeight: 280, objectFit: 'cover', borderRadius: 2, mb: 2 }}
        />
      )}
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5, flexWrap: 'wrap' }}>
        {page.icon && (
          <Box aria-hidden sx={{ fontSize: 36, lineHeight: 1 }}>
            {page.icon}
          </Box>
        )}
        <Typography id="wiki-page-title" component="h1" variant="h5" sx={{ flex: 1, minWidth: 200 }}>
          {page.title}
        </Typography>
        {page.canEdit && (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="outlined" color="error" onClick={() => setDeleting(true)}>
              Löschen
            </Button>
            <Button variant="outlined" startIcon={<DriveFileMoveRounded />} onClick={() => setMoving(true)}>
              Verschieben
            </Button>
            <Button variant="outlined" onClick={() => setHistory(true)}>
              Versionen
            </Button>
            <Button variant="contained" startIcon={<EditRounded />} onClick={() => setEditing(true)}>
              Bearbeiten
            </Button>
          </Box>
        )}
      </Box>
      {page.description && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {page.description}
        </Typography>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 1 }}>
        {page.isHidden && <HiddenMark />}
        <Typography variant="caption" color="text.secondary" component="p" sx={{ flex: 1 }}>
          {WIKI_MESSAGES.lastUpdated} am {dateTime.format(page.updatedAt)}
        </Typography>
        {!page.canEdit && <ReportButton contentType="wiki_page" contentId={page.id} />}
      </Box>
      {page.content && (
        <Box
          className="wiki-content"
          sx={{
            mt: 2,
            overflowWrap: 'anywhere',
            '& img': { maxWidth: '100%', height: 'auto' },
            '& table': { borderCollapse: 'collapse', display: 'block', overflowX: 'auto' },
            '& td, & th': { border: 1, borderColor: 'divider', p: 1 },
            '& a': { color: 'primary.main' },
          }}
          // Sanitised on the server with an allow-list (domains/wiki/sanitize.ts).
          dangerouslySetInnerHTML={{ __html: page.content }}
        />
      )}
      <AttributeGroups groups={page.attributes} />
      {editing && (
        <Suspense fallback={null}>
          <PageEditor
            closedAreaId={closedAreaId}
            place={{
              subCommunityId: page.subCommunityId,
              categoryId: page.categoryId,
              folderId: page.folderId,
            }}
            page={page}
            onClose={() => setEditing(false)}
          />
        </Suspense>
      )}
      {deleting && (
        <Suspense fallback={null}>
          <DeletePageDialog
            pageId={page.id}
            title={page.title}
            onClose={() => setDeleting(false)}
            onDeleted={() =>
              void navigate(
                wikiPlacePath(closedAreaId, {
                  subCommunityId: page.subCommunityId,
                  categoryId: page.categoryId,
                  folderId: page.folderId,
                }),
              )
            }
          />
        </Suspense>
      )}
      {moving && (
        <Suspense fallback={null}>
          <MoveDialog
            kind="page"
            title={page.title}
            closedAreaId={closedAreaId}
            categoryId={page.categoryId}
            folderId={page.folderId}
            onMove={(target) =>
              // A move is a save with the new place (and keeps a revision like every save).
              save.mutateAsync({
                categoryId: target.categoryId,
                folderId: target.folderId,
                title: page.title,
                description: page.description,
                content: page.content,
                icon: page.icon,
                previewImageUrl: page.previewImage?.url ?? null,
                contentType: page.contentType,
                attributes: page.attributes,
              })
            }
            onMoved={() => setMoving(false)}
            onClose={() => setMoving(false)}
          />
        </Suspense>
      )}
      {history && (
        <Suspense fallback={null}>
          <RevisionsDialog pageId={page.id} onClose={() => setHistory(false)} />
        </Suspense>
      )}
    </Box>
  );
}

function FilePreview({ closedAreaId, fileId }: { closedAreaId: number | null; fileId: number }) {
  const query = useWikiFileQuery(fileId);
  const [deleting, setDeleting] = useState(false);
  const navigate = useNavigate();
  if (query.isPending)
    return (
      <Box role="status" aria-busy="true" aria-label="Datei wird geladen">
        <Skeleton width="40%" />
        <Skeleton variant="rounded" height={320} sx={{ mt: 2 }} />
      </Box>
    );
  if (query.isError)
    return (
      <QueryError error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
    );
  const file = query.data;
  if (file.closedAreaId !== closedAreaId) return <Fallback />;
  const canEdit = file.canEdit;
  const { mimeType, url } = file.file;
  return (
    <Box component="article" aria-labelledby="wiki-file-title">
      <Crumbs closedAreaId={closedAreaId} crumbs={file.breadcrumbs} current={file.title} />
      <Typography id="wiki-file-title" component="h1" variant="h5" sx={{ mb: 1 }}>
        {file.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {fileKind(mimeType)} · {bytes(file.size)}
      </Typography>
      {mimeType.startsWith('video/') ? (
        <Box
          component="video"
          controls
          preload="metadata"
          src={url}
          aria-label={file.title}
          sx={{ width: '100%', borderRadius: 2, bgcolor: 'common.black' }}
        />
      ) : mimeType === 'application/pdf' ? (
        <Box
          component="iframe"
          src={url}
          title={file.title}
          sx={{
            width: '100%',
            height: { xs: '70vh', md: '80vh' },
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
          }}
        />
      ) : null}
      <Box sx={{ mt: 2, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" href={url} download startIcon={<DescriptionRounded />}>
          Herunterladen
        </Button>
        {canEdit && (
          <Button
            variant="outlined"
            color="error"
            startIcon={<DeleteRounded />}
            onClick={() => setDeleting(true)}
          >
            Datei löschen
          </Button>
        )}
      </Box>
      {deleting && (
        <Suspense fallback={null}>
          <DeleteEntryDialog
            heading="Datei löschen?"
            text={`„${file.title}“ wird endgültig gelöscht und kann nicht wiederhergestellt werden.`}
            onConfirm={() => wikiRequests.deleteFile(file.id)}
            onDeleted={() =>
              void navigate(
                wikiPlacePath(closedAreaId, {
                  subCommunityId: file.subCommunityId,
                  categoryId: file.categoryId,
                  folderId: file.folderId,
                }),
                { replace: true },
              )
            }
            onClose={() => setDeleting(false)}
          />
        </Suspense>
      )}
    </Box>
  );
}

export function WikiPage() {
  const params = useParams();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const closedAreaId = params['id'] === undefined ? null : parseAreaId(params['id']);
  const base = wikiBase(closedAreaId);
  const rest = location.pathname.startsWith(base) ? location.pathname.slice(base.length) : '/x';
  const route =
    params['id'] !== undefined && closedAreaId === null
      ? { view: 'fallback' as const }
      : parseWikiRoute(rest, searchParams.get('page'));
  return (
    <MemberContent>
      {route.view === 'overview' && <Overview closedAreaId={closedAreaId} />}
      {route.view === 'listing' && (
        <Listing
          key={`${route.categoryId}-${route.folderId}`}
          closedAreaId={closedAreaId}
          categoryId={route.categoryId}
          folderId={route.folderId}
          subCommunityId={route.subCommunityId}
        />
      )}
      {route.view === 'page' && (
        <PageDetail key={route.pageId} closedAreaId={closedAreaId} pageId={route.pageId} />
      )}
      {route.view === 'file' && (
        <FilePreview key={route.fileId} closedAreaId={closedAreaId} fileId={route.fileId} />
      )}
      {route.view === 'fallback' && <Fallback />}
    </MemberContent>
  );
}
