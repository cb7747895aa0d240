/**
 * CONTRACT (owned by the profile work): opens a member's profile: a drawer on mobile, the page
 * /profile/{userName} on desktop (000 §2). The implementation replaces this body.
 */
export function useOpenProfile(): (userName: string) => void {
  return () => {};
}
