/**
 * Query keys, queries and mutations of profiles and settings. Every key starts with 'users', so a
 * save invalidates the whole domain (the right panel's completeness ring lives under it too).
 */
import { PREFETCH_STALE_MS } from '@pflegepuls/shared/constants';
import type {
  TNotificationPreferences,
  TProfileCompleteness,
  TProfileSection,
  TPublicProfile,
  TUserSession,
} from '@pflegepuls/shared/profile';
import type { TCurrentUser, TProfilePicture } from '@pflegepuls/shared/users';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isVisitorPage } from '../../platform/meta.ts';
import { apiRequest, getJson, isApiError, postJson } from '../../platform/http.ts';

export const userQueryKeys = {
  all: ['users'] as const,
  me: () => [...userQueryKeys.all, 'me'] as const,
  completeness: () => [...userQueryKeys.all, 'me', 'completeness'] as const,
  sessions: () => [...userQueryKeys.all, 'me', 'sessions'] as const,
  notificationPreferences: () => [...userQueryKeys.all, 'me', 'notification-preferences'] as const,
  profile: (userName: string) => [...userQueryKeys.all, 'profile', userName] as const,
};

/**
 * The logged-in member, or null when the visitor is not logged in (401). A page served to a visitor
 * says so, and then nobody is asked (logging in and out load the page anew).
 */
export async function getCurrentUser(signal?: AbortSignal): Promise<TCurrentUser | null> {
  if (isVisitorPage()) return null;
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

/** A member's public profile; fresh for the spec's "profile data" time (000 §9). */
export function useProfileQuery(userName: string) {
  return useQuery({
    queryKey: userQueryKeys.profile(userName),
    queryFn: ({ signal }) =>
      getJson<TPublicProfile>(`/api/users/${encodeURIComponent(userName)}/profile`, { signal }),
    staleTime: PREFETCH_STALE_MS.profileData,
    retry: (count, error) => !isApiError(error, 401, 404) && count < 2,
  });
}

/** The own completeness score (shared with the right panel's ring). */
export function useCompletenessQuery() {
  return useQuery({
    queryKey: userQueryKeys.completeness(),
    queryFn: ({ signal }) => getJson<TProfileCompleteness>('/api/user/profile-completeness', { signal }),
  });
}

/** The member's live sessions. */
export function useSessionsQuery() {
  return useQuery({
    queryKey: userQueryKeys.sessions(),
    queryFn: ({ signal }) => getJson<{ data: TUserSession[] }>('/api/user/sessions', { signal }),
    select: (answer) => answer.data,
  });
}

/** The member's notification preferences. */
export function useNotificationPreferencesQuery() {
  return useQuery({
    queryKey: userQueryKeys.notificationPreferences(),
    queryFn: ({ signal }) =>
      getJson<TNotificationPreferences>('/api/user/settings/notifications', { signal }),
  });
}

/** A mutation that refreshes every 'users' query after it succeeds. */
export function useUsersMutation<TVariables, TResult>(request: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryKeys.all }),
  });
}

/**
 * Saves the notification preferences. The switches move at once (the cached preferences are set
 * before the answer); a failed save puts them back.
 */
export function useUpdateNotificationPreferencesMutation() {
  const queryClient = useQueryClient();
  const key = userQueryKeys.notificationPreferences();
  return useMutation({
    mutationFn: (next: TNotificationPreferences) => settingsApi.updateNotificationPreferences(next),
    onMutate: (next) => {
      const previous = queryClient.getQueryData<TNotificationPreferences>(key);
      queryClient.setQueryData(key, next);
      return { previous };
    },
    onError: (_error, _next, context) => queryClient.setQueryData(key, context?.previous),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryKeys.all }),
  });
}

/** Settings calls (paths in docs/users.md). */
export const settingsApi = {
  updateProfile: (body: unknown) =>
    apiRequest<TCurrentUser>('/api/user/settings/profile', { method: 'PATCH', body }),
  createEntry: (section: TProfileSection, body: unknown) =>
    postJson<{ id: number }>(`/api/user/settings/${section}`, body),
  updateEntry: (section: TProfileSection, id: number, body: unknown) =>
    apiRequest<{ id: number }>(`/api/user/settings/${section}/${id}`, { method: 'PATCH', body }),
  deleteEntry: (section: TProfileSection, id: number) =>
    apiRequest<{ message: string }>(`/api/user/settings/${section}/${id}`, { method: 'DELETE' }),
  deletePicture: () => apiRequest<{ message: string }>('/api/user/profile-picture', { method: 'DELETE' }),
  changeEmail: (body: unknown) => postJson<{ message: string }>('/api/user/settings/email', body),
  changePassword: (body: unknown) => postJson<{ message: string }>('/api/user/settings/password', body),
  endSession: (id: string) =>
    apiRequest<{ message: string }>(`/api/user/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  endOtherSessions: () => postJson<{ message: string }>('/api/user/sessions/end-others'),
  updatePrivacy: (hideOnlineStatus: boolean) =>
    apiRequest<{ message: string }>('/api/user/settings/privacy', {
      method: 'PATCH',
      body: { hideOnlineStatus },
    }),
  updateNotificationPreferences: (body: TNotificationPreferences) =>
    apiRequest<TNotificationPreferences>('/api/user/settings/notifications', { method: 'PUT', body }),
  deleteAccount: (body: unknown) => postJson<{ message: string }>('/api/user/delete', body),
};

/** Uploads a profile picture (multipart field `image`), reporting the share sent so far (0–1). */
export function uploadProfilePicture(
  file: File,
  onProgress: (share: number) => void,
): Promise<TProfilePicture> {
  const form = new FormData();
  form.append('image', file);
  return postJson<TProfilePicture>('/api/user/profile-picture', form, { onUploadProgress: onProgress });
}

/** Downloads the personal-data export as a JSON file. */
export async function downloadPersonalData(): Promise<void> {
  const data = await getJson<unknown>('/api/user/export');
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `pflegepuls-daten-${new Date().toISOString().slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
