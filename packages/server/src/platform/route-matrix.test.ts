/**
 * The route × role matrix (issue 25): every route the app registers is called as visitor, as a
 * member with no relation to anything, as a member of the Urocampus, as the owner of the test's
 * objects (and their counterpart: the chat partner) and as admin, and what it answers is compared
 * with the route's declared access in `route-access.ts`. Path parameters name real objects where
 * the matrix has one (a post, a moment, a group, an event, a company, a job ad, a chat, the area),
 * otherwise a number that names nothing. Bodies are empty, so a write the policy lets through ends
 * in our 422 and changes nothing; the ownership checks of writes with bodies are in the domains'
 * own tests. No route may answer 5xx to anyone.
 */
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteOptions } from 'fastify';
import { UROCAMPUS_AREA_ID } from '@pflegepuls/shared';
import { joinClosedArea } from '../domains/closed-areas/service.ts';
import { createPostAs } from '../domains/feed/test-helpers.ts';
import { makeGroup } from '../domains/groups/test-helpers.ts';
import { makeEvent } from '../domains/events/test-helpers.ts';
import { jobInput, makeCompany, publishedAd } from '../domains/jobs/test-helpers.ts';
import { importPostalCodes } from './geodata.ts';
import {
  createTestApp,
  GEODATA_DIR,
  insertUser,
  TEST_PASSWORD,
  testDialect,
  type TTestApp,
} from '../test/harness.ts';
import { call, ok, openVisitor, type MemberClient } from '../test/member.ts';
import { ROUTE_ACCESS, type TRouteAccess } from './route-access.ts';

type TRole = 'visitor' | 'stranger' | 'areaMember' | 'owner' | 'partner' | 'admin';
type TAccount = { role: TRole; email: string | null; client: MemberClient; userName: string };
type TMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

let t: TTestApp;
const routes: RouteOptions[] = [];
/** WebSocket routes: a plain request gets the plugin's 404; the realtime tests cover their access. */
const sockets = new Set<string>();
const accounts = new Map<TRole, TAccount>();
const userIds = new Map<TRole, number>();
/** Real ids by path prefix and parameter name, filled in `beforeAll`. */
const fixtures: Array<{ prefix: string; param: string; value: string }> = [];

async function login(email: string) {
  const client = await openVisitor(t);
  const response = await client.post('/api/user/login', { email, password: TEST_PASSWORD, remember: 'on' });
  expect(response.statusCode, response.body).toBe(200);
  return client;
}

async function account(role: TRole, options: { admin?: boolean; area?: boolean } = {}) {
  const user = await insertUser(t.database, { is_admin: options.admin ? 1 : 0 });
  if (options.area) await joinClosedArea(t.database.db, user.id, UROCAMPUS_AREA_ID);
  const { user_name } = await t.database.db
    .selectFrom('users')
    .select('user_name')
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow();
  const created: TAccount = { role, email: user.email, client: await login(user.email), userName: user_name };
  accounts.set(role, created);
  userIds.set(role, user.id);
  return created;
}

const as = (role: TRole) => accounts.get(role)!;
const member = (role: TRole) => ({ client: as(role).client, userId: 0, userName: as(role).userName });

beforeAll(async () => {
  t = await createTestApp(
    // The built web's files are one public route each when a build exists; the matrix is about the
    // app's own routes and must not depend on whether `npm run build` ran before it.
    { WEB_DIST_DIR: path.join(tmpdir(), 'pp-no-web-build') },
    {
      onRoute: (route) => {
        routes.push(route);
        if (route.websocket) sockets.add(`GET ${route.url}`);
      },
    },
  );
  await importPostalCodes(t.database.db, GEODATA_DIR);
  accounts.set('visitor', { role: 'visitor', email: null, client: await openVisitor(t), userName: '' });
  await account('stranger');
  await account('areaMember', { area: true });
  const owner = await account('owner', { area: true });
  const partner = await account('partner', { area: true });
  await account('admin', { admin: true });

  const channels = await ok<{ data: Array<{ id: number }> }>(t, owner.client, 'GET', '/api/channels');
  const post = await createPostAs(t, member('owner'), channels.data[0]!.id);
  const moment = await ok<{ data: { id: number } }>(t, owner.client, 'POST', '/api/moments', {
    content: 'Übergabe mit Kaffee',
    avatarKey: 'eule',
  });
  const group = await makeGroup(t, member('owner'), { title: 'Praxisanleitung Station 4' });
  const groupPost = await createPostAs(t, member('owner'), channels.data[0]!.id, { groupId: group.id });
  const event = await makeEvent(t, member('owner'));
  const company = await makeCompany(t, member('admin'), {
    name: 'Klinikum Matrix',
    recruiter: member('owner'),
  });
  const ad = await publishedAd(t, member('owner'), company.id, jobInput(company.locations[0]!.id));
  const chat = await ok<{ id: number }>(
    t,
    owner.client,
    'POST',
    '/api/chat/open',
    { userName: partner.userName },
    200,
  );
  fixtures.push(
    { prefix: '/api/posts/', param: 'id', value: String(post.id) },
    { prefix: '/getPost/', param: 'id', value: String(post.id) },
    { prefix: '/api/moments/', param: 'id', value: String(moment.data.id) },
    { prefix: '/api/moderation/blocks/moment/', param: 'momentId', value: String(moment.data.id) },
    { prefix: '/api/groups/', param: 'id', value: String(group.id) },
    { prefix: '/api/groups/', param: 'postId', value: String(groupPost.id) },
    // The area member joins the open group through the matrix's own join call (and leaves it again).
    { prefix: '/api/groups/', param: 'userId', value: String(userIds.get('areaMember')) },
    { prefix: '/uploads/private/groups/', param: 'id', value: String(group.id) },
    { prefix: '/uploads/private/areas/', param: 'id', value: String(UROCAMPUS_AREA_ID) },
    { prefix: '/uploads/private/events/', param: 'eventId', value: String(event.id) },
    { prefix: '/api/event/closed_area/', param: 'groupId', value: String(group.id) },
    { prefix: '/api/events/', param: 'eventId', value: String(event.id) },
    { prefix: '/api/event/closed_area/', param: 'areaId', value: String(UROCAMPUS_AREA_ID) },
    { prefix: '/api/closed_areas/', param: 'id', value: String(UROCAMPUS_AREA_ID) },
    { prefix: '/api/company', param: 'companyId', value: String(company.id) },
    { prefix: '/api/admin/companies/', param: 'companyId', value: String(company.id) },
    { prefix: '/api/jobs/', param: 'uid', value: ad.uid },
    { prefix: '/api/chat/chats/', param: 'chatId', value: String(chat.id) },
    { prefix: '/', param: 'userName', value: partner.userName },
  );
});
afterAll(() => t.close());

function urlOf(route: string) {
  return route.replace(/:(\w+)/g, (_, param: string) => {
    const fixture = fixtures.find((f) => f.param === param && route.startsWith(f.prefix));
    return fixture?.value ?? '987654';
  });
}

const ROLES: TRole[] = ['visitor', 'stranger', 'areaMember', 'owner', 'partner', 'admin'];
/** Roles that may pass each policy, and those that must be turned away. */
const EXPECTED: Record<TRouteAccess, { allowed: TRole[]; refused: TRole[] }> = {
  public: { allowed: ['visitor', 'stranger'], refused: [] },
  member: { allowed: ['stranger', 'areaMember'], refused: ['visitor'] },
  area: { allowed: ['areaMember'], refused: ['visitor', 'stranger'] },
  owner: { allowed: [], refused: ['visitor', 'stranger'] },
  admin: { allowed: ['admin'], refused: ['visitor', 'stranger', 'areaMember', 'owner'] },
  operator: { allowed: [], refused: ROLES },
};
/** Those with a relation to the objects; an owner route must let one of them through. */
const INSIDERS: TRole[] = ['owner', 'partner', 'admin'];
/**
 * Calls skipped for some roles: those that end the caller's session, and leaving the area, which
 * also ends the owner's group and event roles there (the area member leaves and joins again).
 */
const SKIPPED: Record<string, TRole[]> = {
  'POST /user/logout': ['stranger', 'areaMember', 'owner', 'partner', 'admin'],
  'POST /api/user/sessions/end-others': ['stranger', 'areaMember', 'owner', 'partner', 'admin'],
  'POST /api/closed_areas/:id/leave': ['owner', 'partner'],
};

describe(`the route × role matrix on ${testDialect}`, () => {
  it('declares an access policy for every route, and none for a route that does not exist', () => {
    const registered = routes.flatMap((route) =>
      (Array.isArray(route.method) ? route.method : [route.method])
        .filter((method) => method !== 'HEAD')
        .map((method) => `${method} ${route.url}`),
    );
    expect(
      registered.filter((key) => !(key in ROUTE_ACCESS)),
      'routes without an access policy: declare one in platform/route-access.ts',
    ).toEqual([]);
    expect(Object.keys(ROUTE_ACCESS).filter((key) => !registered.includes(key))).toEqual([]);
  });

  it(
    'answers every role as the declared policy says, and never with a 5xx',
    { timeout: 600_000 },
    async () => {
      const keys = Object.keys(ROUTE_ACCESS).sort(
        // Deleting calls last, so the objects the other routes name still exist.
        (a, b) => Number(a.startsWith('DELETE')) - Number(b.startsWith('DELETE')),
      );
      const failures: string[] = [];
      const unreachedRoutes: string[] = [];
      for (const key of keys) {
        const [method, route] = key.split(' ') as [TMethod, string];
        if (route.includes('*') || sockets.has(key)) continue;
        const access = ROUTE_ACCESS[key]!;
        const url = urlOf(route);
        const status = new Map<TRole, number>();
        for (const role of ROLES) {
          if (SKIPPED[key]?.includes(role)) continue;
          const response = await call(t, as(role).client, method, url, method === 'GET' ? undefined : {});
          status.set(role, response.statusCode);
          if (response.statusCode >= 500)
            failures.push(`${key} as ${role}: ${response.statusCode} ${response.body}`);
          // A route that ended the session (account deletion refuses an empty body, so none should).
          if (role === 'areaMember')
            await joinClosedArea(t.database.db, userIds.get('areaMember')!, UROCAMPUS_AREA_ID).catch(
              () => undefined,
            );
          const email = as(role).email;
          if (email && (await call(t, as(role).client, 'GET', '/api/user/me')).statusCode === 401) {
            failures.push(`${key} as ${role} ended the session`);
            as(role).client = await login(email);
          }
        }
        const { allowed, refused } = EXPECTED[access];
        for (const role of allowed) {
          const code = status.get(role);
          if (code === 401 || code === 403) failures.push(`${key} (${access}) refused ${role}: ${code}`);
        }
        // With an empty body a write may end in the 422 for everyone before the policy is reached.
        const unreached = INSIDERS.every((role) => status.get(role) === 422);
        if (unreached && access !== 'member' && access !== 'public') unreachedRoutes.push(key);
        for (const role of refused) {
          const code = status.get(role);
          if (unreached && code === 422) continue;
          // 400: a multipart route refuses the JSON body before it looks further; nothing changes.
          const expected = access === 'operator' ? [401, 404] : role === 'visitor' ? [401] : [400, 403, 404];
          if (code !== undefined && !expected.includes(code) && code !== 429)
            failures.push(`${key} (${access}) let ${role} through: ${code}`);
        }
        if (access === 'owner' && INSIDERS.every((role) => [401, 403].includes(status.get(role)!)))
          failures.push(`${key} (owner) refused the owner, the partner and the admin`);
      }
      console.info(
        `route matrix: ${keys.length} routes × ${ROLES.length} roles; the policy of ${unreachedRoutes.length} writes is not reached with an empty body (covered by the domains' tests)`,
      );
      expect(failures, failures.join('\n')).toEqual([]);
    },
  );
});
