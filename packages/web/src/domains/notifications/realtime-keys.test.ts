import { describe, expect, it } from 'vitest';
import type { TRealtimeMessage } from '@pflegepuls/shared';
import { getGroupKeysToRefresh } from '../groups/invitations.ts';
import { getNetworkKeysToRefresh } from '../network/api.ts';
import { getNotificationKeysToRefresh } from './api.ts';

/** Everything a message makes stale, as both domains' handlers together invalidate it. */
const refreshed = (message: TRealtimeMessage) => [
  ...getNotificationKeysToRefresh(message),
  ...getNetworkKeysToRefresh(message),
  ...getGroupKeysToRefresh(message),
];
const notification = (messageType: string): TRealtimeMessage => ({
  type: 'notification',
  id: 1,
  messageType,
  messageText: 'Anna hat deinen Beitrag geliked',
  unseenCount: 1,
});

describe('realtime messages in the cache', () => {
  it('refreshes notifications (badges included) on every notification and the network on connection ones', () => {
    expect(refreshed(notification('like'))).toEqual([['notifications']]);
    expect(refreshed(notification('connection_request'))).toEqual([['notifications'], ['network']]);
    expect(refreshed(notification('connection_accepted'))).toContainEqual(['network']);
    expect(refreshed(notification('request'))).toContainEqual(['network']);
    expect(refreshed({ type: 'notification_count', unseenCount: 0 })).toEqual([['notifications']]);
  });

  it("refreshes the member's groups on invitations and approvals, so the invitation badge counts live", () => {
    expect(refreshed(notification('closed_area_group_invite'))).toEqual([
      ['notifications'],
      ['groups', 'all'],
    ]);
    expect(refreshed(notification('group_request_approved'))).toContainEqual(['groups', 'all']);
    expect(refreshed(notification('group_post'))).toEqual([['notifications']]);
  });

  it('refreshes notifications and the groups prefetch after a reconnect, and not the network', () => {
    expect(refreshed({ type: 'ready' })).toEqual([['notifications'], ['groups', 'all']]);
  });
});
