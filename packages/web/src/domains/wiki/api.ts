/**
 * The wiki on the client (docs/wiki.md): query keys, the overview, listings, page and file, the
 * search inside a wiki, and the editors' saves and revisions. Every save refreshes the page, the
 * listings and the search's hits.
 */
import type {
  TWikiEditor,
  TWikiFile,
  TWikiFolderNode,
  TWikiListing,
  TWikiListPart,
  TWikiOverview,
  TWikiPage,
  TWikiPageInput,
  TWikiRevision,
  TWikiRevisionItem,
  TWikiSearchAnswer,
} from '@pflegepuls/shared/wiki';
import { SEARCH_MIN_CHARS } from '@pflegepuls/shared/search-messages';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest, getJson, isApiError, postJson } from '../../platform/http.ts';

export const wikiQueryKeys = {
  all: ['wiki'] as const,
  overview: (closedAreaId: number | null) => ['wiki', 'overview', closedAreaId] as const,
  listing: (categoryId: number, folderId: number | null, filter: string) =>
    ['wiki', 'listing', categoryId, folderId, filter] as const,
  page: (pageId: number) => ['wiki', 'page', pageId] as const,
  file: (fileId: number) => ['wiki', 'file', fileId] as const,
  revisions: (pageId: number) => ['wiki', 'revisions', pageId] as const,
  revision: (pageId: number, revisionId: number) => ['wiki', 'revision', pageId, revisionId] as const,
  folders: (categoryId: number) => ['wiki', 'folders', categoryId] as const,
  editors: (closedAreaId: number) => ['wiki', 'editors', closedAreaId] as const,
  search: (closedAreaId: number | null, q: string) => ['wiki', 'search', closedAreaId, q] as const,
};

const retry = (count: number, error: Error) => !isApiError(error, 401, 403, 404, 422) && count < 2;

export function useWikiOverviewQuery(closedAreaId: number | null) {
  return useQuery({
    queryKey: wikiQueryKeys.overview(closedAreaId),
    queryFn: ({ signal }) =>
      getJson<{ data: TWikiOverview }>(
        closedAreaId ? `/api/wiki?closedAreaId=${closedAreaId}` : '/api/wiki',
        {
          signal,
        },
      ),
    select: (answer) => answer.data,
    retry,
  });
}

/** A category's or folder's listing; further pages of pages come with `kind=pages` (keyset). */
export function useWikiListingQuery(categoryId: number, folderId: number | null, filter: string) {
  return useInfiniteQuery({
    queryKey: wikiQueryKeys.listing(categoryId, folderId, filter),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams(filter);
      if (folderId !== null) query.set('folderId', String(folderId));
      if (pageParam) {
        query.set('kind', 'pages');
        query.set('cursor', pageParam);
      }
      return getJson<{ data: TWikiListing | TWikiListPart }>(
        `/api/wiki/categories/${categoryId}/contents?${query.toString()}`,
        { signal },
      );
    },
    getNextPageParam: (last) => last.data.pages?.nextCursor ?? null,
    retry,
  });
}

/**
 * The search inside one wiki (null = the community's): its best pages for `query`; idle below the
 * search bar's minimum length. The previous hits stay while the next ones load.
 */
export function useWikiSearchQuery(closedAreaId: number | null, query: string) {
  const q = query.trim();
  return useQuery({
    queryKey: wikiQueryKeys.search(closedAreaId, q),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ q });
      if (closedAreaId !== null) params.set('closedAreaId', String(closedAreaId));
      return getJson<TWikiSearchAnswer>(`/api/wiki/search?${params.toString()}`, { signal });
    },
    select: (answer) => answer.results,
    enabled: q.length >= SEARCH_MIN_CHARS,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    retry,
  });
}

export function useWikiPageQuery(pageId: number | null) {
  return useQuery({
    queryKey: wikiQueryKeys.page(pageId ?? 0),
    queryFn: ({ signal }) => getJson<{ page: TWikiPage }>(`/api/wiki/pages/${pageId}`, { signal }),
    select: (answer) => answer.page,
    enabled: pageId !== null,
    retry,
  });
}

export function useWikiFileQuery(fileId: number | null) {
  return useQuery({
    queryKey: wikiQueryKeys.file(fileId ?? 0),
    queryFn: ({ signal }) => getJson<{ file: TWikiFile }>(`/api/wiki/files/${fileId}`, { signal }),
    select: (answer) => answer.file,
    enabled: fileId !== null,
    retry,
  });
}

export function useWikiRevisionsQuery(pageId: number, enabled: boolean) {
  return useQuery({
    queryKey: wikiQueryKeys.revisions(pageId),
    queryFn: ({ signal }) =>
      getJson<{ data: TWikiRevisionItem[] }>(`/api/wiki/pages/${pageId}/revisions`, { signal }),
    select: (answer) => answer.data,
    enabled,
    retry,
  });
}

export function useWikiRevisionQuery(pageId: number, revisionId: number | null) {
  return useQuery({
    queryKey: wikiQueryKeys.revision(pageId, revisionId ?? 0),
    queryFn: ({ signal }) =>
      getJson<{ revision: TWikiRevision }>(`/api/wiki/pages/${pageId}/revisions/${revisionId}`, { signal }),
    select: (answer) => answer.revision,
    enabled: revisionId !== null,
    retry,
  });
}

/** Create (no id) or save a page; the answer is the stored page. */
export function useSaveWikiPageMutation(pageId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TWikiPageInput) =>
      pageId === null
        ? postJson<{ page: TWikiPage }>('/api/wiki/pages', input)
        : apiRequest<{ page: TWikiPage }>(`/api/wiki/pages/${pageId}`, { method: 'PUT', body: input }),
    onSuccess: ({ page }) => {
      queryClient.setQueryData(wikiQueryKeys.page(page.id), { page });
      void queryClient.invalidateQueries({ queryKey: ['wiki', 'listing'] });
      void queryClient.invalidateQueries({ queryKey: ['wiki', 'search'] });
      void queryClient.invalidateQueries({ queryKey: wikiQueryKeys.revisions(page.id) });
    },
  });
}

export function useRestoreWikiRevisionMutation(pageId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (revisionId: number) =>
      postJson<{ page: TWikiPage }>(`/api/wiki/pages/${pageId}/revisions/${revisionId}/restore`),
    onSuccess: ({ page }) => {
      queryClient.setQueryData(wikiQueryKeys.page(page.id), { page });
      void queryClient.invalidateQueries({ queryKey: wikiQueryKeys.revisions(page.id) });
      void queryClient.invalidateQueries({ queryKey: ['wiki', 'listing'] });
      void queryClient.invalidateQueries({ queryKey: ['wiki', 'search'] });
    },
  });
}

export type TWikiBinItem = { id: number; title: string; deletedAt: number };

export function useWikiBinQuery(closedAreaId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: ['wiki', 'bin', closedAreaId] as const,
    queryFn: ({ signal }) =>
      getJson<{ data: TWikiBinItem[] }>(
        closedAreaId ? `/api/wiki/bin?closedAreaId=${closedAreaId}` : '/api/wiki/bin',
        {
          signal,
        },
      ),
    select: (answer) => answer.data,
    enabled,
    retry,
  });
}

/** All folders of a category, flat, for the move dialogs. */
export function useWikiFolderTreeQuery(categoryId: number | null) {
  return useQuery({
    queryKey: wikiQueryKeys.folders(categoryId ?? 0),
    queryFn: ({ signal }) =>
      getJson<{ data: TWikiFolderNode[] }>(`/api/wiki/categories/${categoryId}/folders`, { signal }),
    select: (answer) => answer.data,
    enabled: categoryId !== null,
    retry,
  });
}

/** Admins: the named editors of an area's wiki, or (with `q`) its members who could become one. */
export function useWikiEditorsQuery(closedAreaId: number, q: string | null) {
  return useQuery({
    // The list and each search have their own key (an empty search must never stand for the list).
    queryKey: [...wikiQueryKeys.editors(closedAreaId), q === null ? 'list' : `search:${q}`] as const,
    queryFn: ({ signal }) =>
      getJson<{ data: TWikiEditor[] }>(
        `/api/wiki/editors?closedAreaId=${closedAreaId}${q === null ? '' : `&q=${encodeURIComponent(q)}`}`,
        { signal },
      ),
    select: (answer) => answer.data,
    enabled: q === null || q.trim().length >= 2,
    retry,
  });
}

export function useSetWikiEditorMutation(closedAreaId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { userId: number; editor: boolean }) =>
      apiRequest<{ success: true }>('/api/wiki/editors', {
        method: 'PUT',
        body: { closedAreaId, ...input },
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: wikiQueryKeys.editors(closedAreaId) });
      void queryClient.invalidateQueries({ queryKey: ['wiki', 'overview'] });
    },
  });
}

/** The editors' structure changes: every one refreshes the wiki's lists. */
export function useWikiWriteMutation<TInput>(request: (input: TInput) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['wiki', 'listing'] });
      void queryClient.invalidateQueries({ queryKey: ['wiki', 'overview'] });
      void queryClient.invalidateQueries({ queryKey: ['wiki', 'bin'] });
      void queryClient.invalidateQueries({ queryKey: ['wiki', 'folders'] });
      void queryClient.invalidateQueries({ queryKey: ['wiki', 'search'] });
    },
  });
}

export const wikiRequests = {
  createFolder: (input: {
    categoryId: number;
    parentId: number | null;
    title: string;
    description: string | null;
  }) => postJson<{ folder: { id: number } }>('/api/wiki/folders', input),
  createCategory: (input: { subCommunityId: number; title: string; description: string | null }) =>
    postJson<{ category: { id: number } }>('/api/wiki/categories', input),
  updateFolder: (
    folderId: number,
    input: { categoryId?: number; parentId: number | null; title: string; description: string | null },
  ) =>
    apiRequest<{ folder: { id: number } }>(`/api/wiki/folders/${folderId}`, { method: 'PUT', body: input }),
  deleteFolder: (folderId: number) =>
    apiRequest<{ success: true }>(`/api/wiki/folders/${folderId}`, { method: 'DELETE' }),
  updateCategory: (categoryId: number, input: { title: string; description: string | null }) =>
    apiRequest<{ category: { id: number } }>(`/api/wiki/categories/${categoryId}`, {
      method: 'PUT',
      body: input,
    }),
  deleteCategory: (categoryId: number) =>
    apiRequest<{ success: true }>(`/api/wiki/categories/${categoryId}`, { method: 'DELETE' }),
  uploadFile: (form: FormData) => postJson<{ file: TWikiFile }>('/api/wiki/files', form),
  deleteFile: (fileId: number) =>
    apiRequest<{ success: true }>(`/api/wiki/files/${fileId}`, { method: 'DELETE' }),
  uploadPreviewImage: (form: FormData) => postJson<{ url: string }>('/api/wiki/preview-images', form),
  deletePage: (pageId: number) =>
    apiRequest<{ success: true }>(`/api/wiki/pages/${pageId}`, { method: 'DELETE' }),
  restorePage: (pageId: number) => postJson<{ page: TWikiPage }>(`/api/wiki/bin/${pageId}/restore`),
};
