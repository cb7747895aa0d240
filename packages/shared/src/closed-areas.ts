/** Closed areas (000 §4, §7): membership, the Urocampus join wizard and the primary area. */
import { z } from './zod.ts';
import { CLOSED_AREA_MESSAGES } from './closed-areas-messages.ts';

const M = CLOSED_AREA_MESSAGES;

/** `GET /api/closed_areas/{id}/check-membership`. */
export const ZClosedAreaMembershipAnswer = z.object({ data: z.object({ is_member: z.boolean() }) });
export type TClosedAreaMembershipAnswer = z.infer<typeof ZClosedAreaMembershipAnswer>;

const ZClosedAreaId = z
  .number({ error: M.closedAreaRequired })
  .int(M.closedAreaRequired)
  .positive(M.closedAreaRequired);

/** `POST /closed_areas/join` (000 §5: joining requires privacyPolicyAccepted true). */
export const ZJoinClosedArea = z.object({
  closedAreaId: ZClosedAreaId,
  privacyPolicyAccepted: z.literal(true, { error: M.privacyPolicyRequired }),
});
export type TJoinClosedArea = z.infer<typeof ZJoinClosedArea>;

export const ZJoinClosedAreaAnswer = z.object({ success: z.literal(true), message: z.string() });
export type TJoinClosedAreaAnswer = z.infer<typeof ZJoinClosedAreaAnswer>;

/** `POST /api/closed_areas/update_primary_area`: `closed_area_id` null removes the Startbereich. */
export const ZUpdatePrimaryArea = z.object({
  closed_area_id: ZClosedAreaId.nullable(),
  go_to_area_after_login: z.boolean().default(false),
});
export type TUpdatePrimaryArea = z.input<typeof ZUpdatePrimaryArea>;

export const ZUpdatePrimaryAreaAnswer = z.object({
  data: z.object({ success: z.literal(true), message: z.string() }),
});
export type TUpdatePrimaryAreaAnswer = z.infer<typeof ZUpdatePrimaryAreaAnswer>;
