import { z } from './zod.ts';

/** A member's picture: `path` full size, `cPath` the small square for avatars (000 §3). */
export const ZProfilePicture = z.object({ path: z.string(), cPath: z.string(), createdAt: z.number() });
export type TProfilePicture = z.infer<typeof ZProfilePicture>;

/** The member's phone for employers (onboarding), and whether it was confirmed by code. */
export const ZTalentPhone = z.object({ phone: z.string(), isVerified: z.boolean() });

/** The logged-in member as the client sees it (000 §3 "Authenticated user"; grows with later issues). */
export const ZCurrentUser = z.object({
  id: z.number(),
  userName: z.string(),
  fullName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  currentPosition: z.string().nullable(),
  isAdmin: z.boolean(),
  isUrocampusMember: z.boolean(),
  profilePicture: ZProfilePicture.nullable(),
  summary: z.string().nullable(),
  connectionsCount: z.number(),
  /** Whether a verified talent phone exists: decides which profile-edit wizard opens (000 §3). */
  hasTalentPhone: z.boolean(),
  hideOnlineStatus: z.boolean(),
  /** "Startbereich" (000 §4): the closed area the app opens on, or null. */
  primaryClosedArea: z.object({ id: z.number(), name: z.string() }).nullable(),
  goToAreaAfterLogin: z.boolean(),
  /** Own place for the settings form (others only ever see city and country). Optional for older clients' fixtures. */
  plz: z.string().nullable().optional(),
  country: z.string().nullable().optional(),
  locationCity: z.string().nullable().optional(),
});
export type TCurrentUser = z.infer<typeof ZCurrentUser>;

/**
 * How every list shows a person (feed authors, comments, notifications' senders, network cards).
 * `isOnline`: seen within ONLINE_WINDOW_MS and not hidden by the member's own setting.
 */
export const ZUserSummary = z.object({
  id: z.number(),
  userName: z.string(),
  fullName: z.string(),
  currentPosition: z.string().nullable(),
  profilePicture: ZProfilePicture.nullable(),
  isOnline: z.boolean(),
});
export type TUserSummary = z.infer<typeof ZUserSummary>;
