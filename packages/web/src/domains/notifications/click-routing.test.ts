import { describe, expect, it } from 'vitest';
import type { TNotification } from '@pflegepuls/shared';
import { resolveNotificationClick } from './click-routing.ts';

type TInput = Pick<TNotification, 'messageType' | 'clickAction' | 'sender' | 'moment'>;

const sender = { id: 7, username: 'anna.muster', fullname: 'Anna Muster', profile_picture: null };
function n(
  messageType: string,
  url: string | null = null,
  params: Record<string, string | number> = {},
  extra: Partial<TInput> = {},
): TInput {
  return {
    messageType,
    clickAction: url ? { type: 'navigate', url, params } : { type: 'none', url: null, params: {} },
    sender,
    moment: null,
    ...extra,
  };
}
const mobile = { isMobile: true };
const desktop = { isMobile: false };

describe('notification click routing (000 §2)', () => {
  it('direct_message opens a chat with the sender', () => {
    expect(
      resolveNotificationClick(n('direct_message', '/chats', { userName: 'anna.muster' }), desktop),
    ).toEqual({
      kind: 'chat',
      userName: 'anna.muster',
    });
  });

  it('connection_request opens the network requests view', () => {
    expect(resolveNotificationClick(n('connection_request', '/somewhere'), mobile)).toEqual({
      kind: 'navigate',
      to: '/netzwerk/einladungen',
    });
  });

  it('request opens the network v2 requests tab', () => {
    expect(resolveNotificationClick(n('request'), desktop)).toEqual({
      kind: 'navigate',
      to: '/networkv2/requests',
    });
  });

  it("types containing '_days_inactive_in_urocampus' go to /closed_area/1 and fire areaChanged", () => {
    expect(resolveNotificationClick(n('7_days_inactive_in_urocampus', '/closed_area/1'), desktop)).toEqual({
      kind: 'area',
      to: '/closed_area/1',
      areaId: 1,
    });
    expect(resolveNotificationClick(n('30_days_inactive_in_urocampus'), mobile).kind).toBe('area');
  });

  it.each(['moment_comment', 'moment_like', 'moment_reaction'])(
    'on mobile %s opens the comment drawer',
    (type) => {
      expect(
        resolveNotificationClick(n(type, '/feed', { moment: 21 }, { moment: { id: 21 } }), mobile),
      ).toEqual({
        kind: 'comments',
        target: { type: 'moment', id: 21 },
      });
    },
  );

  it('on desktop a moment notification navigates to the feed with its params', () => {
    expect(
      resolveNotificationClick(n('moment_like', '/feed', { moment: 21 }, { moment: { id: 21 } }), desktop),
    ).toEqual({
      kind: 'navigate',
      to: '/feed?moment=21',
    });
  });

  it.each([
    '/closed_area/1/moments',
    '/closed_area/1/groups',
    '/closed_area/1/groups/51',
    '/closed_area/1/events',
    '/closed_area/1/events/61',
    '/closed_area/1',
  ])('closed-area url %s is navigated to as is', (url) => {
    expect(resolveNotificationClick(n('closed_area_group_invite', url, { ignored: 1 }), desktop)).toEqual({
      kind: 'navigate',
      to: url,
    });
  });

  it.each(['/gruppen', '/gruppen/12'])('community group url %s is navigated to as is', (url) => {
    expect(resolveNotificationClick(n('group_post', url, { ignored: 1 }), mobile)).toEqual({
      kind: 'navigate',
      to: url,
    });
  });

  it('/notifications is navigated to', () => {
    expect(resolveNotificationClick(n('info', '/notifications'), mobile)).toEqual({
      kind: 'navigate',
      to: '/notifications',
    });
  });

  it('a url containing /post/ with a postId opens the comment drawer', () => {
    expect(resolveNotificationClick(n('like', '/post/11', { postId: 11 }), desktop)).toEqual({
      kind: 'comments',
      target: { type: 'post', id: 11 },
    });
  });

  it('a url containing /feed with a moment param: drawer on mobile, else navigate with the query', () => {
    expect(resolveNotificationClick(n('info', '/feed', { moment: 5 }), mobile)).toEqual({
      kind: 'comments',
      target: { type: 'moment', id: 5 },
    });
    expect(resolveNotificationClick(n('info', '/feed', { moment: 5 }), desktop)).toEqual({
      kind: 'navigate',
      to: '/feed?moment=5',
    });
  });

  it('any other url navigates with the params as query string', () => {
    expect(resolveNotificationClick(n('connection_accepted', '/profile/anna.muster'), desktop)).toEqual({
      kind: 'navigate',
      to: '/profile/anna.muster',
    });
    expect(resolveNotificationClick(n('info', '/stellenangebote', { a: 'x y', b: 2 }), desktop)).toEqual({
      kind: 'navigate',
      to: '/stellenangebote?a=x+y&b=2',
    });
  });

  it('clickAction none does nothing', () => {
    expect(resolveNotificationClick(n('like'), desktop)).toEqual({ kind: 'none' });
  });
});
