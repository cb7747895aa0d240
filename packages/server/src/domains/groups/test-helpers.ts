/** Test helpers of the groups tests: area members, groups made through the API, notifications. */
import { expect } from 'vitest';
import { UROCAMPUS_AREA_ID, type TGroupDetail, type TNotification } from '@pflegepuls/shared';
import type { TTestApp } from '../../test/harness.ts';
import { joinClosedArea } from '../closed-areas/service.ts';
import { call, loginNewMember, ok, type TMember } from '../../test/member.ts';

/** A logged-in member; in the Urocampus unless `inArea` is false. */
export async function areaMember(t: TTestApp, inArea = true): Promise<TMember> {
  const m = await loginNewMember(t);
  if (inArea) await joinClosedArea(t.database.db, m.userId, UROCAMPUS_AREA_ID);
  return m;
}

/** A group created by `owner` through the API. */
export async function makeGroup(
  t: TTestApp,
  owner: TMember,
  input: { title: string; joinMode?: 'open' | 'request' | 'invite'; closedAreaId?: number | null },
): Promise<TGroupDetail> {
  const body = { closedAreaId: UROCAMPUS_AREA_ID, joinMode: 'open', ...input };
  return (await ok<{ data: TGroupDetail }>(t, owner.client, 'POST', '/api/groups', body)).data;
}

/** The member's notifications once every queued event has run. */
export async function notificationsOf(t: TTestApp, who: TMember): Promise<TNotification[]> {
  await t.deps.jobs.idle();
  // Fan-out events publish further events: wait for those too.
  await t.deps.jobs.idle();
  const response = await call(t, who.client, 'GET', '/api/user/notifications');
  expect(response.statusCode).toBe(200);
  return (response.json() as { notifications: TNotification[] }).notifications;
}
