/**
 * Outgoing mail. Every mail is first written to `mail_outbox`, then sent by a background job over
 * SMTP_URL. Without SMTP_URL it stays in the outbox, which `/dev/mails` shows outside production.
 * After a successful SMTP send the bodies are cleared: they hold login links that must not
 * linger in the database.
 */
import nodemailer from 'nodemailer';
import type { Kysely } from 'kysely';
import type { TConfig } from '../config.ts';
import type { DB } from './db/index.ts';
import type { TJobQueue } from './jobs.ts';

export type TMail = { to: string; subject: string; text: string; html: string };

export type TMailer = {
  /** Stores the mail and queues its delivery; never waits for SMTP. */
  queue(mail: TMail): Promise<void>;
};

const SEND_JOB = 'mail.send';

export function createMailer(config: TConfig, db: Kysely<DB>, jobs: TJobQueue): TMailer {
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;

  jobs.register(SEND_JOB, async (data) => {
    if (!transport) return;
    const id = Number(data['id']);
    const row = await db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row || row.sent_at) return;
    try {
      await transport.sendMail({
        from: config.mailFrom,
        to: row.to_address,
        subject: row.subject,
        text: row.text_body ?? '',
        html: row.html_body ?? undefined,
      });
      await db
        .updateTable('mail_outbox')
        .set({
          sent_at: Date.now(),
          text_body: null,
          html_body: null,
          error: null,
          attempts: row.attempts + 1,
        })
        .where('id', '=', id)
        .execute();
    } catch (error) {
      await db
        .updateTable('mail_outbox')
        .set({ attempts: row.attempts + 1, error: String((error as Error).message).slice(0, 500) })
        .where('id', '=', id)
        .execute();
      throw error;
    }
  });

  return {
    async queue(mail) {
      const row = await db
        .insertInto('mail_outbox')
        .values({
          to_address: mail.to,
          subject: mail.subject,
          text_body: mail.text,
          html_body: mail.html,
          transport: transport ? 'smtp' : 'outbox',
          created_at: Date.now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (transport) await jobs.enqueue(SEND_JOB, { id: row.id });
    },
  };
}
