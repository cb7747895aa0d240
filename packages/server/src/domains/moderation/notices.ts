/**
 * Statements of reasons (DSA Art. 17) and outcomes for reporters: a `moderation_notice`
 * notification through the notifications domain, and for the affected member also an e-mail.
 * No notice names a reporter, an admin, or a moment's author.
 */
import type { Kysely } from 'kysely';
import {
  CONTENT_TYPE_LABELS,
  MODERATION_RULE_LABELS,
  type TModerationAction,
  type TModerationContentType,
  type TModerationRule,
} from '@pflegepuls/shared';
import type { TConfig } from '../../config.ts';
import type { DB } from '../../platform/db/index.ts';
import type { TDomainEvents } from '../../platform/events.ts';
import type { TMailer } from '../../platform/mail.ts';
import { composeMail } from '../../platform/mail-layout.ts';

export const DECISIONS_URL = '/einstellungen/moderation';

export type TNoticeDeps = { db: Kysely<DB>; events: TDomainEvents; mailer: TMailer; config: TConfig };

const RESTRICTION: Record<TModerationAction, (label: string, days: number | null) => string> = {
  dismiss: () => '',
  hide: (label) =>
    `Dein Inhalt (${label}) wurde ausgeblendet: Nur du siehst ihn noch, markiert als „ausgeblendet“.`,
  delete: (label) => `Dein Inhalt (${label}) wurde entfernt.`,
  warn: (label) => `Du wurdest wegen eines Inhalts (${label}) verwarnt.`,
  suspend: (label, days) =>
    `Dein Konto wurde wegen eines Inhalts (${label}) für ${days ?? 1} ${days === 1 ? 'Tag' : 'Tage'} gesperrt.`,
  ban: (label) => `Dein Konto wurde wegen eines Inhalts (${label}) dauerhaft gesperrt.`,
};

/** The statement of reasons to the affected member: what, why, which rule, how to appeal. */
export async function sendStatementOfReasons(
  deps: TNoticeDeps,
  decision: {
    id: number;
    authorId: number;
    action: TModerationAction;
    contentType: TModerationContentType;
    rule: TModerationRule;
    reason: string;
    days: number | null;
  },
) {
  const what = RESTRICTION[decision.action](CONTENT_TYPE_LABELS[decision.contentType], decision.days);
  const rule = MODERATION_RULE_LABELS[decision.rule];
  await deps.events.publish({
    type: 'moderation_notice',
    actorId: null,
    recipientId: decision.authorId,
    key: `decision:${decision.id}`,
    text: `${what} Regel: ${rule}. Du kannst innerhalb von 6 Monaten Widerspruch einlegen.`,
    url: DECISIONS_URL,
  });
  const user = await deps.db
    .selectFrom('users')
    .select(['email', 'first_name'])
    .where('id', '=', decision.authorId)
    .executeTakeFirst();
  if (!user) return;
  await deps.mailer.queue(
    composeMail({
      productName: 'Pflegepuls',
      to: user.email,
      subject: 'Begründung einer Moderationsentscheidung',
      greeting: `Hallo ${user.first_name},`,
      paragraphs: [
        what,
        `Gegen diese Regel wurde verstoßen: ${rule}.`,
        `Begründung: ${decision.reason}`,
        'Die Entscheidung wurde von einer Person aus unserem Team getroffen, nicht automatisch.',
        'Wenn du sie für falsch hältst, kannst du innerhalb von 6 Monaten Widerspruch einlegen. Darüber entscheidet eine andere Person aus dem Team.',
      ],
      action: {
        label: 'Entscheidung ansehen und Widerspruch einlegen',
        url: `${deps.config.publicUrl}${DECISIONS_URL}`,
      },
      footer: 'Du bekommst diese E-Mail, weil eine Maßnahme dein Konto oder deine Inhalte betrifft.',
    }),
  );
}

/** Tells reporters the outcome of their report (without naming anyone). */
export async function notifyReporters(deps: TNoticeDeps, reporterIds: number[], key: string, text: string) {
  for (const recipientId of reporterIds) {
    await deps.events.publish({
      type: 'moderation_notice',
      actorId: null,
      recipientId,
      key: `${key}:${recipientId}`,
      text,
      url: DECISIONS_URL,
    });
  }
}

export async function notifyMember(deps: TNoticeDeps, recipientId: number, key: string, text: string) {
  await deps.events.publish({
    type: 'moderation_notice',
    actorId: null,
    recipientId,
    key,
    text,
    url: DECISIONS_URL,
  });
}
