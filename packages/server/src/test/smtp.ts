/** A real SMTP server in this process (smtp-server) for mail tests: it keeps every mail it receives. */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A received mail; `raw` with quoted-printable decoded, as a mail client shows it. */
export type TReceivedMail = { from: string; to: string[]; raw: string };

export type TTestSmtp = {
  received: TReceivedMail[];
  /** The settings that send the app's mail here (for createTestApp). */
  env: { SMTP_URL: string; MAIL_FROM: string };
  close(): Promise<void>;
};

/** Decodes quoted-printable soft line breaks and escapes. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export async function startTestSmtp(): Promise<TTestSmtp> {
  const received: TReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: decodeQuotedPrintable(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  return {
    received,
    env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Pflegepuls <no-reply@pflegepuls.test>' },
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
