import { describe, expect, it } from 'vitest';
import { getNetworkKeysToRefresh } from '../network/api.ts';
import { getNotificationKeysToRefresh } from './api.ts';

/** Everything a message makes stale, as both domains' handlers together invalidate it. */
const refreshed = (message: { type: string; [key: string]: unknown }) => [
  ...getNotificationKeysToRefresh(message),
  ...getNetworkKeysToRefresh(message),
];

describe('realtime messages in the cache', () => {
  it('refreshes notifications (badges included) on every notification and the network on connection ones', () => {
    expect(refreshed({ type: 'notification', messageType: 'like' })).toEqual([['notifications']]);
    expect(refreshed({ type: 'notification', messageType: 'connection_request' })).toEqual([
      ['notifications'],
      ['network'],
    ]);
    expect(refreshed({ type: 'notification', messageType: 'connection_accepted' })).toContainEqual([
      'network',
    ]);
    expect(refreshed({ type: 'notification', messageType: 'request' })).toContainEqual(['network']);
    expect(refreshed({ type: 'notification_count', unseenCount: 0 })).toEqual([['notifications']]);
  });

  it('refreshes the request badge with the network, and everything of notifications after a reconnect', () => {
    expect(refreshed({ type: 'network' })).toEqual([
      ['notifications', 'connection-requests', 'count'],
      ['network'],
    ]);
    expect(refreshed({ type: 'ready' })).toEqual([['notifications']]);
    expect(refreshed({ type: 'chat_message' })).toEqual([]);
  });
});
