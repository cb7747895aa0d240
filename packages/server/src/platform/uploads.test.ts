/**
 * Uploads under load and in closed areas: checks run before a byte of the body is read, bodies are
 * streamed, a member has at most two uploads running, malformed multipart is a 400, and images of
 * closed-area posts reach only members of that area, those of group posts only the group's members.
 */
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEED_MESSAGES, UROCAMPUS_AREA_ID, type TPostItem } from '@pflegepuls/shared';
import { createTestApp, testDialect, TestClient, type TTestApp } from '../test/harness.ts';
import { joinClosedArea } from '../domains/closed-areas/service.ts';
import { FEED_LIMITS } from '../domains/feed/limits.ts';
import { loginNewMember } from '../test/member.ts';
import { areaMember, makeGroup } from '../domains/groups/test-helpers.ts';
import { UPLOAD_MESSAGES } from './uploads.ts';

let t: TTestApp;
let channelId: number;
let png: Buffer;
const BOUNDARY = '----pflegepuls-upload-test';
const MB = 1024 * 1024;

beforeAll(async () => {
  t = await createTestApp();
  const channel = await t.database.db
    .selectFrom('channels')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  channelId = channel.id;
  png = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#3FA7D6' } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

/** The multipart head (text fields, then the header of one file part) and its closing tail. */
function multipartFrame(fields: Record<string, string>, fileField: string) {
  const head = Object.entries(fields)
    .map(
      ([name, value]) =>
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join('');
  return {
    head: Buffer.from(
      `${head}--${BOUNDARY}\r\nContent-Disposition: form-data; name="${fileField}"; filename="bild.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    tail: Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  };
}

/**
 * A body produced only as the server pulls it: `pulled` counts the bytes handed over. With
 * `hold`, the file's bytes wait after the head until `release()`; `started` resolves at the first pull.
 */
function lazyBody(parts: { head: Buffer; file: Buffer | number; tail: Buffer }, hold = false) {
  let pulled = 0;
  let released = !hold;
  let onStart = () => {};
  let onRelease = () => {};
  const started = new Promise<void>((resolve) => (onStart = resolve));
  const gate = new Promise<void>((resolve) => (onRelease = resolve));
  // Counted as the generator hands out chunks: Readable.from pulls only when the request is read.
  async function* produce() {
    onStart();
    pulled += parts.head.length;
    yield parts.head;
    if (!released) await gate;
    if (typeof parts.file === 'number') {
      const chunk = Buffer.alloc(64 * 1024, 7);
      for (let sent = 0; sent < parts.file; sent += chunk.length) {
        pulled += chunk.length;
        yield chunk;
      }
    } else {
      pulled += parts.file.length;
      yield parts.file;
    }
    pulled += parts.tail.length;
    yield parts.tail;
  }
  const stream = Readable.from(produce(), { objectMode: false });
  const size =
    parts.head.length + (typeof parts.file === 'number' ? parts.file : parts.file.length) + parts.tail.length;
  return {
    stream,
    size,
    started,
    pulled: () => pulled,
    release: () => {
      released = true;
      onRelease();
    },
  };
}

function sendUpload(client: TestClient, url: string, body: ReturnType<typeof lazyBody>) {
  return t.app.inject({
    method: 'POST',
    url,
    remoteAddress: client.ip,
    headers: {
      cookie: client.cookieHeader,
      'x-csrf-token': client.csrf,
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      'content-length': String(body.size),
    },
    payload: body.stream,
  });
}

function postBody(file: Buffer | number, hold = false, closedAreaId?: number, groupId?: number) {
  const frame = multipartFrame(
    {
      body: 'Bild aus dem Stationszimmer',
      channelId: String(channelId),
      ...(closedAreaId ? { closedAreaId: String(closedAreaId) } : {}),
      ...(groupId ? { groupId: String(groupId) } : {}),
    },
    'images',
  );
  return lazyBody({ ...frame, file }, hold);
}

describe(`uploads refuse early on ${testDialect}`, () => {
  it('answers 401 and 429 before reading the body of a post (no buffering of what it will refuse)', async () => {
    const visitor = await new TestClient(t.app).open();
    const anonymous = postBody(8 * MB);
    const unauthorized = await sendUpload(visitor, '/api/posts', anonymous);
    expect(unauthorized.statusCode).toBe(401);
    expect(anonymous.pulled()).toBe(0);

    const { client, userId } = await loginNewMember(t);
    for (let i = 0; i < FEED_LIMITS.posts.max; i++)
      await t.deps.limiter.hit(FEED_LIMITS.posts, String(userId));
    const overLimit = postBody(8 * MB);
    const refused = await sendUpload(client, '/api/posts', overLimit);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(FEED_MESSAGES.tooManyPosts);
    expect(overLimit.pulled()).toBe(0);
  });

  it('lets a member run two uploads at once and refuses a third with a German 429', async () => {
    const { client } = await loginNewMember(t);
    const first = postBody(png, true);
    const second = lazyBody({ ...multipartFrame({}, 'image'), file: png }, true);
    const firstAnswer = sendUpload(client, '/api/posts', first);
    const secondAnswer = sendUpload(client, '/api/user/profile-picture', second);
    await Promise.all([first.started, second.started]);

    const third = postBody(png);
    const refused = await sendUpload(client, '/api/posts', third);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(UPLOAD_MESSAGES.busy);
    expect(third.pulled()).toBe(0);
    // Another member is not held up by this one.
    const other = await loginNewMember(t);
    expect((await sendUpload(other.client, '/api/posts', postBody(png))).statusCode).toBe(201);

    first.release();
    second.release();
    expect((await firstAnswer).statusCode).toBe(201);
    expect((await secondAnswer).statusCode).toBe(200);
    // Both slots are free again.
    expect((await sendUpload(client, '/api/posts', postBody(png))).statusCode).toBe(201);
  });

  it('streams a too large image to its limit and answers 422, not 500', async () => {
    const { client } = await loginNewMember(t);
    const huge = postBody(11 * MB);
    const response = await sendUpload(client, '/api/posts', huge);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(UPLOAD_MESSAGES.tooLarge);
  });
});

describe(`malformed multipart on ${testDialect}`, () => {
  it('answers 400 with a German message when the boundary is missing', async () => {
    const { client } = await loginNewMember(t);
    for (const url of ['/api/posts', '/api/user/profile-picture']) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        remoteAddress: client.ip,
        headers: {
          cookie: client.cookieHeader,
          'x-csrf-token': client.csrf,
          'content-type': 'multipart/form-data',
        },
        payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="body"\r\n\r\nHallo\r\n--${BOUNDARY}--\r\n`,
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({ success: false, message: UPLOAD_MESSAGES.malformed });
    }
  });

  it('refuses a control character in a text field of a multipart post with a 422 and stores nothing', async () => {
    const { client, userId } = await loginNewMember(t);
    const frame = multipartFrame(
      { body: 'Bild\u0000aus dem Stationszimmer', channelId: String(channelId) },
      'images',
    );
    const response = await sendUpload(client, '/api/posts', lazyBody({ ...frame, file: png }));
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({ success: false, errors: { body: [expect.any(String)] } });
    const posts = await t.database.db
      .selectFrom('posts')
      .select('id')
      .where('user_id', '=', userId)
      .execute();
    expect(posts).toEqual([]);
  });
});

describe(`closed-area images on ${testDialect}`, () => {
  it('serves images of a Urocampus post only to Urocampus members; community images stay public', async () => {
    const author = await loginNewMember(t);
    await joinClosedArea(t.database.db, author.userId, UROCAMPUS_AREA_ID);
    const created = await sendUpload(author.client, '/api/posts', postBody(png, false, UROCAMPUS_AREA_ID));
    expect(created.statusCode, created.body).toBe(201);
    const image = (created.json().data as TPostItem).images[0]!;
    const visitor = await new TestClient(t.app).open();
    const outsider = await loginNewMember(t);
    for (const url of [image.path, image.cPath]) {
      // No user id in the name: a random name only.
      expect(url.split('/').at(-1)).toMatch(/^[0-9a-f]{32}(-c)?\.webp$/);
      expect((await visitor.get(url)).statusCode, url).toBe(401);
      expect((await outsider.client.get(url)).statusCode, url).toBe(403);
      const served = await author.client.get(url);
      expect(served.statusCode, url).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toMatch(/^private/);
      expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
      // Nor under the public folder by the same name.
      expect((await visitor.get(`/uploads/posts/${url.split('/').at(-1)}`)).statusCode).toBe(404);
    }

    // Deleting the post removes its private files too.
    const post = created.json().data as TPostItem;
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/posts/${post.id}`,
      remoteAddress: author.client.ip,
      headers: { cookie: author.client.cookieHeader, 'x-csrf-token': author.client.csrf },
    });
    expect(removed.statusCode).toBe(204);
    for (const url of [image.path, image.cPath]) expect((await author.client.get(url)).statusCode).toBe(404);

    const community = await sendUpload(author.client, '/api/posts', postBody(png));
    expect(community.statusCode, community.body).toBe(201);
    const open = (community.json().data as TPostItem).images[0]!;
    expect(open.path).toMatch(/^\/uploads\/posts\/[0-9a-f]{32}\.webp$/);
    const served = await visitor.get(open.path);
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toMatch(/^public/);
  });
});

describe(`group images on ${testDialect}`, () => {
  it('serves images of a group post only to members of that group, not to the rest of its area', async () => {
    const owner = await areaMember(t);
    const areaOnly = await areaMember(t);
    const group = await makeGroup(t, owner, { title: 'Wundfotos der Station 3', joinMode: 'request' });
    const created = await sendUpload(owner.client, '/api/posts', postBody(png, false, undefined, group.id));
    expect(created.statusCode, created.body).toBe(201);
    const image = (created.json().data as TPostItem).images[0]!;
    expect(image.path).toMatch(new RegExp(`^/uploads/private/groups/${group.id}/posts/[0-9a-f]{32}\\.webp$`));
    for (const url of [image.path, image.cPath]) {
      expect((await owner.client.get(url)).statusCode, url).toBe(200);
      expect((await areaOnly.client.get(url)).statusCode, url).toBe(403);
      expect((await new TestClient(t.app).open().then((visitor) => visitor.get(url))).statusCode).toBe(401);
    }
    // Another group's id in the URL does not open it either.
    const other = await makeGroup(t, areaOnly, { title: 'Dienstplan-Tausch' });
    const elsewhere = image.path.replace(`/groups/${group.id}/`, `/groups/${other.id}/`);
    expect((await areaOnly.client.get(elsewhere)).statusCode).toBe(404);
  });
});
