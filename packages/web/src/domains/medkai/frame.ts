/** The partner frame's address and its "loaded" message (docs/medkai.md); pure, unit-tested. */

/** How long the frame may take before the page shows its error (a scanner page on a slow phone). */
export const MEDKAI_LOAD_TIMEOUT_MS = 20_000;

/** The message the partner posts to the app once its page is ready. */
export const MEDKAI_LOADED_MESSAGE = 'medkai:loaded';

/** The partner's page with the member's id and hash added to its own query. */
export function buildMedkaiFrameUrl(partnerUrl: string, memberId: number, medkaiHash: string): string {
  const url = new URL(partnerUrl);
  url.searchParams.set('uid', String(memberId));
  url.searchParams.set('medkaiHash', medkaiHash);
  return url.href;
}

/** True for the partner's "loaded" message: from the partner's origin only, anything else is ignored. */
export function isMedkaiLoadedMessage(
  event: Pick<MessageEvent, 'origin' | 'data'>,
  partnerUrl: string,
): boolean {
  const data: unknown = event.data;
  return (
    event.origin === new URL(partnerUrl).origin &&
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === MEDKAI_LOADED_MESSAGE
  );
}
