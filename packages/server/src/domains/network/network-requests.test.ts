/** Connection requests over HTTP: sending, accepting, rejecting, removing, paging connections. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ERROR_MESSAGES,
  NETWORK_MESSAGES as M,
  NETWORK_PATHS as P,
  REQUEST_COOLDOWN_DAYS,
  type TConnectionUser,
} from '@pflegepuls/shared';
import type { TDomainEvent } from '../../platform/events.ts';
import { createTestApp, testDialect, type TTestApp } from '../../test/harness.ts';
import { openVisitor } from '../../test/member.ts';
import { connectionsCount, connectMembers, createMember, sendRequest } from './test-helpers.ts';

const GERMAN_DATE = { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric' } as const;

describe(`network actions on ${testDialect}`, () => {
  let t: TTestApp;
  const events: TDomainEvent[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    t.deps.events.subscribe(async (event) => {
      events.push(event);
    });
  });
  afterAll(() => t.close());

  it('answers 401 to visitors on every endpoint', async () => {
    const visitor = await openVisitor(t);
    for (const path of [P.connections, P.suggestions, P.requests, P.sentRequests, P.requestsCount]) {
      const response = await visitor.get(path);
      expect(response.statusCode, path).toBe(401);
      expect(response.json()).toEqual({ success: false, message: ERROR_MESSAGES.UNAUTHORIZED });
    }
    for (const path of [P.sendRequest, P.accept, P.reject, P.withdraw, P.remove]) {
      const response = await visitor.post(path, { userName: 'x', requestId: 1 });
      expect(response.statusCode, path).toBe(401);
    }
  });

  it('sends a request, lists it on both sides, and the receiver accepts it', async () => {
    const anna = await createMember(t);
    const ben = await createMember(t);

    const sent = await anna.client.post(P.sendRequest, { userName: ben.userName });
    expect(sent.statusCode).toBe(200);
    const { requestId } = sent.json();
    expect(sent.json()).toEqual({
      success: true,
      message: M.requestSent(ben.fullName),
      requestId,
      isConnected: false,
    });

    await t.deps.jobs.idle();
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'connection_requested',
        actorId: anna.id,
        recipientId: ben.id,
        requestId,
      }),
    );

    const invitations = (await ben.client.get(P.requests)).json();
    expect(invitations).toMatchObject({ count: 1, hasMore: false });
    expect(invitations.invitations).toEqual([
      expect.objectContaining({
        id: anna.id,
        userName: anna.userName,
        fullName: anna.fullName,
        requestId,
        receivedRequest: true,
        hasSentRequest: false,
        isConnected: false,
        mutualConnections: 0,
      }),
    ]);
    expect((await ben.client.get(P.requestsCount)).json()).toEqual({ count: 1 });
    expect((await anna.client.get(P.requestsCount)).json()).toEqual({ count: 0 });

    const sentList = (await anna.client.get(P.sentRequests)).json();
    expect(sentList.hasMore).toBe(false);
    expect(sentList.sentRequests).toEqual([
      expect.objectContaining({ id: ben.id, requestId, hasSentRequest: true, receivedRequest: false }),
    ]);

    const accepted = await ben.client.post(P.accept, { requestId });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ success: true, message: M.connectionAdded(anna.fullName) });
    await t.deps.jobs.idle();
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'connection_accepted',
        actorId: ben.id,
        recipientId: anna.id,
        requestId,
      }),
    );

    const annaConnections = (await anna.client.get(P.connections)).json();
    expect(annaConnections).toMatchObject({ count: 1, hasMore: false });
    expect(annaConnections.connections).toEqual([
      expect.objectContaining({ id: ben.id, isConnected: true, requestId: null }),
    ]);
    const benConnections = (await ben.client.get(P.connections)).json();
    expect(benConnections.connections.map((c: TConnectionUser) => c.id)).toEqual([anna.id]);
    expect(await connectionsCount(t, anna.id)).toBe(1);
    expect(await connectionsCount(t, ben.id)).toBe(1);
    expect((await ben.client.get(P.requestsCount)).json()).toEqual({ count: 0 });
    expect((await anna.client.get(P.sentRequests)).json().sentRequests).toEqual([]);

    const again = await ben.client.post(P.accept, { requestId });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: M.requestAnswered });
    expect(await connectionsCount(t, anna.id)).toBe(1);
  });

  it('refuses a double request, a request to myself, to an unknown member and to a connection', async () => {
    const anna = await createMember(t);
    const ben = await createMember(t);
    await sendRequest(anna, ben);

    const double = await anna.client.post(P.sendRequest, { userName: ben.userName });
    expect(double.statusCode).toBe(409);
    expect(double.json()).toEqual({ success: false, message: M.alreadyRequested(ben.fullName) });

    const self = await anna.client.post(P.sendRequest, { userName: anna.userName });
    expect(self.statusCode).toBe(422);
    expect(self.json().message).toBe(M.requestToSelf);

    const unknown = await anna.client.post(P.sendRequest, { userName: 'niemand.hier' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: M.userNotFound });

    const missing = await anna.client.post(P.sendRequest, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({
      success: false,
      message: M.userNameMissing,
      errors: { userName: [M.userNameMissing] },
    });

    const carla = await createMember(t);
    await connectMembers(anna, carla);
    const connected = await anna.client.post(P.sendRequest, { userName: carla.userName });
    expect(connected.statusCode).toBe(409);
    expect(connected.json()).toEqual({ success: false, message: M.alreadyConnected(carla.fullName) });
    const reverse = await carla.client.post(P.sendRequest, { userName: anna.userName });
    expect(reverse.statusCode).toBe(409);
  });

  it('two tabs sending at once leave one pending request', async () => {
    const anna = await createMember(t);
    const ben = await createMember(t);
    const responses = await Promise.all([
      anna.client.post(P.sendRequest, { userName: ben.userName }),
      anna.client.post(P.sendRequest, { userName: ben.userName }),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect([M.alreadyRequested(ben.fullName), M.requestPending]).toContain(
      responses.find((r) => r.statusCode === 409)!.json().message,
    );
    expect((await ben.client.get(P.requestsCount)).json()).toEqual({ count: 1 });
  });

  it('a request to someone who already sent me one connects us at once', async () => {
    const dora = await createMember(t);
    const emil = await createMember(t);
    const theirs = await sendRequest(dora, emil);

    const response = await emil.client.post(P.sendRequest, { userName: dora.userName });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: M.connectionAdded(dora.fullName),
      requestId: theirs,
      isConnected: true,
    });
    expect(await connectionsCount(t, dora.id)).toBe(1);
    expect(await connectionsCount(t, emil.id)).toBe(1);
    expect((await emil.client.get(P.requestsCount)).json()).toEqual({ count: 0 });
    await t.deps.jobs.idle();
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'connection_accepted', actorId: emil.id, recipientId: dora.id }),
    );
  });

  it('nobody but the receiver can accept or reject a request', async () => {
    const anna = await createMember(t);
    const ben = await createMember(t);
    const third = await createMember(t);
    const requestId = await sendRequest(anna, ben);

    for (const [who, path] of [
      [third, P.accept],
      [third, P.reject],
      [anna, P.accept],
    ] as const) {
      const response = await who.client.post(path, { requestId });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: M.requestNotFound });
    }
    const unknown = await ben.client.post(P.accept, { requestId: requestId + 10_000 });
    expect(unknown.statusCode).toBe(404);

    expect(await connectionsCount(t, anna.id)).toBe(0);
    expect(await connectionsCount(t, third.id)).toBe(0);
    expect((await ben.client.get(P.requests)).json().invitations).toHaveLength(1);
  });

  it('a missing requestId answers the spec message', async () => {
    const anna = await createMember(t);
    const accept = await anna.client.post(P.accept, {});
    expect(accept.statusCode).toBe(422);
    expect(accept.json().message).toBe(M.requestIdMissingAccept);
    const reject = await anna.client.post(P.reject, { requestId: '' });
    expect(reject.statusCode).toBe(422);
    expect(reject.json().message).toBe(M.requestIdMissingReject);
  });

  it('rejects a request: nobody is connected, and the sender may ask again only after 30 days', async () => {
    const anna = await createMember(t);
    const ben = await createMember(t);
    const requestId = await sendRequest(anna, ben);

    const response = await ben.client.post(P.reject, { requestId });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: M.requestRejected(anna.fullName) });
    expect((await ben.client.get(P.requests)).json()).toMatchObject({ invitations: [], count: 0 });
    expect((await anna.client.get(P.sentRequests)).json().sentRequests).toEqual([]);
    expect(await connectionsCount(t, ben.id)).toBe(0);

    const acceptLater = await ben.client.post(P.accept, { requestId });
    expect(acceptLater.statusCode).toBe(409);

    // Asking again at once is refused and notifies nobody.
    await t.deps.jobs.idle();
    const requestsBefore = events.filter((e) => e.type === 'connection_requested').length;
    const again = await anna.client.post(P.sendRequest, { userName: ben.userName });
    expect(again.statusCode).toBe(409);
    const until = new Date(Date.now() + REQUEST_COOLDOWN_DAYS * 24 * 60 * 60_000);
    expect(again.json().message).toBe(
      M.requestCoolingDown(ben.fullName, until.toLocaleDateString('de-DE', GERMAN_DATE)),
    );
    await t.deps.jobs.idle();
    expect(events.filter((e) => e.type === 'connection_requested')).toHaveLength(requestsBefore);
    expect((await ben.client.get(P.requestsCount)).json()).toEqual({ count: 0 });

    // 30 days after the rejection the sender may ask again.
    await t.database.db
      .updateTable('connection_requests')
      .set({ responded_at: Date.now() - REQUEST_COOLDOWN_DAYS * 24 * 60 * 60_000 - 1000 })
      .where('id', '=', requestId)
      .execute();
    const later = await sendRequest(anna, ben);
    expect(later).not.toBe(requestId);
  });

  it('withdraws a sent request: the receiver loses it and its notification, asking again works at once', async () => {
    const anna = await createMember(t);
    const ben = await createMember(t);
    const third = await createMember(t);
    const requestId = await sendRequest(anna, ben);
    await t.deps.jobs.idle();
    const notificationsOfBen = async () =>
      (
        (await ben.client.get('/api/user/notifications?skip=0&take=20')).json().notifications as Array<{
          messageType: string;
        }>
      ).map((n) => n.messageType);
    expect(await notificationsOfBen()).toContain('connection_request');

    // Only the sender can take it back; the receiver and a third member get 404 like an unknown id.
    for (const who of [ben, third]) {
      const response = await who.client.post(P.withdraw, { requestId });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: M.requestNotFound });
    }
    const missing = await anna.client.post(P.withdraw, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toBe(M.requestIdMissingWithdraw);

    const response = await anna.client.post(P.withdraw, { requestId });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: M.requestWithdrawn(ben.fullName) });
    expect((await anna.client.get(P.sentRequests)).json().sentRequests).toEqual([]);
    expect((await ben.client.get(P.requests)).json()).toMatchObject({ invitations: [], count: 0 });
    expect((await ben.client.get(P.requestsCount)).json()).toEqual({ count: 0 });
    await t.deps.jobs.idle();
    expect(await notificationsOfBen()).not.toContain('connection_request');
    expect((await ben.client.post(P.accept, { requestId })).statusCode).toBe(404);
    expect((await anna.client.post(P.withdraw, { requestId })).statusCode).toBe(404);

    // Nobody said no: no cooldown. An answered request cannot be withdrawn.
    const again = await sendRequest(anna, ben);
    expect((await ben.client.post(P.accept, { requestId: again })).statusCode).toBe(200);
    const late = await anna.client.post(P.withdraw, { requestId: again });
    expect(late.statusCode).toBe(409);
    expect(await connectionsCount(t, anna.id)).toBe(1);
  });

  it('lets the member who rejected a request send one the other way at once', async () => {
    const anna = await createMember(t);
    const ben = await createMember(t);
    const requestId = await sendRequest(anna, ben);
    expect((await ben.client.post(P.reject, { requestId })).statusCode).toBe(200);
    // Ben changed his mind: his request is his own decision, not a repeat of Anna's.
    await sendRequest(ben, anna);
  });

  it('removes a connection in both directions; removing a non-connection fails', async () => {
    const anna = await createMember(t);
    const ben = await createMember(t);
    await connectMembers(anna, ben);

    const response = await anna.client.post(P.remove, { userName: ben.userName });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: M.connectionRemoved(ben.fullName) });
    expect((await anna.client.get(P.connections)).json()).toEqual({
      connections: [],
      count: 0,
      hasMore: false,
    });
    expect((await ben.client.get(P.connections)).json()).toEqual({
      connections: [],
      count: 0,
      hasMore: false,
    });
    expect(await connectionsCount(t, ben.id)).toBe(0);

    const again = await anna.client.post(P.remove, { userName: ben.userName });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: M.notConnected(ben.fullName) });
    const unknown = await anna.client.post(P.remove, { userName: 'niemand.hier' });
    expect(unknown.statusCode).toBe(404);
    const missing = await anna.client.post(P.remove, { userName: '  ' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toBe(M.userNameMissing);
  });

  it('pages connections with skip/take and counts mutual connections', async () => {
    const hub = await createMember(t);
    const friends = [];
    for (let i = 0; i < 3; i++) {
      const friend = await createMember(t);
      await connectMembers(hub, friend);
      friends.push(friend);
    }
    // friends[0] and friends[1] are also connected: they share the hub.
    await connectMembers(friends[0]!, friends[1]!);

    const first = (await hub.client.get(`${P.connections}?skip=0&take=2`)).json();
    expect(first.count).toBe(3);
    expect(first.hasMore).toBe(true);
    expect(first.connections.map((c: TConnectionUser) => c.id)).toHaveLength(2);
    const rest = (await hub.client.get(`${P.connections}?skip=2&take=2`)).json();
    expect(rest.hasMore).toBe(false);
    const all = [...first.connections, ...rest.connections] as TConnectionUser[];
    expect(new Set(all.map((c) => c.id))).toEqual(new Set(friends.map((f) => f.id)));
    const mutual = Object.fromEntries(all.map((c) => [c.id, c.mutualConnections]));
    expect(mutual).toEqual({ [friends[0]!.id]: 1, [friends[1]!.id]: 1, [friends[2]!.id]: 0 });

    for (const query of ['take=21', 'take=0', 'skip=-1', 'skip=abc']) {
      const bad = await hub.client.get(`${P.connections}?${query}`);
      expect(bad.statusCode, query).toBe(422);
      expect(bad.json().message).toBe(M.pageInvalid);
    }
  });

  it('needs the CSRF token for actions', async () => {
    const anna = await createMember(t);
    const ben = await createMember(t);
    const response = await anna.client.post(P.sendRequest, { userName: ben.userName }, { csrf: null });
    expect(response.statusCode).toBe(419);
  });
});
