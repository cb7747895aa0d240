import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialect, type TTestApp } from '../../test/harness.ts';

const LINK = 'http://127.0.0.1:3000/einmal-login?token=geheimes-token-aus-der-mail';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true' });
  await t.deps.mailer.queue({
    to: 'admin@demo.pflegepuls.de',
    subject: 'Dein Anmeldelink',
    text: `Jetzt anmelden: ${LINK}`,
    html: '',
  });
});
afterAll(() => t.close());

function openMails(remoteAddress: string, host: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: '/dev/mails', remoteAddress, headers: { host, ...headers } });
}

describe(`/dev/mails on ${testDialect}`, () => {
  it.each([
    ['127.0.0.1', '127.0.0.1:3000'],
    ['127.0.0.1', 'localhost:3000'],
    ['::1', '[::1]:3000'],
    ['::ffff:127.0.0.1', 'localhost'],
  ])('shows the links to a request from %s with Host %s', async (remoteAddress, host) => {
    const response = await openMails(remoteAddress, host);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(LINK);
  });

  it.each([
    ['a visitor on the network', '192.168.1.20', '127.0.0.1:3000', {}],
    [
      'a visitor claiming loopback in X-Forwarded-For',
      '203.0.113.7',
      '127.0.0.1:3000',
      { 'x-forwarded-for': '127.0.0.1' },
    ],
    ['a DNS-rebinding page (foreign Host over loopback)', '127.0.0.1', 'angreifer.example:3000', {}],
    [
      'a foreign Host with a loopback X-Forwarded-Host',
      '127.0.0.1',
      'angreifer.example',
      { 'x-forwarded-host': 'localhost' },
    ],
    ['a Host that only starts like loopback', '127.0.0.1', '127.0.0.1.angreifer.example', {}],
  ])('answers %s with the 404 of an unknown path', async (_who, remoteAddress, host, headers) => {
    const response = await openMails(remoteAddress, host, headers);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('geheimes-token');
  });

  it('does not exist while the server listens beyond loopback', async () => {
    const exposed = await createTestApp({ HOST: '0.0.0.0' });
    try {
      await exposed.deps.mailer.queue({ to: 'a@example.org', subject: 'Link', text: LINK, html: '' });
      const response = await exposed.app.inject({
        method: 'GET',
        url: '/dev/mails',
        remoteAddress: '127.0.0.1',
        headers: { host: '127.0.0.1:3000' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('geheimes-token');
    } finally {
      await exposed.close();
    }
  });
});
