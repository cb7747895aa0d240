import type { Insertable } from 'kysely';
import type {
  ChatMembersTable,
  ChatMessagesTable,
  ChatsTable,
} from '../../packages/server/src/platform/db/tables/chat.ts';
import { resetIdSequence } from './helpers.ts';
import type { TSeedStage } from './types.ts';

const CHATS = 200_000;
/** 200,000 × 25 = 5,000,000 messages. */
const MESSAGES_PER_CHAT = 25;
const DAY_MS = 24 * 3600 * 1000;
const MINUTE_MS = 60_000;

const LINES = [
  'Hast du am Wochenende Frühdienst?',
  'Ja, Samstag und Sonntag. Warum?',
  'Ich müsste tauschen, meine Tochter hat Geburtstag.',
  'Kein Problem, ich nehme deinen Spätdienst am Montag.',
  'Danke dir, du bist die Beste!',
  'Wie war die Fortbildung zur Wundversorgung?',
  'Richtig gut, vor allem der Teil zu Exsudatmanagement.',
  'Kannst du mir die Unterlagen schicken?',
  'Klar, ich schicke sie dir heute Abend.',
  'Bei uns ist die Station wieder unterbesetzt.',
  'Das kenne ich. Habt ihr eine Gefährdungsanzeige geschrieben?',
  'Ja, gestern. Mal sehen, was passiert.',
  'Viel Kraft für die Nachtschicht!',
  'Danke, ich melde mich morgen.',
];

function hash(value: number): number {
  let x = Math.imul(value ^ 0x9e3779b9, 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
}

/**
 * 200,000 chats with 25 messages each (5,000,000), explicit ids so batches are independent. Chat i
 * pairs the member at place p = i mod n with the one at p + o, o in [1 + 3k, 3 + 3k] for round
 * k = ⌊i / n⌋: offsets stay below n/2 and differ per round, so no pair repeats (the unique
 * `pair_key`). One member has read everything, the other is up to three messages behind.
 */
export function createChatStage(): TSeedStage {
  let members: number[] = [];
  return {
    name: 'chat',
    count: CHATS,
    batchSize: 2_000,
    independentBatches: true,
    async prepare(ctx) {
      members = (await ctx.db.selectFrom('users').select('id').orderBy('id').execute()).map((row) => row.id);
    },
    async insertBatch(ctx, from, to) {
      const n = members.length;
      if (n < 8) return;
      const chats: Insertable<ChatsTable>[] = [];
      const chatMembers: Insertable<ChatMembersTable>[] = [];
      const messages: Insertable<ChatMessagesTable>[] = [];
      for (let i = from; i < to; i++) {
        const id = i + 1;
        const place = i % n;
        const round = Math.floor(i / n);
        const offset = 1 + round * 3 + (hash(i) % 3);
        const a = members[place]!;
        const b = members[(place + offset) % n]!;
        const last = ctx.now - (hash(id) % (60 * 24 * 60)) * MINUTE_MS;
        const firstMessageId = i * MESSAGES_PER_CHAT + 1;
        const lastMessageId = firstMessageId + MESSAGES_PER_CHAT - 1;
        const start = last - (MESSAGES_PER_CHAT - 1) * 3 * MINUTE_MS;
        for (let m = 0; m < MESSAGES_PER_CHAT; m++) {
          messages.push({
            id: firstMessageId + m,
            chat_id: id,
            sender_id: (hash(id * 31 + m) & 1) === 0 ? a : b,
            body: LINES[(hash(id) + m) % LINES.length]!,
            created_at: start + m * 3 * MINUTE_MS,
            edited_at: null,
            deleted_at: null,
            reply_to_id: null,
          });
        }
        chats.push({
          id,
          created_at: start - DAY_MS,
          last_message_at: last,
          pair_key: a < b ? `${a}:${b}` : `${b}:${a}`,
          last_message_id: lastMessageId,
        });
        const behind = hash(id + 5) % 4;
        for (const [userId, readId] of [
          [a, lastMessageId],
          [b, lastMessageId - behind],
        ] as const) {
          chatMembers.push({
            chat_id: id,
            user_id: userId,
            last_read_message_id: readId,
            last_read_at: start + (readId - firstMessageId) * 3 * MINUTE_MS,
            last_activity_at: last,
            created_at: start - DAY_MS,
          });
        }
      }
      await ctx.insert('chats', chats);
      await ctx.insert('chat_members', chatMembers);
      await ctx.insert('chat_messages', messages);
    },
    async finish(ctx) {
      await resetIdSequence(ctx, 'chats');
      await resetIdSequence(ctx, 'chat_messages');
    },
  };
}
