/**
 * Which network screen a path shows (000 §2 "Network pages (by path)"): /netzwerk/entdecken,
 * /netzwerk/einladungen, /netzwerk/empfehlungen (the same under /network), otherwise my connections;
 * under /networkv2 the tab comes from `?tab=` or from the path (discover/entdecken, requests/anfragen,
 * sent/gesendet).
 */
export type TNetworkTab = 'network' | 'discover' | 'requests' | 'sent';

export type TNetworkView =
  | { kind: 'connections' }
  | { kind: 'discover' }
  | { kind: 'invitations' }
  | { kind: 'recommendations' }
  | { kind: 'v2'; tab: TNetworkTab };

const V2_PATH_TABS: Record<string, TNetworkTab> = {
  network: 'network',
  netzwerk: 'network',
  discover: 'discover',
  entdecken: 'discover',
  requests: 'requests',
  anfragen: 'requests',
  sent: 'sent',
  gesendet: 'sent',
};

const TABS: readonly TNetworkTab[] = ['network', 'discover', 'requests', 'sent'];

/** The screen for a location; unknown sub-paths fall back to my connections (or the v2 network tab). */
export function resolveNetworkView(pathname: string, search: string): TNetworkView {
  const segments = pathname.toLowerCase().split('/').filter(Boolean);
  if (segments[0] === 'networkv2') {
    const fromQuery = new URLSearchParams(search).get('tab');
    if (fromQuery && (TABS as readonly string[]).includes(fromQuery)) {
      return { kind: 'v2', tab: fromQuery as TNetworkTab };
    }
    const fromPath = segments
      .slice(1)
      .map((segment) => V2_PATH_TABS[segment])
      .find(Boolean);
    return { kind: 'v2', tab: fromPath ?? 'network' };
  }
  const section = segments[1];
  if (section === 'entdecken') return { kind: 'discover' };
  if (section === 'einladungen') return { kind: 'invitations' };
  if (section === 'empfehlungen') return { kind: 'recommendations' };
  return { kind: 'connections' };
}

/** The path of a v2 tab (its German path segment is accepted too, but links use these). */
export function getNetworkV2Path(tab: TNetworkTab): string {
  return tab === 'network' ? '/networkv2' : `/networkv2/${tab}`;
}
