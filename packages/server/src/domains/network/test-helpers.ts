/** Test helpers of the network tests: members with names and places, requests and connections. */
import { expect } from 'vitest';
import { NETWORK_PATHS as P } from '@pflegepuls/shared';
import type { TTestApp } from '../../test/harness.ts';
import { loginNewMember, type MemberClient } from '../../test/member.ts';

/** A logged-in member of the network tests. */
export type TMember = { client: MemberClient; id: number; userName: string; fullName: string };

let counter = 0;

/** A logged-in member with a distinct name (toasts name people) and optional place and position. */
export async function createMember(
  t: TTestApp,
  options: {
    latitude?: number;
    longitude?: number;
    position?: string;
    education?: string;
    isBot?: boolean;
  } = {},
): Promise<TMember> {
  const { client, userId } = await loginNewMember(t);
  counter++;
  const firstName = `Vorname${counter}`;
  const lastName = `Nachname${counter}`;
  await t.database.db
    .updateTable('users')
    .set({
      first_name: firstName,
      last_name: lastName,
      latitude: options.latitude ?? null,
      longitude: options.longitude ?? null,
      location_city: options.latitude !== undefined ? `Ort ${counter}` : null,
      current_position: options.position ?? `Position ${counter}`,
      is_bot: options.isBot ? 1 : 0,
    })
    .where('id', '=', userId)
    .execute();
  if (options.education) {
    const now = Date.now();
    await t.database.db
      .insertInto('user_onboarding')
      .values({ user_id: userId, detailed_education: options.education, created_at: now, updated_at: now })
      .execute();
  }
  const row = await t.database.db
    .selectFrom('users')
    .select('user_name')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return { client, id: userId, userName: row.user_name, fullName: `${firstName} ${lastName}` };
}

/** The member's stored connections_count. */
export async function connectionsCount(t: TTestApp, id: number): Promise<number> {
  const row = await t.database.db
    .selectFrom('users')
    .select('connections_count')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.connections_count;
}

/** Sends a connection request from `from` to `to`; returns its id. */
export async function sendRequest(from: TMember, to: TMember): Promise<number> {
  const response = await from.client.post(P.sendRequest, { userName: to.userName });
  expect(response.statusCode).toBe(200);
  return response.json().requestId as number;
}

/** Connects two members: a request from `a` that `b` accepts. */
export async function connectMembers(a: TMember, b: TMember) {
  const requestId = await sendRequest(a, b);
  const response = await b.client.post(P.accept, { requestId });
  expect(response.statusCode).toBe(200);
}
