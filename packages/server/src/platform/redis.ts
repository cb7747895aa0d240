import { Redis } from 'ioredis';

/** Opens the shared Redis connection when REDIS_URL is set; null keeps everything in process. */
export function openRedis(url: string | undefined): Redis | null {
  if (!url) return null;
  return new Redis(url, { maxRetriesPerRequest: 3, enableOfflineQueue: true, lazyConnect: false });
}
