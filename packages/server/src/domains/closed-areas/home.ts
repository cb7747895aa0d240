/**
 * The area home (000 §2 `/closed_area/{id}`, issue 14): the area with its sponsor branding and its
 * tiles (000 §3 tile types) for the "discover" tab; the member's groups, events and the area's latest
 * activity for the "my" tab. Fixed number of queries per answer, each on an index.
 */
import type { Kysely } from 'kysely';
import {
  CLOSED_AREA_MESSAGES,
  CLOSED_AREA_TILE_TYPES,
  EVENT_RUNNING_LOOKBACK_MS,
  type TClosedArea,
  type TClosedAreaMyAnswer,
  type TClosedAreaTile,
  type TClosedAreaTileType,
} from '@pflegepuls/shared';
import type { DB } from '../../platform/db/index.ts';
import { AppError } from '../../platform/errors.ts';

/** Events tiles list this many upcoming events. */
const TILE_EVENTS = 3;
const MY_GROUPS_MAX = 20;
const MY_EVENTS_MAX = 10;
const ACTIVITY_ITEMS = 6;
const EXCERPT_CHARS = 160;

function isTileType(type: string): type is TClosedAreaTileType {
  return (CLOSED_AREA_TILE_TYPES as readonly string[]).includes(type);
}

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT_CHARS ? `${flat.slice(0, EXCERPT_CHARS - 1).trimEnd()}…` : flat;
}

/**
 * Events of the area that have not ended yet (an event without end counts until its start), running
 * ones only when they started within EVENT_RUNNING_LOOKBACK_MS: a range on the start, as in the events
 * lists (an OR of start and end made PostgreSQL walk every past event of the area, 8 ms a request).
 */
function upcomingAreaEvents(db: Kysely<DB>, closedAreaId: number, now: number) {
  return db
    .selectFrom('events as e')
    .where('e.closed_area_id', '=', closedAreaId)
    .where('e.starts_at', '>=', now - EVENT_RUNNING_LOOKBACK_MS)
    .where((eb) => eb(eb.fn.coalesce('e.ends_at', 'e.starts_at'), '>=', now));
}

/** The area with its branding; 404 when there is no such active area. */
export async function getAreaWithBranding(
  db: Kysely<DB>,
  closedAreaId: number,
): Promise<Omit<TClosedArea, 'isAreaAdmin'>> {
  const row = await db
    .selectFrom('closed_areas')
    .select(['id', 'name', 'slug', 'tagline', 'sponsor_name', 'logo_url', 'accent_color', 'terms_version'])
    .where('id', '=', closedAreaId)
    .where('is_active', '=', 1)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', CLOSED_AREA_MESSAGES.closedAreaNotFound);
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    tagline: row.tagline,
    sponsorName: row.sponsor_name,
    logoUrl: row.logo_url,
    accentColor: row.accent_color,
    termsVersion: row.terms_version,
  };
}

/** The home's tiles in their order; events tiles carry the next events, group tiles the group count. */
export async function getAreaTiles(
  db: Kysely<DB>,
  closedAreaId: number,
  now = Date.now(),
): Promise<TClosedAreaTile[]> {
  const rows = await db
    .selectFrom('closed_area_tiles')
    .select(['id', 'type', 'title', 'body', 'url', 'link_label'])
    .where('closed_area_id', '=', closedAreaId)
    .where('is_active', '=', 1)
    .orderBy('position')
    .orderBy('id')
    .execute();
  const tiles = rows.filter((row) => isTileType(row.type));
  const needsEvents = tiles.some((t) => t.type === 'events');
  const needsGroups = tiles.some((t) => t.type === 'group');
  const [events, groupCount] = await Promise.all([
    needsEvents
      ? upcomingAreaEvents(db, closedAreaId, now)
          .select(['e.id', 'e.title', 'e.location', 'e.starts_at'])
          .orderBy('e.starts_at')
          .orderBy('e.id')
          .limit(TILE_EVENTS)
          .execute()
      : Promise.resolve([]),
    needsGroups
      ? db
          .selectFrom('groups')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('closed_area_id', '=', closedAreaId)
          .executeTakeFirstOrThrow()
          .then((r) => Number(r.n))
      : Promise.resolve(0),
  ]);
  return tiles.map((row) => ({
    id: row.id,
    type: row.type as TClosedAreaTileType,
    title: row.title,
    body: row.body,
    url: row.url,
    linkLabel: row.link_label,
    ...(row.type === 'events'
      ? {
          events: events.map((e) => ({
            id: e.id,
            title: e.title,
            location: e.location,
            startsAt: e.starts_at,
          })),
        }
      : {}),
    ...(row.type === 'group' ? { groupCount } : {}),
  }));
}

/** The "my" tab: my groups in the area (with member counts), my upcoming events, the latest activity. */
export async function getAreaMy(
  db: Kysely<DB>,
  userId: number,
  closedAreaId: number,
  now = Date.now(),
): Promise<TClosedAreaMyAnswer['data']> {
  const [groups, events, items] = await Promise.all([
    db
      .selectFrom('group_members as gm')
      .innerJoin('groups as g', 'g.id', 'gm.group_id')
      .select(['g.id', 'g.title'])
      .where('gm.user_id', '=', userId)
      .where('gm.status', '=', 'member')
      .where('g.closed_area_id', '=', closedAreaId)
      .orderBy('g.title')
      .limit(MY_GROUPS_MAX)
      .execute(),
    upcomingAreaEvents(db, closedAreaId, now)
      .innerJoin('event_members as em', 'em.event_id', 'e.id')
      .select(['e.id', 'e.title', 'e.location', 'e.starts_at', 'em.status'])
      .where('em.user_id', '=', userId)
      .where('em.status', '!=', 'declined')
      .orderBy('e.starts_at')
      .orderBy('e.id')
      .limit(MY_EVENTS_MAX)
      .execute(),
    db
      .selectFrom('feed_items')
      .select(['kind', 'ref_id', 'created_at'])
      .where('area_id', '=', closedAreaId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(ACTIVITY_ITEMS)
      .execute(),
  ]);
  const postIds = items.filter((i) => i.kind === 'post').map((i) => i.ref_id);
  const momentIds = items.filter((i) => i.kind === 'moment').map((i) => i.ref_id);
  const groupIds = groups.map((g) => g.id);
  const [counts, posts, moments] = await Promise.all([
    groupIds.length
      ? db
          .selectFrom('group_members')
          .select(['group_id', (eb) => eb.fn.countAll<number>().as('n')])
          .where('group_id', 'in', groupIds)
          .where('status', '=', 'member')
          .groupBy('group_id')
          .execute()
      : Promise.resolve([]),
    postIds.length
      ? db
          .selectFrom('posts')
          .innerJoin('users', 'users.id', 'posts.user_id')
          .select(['posts.id', 'posts.body', 'posts.survey_title', 'users.first_name', 'users.last_name'])
          .where('posts.id', 'in', postIds)
          .execute()
      : Promise.resolve([]),
    momentIds.length
      ? db.selectFrom('moments').select(['id', 'content']).where('id', 'in', momentIds).execute()
      : Promise.resolve([]),
  ]);
  const countOf = new Map(counts.map((c) => [c.group_id, Number(c.n)]));
  const postById = new Map(posts.map((p) => [p.id, p]));
  const momentById = new Map(moments.map((m) => [m.id, m]));
  const activity: TClosedAreaMyAnswer['data']['activity'] = [];
  for (const item of items) {
    if (item.kind === 'post') {
      const post = postById.get(item.ref_id);
      if (!post) continue;
      activity.push({
        kind: 'post',
        id: post.id,
        excerpt: excerpt(post.survey_title ?? post.body),
        authorName: `${post.first_name} ${post.last_name}`.trim(),
        createdAt: item.created_at,
      });
    } else {
      const moment = momentById.get(item.ref_id);
      if (!moment) continue;
      activity.push({
        kind: 'moment',
        id: moment.id,
        excerpt: excerpt(moment.content),
        authorName: null,
        createdAt: item.created_at,
      });
    }
  }
  return {
    groups: groups.map((g) => ({ id: g.id, title: g.title, memberCount: countOf.get(g.id) ?? 0 })),
    events: events.map((e) => ({
      id: e.id,
      title: e.title,
      location: e.location,
      startsAt: e.starts_at,
      status: e.status,
    })),
    activity,
  };
}
