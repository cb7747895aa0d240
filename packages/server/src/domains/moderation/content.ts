/**
 * One small resolver per content type (docs/moderation.md): the item's author, whether that author
 * is anonymous (moments, and a moment author's comments under their moment), an excerpt and its
 * context for the queue, and whether the reporter may see it at all. A new content domain adds one
 * entry to RESOLVERS.
 */
import type { Kysely } from 'kysely';
import type { TModerationContentType } from '@pflegepuls/shared';
import type { DB } from '../../platform/db/index.ts';
import { getClosedAreaAccess } from '../closed-areas/service.ts';

export type TContent = {
  /** Null once the author's account is gone (or for content without a member author). */
  authorId: number | null;
  /** The author must never be named to anyone (Real Talk). */
  anonymous: boolean;
  excerpt: string;
  context: string | null;
  /** The queue's area filter: 0 = the community (and content outside any area), > 0 a closed area. */
  areaId: number;
};

type TResolver = (db: Kysely<DB>, ids: number[]) => Promise<Map<number, TContent>>;

const EXCERPT_MAX = 280;
const cut = (text: string | null | undefined) => {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT_MAX ? `${flat.slice(0, EXCERPT_MAX - 1)}…` : flat;
};
const byId = <T extends { id: number }>(rows: T[], map: (row: T) => TContent) =>
  new Map(rows.map((row) => [row.id, map(row)]));

const RESOLVERS: Record<TModerationContentType, TResolver> = {
  async post(db, ids) {
    const rows = await db
      .selectFrom('posts')
      .leftJoin('groups', 'groups.id', 'posts.group_id')
      .select([
        'posts.id',
        'posts.user_id',
        'posts.body',
        'posts.closed_area_id',
        'groups.title as group_title',
      ])
      .where('posts.id', 'in', ids)
      .execute();
    return byId(rows, (row) => ({
      authorId: row.user_id,
      anonymous: false,
      excerpt: cut(row.body),
      context: row.group_title ? `Gruppe „${row.group_title}“` : null,
      areaId: row.closed_area_id ?? 0,
    }));
  },
  async post_comment(db, ids) {
    const rows = await db
      .selectFrom('post_comments as c')
      .innerJoin('posts as p', 'p.id', 'c.post_id')
      .select(['c.id', 'c.user_id', 'c.body', 'p.body as post_body', 'p.closed_area_id'])
      .where('c.id', 'in', ids)
      .execute();
    return byId(rows, (row) => ({
      authorId: row.user_id,
      anonymous: false,
      excerpt: cut(row.body),
      context: `Unter dem Beitrag: ${cut(row.post_body)}`,
      areaId: row.closed_area_id ?? 0,
    }));
  },
  async moment(db, ids) {
    const rows = await db
      .selectFrom('moments')
      .select(['id', 'user_id', 'content', 'closed_area_id'])
      .where('id', 'in', ids)
      .execute();
    return byId(rows, (row) => ({
      authorId: row.user_id,
      anonymous: true,
      excerpt: cut(row.content),
      context: null,
      areaId: row.closed_area_id ?? 0,
    }));
  },
  async moment_comment(db, ids) {
    const rows = await db
      .selectFrom('moment_comments as c')
      .innerJoin('moments as m', 'm.id', 'c.moment_id')
      .select(['c.id', 'c.user_id', 'c.body', 'm.user_id as moment_author', 'm.content', 'm.closed_area_id'])
      .where('c.id', 'in', ids)
      .execute();
    return byId(rows, (row) => ({
      authorId: row.user_id,
      anonymous: row.user_id === row.moment_author,
      excerpt: cut(row.body),
      context: `Unter dem Moment: ${cut(row.content)}`,
      areaId: row.closed_area_id ?? 0,
    }));
  },
  async profile(db, ids) {
    const rows = await db
      .selectFrom('users')
      .select(['id', 'first_name', 'last_name', 'current_position', 'summary'])
      .where('id', 'in', ids)
      .execute();
    return byId(rows, (row) => ({
      authorId: row.id,
      anonymous: false,
      excerpt: cut(
        `${row.first_name} ${row.last_name}${row.current_position ? `, ${row.current_position}` : ''}. ${row.summary ?? ''}`,
      ),
      context: null,
      areaId: 0,
    }));
  },
  async chat_message(db, ids) {
    const rows = await db
      .selectFrom('chat_messages')
      .select(['id', 'sender_id', 'body', 'chat_id'])
      .where('id', 'in', ids)
      .execute();
    return byId(rows, (row) => ({
      authorId: row.sender_id,
      anonymous: false,
      excerpt: cut(row.body),
      context: `Chat-Nachricht (Chat ${row.chat_id})`,
      areaId: 0,
    }));
  },
  async group(db, ids) {
    const rows = await db
      .selectFrom('groups')
      .select(['id', 'created_by', 'title', 'description', 'closed_area_id'])
      .where('id', 'in', ids)
      .execute();
    return byId(rows, (row) => ({
      authorId: row.created_by,
      anonymous: false,
      excerpt: cut(`${row.title}: ${row.description ?? ''}`),
      context: null,
      areaId: row.closed_area_id ?? 0,
    }));
  },
  async event(db, ids) {
    const rows = await db
      .selectFrom('events')
      .select(['id', 'created_by', 'title', 'description', 'closed_area_id'])
      .where('id', 'in', ids)
      .execute();
    return byId(rows, (row) => ({
      authorId: row.created_by,
      anonymous: false,
      excerpt: cut(`${row.title}: ${row.description ?? ''}`),
      context: null,
      areaId: row.closed_area_id ?? 0,
    }));
  },
  async job_ad(db, ids) {
    const rows = await db
      .selectFrom('job_ads')
      .select(['id', 'created_by', 'title', 'company_name', 'description'])
      .where('id', 'in', ids)
      .execute();
    return byId(rows, (row) => ({
      authorId: row.created_by,
      anonymous: false,
      excerpt: cut(`${row.title}: ${row.description}`),
      context: `Stellenanzeige von ${row.company_name}`,
      areaId: 0,
    }));
  },
  async company(db, ids) {
    const rows = await db
      .selectFrom('companies')
      .select((eb) => [
        'companies.id',
        'companies.name',
        'companies.about',
        eb
          .selectFrom('company_members as cm')
          .select((sub) => sub.fn.min('cm.user_id').as('owner'))
          .whereRef('cm.company_id', '=', 'companies.id')
          .where('cm.role', '=', 'owner')
          .as('owner_id'),
      ])
      .where('companies.id', 'in', ids)
      .execute();
    return byId(rows, (row) => ({
      authorId: row.owner_id === null ? null : Number(row.owner_id),
      anonymous: false,
      excerpt: cut(`${row.name}: ${row.about ?? ''}`),
      context: null,
      areaId: 0,
    }));
  },
  async wiki_page(db, ids) {
    const rows = await db
      .selectFrom('wiki_pages as w')
      .leftJoin('wiki_categories as c', 'c.id', 'w.category_id')
      .select([
        'w.id',
        'w.created_by',
        'w.closed_area_id',
        'w.title',
        'w.description',
        'c.title as category_title',
      ])
      .where('w.id', 'in', ids)
      .execute();
    return byId(rows, (row) => ({
      authorId: row.created_by,
      anonymous: false,
      excerpt: cut(`${row.title}: ${row.description ?? ''}`),
      context: row.category_title ? `Wiki, Kategorie „${row.category_title}“` : 'Wiki',
      areaId: row.closed_area_id ?? 0,
    }));
  },
};

/** The items of one type by id, in one query; a missing id has no entry. */
export async function resolveContents(
  db: Kysely<DB>,
  type: TModerationContentType,
  ids: number[],
): Promise<Map<number, TContent>> {
  if (ids.length === 0) return new Map();
  return RESOLVERS[type](db, ids);
}

/**
 * The item as a reporter may reach it: null when it does not exist, or when it is a chat message
 * of a chat the reporter is not in or a wiki page of an area they cannot read (they learn nothing:
 * the same 404).
 */
export async function resolveForReporter(
  db: Kysely<DB>,
  type: TModerationContentType,
  id: number,
  reporterId: number,
): Promise<TContent | null> {
  if (type === 'chat_message') {
    const member = await db
      .selectFrom('chat_messages as m')
      .innerJoin('chat_members as cm', 'cm.chat_id', 'm.chat_id')
      .select('m.id')
      .where('m.id', '=', id)
      .where('cm.user_id', '=', reporterId)
      .where('m.deleted_at', 'is', null)
      .executeTakeFirst();
    if (!member) return null;
  }
  // A closed area's wiki page only for the area's members (as the wiki itself, docs/wiki.md).
  if (type === 'wiki_page') {
    const page = await db
      .selectFrom('wiki_pages')
      .select('closed_area_id')
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!page) return null;
    if (
      page.closed_area_id !== null &&
      (await getClosedAreaAccess(db, reporterId, page.closed_area_id)) !== 'member'
    )
      return null;
  }
  return (await resolveContents(db, type, [id])).get(id) ?? null;
}
