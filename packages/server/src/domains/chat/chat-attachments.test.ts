import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGES as M, chatPath, type TChatList, type TChatMessage } from '@pflegepuls/shared';
import { createTestApp, TEST_PASSWORD, testDialect, type TTestApp } from '../../test/harness.ts';
import { loginNewMember, openVisitor, postMultipart, type MemberClient } from '../../test/member.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type TMember = { client: MemberClient; userId: number; userName: string };

async function member(): Promise<TMember> {
  const { client, userId } = await loginNewMember(t);
  const row = await t.database.db
    .selectFrom('users')
    .select('user_name')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return { client, userId, userName: row.user_name };
}

async function open(from: TMember, to: TMember): Promise<number> {
  return ((await from.client.post('/api/chat/open', { userName: to.userName })).json() as { id: number }).id;
}

/** Sends a message with `file` (or none) in the field `file`. */
const upload = (
  client: MemberClient,
  chatId: number,
  fields: Record<string, string>,
  file: { name: string; type: string; data: Buffer } | null,
) =>
  postMultipart(
    t,
    client,
    chatPath(chatId, '/attachments'),
    fields,
    file ? [{ field: 'file', ...file }] : [],
  );

const get = (client: MemberClient, url: string) =>
  t.app.inject({ method: 'GET', url, remoteAddress: client.ip, headers: { cookie: client.cookieHeader } });

describe(`chat attachments on ${testDialect}`, () => {
  it('stores an image re-encoded as WebP and a PDF; only the two members can fetch them', async () => {
    const anna = await member();
    const ben = await member();
    const eve = await member();
    const chatId = await open(anna, ben);
    const png = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#FFA940' } })
      .png()
      .toBuffer();
    const sent = await upload(
      anna.client,
      chatId,
      { body: 'Der neue Dienstplan', fileName: 'dienstplan.png' },
      {
        name: 'dienstplan.png',
        type: 'image/png',
        data: png,
      },
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const message = sent.json() as TChatMessage;
    expect(message.body).toBe('Der neue Dienstplan');
    expect(message.attachment).toMatchObject({
      kind: 'image',
      fileName: 'dienstplan.png',
      width: 1600,
      height: 800,
    });

    const full = await get(ben.client, message.attachment!.url);
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/webp');
    expect((await sharp(full.rawPayload).metadata()).format).toBe('webp');
    const preview = await get(ben.client, message.attachment!.previewUrl!);
    expect((await sharp(preview.rawPayload).metadata()).width).toBe(480);

    // A third member, a visitor, and another chat's path never reach the file.
    expect((await get(eve.client, message.attachment!.url)).statusCode).toBe(404);
    expect((await get(await openVisitor(t), message.attachment!.url)).statusCode).toBe(401);
    const mine = await open(eve, anna);
    const foreignPath = message.attachment!.url.replace(`/chats/${chatId}/`, `/chats/${mine}/`);
    expect((await get(eve.client, foreignPath)).statusCode).toBe(404);
    expect((await get(anna.client, foreignPath)).statusCode).toBe(404);

    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const doc = await upload(
      ben.client,
      chatId,
      { fileName: 'Fortbildung.pdf' },
      {
        name: 'Fortbildung.pdf',
        type: 'application/pdf',
        data: pdf,
      },
    );
    expect(doc.statusCode, doc.body).toBe(200);
    const docMessage = doc.json() as TChatMessage;
    expect(docMessage.attachment).toMatchObject({
      kind: 'pdf',
      fileName: 'Fortbildung.pdf',
      previewUrl: null,
    });
    const fetched = await get(anna.client, docMessage.attachment!.url);
    expect(fetched.headers['content-type']).toBe('application/pdf');
    expect(fetched.headers['content-disposition']).toContain('attachment');
    expect(fetched.rawPayload.equals(pdf)).toBe(true);
    const list = (await anna.client.get('/api/chat/chats')).json() as TChatList;
    expect(list.chats.find((c) => c.id === chatId)!.lastMessage!.attachment).toMatchObject({ kind: 'pdf' });

    // Deleting the message removes the file.
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: chatPath(chatId, `/messages/${message.id}`),
      remoteAddress: anna.client.ip,
      headers: {
        cookie: anna.client.cookieHeader,
        'x-csrf-token': anna.client.csrf,
        'x-requested-with': 'XMLHttpRequest',
      },
    });
    expect(deleted.json()).toMatchObject({ isDeleted: true, attachment: null });
    expect((await get(ben.client, message.attachment!.url)).statusCode).toBe(404);
  });

  it('refuses other files, a missing file, third members and blocked members', async () => {
    const anna = await member();
    const ben = await member();
    const eve = await member();
    const chatId = await open(anna, ben);
    const text = { name: 'notiz.txt', type: 'text/plain', data: Buffer.from('nur Text') };
    const wrong = await upload(anna.client, chatId, {}, text);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe(M.attachmentType);
    const missing = await upload(anna.client, chatId, { body: 'ohne Datei' }, null);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toBe(M.attachmentMissing);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const image = { name: 'a.png', type: 'image/png', data: png };
    expect((await upload(eve.client, chatId, {}, image)).statusCode).toBe(404);
    await t.app.inject({
      method: 'PUT',
      url: `/api/chat/blocks/${anna.userName}`,
      remoteAddress: ben.client.ip,
      headers: {
        cookie: ben.client.cookieHeader,
        'x-csrf-token': ben.client.csrf,
        'x-requested-with': 'XMLHttpRequest',
      },
    });
    const blocked = await upload(anna.client, chatId, {}, image);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toBe(M.cannotDeliver);
  });

  it('an account deletion removes the member’s attachment files once it has committed', async () => {
    const anna = await member();
    const ben = await member();
    const chatId = await open(anna, ben);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const send = async (from: TMember, name: string) =>
      (await upload(from.client, chatId, {}, { name, type: 'image/png', data: png })).json() as TChatMessage;
    const filesOnDisk = async () =>
      (await readdir(path.join(t.config.dataDir, 'private-uploads', 'chats', String(chatId)))).sort();
    const annas = await send(anna, 'a.png');
    const annasFiles = await filesOnDisk(); // the image and its preview
    const bens = await send(ben, 'b.png');
    const bensFiles = (await filesOnDisk()).filter((file) => !annasFiles.includes(file));
    expect([annasFiles.length, bensFiles.length]).toEqual([2, 2]);

    const deleted = await anna.client.post('/api/user/delete', { password: TEST_PASSWORD, confirm: true });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await get(ben.client, annas.attachment!.url)).statusCode).toBe(404);
    expect((await get(ben.client, bens.attachment!.url)).statusCode).toBe(200);
    // Anna's files are gone from the disk; Ben's stay with his message.
    expect(await filesOnDisk()).toEqual(bensFiles);

    // Ben goes too: the chat has no member left and goes with its messages; no file stays behind.
    const benDeleted = await ben.client.post('/api/user/delete', { password: TEST_PASSWORD, confirm: true });
    expect(benDeleted.statusCode, benDeleted.body).toBe(200);
    expect(await filesOnDisk()).toEqual([]);
  });
});
