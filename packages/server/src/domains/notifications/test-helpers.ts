/** Test helpers of the notifications tests. */
import { expect } from 'vitest';
import type { TNotification } from '@pflegepuls/shared';
import type { TDomainEvent } from '../../platform/events.ts';
import { insertUser, type TTestApp } from '../../test/harness.ts';
import type { loginNewMember } from '../../test/member.ts';

/**
 * The helpers of the notifications tests around the app `getApp` returns (set in the test file's
 * beforeAll): publishing a domain event and waiting for its jobs, inserted members, a member's list.
 */
export function createNotificationsTestHelpers(getApp: () => TTestApp) {
  async function publish(event: TDomainEvent) {
    await getApp().deps.events.publish(event);
    await getApp().deps.jobs.idle();
  }

  async function member(first = 'Anna', last = 'Muster') {
    return insertUser(getApp().database, { first_name: first, last_name: last });
  }

  async function listOf(client: Awaited<ReturnType<typeof loginNewMember>>['client'], query = '') {
    const response = await client.get(`/api/user/notifications${query}`);
    expect(response.statusCode).toBe(200);
    return response.json() as {
      notifications: TNotification[];
      totalCount: number;
      unseenCount: number;
      nextCursor: string | null;
    };
  }

  return { publish, member, listOf };
}
