/**
 * The network pages (000 §2): /network and /netzwerk (my connections), their children entdecken,
 * einladungen and empfehlungen, and the v2 shell under /networkv2 with four tabs.
 */
import { NETWORK_MESSAGES as M } from '@pflegepuls/shared/network-messages';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Chip from '@mui/material/Chip';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from '../../../platform/router.tsx';
import { MemberContent } from '../../../ui/member-content.tsx';
import { useIsMobile } from '../../../ui/use-is-mobile.ts';
import { ConnectionsList, useConnectionsCount } from '../components/connections-list.tsx';
import {
  ReceivedRequestsList,
  useReceivedCount,
  type TRequestWording,
} from '../components/received-requests-list.tsx';
import { SentRequestsList } from '../components/sent-requests-list.tsx';
import { SuggestionsList } from '../components/suggestions-list.tsx';
import {
  getNetworkV2Path,
  resolveNetworkView,
  type TNetworkTab,
  type TNetworkView,
} from '../network-view.ts';

type TSwitcherTarget = 'connections' | 'invitations' | 'discover';

const SWITCHER: Array<{ target: TSwitcherTarget; label: string; to: string }> = [
  { target: 'connections', label: M.switchNetwork, to: '/netzwerk' },
  { target: 'invitations', label: M.switchInvitations, to: '/netzwerk/einladungen' },
  { target: 'discover', label: M.switchDiscover, to: '/netzwerk/entdecken' },
];

/** Netzwerk / Einladungen / Entdecken (000 §2: the phone's switcher; desktop shows it beside the title). */
function NetworkSwitcher({ active }: { active: TSwitcherTarget | null }) {
  const isMobile = useIsMobile();
  const received = useReceivedCount();
  return (
    <ButtonGroup
      fullWidth={isMobile}
      size={isMobile ? 'medium' : 'small'}
      aria-label="Netzwerk-Bereiche"
      sx={{ '& .MuiButton-root': { whiteSpace: 'nowrap', px: 2 } }}
    >
      {SWITCHER.map((item) => (
        <Button
          key={item.target}
          component={Link}
          to={item.to}
          variant={item.target === active ? 'contained' : 'outlined'}
          aria-current={item.target === active ? 'page' : undefined}
        >
          {item.target === 'invitations' && received ? (
            <Badge badgeContent={received} color="error" sx={{ '& .MuiBadge-badge': { right: -12 } }}>
              {item.label}
            </Badge>
          ) : (
            item.label
          )}
        </Button>
      ))}
    </ButtonGroup>
  );
}

function PageHeader({ title, subtitle, aside }: { title: string; subtitle?: string; aside?: ReactNode }) {
  return (
    <Box sx={{ mb: 2.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1.5, rowGap: 1 }}>
        <Typography
          component="h1"
          variant="h4"
          sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', md: '2rem' } }}
        >
          {title}
        </Typography>
        {aside}
      </Box>
      {subtitle && (
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {subtitle}
        </Typography>
      )}
    </Box>
  );
}

function ConnectionsCount() {
  const count = useConnectionsCount();
  if (count === null) return null;
  return <Chip label={M.connectionsCount(count)} size="small" data-testid="connections-count" />;
}

/** Received and sent requests as two tabs. */
function RequestTabs({ wording }: { wording: TRequestWording }) {
  const [tab, setTab] = useState<'received' | 'sent'>('received');
  const received = useReceivedCount();
  return (
    <>
      <Tabs
        value={tab}
        onChange={(_event, value: 'received' | 'sent') => setTab(value)}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="received" label={received ? `${M.tabReceived} (${received})` : M.tabReceived} />
        <Tab value="sent" label={M.tabSent} />
      </Tabs>
      {tab === 'received' ? <ReceivedRequestsList wording={wording} /> : <SentRequestsList />}
    </>
  );
}

const V2_TABS: Array<{ tab: TNetworkTab; label: string }> = [
  { tab: 'network', label: M.switchNetwork },
  { tab: 'discover', label: M.switchDiscover },
  { tab: 'requests', label: M.titleRequests },
  { tab: 'sent', label: M.tabSent },
];

/** The v2 shell: one header and four tabs, each with its own path. */
function NetworkV2({ tab }: { tab: TNetworkTab }) {
  const navigate = useNavigate();
  const received = useReceivedCount();
  const header =
    tab === 'network' ? (
      <PageHeader title={M.titleConnections} aside={<ConnectionsCount />} />
    ) : tab === 'discover' ? (
      <PageHeader title={M.titleDiscover} subtitle={M.subtitleDiscover} />
    ) : (
      <PageHeader title={M.titleRequests} />
    );
  return (
    <>
      {header}
      <Tabs
        value={tab}
        onChange={(_event, value: TNetworkTab) => void navigate(getNetworkV2Path(value))}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {V2_TABS.map((item) => (
          <Tab
            key={item.tab}
            value={item.tab}
            label={item.tab === 'requests' && received ? `${item.label} (${received})` : item.label}
          />
        ))}
      </Tabs>
      {tab === 'network' && <ConnectionsList />}
      {tab === 'discover' && <SuggestionsList />}
      {tab === 'requests' && <ReceivedRequestsList wording="request" />}
      {tab === 'sent' && <SentRequestsList />}
    </>
  );
}

function ViewContent({ view }: { view: Exclude<TNetworkView, { kind: 'v2' }> }) {
  switch (view.kind) {
    case 'discover':
      return (
        <>
          <PageHeader title={M.titleDiscover} subtitle={M.subtitleDiscover} />
          <SuggestionsList />
        </>
      );
    case 'invitations':
      return (
        <>
          <PageHeader title={M.titleRequests} />
          <RequestTabs wording="invitation" />
        </>
      );
    case 'recommendations':
      return (
        <>
          <PageHeader title={M.titleDiscover} />
          <RequestTabs wording="request" />
        </>
      );
    case 'connections':
      return (
        <>
          <PageHeader title={M.titleConnections} aside={<ConnectionsCount />} />
          <ConnectionsList />
        </>
      );
  }
}

/** The network page for every network path (the route table sends them all here). */
export function NetworkPage() {
  const location = useLocation();
  const view = resolveNetworkView(location.pathname, location.search);
  if (view.kind === 'v2') {
    return (
      <MemberContent>
        <NetworkV2 tab={view.tab} />
      </MemberContent>
    );
  }
  const active: TSwitcherTarget | null =
    view.kind === 'connections' ? 'connections' : view.kind === 'recommendations' ? null : view.kind;
  return (
    <MemberContent>
      <Box sx={{ mb: 3 }}>
        <NetworkSwitcher active={active} />
      </Box>
      <ViewContent view={view} />
    </MemberContent>
  );
}
