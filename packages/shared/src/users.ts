import { z } from 'zod';

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
});
export type TCurrentUser = z.infer<typeof ZCurrentUser>;
