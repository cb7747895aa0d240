/** Texts of muting a channel (docs/moderation.md); not in FEED_TEXTS, which /feed's first load carries. */
export const CHANNEL_MUTE_TEXTS = {
  mute: 'Kanal stummschalten',
  unmute: 'Stummschaltung aufheben',
  muted: 'Kanal stummgeschaltet. Seine Beiträge erscheinen nicht mehr in deinen Feeds.',
  unmuted: 'Stummschaltung aufgehoben.',
  mutedHint: 'Stummgeschaltet: Beiträge aus diesem Kanal siehst du nur hier, nicht in deinen Feeds.',
} as const;
