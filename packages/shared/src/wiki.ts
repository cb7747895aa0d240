/**
 * Wiki (000 §2, §3, §7, §8; issue 20; docs/wiki.md): sub-communities → categories → nested folders →
 * pages and files, the typed attribute groups of a page, and every German text of the domain.
 */
import { z } from './zod.ts';
import { ZSearchText } from './search.ts';

export const WIKI_MESSAGES = {
  // 000 §8
  pageNotFoundTitle: 'Seite nicht gefunden',
  pageNotFoundText: 'Die angeforderte Wiki-Seite konnte nicht geladen werden.',
  notFound: 'Diesen Wiki-Eintrag gibt es nicht (mehr).',
  notEditor: 'Nur die Redaktion dieses Wikis darf hier etwas ändern.',
  invalidId: 'Ungültige ID.',
  queryInvalid: 'Ungültige Anfrage.',
  titleRequired: 'Bitte gib einen Titel ein.',
  titleTooLong: 'Der Titel darf höchstens 150 Zeichen lang sein.',
  descriptionTooLong: 'Die Beschreibung darf höchstens 500 Zeichen lang sein.',
  contentTooLong: 'Der Inhalt ist zu lang (höchstens 200.000 Zeichen).',
  urlInvalid: 'Bitte gib einen Link mit https:// oder http:// an.',
  isbnInvalid: 'Bitte gib eine gültige ISBN-13 an (13 Ziffern, Prüfziffer stimmt).',
  numberInvalid: 'Bitte gib eine ganze Zahl ab 0 an.',
  priceInvalid: 'Bitte gib einen Preis zwischen 0 und 10.000 € an.',
  yearInvalid: 'Bitte gib ein Jahr zwischen 1800 und 2100 an.',
  textTooLong: 'Der Text darf höchstens 2.000 Zeichen lang sein.',
  groupsTooMany: 'Eine Seite kann höchstens 12 Attributgruppen haben.',
  groupDuplicate: 'Jede Attributgruppe darf nur einmal vorkommen.',
  folderNotInCategory: 'Dieser Ordner gehört nicht zu dieser Kategorie.',
  revisionNotFound: 'Diese Version gibt es nicht.',
  lastUpdated: 'zuletzt aktualisiert',
  empty: 'Hier gibt es noch keine Einträge.',
  loadError: 'Das Wiki konnte nicht geladen werden. Bitte versuche es noch einmal.',
  saved: 'Seite gespeichert',
  restored: 'Version wiederhergestellt',
  deleted: 'Seite in den Papierkorb verschoben',
  notEmpty: 'Nur leere Ordner und Kategorien können gelöscht werden.',
  folderCycle: 'Ein Ordner kann nicht in sich selbst oder einen seiner Unterordner verschoben werden.',
  folderOtherSubCommunity: 'Ein Ordner kann nur in eine Kategorie desselben Wiki-Bereichs verschoben werden.',
  subCommunityNotFound: 'Diesen Bereich des Wikis gibt es nicht.',
  userNotFound: 'Dieses Mitglied gibt es nicht.',
  previewImageInvalid: 'Bitte gib einen Link mit https:// an oder lade ein Bild hoch.',
  editorNotMember: 'Nur Mitglieder dieses Bereichs können die Redaktion übernehmen.',
  editorSearchTooShort: 'Bitte gib mindestens 2 Zeichen ein.',
  // The search inside one wiki (GET /api/wiki/search).
  searchLabel: 'Im Wiki suchen',
  searchClear: 'Suche leeren',
  searchRunning: 'Suche läuft …',
  searchEmpty: 'Keine Wiki-Seite gefunden. Versuch es mit einem anderen Wort.',
  searchFailed: 'Die Suche im Wiki ist gerade nicht möglich. Bitte versuche es erneut.',
  searchFound: (count: number) => (count === 1 ? '1 Wiki-Seite gefunden' : `${count} Wiki-Seiten gefunden`),
} as const;

export const WIKI_TITLE_MAX = 150;
export const WIKI_DESCRIPTION_MAX = 500;
export const WIKI_CONTENT_MAX = 200_000;
export const WIKI_TEXT_MAX = 2_000;
export const WIKI_GROUPS_MAX = 12;
/** Pages per listing request (keyset by title, id); folders and files use the same page size. */
export const WIKI_LIST_LIMIT = 50;
/** Deleted pages stay in the bin this long before they are removed for good. */
export const WIKI_BIN_DAYS = 30;
/** Uploads of wiki files: MP4/WebM videos and PDFs, checked by content. */
export const WIKI_FILE_MAX_BYTES = 100 * 1024 * 1024;
export const WIKI_FILE_TYPES = ['video/mp4', 'video/webm', 'application/pdf'] as const;
/** Hits of the search inside one wiki (one list, ranked). */
export const WIKI_SEARCH_LIMIT = 20;

/**
 * The web address that opens a page: the wiki's base and `?page=` (000 §2), the form the search bar
 * and the wiki's own search both answer.
 */
export function wikiPageUrl(productSlug: string, closedAreaId: number | null, pageId: number): string {
  return closedAreaId === null
    ? `/${productSlug}-wiki?page=${pageId}`
    : `/closed_area/${closedAreaId}/wiki?page=${pageId}`;
}

const ZId = z.coerce
  .number({ error: WIKI_MESSAGES.invalidId })
  .int({ error: WIKI_MESSAGES.invalidId })
  .min(1, { error: WIKI_MESSAGES.invalidId })
  .max(Number.MAX_SAFE_INTEGER, { error: WIKI_MESSAGES.invalidId });

const ZText = z.string().trim().max(WIKI_TEXT_MAX, { error: WIKI_MESSAGES.textTooLong });
const ZLink = z
  .string()
  .trim()
  .max(2_000, { error: WIKI_MESSAGES.urlInvalid })
  .regex(/^https?:\/\/[^\s<>"']+$/i, { error: WIKI_MESSAGES.urlInvalid })
  .refine(
    (value) => {
      try {
        return ['http:', 'https:'].includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { error: WIKI_MESSAGES.urlInvalid },
  );
const ZOptionalLink = ZLink.nullable().default(null);
const ZCount = z
  .number({ error: WIKI_MESSAGES.numberInvalid })
  .int({ error: WIKI_MESSAGES.numberInvalid })
  .min(0, { error: WIKI_MESSAGES.numberInvalid })
  .max(1_000_000_000, { error: WIKI_MESSAGES.numberInvalid });

/** ISBN-13: 13 digits (hyphens and spaces allowed), weights 1,3,1,3,…; the sum is a multiple of 10. */
export function isValidIsbn13(value: string): boolean {
  const digits = value.replace(/[\s-]/g, '');
  if (!/^97[89]\d{10}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 13; i++) sum += Number(digits[i]) * (i % 2 === 0 ? 1 : 3);
  return sum % 10 === 0;
}

export const APP_TYPES = ['kostenlos', 'kostenpflichtig', 'freemium'] as const;
export const APP_TYPE_LABELS: Record<(typeof APP_TYPES)[number], string> = {
  kostenlos: 'Kostenlos',
  kostenpflichtig: 'Kostenpflichtig',
  freemium: 'Kostenlos mit Zusatzkäufen',
};

/** The attribute groups of 000 §3, each a typed object with the spec's field names. */
export const ZWikiAttributeGroup = z.discriminatedUnion('group', [
  z.object({
    group: z.literal('youtube_channel'),
    subscribers: ZCount,
    videos: ZCount,
    channel_link: ZLink,
  }),
  z.object({
    group: z.literal('app_info'),
    type: z.enum(APP_TYPES, { error: WIKI_MESSAGES.queryInvalid }),
    /** Euro; 0 = free. */
    price: z
      .number({ error: WIKI_MESSAGES.priceInvalid })
      .min(0, { error: WIKI_MESSAGES.priceInvalid })
      .max(10_000, { error: WIKI_MESSAGES.priceInvalid }),
    playstore_link: ZOptionalLink,
    appstore_link: ZOptionalLink,
    slogan: ZText.default(''),
  }),
  z.object({
    group: z.literal('book_info'),
    isbn13_kopieren: z
      .string()
      .trim()
      .refine(isValidIsbn13, { error: WIKI_MESSAGES.isbnInvalid })
      .transform((v) => v.replace(/[\s-]/g, '')),
    publisher: ZText,
    authors: ZText,
    year: z
      .number({ error: WIKI_MESSAGES.yearInvalid })
      .int({ error: WIKI_MESSAGES.yearInvalid })
      .min(1800, { error: WIKI_MESSAGES.yearInvalid })
      .max(2100, { error: WIKI_MESSAGES.yearInvalid }),
    amazon_link: ZOptionalLink,
  }),
  z.object({
    group: z.literal('course_info'),
    requirements: ZText.default(''),
    duration: ZText.default(''),
    costs: ZText.default(''),
    job_title: ZText.default(''),
    learning_content: ZText.default(''),
    content: ZText.default(''),
    salary: ZText.default(''),
    career_path: ZText.default(''),
    testimonials: ZText.default(''),
    local_options: ZText.default(''),
  }),
  z.object({
    group: z.literal('podcast_info'),
    episodes: ZCount,
    spotify_link: ZOptionalLink,
    amazon_link: ZOptionalLink,
    apple_link: ZOptionalLink,
  }),
  z.object({
    group: z.literal('podcast_links'),
    spotify_link: ZOptionalLink,
    amazon_link: ZOptionalLink,
    apple_link: ZOptionalLink,
  }),
  z.object({
    group: z.literal('external_links'),
    links: z
      .array(z.object({ label: ZText.min(1, { error: WIKI_MESSAGES.titleRequired }), url: ZLink }))
      .max(20),
  }),
  z.object({
    group: z.literal('product_links'),
    browser_link: ZOptionalLink,
    shop_link: ZOptionalLink,
    shop: ZText.default(''),
  }),
  z.object({
    group: z.literal('general_info'),
    text: ZText,
  }),
]);
export type TWikiAttributeGroup = z.infer<typeof ZWikiAttributeGroup>;
export type TWikiAttributeType = TWikiAttributeGroup['group'];

export const WIKI_GROUP_LABELS: Record<TWikiAttributeType, string> = {
  youtube_channel: 'YouTube-Kanal',
  app_info: 'App',
  book_info: 'Buch',
  course_info: 'Ausbildung und Kurs',
  podcast_info: 'Podcast',
  podcast_links: 'Podcast hören',
  external_links: 'Weiterführende Links',
  product_links: 'Produkt',
  general_info: 'Allgemeine Infos',
};

export const ZWikiAttributes = z
  .array(ZWikiAttributeGroup)
  .max(WIKI_GROUPS_MAX, { error: WIKI_MESSAGES.groupsTooMany })
  .refine((groups) => new Set(groups.map((g) => g.group)).size === groups.length, {
    error: WIKI_MESSAGES.groupDuplicate,
  });

export const WIKI_CONTENT_TYPES = [
  'article',
  'course',
  'book',
  'app',
  'podcast',
  'video',
  'product',
] as const;
export type TWikiContentType = (typeof WIKI_CONTENT_TYPES)[number];

const ZTitle = z
  .string({ error: WIKI_MESSAGES.titleRequired })
  .trim()
  .min(1, { error: WIKI_MESSAGES.titleRequired })
  .max(WIKI_TITLE_MAX, { error: WIKI_MESSAGES.titleTooLong });
const ZDescription = z
  .string()
  .trim()
  .max(WIKI_DESCRIPTION_MAX, { error: WIKI_MESSAGES.descriptionTooLong })
  .nullable()
  .default(null);

/**
 * A page's preview image: a web link, or a picture uploaded through `POST /api/wiki/preview-images`
 * (public for the community wiki, the area's private uploads for an area's wiki).
 */
export const WIKI_PREVIEW_UPLOAD_PATH =
  /^\/uploads\/(?:private\/areas\/\d{1,12}\/)?posts\/[0-9a-f]{32}\.webp$/;
const ZPreviewImageUrl = z.union([z.string().trim().regex(WIKI_PREVIEW_UPLOAD_PATH), ZLink], {
  error: WIKI_MESSAGES.previewImageInvalid,
});

/** Create or save a page; the server sanitises `content` and keeps a revision of every save. */
export const ZWikiPageInput = z.object({
  categoryId: ZId,
  folderId: ZId.nullable().default(null),
  title: ZTitle,
  description: ZDescription,
  content: z.string().max(WIKI_CONTENT_MAX, { error: WIKI_MESSAGES.contentTooLong }).default(''),
  icon: z.string().trim().max(8, { error: WIKI_MESSAGES.queryInvalid }).nullable().default(null),
  previewImageUrl: ZPreviewImageUrl.nullable().default(null),
  contentType: z.enum(WIKI_CONTENT_TYPES, { error: WIKI_MESSAGES.queryInvalid }).default('article'),
  attributes: ZWikiAttributes.default([]),
});
export type TWikiPageInput = z.input<typeof ZWikiPageInput>;

export const ZWikiPageParams = z.object({ pageId: ZId });
export const ZWikiFileParams = z.object({ fileId: ZId });
export const ZWikiCategoryParams = z.object({ categoryId: ZId });
export const ZWikiRevisionParams = z.object({ pageId: ZId, revisionId: ZId });
export const ZWikiAreaQuery = z.object({ closedAreaId: ZId.optional() });
export const ZWikiDocumentedPageParams = z.object({
  subCommunityId: ZId,
  categoryId: ZId,
  folderId: ZId.optional(),
  pageId: ZId,
});
export const ZWikiDocumentedFileParams = z.object({
  subCommunityId: ZId,
  categoryId: ZId,
  folderId: ZId.optional(),
  fileId: ZId,
});
export const ZWikiListQuery = z.object({
  folderId: ZId.optional(),
  kind: z.enum(['folders', 'pages', 'files'], { error: WIKI_MESSAGES.queryInvalid }).optional(),
  cursor: z
    .string()
    .max(400, { error: WIKI_MESSAGES.queryInvalid })
    .regex(/^\d{1,15}:[\s\S]*$/, { error: WIKI_MESSAGES.queryInvalid })
    .optional(),
  /** Typed attribute filters: apps by free/paid, pages by their content type. */
  appType: z.enum(APP_TYPES, { error: WIKI_MESSAGES.queryInvalid }).optional(),
  contentType: z.enum(WIKI_CONTENT_TYPES, { error: WIKI_MESSAGES.queryInvalid }).optional(),
});

/**
 * `GET /api/wiki/search?q=&closedAreaId=`: the search inside one wiki (no `closedAreaId` = the
 * community's). `q` follows the search bar's rules and messages (`ZSearchQuery`).
 */
export const ZWikiSearchQuery = z.object({
  q: ZSearchText,
  closedAreaId: ZId.optional(),
});
export type TWikiSearchQuery = z.infer<typeof ZWikiSearchQuery>;

/** One hit: what a result row shows, and `url` to open the page (`wikiPageUrl`). */
export const ZWikiSearchResult = z.object({
  id: z.number(),
  title: z.string(),
  /** Shortened to one line like the search bar's subtitle. */
  description: z.string().nullable(),
  icon: z.string().nullable(),
  contentType: z.enum(WIKI_CONTENT_TYPES),
  categoryId: z.number(),
  folderId: z.number().nullable(),
  updatedAt: z.number(),
  url: z.string(),
});
export type TWikiSearchResult = z.infer<typeof ZWikiSearchResult>;
/** At most `WIKI_SEARCH_LIMIT` hits, best first. */
export const ZWikiSearchAnswer = z.object({ results: z.array(ZWikiSearchResult) });
export type TWikiSearchAnswer = z.infer<typeof ZWikiSearchAnswer>;

export const ZWikiCrumb = z.object({
  kind: z.enum(['wiki', 'subCommunity', 'category', 'folder']),
  id: z.number(),
  title: z.string(),
});
export type TWikiCrumb = z.infer<typeof ZWikiCrumb>;

/** A page as 000 §3 names its fields, plus where it sits. */
export const ZWikiPage = z.object({
  id: z.number(),
  closedAreaId: z.number().nullable(),
  subCommunityId: z.number(),
  categoryId: z.number(),
  folderId: z.number().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  content: z.string(),
  icon: z.string().nullable(),
  previewImage: z.object({ url: z.string() }).nullable(),
  contentType: z.enum(WIKI_CONTENT_TYPES),
  updatedAt: z.number(),
  attributes: z.array(ZWikiAttributeGroup),
  breadcrumbs: z.array(ZWikiCrumb),
  canEdit: z.boolean(),
  /** Hidden by moderation: only its author and admins still see it, marked (docs/moderation.md). */
  isHidden: z.boolean().optional(),
});
export type TWikiPage = z.infer<typeof ZWikiPage>;

export const ZWikiFile = z.object({
  id: z.number(),
  closedAreaId: z.number().nullable(),
  subCommunityId: z.number(),
  categoryId: z.number(),
  folderId: z.number().nullable(),
  title: z.string(),
  size: z.number(),
  updatedAt: z.number(),
  file: z.object({ mimeType: z.string(), url: z.string() }),
  breadcrumbs: z.array(ZWikiCrumb),
  /** Whether the member may delete the file (an editor of its wiki). */
  canEdit: z.boolean(),
});
export type TWikiFile = z.infer<typeof ZWikiFile>;

export const ZWikiFolderItem = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
});
export const ZWikiPageItem = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  icon: z.string().nullable(),
  previewImage: z.object({ url: z.string() }).nullable(),
  contentType: z.enum(WIKI_CONTENT_TYPES),
  updatedAt: z.number(),
});
export const ZWikiFileItem = z.object({
  id: z.number(),
  title: z.string(),
  mimeType: z.string(),
  size: z.number(),
});
export type TWikiFolderItem = z.infer<typeof ZWikiFolderItem>;
export type TWikiPageItem = z.infer<typeof ZWikiPageItem>;
export type TWikiFileItem = z.infer<typeof ZWikiFileItem>;

const listOf = <T extends z.ZodTypeAny>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });

export const ZWikiListing = z.object({
  closedAreaId: z.number().nullable(),
  subCommunityId: z.number(),
  category: z.object({ id: z.number(), title: z.string(), description: z.string().nullable() }),
  folder: ZWikiFolderItem.nullable(),
  breadcrumbs: z.array(ZWikiCrumb),
  canEdit: z.boolean(),
  folders: listOf(ZWikiFolderItem),
  pages: listOf(ZWikiPageItem),
  files: listOf(ZWikiFileItem),
});
export type TWikiListing = z.infer<typeof ZWikiListing>;
export const ZWikiListPart = z.object({
  folders: listOf(ZWikiFolderItem).optional(),
  pages: listOf(ZWikiPageItem).optional(),
  files: listOf(ZWikiFileItem).optional(),
});
export type TWikiListPart = z.infer<typeof ZWikiListPart>;

/** A wiki's start: its sub-communities with their categories. */
export const ZWikiOverview = z.object({
  closedAreaId: z.number().nullable(),
  canEdit: z.boolean(),
  subCommunities: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      description: z.string().nullable(),
      categories: z.array(
        z.object({
          id: z.number(),
          title: z.string(),
          description: z.string().nullable(),
          icon: z.string().nullable(),
        }),
      ),
    }),
  ),
});
export type TWikiOverview = z.infer<typeof ZWikiOverview>;

export const ZWikiRevisionItem = z.object({
  id: z.number(),
  title: z.string(),
  createdAt: z.number(),
  author: z.string(),
});
export type TWikiRevisionItem = z.infer<typeof ZWikiRevisionItem>;
export const ZWikiRevision = ZWikiRevisionItem.extend({
  description: z.string().nullable(),
  content: z.string(),
  attributes: z.array(ZWikiAttributeGroup),
});
export type TWikiRevision = z.infer<typeof ZWikiRevision>;

export const ZWikiCategoryInput = z.object({
  subCommunityId: ZId,
  title: ZTitle,
  description: ZDescription,
  icon: z.string().trim().max(8, { error: WIKI_MESSAGES.queryInvalid }).nullable().default(null),
});
export type TWikiCategoryInput = z.input<typeof ZWikiCategoryInput>;
export const ZWikiCategoryUpdate = ZWikiCategoryInput.omit({ subCommunityId: true });

export const ZWikiFolderInput = z.object({
  categoryId: ZId,
  parentId: ZId.nullable().default(null),
  title: ZTitle,
  description: ZDescription,
});
export type TWikiFolderInput = z.input<typeof ZWikiFolderInput>;
/**
 * Rename and move: a new parent (null for the top level) and, optionally, another category of the
 * same sub-community (its pages and files and its sub-folders move along).
 */
export const ZWikiFolderUpdate = ZWikiFolderInput.extend({ categoryId: ZId.optional() });
export const ZWikiFolderParams = z.object({ folderId: ZId });

/** An admin names (or removes) an editor of an area's wiki. */
export const ZWikiEditorQuery = z.object({
  closedAreaId: ZId,
  q: z
    .string()
    .trim()
    .min(2, { error: WIKI_MESSAGES.editorSearchTooShort })
    .max(100, { error: WIKI_MESSAGES.queryInvalid })
    .optional(),
});
/** A wiki editor of an area, or a member who could become one. */
export type TWikiEditor = { userId: number; name: string; email: string };
/** A folder of a category for the move dialogs (the whole tree, flat). */
export type TWikiFolderNode = { id: number; title: string; parentId: number | null };

export const ZWikiEditorInput = z.object({
  closedAreaId: ZId,
  userId: ZId,
  editor: z.boolean({ error: WIKI_MESSAGES.queryInvalid }),
});
