/** Mail over a real SMTP server (smtp-server in this process): the received reset link works. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  insertUser,
  TEST_PASSWORD,
  TestClient,
  testDialect,
  type TTestApp,
} from '../../test/harness.ts';
import { startTestSmtp, type TTestSmtp } from '../../test/smtp.ts';

let smtp: TTestSmtp;
let t: TTestApp;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp(smtp.env);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe(`mail over SMTP on ${testDialect}`, () => {
  it('delivers the reset mail whose link sets a new password', async () => {
    const user = await insertUser(t.database);
    const client = await new TestClient(t.app).open();
    expect((await client.post('/api/user/password-reset', { email: user.email })).statusCode).toBe(200);
    await t.deps.jobs.idle();
    await t.deps.jobs.idle();

    const mail = smtp.received.find((m) => m.to.includes(user.email));
    expect(mail).toBeDefined();
    expect(mail!.from).toBe('no-reply@pflegepuls.test');
    const body = mail!.raw;
    expect(body).toMatch(/^Subject: .*Passwort/m);
    const link = new URL(
      /http:\/\/[^\s"<>]+\/registrieren\?[^\s"<>]+/.exec(body)![0].replaceAll('&amp;', '&'),
    );
    const hash = link.searchParams.get('hash')!;

    // Sent mails keep no body: the link must not linger in the database.
    const outbox = await t.database.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', user.email)
      .executeTakeFirstOrThrow();
    expect(outbox).toMatchObject({ transport: 'smtp', text_body: null, html_body: null });
    expect(outbox.sent_at).toBeGreaterThan(0);

    const update = await client.post('/api/user/password-reset/update', {
      email: link.searchParams.get('email'),
      hash,
      newPassword: 'per-smtp-neu-gesetzt',
      password_confirmation: 'per-smtp-neu-gesetzt',
    });
    expect(update.statusCode).toBe(200);
    const oldLogin = await (
      await new TestClient(t.app).open()
    ).post('/api/user/login', { email: user.email, password: TEST_PASSWORD });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await (
      await new TestClient(t.app).open()
    ).post('/api/user/login', { email: user.email, password: 'per-smtp-neu-gesetzt' });
    expect(newLogin.statusCode).toBe(200);
  });
});
