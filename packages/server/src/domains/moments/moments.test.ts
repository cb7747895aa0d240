/** Moments over HTTP: validation, listing, reactions, deleting own moments, comments under the avatar. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLANKED_AUTHOR, MOMENT_MESSAGES } from '@pflegepuls/shared';
import { createTestApp, type TTestApp } from '../../test/harness.ts';
import { call, member, ok, type TMember } from '../../test/member.ts';

let t: TTestApp;
let alice: TMember;
let bob: TMember;

beforeAll(async () => {
  t = await createTestApp();
  [alice, bob] = await Promise.all([member(t), member(t)]);
});
afterAll(() => t.close());

describe('moments', () => {
  it('validates, lists with the 000 §7 parameters, reacts idempotently and deletes own only', async () => {
    const long = await call(t, alice.client, 'POST', '/api/moments', {
      content: 'x'.repeat(501),
      avatarKey: 'fuchs',
    });
    expect(long.statusCode).toBe(422);
    expect(long.json().message).toBe(MOMENT_MESSAGES.contentTooLong);
    const noAvatar = await call(t, alice.client, 'POST', '/api/moments', { content: 'Hallo' });
    expect(noAvatar.json().message).toBe(MOMENT_MESSAGES.avatarRequired);

    const created = await ok<{ data: { id: number; user: unknown; isOwn: boolean } }>(
      t,
      alice.client,
      'POST',
      '/api/moments',
      {
        content: 'Heute hat mir eine Patientin Danke gesagt.',
        avatarKey: 'katze',
      },
    );
    // 000 §3: name, position and picture blanked; the author's id nowhere.
    expect(created.data.user).toEqual(BLANKED_AUTHOR);
    expect(created.data.isOwn).toBe(true);
    const id = created.data.id;

    const seenByBob = await ok<{ data: { isOwn: boolean; user: unknown } }>(
      t,
      bob.client,
      'GET',
      `/api/moments/${id}`,
    );
    expect(seenByBob.data).toMatchObject({ isOwn: false, user: BLANKED_AUTHOR });

    for (let i = 0; i < 2; i++) {
      const like = await ok<{ data: { likesCount: number; myReaction: string } }>(
        t,
        bob.client,
        'POST',
        `/api/moments/${id}/like`,
      );
      expect(like.data).toMatchObject({ likesCount: 1, myReaction: 'heart' });
    }
    const changed = await ok<{
      data: { likesCount: number; reactionsCount: number; reactions: Record<string, number> };
    }>(t, bob.client, 'POST', `/api/moments/${id}/reactions`, { type: 'strong' });
    expect(changed.data).toMatchObject({ likesCount: 0, reactionsCount: 1 });
    expect(changed.data.reactions.strong).toBe(1);
    const unlike = await ok<{ data: { reactionsCount: number } }>(
      t,
      bob.client,
      'DELETE',
      `/api/moments/${id}/like`,
    );
    expect(unlike.data.reactionsCount).toBe(1);
    const bad = await call(t, bob.client, 'POST', `/api/moments/${id}/reactions`, { type: 'angry' });
    expect(bad.json().message).toBe(MOMENT_MESSAGES.reactionInvalid);

    const mine = await ok<{ data: Array<{ id: number }>; has_more: boolean }>(
      t,
      alice.client,
      'GET',
      '/api/moments?orderDirection=desc&usersMoments=true&orderBy=created_at&take=5&skip=0',
    );
    expect(mine.data.map((m) => m.id)).toContain(id);
    const bobs = await ok<{ data: unknown[] }>(t, bob.client, 'GET', '/api/moments?usersMoments=true');
    expect(bobs.data).toEqual([]);
    const ranged = await ok<{ data: unknown[] }>(
      t,
      bob.client,
      'GET',
      `/api/moments?from=${Date.now() + 60_000}`,
    );
    expect(ranged.data).toEqual([]);
    const stats = await ok<{ data: { mine: number; total: number } }>(
      t,
      alice.client,
      'GET',
      '/api/moments/stats',
    );
    expect(stats.data.mine).toBeGreaterThanOrEqual(1);
    const avatars = await ok<{ data: Array<{ key: string }> }>(
      t,
      bob.client,
      'GET',
      '/api/moments/get_available_avatars/0',
    );
    expect(avatars.data.length).toBeGreaterThan(5);

    const foreign = await call(t, bob.client, 'DELETE', `/api/moments/${id}`);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe(MOMENT_MESSAGES.notOwn);
    await ok(t, alice.client, 'DELETE', `/api/moments/${id}`, undefined, 204);
    expect((await call(t, bob.client, 'GET', `/api/moments/${id}`)).statusCode).toBe(404);
  });

  it("shows the author's own comments under the moment's avatar, not as the author", async () => {
    const created = await ok<{ data: { id: number } }>(t, alice.client, 'POST', '/api/moments', {
      content: 'Real Talk',
      avatarKey: 'otter',
    });
    const id = created.data.id;
    const byBob = await ok<{ data: { id: number } }>(t, bob.client, 'POST', `/api/moments/${id}/comments`, {
      body: 'Fühl ich',
    });
    await ok(t, alice.client, 'POST', `/api/moments/${id}/comments`, {
      body: 'Danke!',
      parentId: byBob.data.id,
    });
    const list = await ok<{
      data: Array<{
        user: { id: number } | null;
        answers: Array<{ user: null; byMomentAuthor: boolean; avatar: { key: string } }>;
      }>;
    }>(t, bob.client, 'GET', `/api/moments/${id}/comments`);
    expect(list.data[0]!.user?.id).toBe(bob.userId);
    expect(list.data[0]!.answers[0]).toMatchObject({
      user: null,
      byMomentAuthor: true,
      avatar: { key: 'otter' },
    });
  });
});
