/** Moderation use cases (docs/moderation.md): reports, blocks and mutes, the queue, actions, appeals. */
import type { Kysely, Selectable } from 'kysely';
import {
  APPEAL_WINDOW_MS,
  CONTENT_TYPE_LABELS,
  MODERATION_MESSAGES as M,
  MODERATION_QUEUE_PAGE_SIZE,
  type TActionPayload,
  type TBlocksAnswer,
  type TDecision,
  type TIdentifyRequest,
  type TItemHistory,
  type TModerationAction,
  type TModerationContentType,
  type TModerationRule,
  type TQueueItem,
  type TQueueQuery,
  type TReportPayload,
  type TReportReason,
} from '@pflegepuls/shared';
import type { DB } from '../../platform/db/index.ts';
import type { ModerationDecisionsTable } from '../../platform/db/tables/moderation.ts';
import { AppError, validationError } from '../../platform/errors.ts';
import { compressedPicturePath } from '../users/summary.ts';
import { endConnectionOnBlock } from '../network/service.ts';
import { withdrawNotificationsAbout } from '../notifications/service.ts';
import { resolveContents, resolveForReporter } from './content.ts';
import { notifyMember, notifyReporters, sendStatementOfReasons, type TNoticeDeps } from './notices.ts';

type TDb = Kysely<DB>;

// ---- Reports ----

/** Files a report; 404 for an item the reporter cannot reach, 422 for their own, 409 for a repeat. */
export async function createReport(db: TDb, reporterId: number, payload: TReportPayload, now = Date.now()) {
  const content = await resolveForReporter(db, payload.contentType, payload.contentId, reporterId);
  if (!content) throw new AppError('NOT_FOUND', M.itemNotFound);
  if (content.authorId === reporterId) throw validationError({ contentId: [M.ownItem] });
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('moderation_items')
      .values({
        content_type: payload.contentType,
        content_id: payload.contentId,
        status: 'open',
        report_count: 0,
        first_report_at: now,
        last_report_at: now,
        held_reason: null,
        area_id: content.areaId,
      })
      .onConflict((oc) => oc.columns(['content_type', 'content_id']).doNothing())
      .execute();
    const item = await trx
      .selectFrom('moderation_items')
      .select(['id', 'status'])
      .where('content_type', '=', payload.contentType)
      .where('content_id', '=', payload.contentId)
      .executeTakeFirstOrThrow();
    const inserted = await trx
      .insertInto('moderation_reports')
      .values({
        item_id: item.id,
        reporter_id: reporterId,
        reason: payload.reason,
        text: payload.text ? payload.text : null,
        status: 'open',
        created_at: now,
        decided_at: null,
        outcome: null,
      })
      .onConflict((oc) => oc.columns(['item_id', 'reporter_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) throw new AppError('CONFLICT', M.alreadyReported);
    // A report on a decided item opens it again, counting from this report.
    await trx
      .updateTable('moderation_items')
      .set((eb) =>
        item.status === 'closed'
          ? { status: 'open', report_count: 1, first_report_at: now, last_report_at: now }
          : { report_count: eb('report_count', '+', 1), last_report_at: now },
      )
      .where('id', '=', item.id)
      .execute();
  });
}

// ---- Blocks and mutes ----

async function findMemberId(db: TDb, userName: string): Promise<number> {
  const row = await db.selectFrom('users').select('id').where('user_name', '=', userName).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', M.userNotFound);
  return row.id;
}

/** Blocks a member everywhere (the one block table is chat's, so chat refuses at once too). */
export async function blockMember(db: TDb, blockerId: number, userName: string, now = Date.now()) {
  const blockedId = await findMemberId(db, userName);
  if (blockedId === blockerId) throw validationError({ userName: [M.blockSelf] });
  await db
    .insertInto('chat_blocks')
    .values({ blocker_id: blockerId, blocked_id: blockedId, created_at: now })
    .onConflict((oc) => oc.columns(['blocker_id', 'blocked_id']).doNothing())
    .execute();
  await endConnectionOnBlock(db, blockerId, blockedId);
}

export async function unblockMember(db: TDb, blockerId: number, userName: string) {
  const blockedId = await findMemberId(db, userName);
  await db
    .deleteFrom('chat_blocks')
    .where('blocker_id', '=', blockerId)
    .where('blocked_id', '=', blockedId)
    .execute();
}

export async function setMute(db: TDb, userId: number, userName: string, muted: boolean, now = Date.now()) {
  const targetId = await findMemberId(db, userName);
  if (targetId === userId) throw validationError({ userName: [M.blockSelf] });
  if (muted) {
    await db
      .insertInto('member_filters')
      .values({ user_id: userId, target_id: targetId, kind: 'mute', created_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'target_id', 'kind']).doNothing())
      .execute();
  } else {
    await db
      .deleteFrom('member_filters')
      .where('user_id', '=', userId)
      .where('target_id', '=', targetId)
      .where('kind', '=', 'mute')
      .execute();
  }
}

/**
 * "Diese Person blockieren" on a moment: its author's moments leave the viewer's feeds. Nothing
 * else changes, since anything more (their posts vanishing, a chat refused) would tell who it is.
 */
export async function blockMomentAuthor(db: TDb, userId: number, momentId: number, now = Date.now()) {
  const moment = await db
    .selectFrom('moments')
    .select('user_id')
    .where('id', '=', momentId)
    .executeTakeFirst();
  if (!moment) throw new AppError('NOT_FOUND', M.itemNotFound);
  if (moment.user_id === userId) throw validationError({ momentId: [M.blockSelf] });
  await db
    .insertInto('member_filters')
    .values({ user_id: userId, target_id: moment.user_id, kind: 'anonymous', created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'target_id', 'kind']).doNothing())
    .execute();
}

/** Lifts every anonymous block at once (the list cannot tell them apart without naming them). */
export async function clearAnonymousBlocks(db: TDb, userId: number) {
  await db
    .deleteFrom('member_filters')
    .where('user_id', '=', userId)
    .where('kind', '=', 'anonymous')
    .execute();
}

export async function listBlocks(db: TDb, userId: number): Promise<TBlocksAnswer> {
  const [blocks, mutes, anonymous] = await Promise.all([
    db
      .selectFrom('chat_blocks as b')
      .innerJoin('users as u', 'u.id', 'b.blocked_id')
      .select(['u.user_name', 'u.first_name', 'u.last_name', 'u.profile_picture_path', 'b.created_at'])
      .where('b.blocker_id', '=', userId)
      .orderBy('b.created_at', 'desc')
      .execute(),
    db
      .selectFrom('member_filters as f')
      .innerJoin('users as u', 'u.id', 'f.target_id')
      .select(['u.user_name', 'u.first_name', 'u.last_name', 'u.profile_picture_path', 'f.created_at'])
      .where('f.user_id', '=', userId)
      .where('f.kind', '=', 'mute')
      .orderBy('f.created_at', 'desc')
      .execute(),
    db
      .selectFrom('member_filters')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('kind', '=', 'anonymous')
      .executeTakeFirstOrThrow(),
  ]);
  const present = (row: {
    user_name: string;
    first_name: string;
    last_name: string;
    profile_picture_path: string | null;
    created_at: number;
  }) => ({
    userName: row.user_name,
    firstName: row.first_name,
    lastName: row.last_name,
    profilePicture: row.profile_picture_path ? compressedPicturePath(row.profile_picture_path) : null,
    since: row.created_at,
  });
  return { blocks: blocks.map(present), mutes: mutes.map(present), anonymousBlocks: Number(anonymous.n) };
}

// ---- The admins' queue ----

function decodeQueueCursor(cursor: string | undefined) {
  if (!cursor) return undefined;
  const [s, i] = cursor.split('_').map(Number);
  return { s: s!, i: i! };
}

/** One page of reported items, grouped per item; one query for the page, one each for its details. */
export async function findQueue(
  db: TDb,
  query: TQueueQuery,
): Promise<{ items: TQueueItem[]; nextCursor: string | null }> {
  const column = query.sort === 'most' ? 'report_count' : 'last_report_at';
  const cursor = decodeQueueCursor(query.cursor);
  const rows = await db
    .selectFrom('moderation_items as i')
    .selectAll('i')
    .where('i.status', '=', query.status)
    .$if(query.type !== undefined, (qb) => qb.where('i.content_type', '=', query.type!))
    .$if(query.area !== undefined, (qb) => qb.where('i.area_id', '=', query.area!))
    .$if(query.reason !== undefined, (qb) =>
      qb.where((eb) =>
        eb.exists(
          eb
            .selectFrom('moderation_reports as r')
            .select('r.id')
            .whereRef('r.item_id', '=', 'i.id')
            .where('r.reason', '=', query.reason!),
        ),
      ),
    )
    .$if(cursor !== undefined, (qb) =>
      qb.where((eb) =>
        eb.and([
          eb(`i.${column}`, '<=', cursor!.s),
          eb.or([eb(`i.${column}`, '<', cursor!.s), eb('i.id', '<', cursor!.i)]),
        ]),
      ),
    )
    .orderBy(`i.${column}`, 'desc')
    .orderBy('i.id', 'desc')
    .limit(MODERATION_QUEUE_PAGE_SIZE + 1)
    .execute();
  const page = rows.slice(0, MODERATION_QUEUE_PAGE_SIZE);
  const itemIds = page.map((r) => r.id);
  const reportStatus = query.status === 'open' ? 'open' : 'closed';
  const [reasons, texts, hidden, accuracy] = itemIds.length
    ? await Promise.all([
        db
          .selectFrom('moderation_reports')
          .select((eb) => ['item_id', 'reason', eb.fn.countAll<number>().as('n')])
          .where('item_id', 'in', itemIds)
          .where('status', '=', reportStatus)
          .groupBy(['item_id', 'reason'])
          .execute(),
        db
          .selectFrom('moderation_reports')
          .select(['item_id', 'text'])
          .where('item_id', 'in', itemIds)
          .where('status', '=', reportStatus)
          .where('text', 'is not', null)
          .orderBy('id', 'desc')
          .limit(MODERATION_QUEUE_PAGE_SIZE * 5)
          .execute(),
        db
          .selectFrom('moderation_hidden')
          .select(['content_type', 'content_id', 'state'])
          .where((eb) =>
            eb.or(
              page.map((r) =>
                eb.and([eb('content_type', '=', r.content_type), eb('content_id', '=', r.content_id)]),
              ),
            ),
          )
          .execute(),
        // Reporter accuracy: the decided reports of the item's open reporters, and how many were upheld.
        db
          .selectFrom('moderation_reports as r')
          .innerJoin('moderation_reports as earlier', 'earlier.reporter_id', 'r.reporter_id')
          .select((eb) => [
            'r.item_id',
            eb.fn.countAll<number>().as('decided'),
            eb.fn
              .sum<number>(eb.case().when('earlier.outcome', '<>', 'dismiss').then(1).else(0).end())
              .as('upheld'),
          ])
          .where('r.item_id', 'in', itemIds)
          .where('r.status', '=', 'open')
          .where('earlier.status', '=', 'closed')
          .groupBy('r.item_id')
          .execute(),
      ])
    : [[], [], [], []];
  // The items themselves: one query per content type on the page.
  const types = [...new Set(page.map((r) => r.content_type as TModerationContentType))];
  const contents = new Map<string, Awaited<ReturnType<typeof resolveContents>>>();
  await Promise.all(
    types.map(async (type) => {
      const ids = page.filter((r) => r.content_type === type).map((r) => r.content_id);
      contents.set(type, await resolveContents(db, type, ids));
    }),
  );
  const authorIds = [
    ...new Set(
      [...contents.values()]
        .flatMap((map) => [...map.values()])
        .filter((c) => !c.anonymous && c.authorId !== null)
        .map((c) => c.authorId!),
    ),
  ];
  const authors = authorIds.length
    ? await db
        .selectFrom('users')
        .select(['id', 'first_name', 'last_name'])
        .where('id', 'in', authorIds)
        .execute()
    : [];
  const authorName = new Map(authors.map((a) => [a.id, `${a.first_name} ${a.last_name}`]));
  const items = page.map((row): TQueueItem => {
    const content = contents.get(row.content_type)?.get(row.content_id);
    const state = hidden.find(
      (h) => h.content_type === row.content_type && h.content_id === row.content_id,
    )?.state;
    return {
      contentType: row.content_type as TModerationContentType,
      contentId: row.content_id,
      excerpt: content?.excerpt ?? '',
      // The anonymity rule of Real Talk holds here too: admins never see who wrote a moment.
      authorName:
        content && !content.anonymous && content.authorId !== null
          ? (authorName.get(content.authorId) ?? null)
          : null,
      context: content?.context ?? null,
      reportCount: row.report_count,
      reasons: reasons
        .filter((r) => r.item_id === row.id)
        .map((r) => ({ reason: r.reason as TReportReason, count: Number(r.n) }))
        .sort((a, b) => b.count - a.count),
      texts: texts.filter((t) => t.item_id === row.id).map((t) => t.text!),
      firstReportAt: row.first_report_at,
      lastReportAt: row.last_report_at,
      state: !content ? 'gone' : (state ?? 'visible'),
      heldReason: row.held_reason,
      reporterAccuracy: (() => {
        const found = accuracy.find((a) => a.item_id === row.id);
        return { decided: Number(found?.decided ?? 0), upheld: Number(found?.upheld ?? 0) };
      })(),
    };
  });
  const last = page.at(-1);
  return {
    items,
    nextCursor: rows.length > MODERATION_QUEUE_PAGE_SIZE && last ? `${last[column]}_${last.id}` : null,
  };
}

/** One item's history for the queue's detail: every report and decision with its admin; 404 if never reported or decided. */
export async function findItemHistory(
  db: TDb,
  type: TModerationContentType,
  contentId: number,
): Promise<TItemHistory> {
  const [reports, decisions] = await Promise.all([
    db
      .selectFrom('moderation_reports as r')
      .innerJoin('moderation_items as i', 'i.id', 'r.item_id')
      .select(['r.reason', 'r.text', 'r.created_at', 'r.status', 'r.outcome'])
      .where('i.content_type', '=', type)
      .where('i.content_id', '=', contentId)
      .orderBy('r.created_at', 'asc')
      .orderBy('r.id', 'asc')
      .limit(500)
      .execute(),
    db
      .selectFrom('moderation_decisions as d')
      .innerJoin('users as a', 'a.id', 'd.admin_id')
      .leftJoin('users as b', 'b.id', 'd.appeal_decided_by')
      .selectAll('d')
      .select([
        'a.first_name as admin_first',
        'a.last_name as admin_last',
        'b.first_name as appeal_first',
        'b.last_name as appeal_last',
      ])
      .where('d.content_type', '=', type)
      .where('d.content_id', '=', contentId)
      .orderBy('d.created_at', 'asc')
      .orderBy('d.id', 'asc')
      .limit(500)
      .execute(),
  ]);
  if (reports.length === 0 && decisions.length === 0) throw new AppError('NOT_FOUND', M.itemNotFound);
  return {
    reports: reports.map((r) => ({
      reason: r.reason as TReportReason,
      text: r.text,
      createdAt: r.created_at,
      status: r.status,
      outcome: r.outcome,
    })),
    decisions: decisions.map((d) => ({
      id: d.id,
      action: d.action as TModerationAction,
      rule: d.rule as TModerationRule,
      reason: d.reason,
      days: d.days,
      createdAt: d.created_at,
      adminName: `${d.admin_first} ${d.admin_last}`,
      appeal:
        d.appeal_status && d.appeal_text !== null && d.appeal_at !== null
          ? {
              status: d.appeal_status,
              text: d.appeal_text,
              createdAt: d.appeal_at,
              decidedBy: d.appeal_first !== null ? `${d.appeal_first} ${d.appeal_last}` : null,
              decidedAt: d.appeal_decided_at,
              reason: d.appeal_reason,
            }
          : null,
    })),
  };
}

// ---- Actions ----

const OUTCOME_TO_REPORTER: Record<TModerationAction, string> = {
  dismiss:
    'Wir haben deine Meldung geprüft und keinen Verstoß gegen unsere Regeln festgestellt. Danke, dass du aufmerksam bist.',
  hide: 'Danke für deine Meldung: Wir haben den Inhalt geprüft und ausgeblendet.',
  delete: 'Danke für deine Meldung: Wir haben den Inhalt geprüft und entfernt.',
  warn: 'Danke für deine Meldung: Wir haben den Inhalt geprüft und die Person verwarnt.',
  suspend: 'Danke für deine Meldung: Wir haben den Inhalt geprüft und das Konto befristet gesperrt.',
  ban: 'Danke für deine Meldung: Wir haben den Inhalt geprüft und das Konto gesperrt.',
};

export async function recordAudit(
  db: TDb,
  entry: {
    adminId: number;
    action: DB['admin_audit_log']['action'];
    subjectType: string;
    subjectId: string;
    ip: string | null;
  },
  now = Date.now(),
) {
  await db
    .insertInto('admin_audit_log')
    .values({
      admin_id: entry.adminId,
      action: entry.action,
      subject_type: entry.subjectType,
      subject_id: entry.subjectId,
      ip: entry.ip,
      created_at: now,
    })
    .execute();
}

/** An admin's action on a reported (or any) item; closes its open reports and tells everyone concerned. */
export async function applyAction(
  deps: TNoticeDeps,
  admin: { id: number; ip: string | null },
  type: TModerationContentType,
  contentId: number,
  payload: TActionPayload,
  now = Date.now(),
): Promise<number> {
  const { db } = deps;
  const content = (await resolveContents(db, type, [contentId])).get(contentId);
  if (!content && payload.action !== 'dismiss') throw new AppError('NOT_FOUND', M.itemNotFound);
  const authorId = content?.authorId ?? null;
  if (
    (payload.action === 'warn' || payload.action === 'suspend' || payload.action === 'ban') &&
    authorId === null
  )
    throw new AppError('NOT_FOUND', M.userNotFound);
  const days = payload.action === 'suspend' ? (payload.days ?? 1) : null;
  const { decisionId, reporterIds } = await db.transaction().execute(async (trx) => {
    const decision = await trx
      .insertInto('moderation_decisions')
      .values({
        content_type: type,
        content_id: contentId,
        author_id: payload.action === 'dismiss' ? null : authorId,
        admin_id: admin.id,
        action: payload.action,
        rule: payload.rule,
        reason: payload.reason,
        days,
        created_at: now,
        appeal_status: null,
        appeal_text: null,
        appeal_at: null,
        appeal_decided_by: null,
        appeal_decided_at: null,
        appeal_reason: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (payload.action === 'hide' || payload.action === 'delete') {
      const state = payload.action === 'hide' ? 'hidden' : 'deleted';
      await trx
        .insertInto('moderation_hidden')
        .values({
          content_type: type,
          content_id: contentId,
          state,
          decision_id: decision.id,
          created_at: now,
        })
        .onConflict((oc) =>
          oc.columns(['content_type', 'content_id']).doUpdateSet({ state, decision_id: decision.id }),
        )
        .execute();
      await withdrawNotificationsAbout(trx, type, contentId, authorId);
    }
    // Dismissing a held item releases it (pre-moderation, blocked terms).
    if (payload.action === 'dismiss')
      await trx
        .deleteFrom('moderation_hidden')
        .where('content_type', '=', type)
        .where('content_id', '=', contentId)
        .where('state', '=', 'pending')
        .execute();
    if ((payload.action === 'suspend' || payload.action === 'ban') && authorId !== null) {
      const until = payload.action === 'ban' ? null : now + days! * 24 * 60 * 60_000;
      await trx
        .insertInto('member_suspensions')
        .values({ user_id: authorId, until, decision_id: decision.id, created_at: now })
        .onConflict((oc) =>
          oc.column('user_id').doUpdateSet({ until, decision_id: decision.id, created_at: now }),
        )
        .execute();
      // Their sessions end at once; login refuses while the suspension lasts.
      await trx.deleteFrom('sessions').where('user_id', '=', authorId).execute();
    }
    const item = await trx
      .selectFrom('moderation_items')
      .select('id')
      .where('content_type', '=', type)
      .where('content_id', '=', contentId)
      .executeTakeFirst();
    let reporters: number[] = [];
    if (item) {
      const open = await trx
        .selectFrom('moderation_reports')
        .select('reporter_id')
        .where('item_id', '=', item.id)
        .where('status', '=', 'open')
        .execute();
      reporters = open.map((r) => r.reporter_id);
      await trx
        .updateTable('moderation_reports')
        .set({ status: 'closed', decided_at: now, outcome: payload.action })
        .where('item_id', '=', item.id)
        .where('status', '=', 'open')
        .execute();
      await trx
        .updateTable('moderation_items')
        .set({ status: 'closed', held_reason: null })
        .where('id', '=', item.id)
        .execute();
    }
    await recordAudit(
      trx,
      {
        adminId: admin.id,
        action: `moderation_${payload.action}`,
        subjectType: type,
        subjectId: String(contentId),
        ip: admin.ip,
      },
      now,
    );
    return { decisionId: decision.id, reporterIds: reporters };
  });
  if (payload.action !== 'dismiss' && authorId !== null) {
    await sendStatementOfReasons(deps, {
      id: decisionId,
      authorId,
      action: payload.action,
      contentType: type,
      rule: payload.rule,
      reason: payload.reason,
      days,
    });
  }
  await notifyReporters(deps, reporterIds, `report:${decisionId}`, OUTCOME_TO_REPORTER[payload.action]);
  return decisionId;
}

// ---- Statements of reasons and appeals ----

type TDecisionRow = Selectable<ModerationDecisionsTable>;

function presentDecision(row: TDecisionRow): TDecision {
  return {
    id: row.id,
    action: row.action as TModerationAction,
    contentType: row.content_type as TModerationContentType,
    contentId: row.content_id,
    rule: row.rule as TModerationRule,
    reason: row.reason,
    days: row.days,
    createdAt: row.created_at,
    appealUntil: row.created_at + APPEAL_WINDOW_MS,
    appeal:
      row.appeal_status && row.appeal_text !== null && row.appeal_at !== null
        ? { status: row.appeal_status, text: row.appeal_text, createdAt: row.appeal_at }
        : null,
  };
}

/** The member's own decisions (statements of reasons), newest first. */
export async function findMyDecisions(db: TDb, userId: number): Promise<TDecision[]> {
  const rows = await db
    .selectFrom('moderation_decisions')
    .selectAll()
    .where('author_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(100)
    .execute();
  return rows.map(presentDecision);
}

export async function appealDecision(
  db: TDb,
  userId: number,
  decisionId: number,
  text: string,
  now = Date.now(),
) {
  const row = await db
    .selectFrom('moderation_decisions')
    .select(['author_id', 'action', 'created_at', 'appeal_status'])
    .where('id', '=', decisionId)
    .executeTakeFirst();
  if (!row || row.author_id !== userId) throw new AppError('NOT_FOUND', M.decisionNotFound);
  if (row.action === 'dismiss') throw validationError({ id: [M.appealNotPossible] });
  if (row.appeal_status !== null) throw new AppError('CONFLICT', M.appealExists);
  if (now > row.created_at + APPEAL_WINDOW_MS) throw validationError({ text: [M.appealTooLate] });
  const updated = await db
    .updateTable('moderation_decisions')
    .set({ appeal_status: 'pending', appeal_text: text, appeal_at: now })
    .where('id', '=', decisionId)
    .where('appeal_status', 'is', null)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw new AppError('CONFLICT', M.appealExists);
}

export async function findPendingAppeals(db: TDb, adminId: number) {
  const rows = await db
    .selectFrom('moderation_decisions')
    .selectAll()
    .where('appeal_status', '=', 'pending')
    .orderBy('appeal_at', 'asc')
    .limit(100)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    decision: presentDecision(row),
    decidedByMe: row.admin_id === adminId,
  }));
}

/** Decides an appeal: never by the admin who decided first (403); a granted appeal undoes the action. */
export async function decideAppeal(
  deps: TNoticeDeps,
  admin: { id: number; ip: string | null },
  decisionId: number,
  outcome: 'granted' | 'rejected',
  reason: string,
  now = Date.now(),
) {
  const { db } = deps;
  const row = await db
    .selectFrom('moderation_decisions')
    .selectAll()
    .where('id', '=', decisionId)
    .executeTakeFirst();
  if (!row || row.appeal_status === null) throw new AppError('NOT_FOUND', M.appealNotFound);
  if (row.admin_id === admin.id) throw new AppError('FORBIDDEN', M.appealSameAdmin);
  if (row.appeal_status !== 'pending') throw new AppError('CONFLICT', M.appealDecided);
  const reporterIds = await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('moderation_decisions')
      .set({
        appeal_status: outcome,
        appeal_decided_by: admin.id,
        appeal_decided_at: now,
        appeal_reason: reason,
      })
      .where('id', '=', decisionId)
      .where('appeal_status', '=', 'pending')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw new AppError('CONFLICT', M.appealDecided);
    if (outcome === 'granted') {
      await trx.deleteFrom('moderation_hidden').where('decision_id', '=', decisionId).execute();
      await trx.deleteFrom('member_suspensions').where('decision_id', '=', decisionId).execute();
    }
    await recordAudit(
      trx,
      {
        adminId: admin.id,
        action: outcome === 'granted' ? 'moderation_appeal_granted' : 'moderation_appeal_rejected',
        subjectType: 'decision',
        subjectId: String(decisionId),
        ip: admin.ip,
      },
      now,
    );
    const reporters = await trx
      .selectFrom('moderation_reports as r')
      .innerJoin('moderation_items as i', 'i.id', 'r.item_id')
      .select('r.reporter_id')
      .where('i.content_type', '=', row.content_type)
      .where('i.content_id', '=', row.content_id)
      .where('r.decided_at', '=', row.created_at)
      .execute();
    return reporters.map((r) => r.reporter_id);
  });
  const label = CONTENT_TYPE_LABELS[row.content_type as TModerationContentType];
  if (row.author_id !== null) {
    await notifyMember(
      deps,
      row.author_id,
      `appeal:${decisionId}`,
      outcome === 'granted'
        ? `Deinem Widerspruch wurde stattgegeben: Die Maßnahme zu deinem Inhalt (${label}) ist aufgehoben. ${reason}`
        : `Dein Widerspruch wurde geprüft und zurückgewiesen. ${reason}`,
    );
  }
  await notifyReporters(
    deps,
    reporterIds,
    `appeal:${decisionId}`,
    outcome === 'granted'
      ? `Nach einem Widerspruch wurde der von dir gemeldete Inhalt (${label}) erneut geprüft und wiederhergestellt.`
      : `Nach einem Widerspruch wurde der von dir gemeldete Inhalt (${label}) erneut geprüft; die Maßnahme bleibt bestehen.`,
  );
}

// ---- Identifying a moment's author: four eyes ----

export async function requestIdentify(
  db: TDb,
  admin: { id: number; ip: string | null },
  momentId: number,
  reason: string,
  now = Date.now(),
): Promise<number> {
  const moment = await db.selectFrom('moments').select('id').where('id', '=', momentId).executeTakeFirst();
  if (!moment) throw new AppError('NOT_FOUND', M.itemNotFound);
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('moderation_identify_requests')
      .values({
        moment_id: momentId,
        requested_by: admin.id,
        reason,
        created_at: now,
        approved_by: null,
        approved_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(
      trx,
      {
        adminId: admin.id,
        action: 'moderation_identify_requested',
        subjectType: 'moment',
        subjectId: String(momentId),
        ip: admin.ip,
      },
      now,
    );
    return row.id;
  });
}

type TIdentifyAdmin = { id: number; ip: string | null };

/** An open request another admin than its requester may decide (404, 403, 409 otherwise). */
async function openRequestFor(db: TDb, admin: TIdentifyAdmin, requestId: number) {
  const request = await db
    .selectFrom('moderation_identify_requests')
    .select(['moment_id', 'requested_by', 'approved_by', 'refused_by'])
    .where('id', '=', requestId)
    .executeTakeFirst();
  if (!request) throw new AppError('NOT_FOUND', M.identifyNotFound);
  if (request.requested_by === admin.id) throw new AppError('FORBIDDEN', M.identifySameAdmin);
  if (request.approved_by !== null || request.refused_by !== null)
    throw new AppError('CONFLICT', M.identifyDone);
  return request;
}

/**
 * Closes the request as approved or refused, once (a parallel decision gets the 409), and puts the
 * decision with the admin, the moment and the time into the audit log.
 */
async function decideIdentify(
  db: TDb,
  admin: TIdentifyAdmin,
  request: { id: number; momentId: number },
  decision: 'approved' | 'refused',
  now: number,
) {
  await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('moderation_identify_requests')
      .set(
        decision === 'approved'
          ? { approved_by: admin.id, approved_at: now }
          : { refused_by: admin.id, refused_at: now },
      )
      .where('id', '=', request.id)
      .where('approved_by', 'is', null)
      .where('refused_by', 'is', null)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw new AppError('CONFLICT', M.identifyDone);
    await recordAudit(
      trx,
      {
        adminId: admin.id,
        action: `moderation_identify_${decision}`,
        subjectType: 'moment',
        subjectId: String(request.momentId),
        ip: admin.ip,
      },
      now,
    );
  });
}

/** The second admin's approval: the only path that names a moment's author. */
export async function approveIdentify(
  deps: TNoticeDeps,
  admin: TIdentifyAdmin,
  requestId: number,
  now = Date.now(),
) {
  const { db } = deps;
  const request = await openRequestFor(db, admin, requestId);
  const author = await db
    .selectFrom('moments as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['u.id', 'u.user_name', 'u.first_name', 'u.last_name'])
    .where('m.id', '=', request.moment_id)
    .executeTakeFirst();
  if (!author) throw new AppError('NOT_FOUND', M.itemNotFound);
  await decideIdentify(db, admin, { id: requestId, momentId: request.moment_id }, 'approved', now);
  await notifyMember(
    deps,
    author.id,
    `identify:${requestId}`,
    'Aus einem schwerwiegenden Grund (z. B. einer behördlichen Anfrage) hat unser Team nach Freigabe durch zwei Personen festgestellt, wer einen deiner Momente geschrieben hat.',
  );
  return { userName: author.user_name, firstName: author.first_name, lastName: author.last_name };
}

const OPEN_IDENTIFY_MAX = 100;

/** The open requests (neither approved nor refused), oldest first: the moment and reason, never its author. */
export async function findOpenIdentifyRequests(db: TDb, adminId: number): Promise<TIdentifyRequest[]> {
  const rows = await db
    .selectFrom('moderation_identify_requests as r')
    .innerJoin('users as u', 'u.id', 'r.requested_by')
    .select([
      'r.id',
      'r.moment_id',
      'r.reason',
      'r.created_at',
      'r.requested_by',
      'u.first_name',
      'u.last_name',
    ])
    .where('r.approved_by', 'is', null)
    .where('r.refused_by', 'is', null)
    .orderBy('r.id')
    .limit(OPEN_IDENTIFY_MAX)
    .execute();
  const moments = await resolveContents(
    db,
    'moment',
    rows.map((r) => r.moment_id),
  );
  return rows.map((r) => ({
    id: r.id,
    momentId: r.moment_id,
    excerpt: moments.get(r.moment_id)?.excerpt ?? '',
    reason: r.reason,
    requesterName: `${r.first_name} ${r.last_name}`.trim(),
    createdAt: r.created_at,
    requestedByMe: r.requested_by === adminId,
  }));
}

/** A second admin refuses a request: it closes without naming anyone, on record in the audit log. */
export async function refuseIdentify(db: TDb, admin: TIdentifyAdmin, requestId: number, now = Date.now()) {
  const request = await openRequestFor(db, admin, requestId);
  await decideIdentify(db, admin, { id: requestId, momentId: request.moment_id }, 'refused', now);
}

/** The closed areas for the queue's area filter (the community is area 0, not listed). */
export async function listModerationAreas(db: TDb) {
  const rows = await db
    .selectFrom('closed_areas')
    .select(['id', 'name'])
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name }));
}
