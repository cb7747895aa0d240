/** Groups (000 §2, §3). */
import { z } from './zod.ts';

export const GROUP_MESSAGES = {
  // 000 §8
  invalidGroupId: 'Invalid group ID',
  // ours
  notGroupMember: 'Du bist kein Mitglied dieser Gruppe.',
} as const;

export const GROUP_MEMBER_STATUSES = ['member', 'pending'] as const;
export type TGroupMemberStatus = (typeof GROUP_MEMBER_STATUSES)[number];

/**
 * A group I belong to or am invited to. `pendingMembers` (000 §3: the client counts its
 * invitations by finding itself there): in groups I belong to, everyone invited; in groups I am
 * only invited to, just me.
 */
export const ZGroupListItem = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  closedAreaId: z.number().nullable(),
  authUserMemberStatus: z.enum(GROUP_MEMBER_STATUSES),
  pendingMembers: z.array(z.object({ userId: z.number() })),
  createdAt: z.number(),
});
export type TGroupListItem = z.infer<typeof ZGroupListItem>;

/** `GET /api/groups/all`. */
export const ZGroupsAnswer = z.object({ data: z.array(ZGroupListItem) });
export type TGroupsAnswer = z.infer<typeof ZGroupsAnswer>;
