import { PATHS } from '../../platform/paths.ts';
import { useLogoutMutation } from './api.ts';

/** Logs out, then opens the landing page; if logging out fails the page reloads (001 §7.2). */
export function useLogout() {
  const mutation = useLogoutMutation();
  const logout = () =>
    mutation.mutate(undefined, {
      onSuccess: () => window.location.replace(PATHS.landing),
      onError: () => window.location.reload(),
    });
  return { logout, isLoggingOut: mutation.isPending || mutation.isSuccess };
}
