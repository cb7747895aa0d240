import { describe, expect, it } from 'vitest';
import {
  getAreaFromPath,
  getBottomBarMode,
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

  it('hides the bar on detail, full-screen and admin pages', () => {
    for (const path of [
      '/medkai',
      '/chat/12',
      '/feed/99',
      '/profile/marie',
      '/user/marie',
      '/einstellungen',
      '/admin-dashboard/users',
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
