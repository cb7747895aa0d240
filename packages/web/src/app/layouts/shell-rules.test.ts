import { describe, expect, it } from 'vitest';
import {
  BOTTOM_BAR_AT_TOP,
  getAreaFromPath,
  getBottomBarMode,
  getBottomBarScroll,
  getPageType,
  getShellConfig,
  hasCreateButton,
} from './shell-rules.ts';

describe('getBottomBarMode', () => {
  it('shows the normal bar on the community list pages', () => {
    for (const path of [
      '/feed',
      '/feed/',
      '/moments',
      '/pflegepuls-community',
      '/arbeitgeber-feed',
      '/netzwerk',
      '/netzwerk/entdecken',
      '/networkv2/requests',
      '/benachrichtigungen',
      '/menu',
      '/stellenangebote',
      '/chats',
    ])
      expect(getBottomBarMode(path), path).toBe('normal');
  });

  it('shows the closed-area bar inside a closed area, never the normal one', () => {
    for (const path of [
      '/closed_area/1',
      '/closed_area/1/feed',
      '/closed_area/1/moments',
      '/closed_area/1/events',
      '/closed_area/1/wiki/3/4',
      '/closed_area/1/benachrichtigungen',
      '/closed_area/1/menu',
    ])
      expect(getBottomBarMode(path), path).toBe('closedArea');
  });

  it('shows the admin bar on every admin page (001 §2.4)', () => {
    for (const path of ['/admin-dashboard', '/admin-dashboard/users', '/admin-dashboard/matcher-sync/'])
      expect(getBottomBarMode(path), path).toBe('admin');
  });

  it('hides the bar on detail and full-screen pages', () => {
    for (const path of [
      '/medkai',
      '/chat/12',
      '/feed/99',
      '/profile/marie',
      '/user/marie',
      '/einstellungen',
      '/closed_area/1/feed/5',
      '/closed_area/1/groups/7',
      '/closed_area/1/events/8/invite_users',
      '/closed_area/1/datenschutzbestimmungen',
    ])
      expect(getBottomBarMode(path), path).toBeNull();
  });
});

describe('getAreaFromPath', () => {
  it('tells community, closed area and admin apart', () => {
    expect(getAreaFromPath('/feed')).toEqual({ kind: 'community' });
    expect(getAreaFromPath('/closed_area/1/moments')).toEqual({ kind: 'closedArea', closedAreaId: 1 });
    expect(getAreaFromPath('/admin-dashboard/users')).toEqual({ kind: 'admin' });
    expect(getAreaFromPath('/admin-dashboards')).toEqual({ kind: 'community' });
  });
});

describe('getPageType and getShellConfig', () => {
  it('maps the spec page types', () => {
    expect(getPageType('/stellenangebote')).toBe('jobads');
    expect(getPageType('/klinik/stellenanzeige/abc')).toBe('job');
    expect(getPageType('/arbeitgeber/3')).toBe('company');
    expect(getPageType('/arbeitgeberprofile')).toBe('companies');
    expect(getPageType('/netzwerk/entdecken')).toBe('networkDiscover');
    expect(getPageType('/network/entdecken')).toBe('networkDiscover');
    expect(getPageType('/network/einladungen')).toBe('network');
    expect(getPageType('/netzwerk')).toBe('network');
    expect(getPageType('/networkv2/anfragen')).toBe('networkv2');
    expect(getPageType('/pflegepuls-wiki')).toBe('wiki');
  });

  it('gives MedKai the full width without search bar and right panel', () => {
    expect(getShellConfig(getPageType('/medkai'))).toEqual({
      isFullWidth: true,
      hasSearchBar: false,
      hasRightPanel: false,
    });
    expect(getShellConfig(getPageType('/feed'))).toMatchObject({ hasSearchBar: true, hasRightPanel: true });
  });
});

describe('hasCreateButton', () => {
  it('is on the feed and moments pages only', () => {
    expect(hasCreateButton('/feed')).toBe(true);
    expect(hasCreateButton('/moments')).toBe(true);
    expect(hasCreateButton('/closed_area/1')).toBe(true);
    expect(hasCreateButton('/closed_area/1/moments')).toBe(true);
    expect(hasCreateButton('/netzwerk')).toBe(false);
    expect(hasCreateButton('/feed/3')).toBe(false);
  });
});

describe('getBottomBarScroll', () => {
  /** Feeds scroll positions [y, time in ms] one after another, from the top of the page. */
  const scrollThrough = (...steps: Array<[number, number]>) =>
    steps.reduce((state, [y, now]) => getBottomBarScroll(state, y, now), BOTTOM_BAR_AT_TOP);

  it('hides the bar at once while scrolling down past its height', () => {
    expect(scrollThrough([40, 0])).toMatchObject({ isHidden: false, isBlurred: true });
    expect(scrollThrough([40, 0], [65, 10])).toMatchObject({ isHidden: true, isBlurred: true });
  });

  it('lets the blur fade after 1 s of scrolling down, also when the page rests', () => {
    expect(scrollThrough([100, 0], [400, 999])).toMatchObject({ isHidden: true, isBlurred: true });
    expect(scrollThrough([100, 0], [400, 1000])).toMatchObject({ isHidden: true, isBlurred: false });
    // The timer's tick: same position, later time.
    expect(scrollThrough([100, 0], [100, 1000])).toMatchObject({ isHidden: true, isBlurred: false });
  });

  it('brings bar and blur back on the first scroll up and at the top', () => {
    expect(scrollThrough([100, 0], [900, 2000], [899, 2100])).toMatchObject({
      isHidden: false,
      isBlurred: true,
      downSince: null,
    });
    expect(scrollThrough([100, 0], [0, 2000])).toMatchObject({ isHidden: false, isBlurred: true });
  });

  it('starts the second counting anew after a scroll up', () => {
    const state = scrollThrough([100, 0], [900, 2000], [800, 2100], [1000, 3000]);
    expect(state).toMatchObject({ isHidden: true, isBlurred: true, downSince: 3000 });
    expect(getBottomBarScroll(state, 1000, 4000).isBlurred).toBe(false);
  });
});
