import type { Faker } from '@faker-js/faker';
import { sql, type Insertable, type Kysely } from 'kysely';
import type { DB } from '../platform/db/index.ts';
import type { ConnectionRequestsTable, ConnectionsTable } from '../platform/db/tables/network.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { haversineKm } from '../domains/network/suggestions.ts';
import { DAY_MS } from '@pflegepuls/shared';

const MIN_CONNECTIONS = 5;
const MAX_CONNECTIONS = 40;
/** Partners come from this many nearest members: connections cluster by region. */
const NEIGHBOURHOOD = 60;
/** The documented member ("Marie"): about 20 connections, several requests each way. */
const MEMBER_CONNECTIONS = 20;
const MEMBER_RECEIVED = 5;
const MEMBER_SENT = 3;
const OTHER_PENDING_REQUESTS = 120;

type TPerson = { id: number; latitude: number | null; longitude: number | null };

const pairKey = (a: number, b: number) => (a < b ? `${a}:${b}` : `${b}:${a}`);

/** The other members ordered by distance (members without a place at the end, in id order). */
function nearestFirst(person: TPerson, everyone: TPerson[]): TPerson[] {
  const distance = (other: TPerson) =>
    person.latitude === null ||
    person.longitude === null ||
    other.latitude === null ||
    other.longitude === null
      ? Number.POSITIVE_INFINITY
      : haversineKm(person.latitude, person.longitude, other.latitude, other.longitude);
  return everyone
    .filter((other) => other.id !== person.id)
    .map((other) => ({ other, km: distance(other) }))
    .sort((a, b) => a.km - b.km || a.other.id - b.other.id)
    .map((item) => item.other);
}

/**
 * Demo connections and pending requests, including for the documented accounts. Runs after the
 * members exist; deterministic through `faker`. Every member gets 5–40 connections, mostly among
 * the members nearest to them; `connections_count` is recomputed at the end.
 */
export async function seedNetwork(db: Kysely<DB>, faker: Faker, { now }: { now: number }): Promise<void> {
  const people = await db
    .selectFrom('users')
    .select(['id', 'latitude', 'longitude', 'user_name'])
    .orderBy('id')
    .execute();
  if (people.length < 2) return;
  const member = people.find((p) => p.user_name === DEMO_ACCOUNTS[1].userName);
  const neighbours = new Map(people.map((p) => [p.id, nearestFirst(p, people).slice(0, NEIGHBOURHOOD)]));
  const degree = new Map(people.map((p) => [p.id, 0]));
  const target = new Map(
    people.map((p) => [
      p.id,
      p.id === member?.id
        ? MEMBER_CONNECTIONS
        : faker.number.int({ min: MIN_CONNECTIONS, max: MAX_CONNECTIONS }),
    ]),
  );
  const pairs = new Set<string>();
  const connections: Insertable<ConnectionsTable>[] = [];

  const connect = (a: number, b: number) => {
    const createdAt = now - faker.number.int({ min: 1, max: 365 }) * DAY_MS;
    pairs.add(pairKey(a, b));
    connections.push(
      { user_id: a, connected_user_id: b, created_at: createdAt },
      { user_id: b, connected_user_id: a, created_at: createdAt },
    );
    degree.set(a, degree.get(a)! + 1);
    degree.set(b, degree.get(b)! + 1);
  };

  // Marie first, so her ~20 are chosen before her neighbours fill up.
  const order = member ? [member, ...people.filter((p) => p.id !== member.id)] : people;
  for (const person of order) {
    const candidates = faker.helpers.shuffle(neighbours.get(person.id)!);
    for (const other of candidates) {
      if (degree.get(person.id)! >= target.get(person.id)!) break;
      if (pairs.has(pairKey(person.id, other.id))) continue;
      if (other.id !== member?.id && degree.get(other.id)! >= MAX_CONNECTIONS) continue;
      if (other.id === member?.id && degree.get(other.id)! >= MEMBER_CONNECTIONS) continue;
      connect(person.id, other.id);
    }
  }

  // Pending requests between members who are not connected, near each other.
  const requests: Insertable<ConnectionRequestsTable>[] = [];
  const requested = new Set<string>();
  const request = (senderId: number, receiverId: number) => {
    const key = pairKey(senderId, receiverId);
    if (senderId === receiverId || pairs.has(key) || requested.has(key)) return false;
    requested.add(key);
    requests.push({
      sender_id: senderId,
      receiver_id: receiverId,
      status: 'pending',
      created_at: now - faker.number.int({ min: 1, max: 20 * 24 * 60 }) * 60_000,
      responded_at: null,
    });
    return true;
  };
  const strangers = (person: TPerson) =>
    nearestFirst(person, people).filter((other) => !pairs.has(pairKey(person.id, other.id)));
  if (member) {
    const near = strangers(member);
    let received = 0;
    let sent = 0;
    for (const other of near) {
      if (received < MEMBER_RECEIVED) received += Number(request(other.id, member.id));
      else if (sent < MEMBER_SENT) sent += Number(request(member.id, other.id));
      else break;
    }
  }
  for (const account of DEMO_ACCOUNTS) {
    const person = people.find((p) => p.user_name === account.userName);
    if (!person || person.id === member?.id) continue;
    for (const other of strangers(person).slice(0, 2)) request(other.id, person.id);
  }
  for (let i = 0; i < OTHER_PENDING_REQUESTS; i++) {
    const sender = faker.helpers.arrayElement(people);
    const receiver = faker.helpers.arrayElement(neighbours.get(sender.id)!);
    request(sender.id, receiver.id);
  }

  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < connections.length; i += 200) {
      await trx
        .insertInto('connections')
        .values(connections.slice(i, i + 200))
        .execute();
    }
    for (let i = 0; i < requests.length; i += 200) {
      await trx
        .insertInto('connection_requests')
        .values(requests.slice(i, i + 200))
        .execute();
    }
    await trx
      .updateTable('users')
      .set({
        connections_count: sql<number>`(select count(*) from connections where connections.user_id = users.id)`,
      })
      .execute();
  });
}
