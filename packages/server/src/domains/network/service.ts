/**
 * Connections and connection requests. Every change to `connections` writes both directions and
 * adjusts `users.connections_count` in the same transaction, so lists never count rows. Events are
 * published after the commit; subscribers (notifications) never see a rolled-back request.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import {
  DAY_MS,
  getNetworkDisplayName,
  NETWORK_MESSAGES as M,
  REQUEST_COOLDOWN_DAYS,
  TIME_ZONE,
} from '@pflegepuls/shared';
import type { DB } from '../../platform/db/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { TDomainEvents } from '../../platform/events.ts';
import { USER_SUMMARY_COLUMNS, type TUserSummaryRow } from '../users/summary.ts';
import { forgetSuggestions } from './suggestion-cache.ts';
import { isNotDeleted } from '../users/deletion.ts';
import { isBlockedEitherWay } from '../chat/service.ts';

type TDb = Kysely<DB>;

export const PERSON_COLUMNS = [...USER_SUMMARY_COLUMNS, 'users.location_city'] as const;
export type TPersonRow = TUserSummaryRow & { location_city: string | null };

type TPage = { skip: number; take: number };

/** Display name of a person row, as toasts and messages show it. */
export function getRowDisplayName(row: { first_name: string; last_name: string; user_name: string }) {
  return getNetworkDisplayName({ fullName: `${row.first_name} ${row.last_name}`, userName: row.user_name });
}

/**
 * Number of connections each of `userIds` shares with `userId`: one grouped query for a whole page
 * (probes the primary key once per (my connection, listed person) pair).
 */
export async function countMutualConnections(
  db: TDb,
  userId: number,
  userIds: number[],
): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  if (userIds.length === 0) return counts;
  const rows = await db
    .selectFrom('connections as mine')
    .innerJoin('connections as theirs', 'theirs.connected_user_id', 'mine.connected_user_id')
    .select(['theirs.user_id as id', (eb) => eb.fn.countAll().as('n')])
    .where('mine.user_id', '=', userId)
    .where('theirs.user_id', 'in', userIds)
    .groupBy('theirs.user_id')
    .execute();
  for (const row of rows) counts.set(Number(row.id), Number(row.n));
  return counts;
}

/** My connections, newest first, and the count kept on `users`. */
export async function findConnections(db: TDb, userId: number, { skip, take }: TPage) {
  const [rows, me] = await Promise.all([
    db
      .selectFrom('connections')
      .innerJoin('users', 'users.id', 'connections.connected_user_id')
      .select(PERSON_COLUMNS)
      .where('connections.user_id', '=', userId)
      .orderBy('connections.created_at', 'desc')
      .orderBy('connections.connected_user_id', 'desc')
      .limit(take + 1)
      .offset(skip)
      .execute(),
    db.selectFrom('users').select('connections_count').where('id', '=', userId).executeTakeFirst(),
  ]);
  const page = rows.slice(0, take);
  const mutual = await countMutualConnections(
    db,
    userId,
    page.map((row) => row.id),
  );
  return { rows: page, mutual, count: Number(me?.connections_count ?? 0), hasMore: rows.length > take };
}

/** Pending requests addressed to me (`received`) or sent by me (`sent`), newest first. */
export async function findPendingRequests(
  db: TDb,
  userId: number,
  direction: 'received' | 'sent',
  { skip, take }: TPage,
) {
  const [mineColumn, otherColumn] =
    direction === 'received'
      ? (['r.receiver_id', 'r.sender_id'] as const)
      : (['r.sender_id', 'r.receiver_id'] as const);
  const rows = await db
    .selectFrom('connection_requests as r')
    .innerJoin('users', 'users.id', otherColumn)
    .select([...PERSON_COLUMNS, 'r.id as request_id'])
    .where(mineColumn, '=', userId)
    .where('r.status', '=', 'pending')
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(take + 1)
    .offset(skip)
    .execute();
  const page = rows.slice(0, take);
  const mutual = await countMutualConnections(
    db,
    userId,
    page.map((row) => row.id),
  );
  return { rows: page, mutual, hasMore: rows.length > take };
}

/** Pending requests addressed to the member (the badge of "Mein Netzwerk"). */
export async function countReceivedRequests(db: TDb, userId: number): Promise<number> {
  const row = await db
    .selectFrom('connection_requests')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('receiver_id', '=', userId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** A member by user name, or 404; deleted accounts and bots are not found (nobody can connect to them). */
async function getPersonByUserName(db: TDb | Transaction<DB>, userName: string) {
  const person = await db
    .selectFrom('users')
    .select(['id', 'user_name', 'first_name', 'last_name'])
    .where('user_name', '=', userName)
    .where('is_bot', '=', 0)
    .where(isNotDeleted)
    .executeTakeFirst();
  if (!person) throw new AppError('NOT_FOUND', M.userNotFound);
  return person;
}

async function areConnected(trx: Transaction<DB>, userId: number, otherId: number): Promise<boolean> {
  const row = await trx
    .selectFrom('connections')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('connected_user_id', '=', otherId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Writes both directions and counts only rows that were new (a repeated accept changes nothing). */
async function connect(trx: Transaction<DB>, a: number, b: number, now: number) {
  const inserted = await trx
    .insertInto('connections')
    .values([
      { user_id: a, connected_user_id: b, created_at: now },
      { user_id: b, connected_user_id: a, created_at: now },
    ])
    .onConflict((oc) => oc.columns(['user_id', 'connected_user_id']).doNothing())
    .returning('user_id')
    .execute();
  const ids = inserted.map((row) => row.user_id);
  if (ids.length > 0) {
    await trx
      .updateTable('users')
      .set((eb) => ({ connections_count: eb('connections_count', '+', 1) }))
      .where('id', 'in', ids)
      .execute();
  }
}

/** Marks a pending request as accepted and connects both members. */
async function acceptPendingRequest(
  trx: Transaction<DB>,
  request: { id: number; sender_id: number; receiver_id: number },
  now: number,
) {
  const updated = await trx
    .updateTable('connection_requests')
    .set({ status: 'accepted', responded_at: now })
    .where('id', '=', request.id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) throw new AppError('CONFLICT', M.requestAnswered);
  await connect(trx, request.sender_id, request.receiver_id, now);
}

function isUniqueViolation(error: unknown): boolean {
  const text = String((error as { code?: string; message?: string })?.code ?? '') + String(error);
  return /23505|UNIQUE constraint failed|SQLITE_CONSTRAINT/i.test(text);
}

const REQUEST_COOLDOWN_MS = REQUEST_COOLDOWN_DAYS * DAY_MS;
const GERMAN_DATE = new Intl.DateTimeFormat('de-DE', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/**
 * 409 while a rejection of a request from `fromId` to `toId` is younger than the cooldown, so a
 * rejected request cannot be sent again and again (each would notify the receiver). Only this
 * direction: the member who rejected may still ask themselves.
 */
async function assertNoRecentRejection(
  trx: Transaction<DB>,
  { fromId, toId, name, now }: { fromId: number; toId: number; name: string; now: number },
) {
  const rejected = await trx
    .selectFrom('connection_requests')
    .select('responded_at')
    .where('sender_id', '=', fromId)
    .where('receiver_id', '=', toId)
    .where('status', '=', 'rejected')
    .where('responded_at', '>', now - REQUEST_COOLDOWN_MS)
    .orderBy('responded_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (rejected?.responded_at) {
    const until = GERMAN_DATE.format(rejected.responded_at + REQUEST_COOLDOWN_MS);
    throw new AppError('CONFLICT', M.requestCoolingDown(name, until));
  }
}

/**
 * Sends a connection request to `toUserName`. When they already sent me one, it is accepted
 * instead (both want the connection; a second, crossing request would only need answering twice).
 */
export async function sendConnectionRequest(
  db: TDb,
  events: TDomainEvents,
  { fromId, toUserName, now = Date.now() }: { fromId: number; toUserName: string; now?: number },
): Promise<{ requestId: number; isConnected: boolean; message: string }> {
  const result = await db
    .transaction()
    .execute(async (trx) => {
      const target = await getPersonByUserName(trx, toUserName);
      const name = getRowDisplayName(target);
      if (target.id === fromId) throw new AppError('VALIDATION', M.requestToSelf);
      // A block either way (docs/chat.md) stops requests; the neutral answer does not reveal it.
      if (await isBlockedEitherWay(trx, fromId, target.id)) throw new AppError('CONFLICT');
      if (await areConnected(trx, fromId, target.id))
        throw new AppError('CONFLICT', M.alreadyConnected(name));
      // Two probes of the pending-pair index (an OR of both directions trips SQLite's planner).
      const pending = await Promise.all(
        [
          [fromId, target.id],
          [target.id, fromId],
        ].map(([senderId, receiverId]) =>
          trx
            .selectFrom('connection_requests')
            .select(['id', 'sender_id', 'receiver_id'])
            .where('sender_id', '=', senderId!)
            .where('receiver_id', '=', receiverId!)
            .where('status', '=', 'pending')
            .executeTakeFirst(),
        ),
      ).then((rows) => rows.filter((row) => row !== undefined));
      const mine = pending.find((row) => row.sender_id === fromId);
      if (mine) throw new AppError('CONFLICT', M.alreadyRequested(name));
      const theirs = pending.find((row) => row.sender_id === target.id);
      if (!theirs) await assertNoRecentRejection(trx, { fromId, toId: target.id, name, now });
      if (theirs) {
        await acceptPendingRequest(trx, theirs, now);
        return {
          requestId: theirs.id,
          isConnected: true,
          recipientId: target.id,
          message: M.connectionAdded(name),
        };
      }
      const row = await trx
        .insertInto('connection_requests')
        .values({
          sender_id: fromId,
          receiver_id: target.id,
          status: 'pending',
          created_at: now,
          responded_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { requestId: row.id, isConnected: false, recipientId: target.id, message: M.requestSent(name) };
    })
    .catch((error: unknown) => {
      // Two tabs sending at once: the partial unique index lets only one pending request through.
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', M.requestPending);
      throw error;
    });
  forgetSuggestions(db, fromId, result.recipientId);
  await events.publish({
    type: result.isConnected ? 'connection_accepted' : 'connection_requested',
    actorId: fromId,
    recipientId: result.recipientId,
    requestId: result.requestId,
  });
  return { requestId: result.requestId, isConnected: result.isConnected, message: result.message };
}

/** A request with the name of one side (`person`: the sender or the receiver), or undefined. */
function findRequestWithPerson(db: TDb, requestId: number, person: 'sender_id' | 'receiver_id') {
  return db
    .selectFrom('connection_requests as r')
    .innerJoin('users', 'users.id', `r.${person}`)
    .select([
      'r.id',
      'r.sender_id',
      'r.receiver_id',
      'r.status',
      'users.first_name',
      'users.last_name',
      'users.user_name',
    ])
    .where('r.id', '=', requestId)
    .executeTakeFirst();
}

/**
 * Accepts or rejects a pending request addressed to `userId`. A request addressed to someone else
 * answers 404 like an unknown id, so nobody learns which requests exist between other members.
 */
export async function answerConnectionRequest(
  db: TDb,
  events: TDomainEvents,
  {
    userId,
    requestId,
    answer,
    now = Date.now(),
  }: { userId: number; requestId: number; answer: 'accept' | 'reject'; now?: number },
): Promise<{ senderName: string }> {
  const result = await db.transaction().execute(async (trx) => {
    const request = await findRequestWithPerson(trx, requestId, 'sender_id');
    if (!request || request.receiver_id !== userId) throw new AppError('NOT_FOUND', M.requestNotFound);
    if (request.status !== 'pending') throw new AppError('CONFLICT', M.requestAnswered);
    if (answer === 'accept') {
      await acceptPendingRequest(trx, request, now);
    } else {
      const updated = await trx
        .updateTable('connection_requests')
        .set({ status: 'rejected', responded_at: now })
        .where('id', '=', request.id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) throw new AppError('CONFLICT', M.requestAnswered);
    }
    return { senderId: request.sender_id, senderName: getRowDisplayName(request) };
  });
  forgetSuggestions(db, userId, result.senderId);
  // A rejection is silent on purpose: the sender only sees the request disappear from "Gesendet".
  if (answer === 'accept') {
    await events.publish({
      type: 'connection_accepted',
      actorId: userId,
      recipientId: result.senderId,
      requestId,
    });
  }
  return { senderName: result.senderName };
}

/**
 * Withdraws a pending request the member sent: the row goes, so the receiver no longer sees it and
 * either side may ask again at once (no cooldown: nobody said no). Someone else's request answers
 * 404 like an unknown id; an answered one 409.
 */
export async function withdrawConnectionRequest(
  db: TDb,
  events: TDomainEvents,
  { userId, requestId }: { userId: number; requestId: number },
): Promise<{ receiverName: string }> {
  const request = await findRequestWithPerson(db, requestId, 'receiver_id');
  if (!request || request.sender_id !== userId) throw new AppError('NOT_FOUND', M.requestNotFound);
  const deleted = await db
    .deleteFrom('connection_requests')
    .where('id', '=', request.id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) !== 1) throw new AppError('CONFLICT', M.requestAnswered);
  forgetSuggestions(db, userId, request.receiver_id);
  await events.publish({
    type: 'connection_request_withdrawn',
    actorId: userId,
    recipientId: request.receiver_id,
    requestId: request.id,
  });
  return { receiverName: getRowDisplayName(request) };
}

/** Deletes the connection of `a` and `b` in both directions and lowers both counts; false if none. */
async function deleteConnection(trx: TDb, a: number, b: number): Promise<boolean> {
  const deleted = await trx
    .deleteFrom('connections')
    .where((eb) =>
      eb.or([
        eb.and([eb('user_id', '=', a), eb('connected_user_id', '=', b)]),
        eb.and([eb('user_id', '=', b), eb('connected_user_id', '=', a)]),
      ]),
    )
    .returning('user_id')
    .execute();
  if (deleted.length === 0) return false;
  await trx
    .updateTable('users')
    .set({
      connections_count: sql<number>`case when connections_count > 0 then connections_count - 1 else 0 end`,
    })
    .where(
      'id',
      'in',
      deleted.map((row) => row.user_id),
    )
    .execute();
  return true;
}

/** Removes the connection in both directions and lowers both counts. */
export async function removeConnection(
  db: TDb,
  { userId, userName }: { userId: number; userName: string },
): Promise<{ name: string }> {
  return db.transaction().execute(async (trx) => {
    const other = await getPersonByUserName(trx, userName);
    const name = getRowDisplayName(other);
    if (!(await deleteConnection(trx, userId, other.id)))
      throw new AppError('CONFLICT', M.notConnected(name));
    forgetSuggestions(db, userId, other.id);
    return { name };
  });
}

/**
 * A block ends what links the two members (docs/moderation.md): the connection in both directions
 * (both counts lowered) and pending requests either way. Nobody is told; the blocked member finds
 * the blocker neither in their connections nor in their requests, as after a removal.
 */
export async function endConnectionOnBlock(db: TDb, blockerId: number, blockedId: number) {
  await db.transaction().execute(async (trx) => {
    await deleteConnection(trx, blockerId, blockedId);
    // Two probes of the pending-pair index, as sendConnectionRequest does.
    for (const [senderId, receiverId] of [
      [blockerId, blockedId],
      [blockedId, blockerId],
    ] as const)
      await trx
        .deleteFrom('connection_requests')
        .where('sender_id', '=', senderId)
        .where('receiver_id', '=', receiverId)
        .where('status', '=', 'pending')
        .execute();
  });
  forgetSuggestions(db, blockerId, blockedId);
}
