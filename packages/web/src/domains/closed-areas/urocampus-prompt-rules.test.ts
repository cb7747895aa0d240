import { describe, expect, it } from 'vitest';
import {
  shouldShowUrocampusPrompt,
  UROCAMPUS_PROMPT_GRACE_MS,
  UROCAMPUS_PROMPT_INTERVAL_MS,
} from './urocampus-prompt-rules.ts';

const now = Date.UTC(2026, 10, 26, 12);

describe('shouldShowUrocampusPrompt', () => {
  it('never on the first visit or within a day of it', () => {
    expect(shouldShowUrocampusPrompt({ firstSeenAt: null, lastPromptAt: null }, now)).toBe(false);
    expect(
      shouldShowUrocampusPrompt(
        { firstSeenAt: now - UROCAMPUS_PROMPT_GRACE_MS + 1, lastPromptAt: null },
        now,
      ),
    ).toBe(false);
  });

  it('once the member is known for a day, then at most once per week', () => {
    const firstSeenAt = now - 30 * UROCAMPUS_PROMPT_GRACE_MS;
    expect(shouldShowUrocampusPrompt({ firstSeenAt, lastPromptAt: null }, now)).toBe(true);
    expect(
      shouldShowUrocampusPrompt({ firstSeenAt, lastPromptAt: now - UROCAMPUS_PROMPT_INTERVAL_MS + 1 }, now),
    ).toBe(false);
    expect(
      shouldShowUrocampusPrompt({ firstSeenAt, lastPromptAt: now - UROCAMPUS_PROMPT_INTERVAL_MS }, now),
    ).toBe(true);
  });
});
