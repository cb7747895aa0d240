/**
 * When the Urocampus prompt dialog (000 §2 area switcher) invites a community member who is not in
 * the Urocampus: at most once per week, never on the first visit a browser sees of the member (new
 * members were just asked in the onboarding), never to members. The times live in this browser's
 * localStorage per member (docs/closed-areas.md).
 */
export const UROCAMPUS_PROMPT_INTERVAL_MS = 7 * 24 * 3600 * 1000;
/** The member has to have been seen in this browser at least this long before the first prompt. */
export const UROCAMPUS_PROMPT_GRACE_MS = 24 * 3600 * 1000;

export type TUrocampusPromptState = { firstSeenAt: number | null; lastPromptAt: number | null };

export function shouldShowUrocampusPrompt(state: TUrocampusPromptState, now: number): boolean {
  if (state.firstSeenAt === null || now - state.firstSeenAt < UROCAMPUS_PROMPT_GRACE_MS) return false;
  return state.lastPromptAt === null || now - state.lastPromptAt >= UROCAMPUS_PROMPT_INTERVAL_MS;
}

const key = (userId: number) => `pflegepuls.urocampus-prompt.${userId}`;

/** Reads the member's prompt times; broken or missing storage reads as "never seen". */
export function readPromptState(userId: number): TUrocampusPromptState {
  try {
    const raw = window.localStorage.getItem(key(userId));
    const parsed = raw ? (JSON.parse(raw) as Partial<TUrocampusPromptState>) : {};
    return {
      firstSeenAt: typeof parsed.firstSeenAt === 'number' ? parsed.firstSeenAt : null,
      lastPromptAt: typeof parsed.lastPromptAt === 'number' ? parsed.lastPromptAt : null,
    };
  } catch {
    return { firstSeenAt: null, lastPromptAt: null };
  }
}

export function writePromptState(userId: number, state: TUrocampusPromptState): void {
  try {
    window.localStorage.setItem(key(userId), JSON.stringify(state));
  } catch {
    // Private mode or full storage: the prompt simply does not come back.
  }
}

/**
 * Decides once per page load whether to show the prompt now and records what it decided: the
 * first visit of a member in this browser, or the time the prompt is shown. The dialog's chunk is
 * loaded only when this says yes (the feed's first load stays small).
 */
export function takeUrocampusPromptTurn(userId: number, now: number): boolean {
  const state = readPromptState(userId);
  if (shouldShowUrocampusPrompt(state, now)) {
    writePromptState(userId, { ...state, lastPromptAt: now });
    return true;
  }
  if (state.firstSeenAt === null) writePromptState(userId, { ...state, firstSeenAt: now });
  return false;
}
