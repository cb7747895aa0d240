import type { TSeedStage } from './types.ts';

/** 1,000,000 connections and pending requests. */
export function createNetworkStage(): TSeedStage {
  return { name: 'network', count: 0, insertBatch: async () => {} };
}
