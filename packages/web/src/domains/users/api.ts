import type { TCurrentUser } from '@pflegepuls/shared';
import { useQuery } from '@tanstack/react-query';
import { getJson, isApiError } from '../../platform/http.ts';

export const userQueryKeys = {
  all: ['users'] as const,
  me: () => [...userQueryKeys.all, 'me'] as const,
};

/** The logged-in member, or null when the visitor is not logged in (401). */
export async function getCurrentUser(signal?: AbortSignal): Promise<TCurrentUser | null> {
  try {
    return await getJson<TCurrentUser>('/api/user/me', { signal });
  } catch (error) {
    if (isApiError(error, 401)) return null;
    throw error;
  }
}

/** The logged-in member (`data` is null for visitors); other failures are retried, then `error`. */
export function useCurrentUserQuery() {
  return useQuery({ queryKey: userQueryKeys.me(), queryFn: ({ signal }) => getCurrentUser(signal) });
}

/** Initials for an avatar without a picture: "Marie Mitglied" → "MM". */
export function getInitials(user: Pick<TCurrentUser, 'firstName' | 'lastName' | 'fullName'>): string {
  const parts = [user.firstName, user.lastName].filter(Boolean);
  const source = parts.length > 0 ? parts : user.fullName.split(/\s+/);
  return source
    .map((part) => part.trim().charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();
}
