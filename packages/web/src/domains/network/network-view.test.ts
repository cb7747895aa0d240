import { describe, expect, it } from 'vitest';
import { getNetworkV2Path, resolveNetworkView } from './network-view.ts';

describe('resolveNetworkView (000 §2)', () => {
  it.each([
    ['/network', '', { kind: 'connections' }],
    ['/netzwerk', '', { kind: 'connections' }],
    ['/netzwerk/entdecken', '', { kind: 'discover' }],
    ['/netzwerk/einladungen', '', { kind: 'invitations' }],
    ['/netzwerk/empfehlungen', '', { kind: 'recommendations' }],
    ['/netzwerk/unbekannt', '', { kind: 'connections' }],
    ['/network/entdecken', '', { kind: 'discover' }],
    ['/network/einladungen', '', { kind: 'invitations' }],
    ['/network/empfehlungen', '', { kind: 'recommendations' }],
    ['/networkv2', '', { kind: 'v2', tab: 'network' }],
    ['/networkv2/discover', '', { kind: 'v2', tab: 'discover' }],
    ['/networkv2/entdecken', '', { kind: 'v2', tab: 'discover' }],
    ['/networkv2/requests', '', { kind: 'v2', tab: 'requests' }],
    ['/networkv2/anfragen', '', { kind: 'v2', tab: 'requests' }],
    ['/networkv2/sent', '', { kind: 'v2', tab: 'sent' }],
    ['/networkv2/gesendet', '', { kind: 'v2', tab: 'sent' }],
    ['/networkv2/anfragen', '?tab=sent', { kind: 'v2', tab: 'sent' }],
    ['/networkv2', '?tab=discover', { kind: 'v2', tab: 'discover' }],
    ['/networkv2', '?tab=unsinn', { kind: 'v2', tab: 'network' }],
  ])('%s%s', (pathname, search, expected) => {
    expect(resolveNetworkView(pathname, search)).toEqual(expected);
  });

  it('links every v2 tab to a path that resolves back to it', () => {
    for (const tab of ['network', 'discover', 'requests', 'sent'] as const) {
      expect(resolveNetworkView(getNetworkV2Path(tab), '')).toEqual({ kind: 'v2', tab });
    }
  });
});
