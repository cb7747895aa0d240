/**
 * Sponsor statistics of an area (issue 14), for area admins: aggregate figures only; the server
 * answers null for any figure about fewer than 5 people, shown as "< 5".
 */
import { CLOSED_AREA_MESSAGES as M } from '@pflegepuls/shared/closed-areas-messages';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from '../../../platform/router.tsx';
import { isApiError } from '../../../platform/http.ts';
import { LoadErrorAlert } from '../../../ui/load-error-alert.tsx';
import { MemberContent } from '../../../ui/member-content.tsx';
import { useAreaStatsQuery } from '../api.ts';

const number = new Intl.NumberFormat('de-DE');
const weekFormat = new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', timeZone: 'UTC' });

/** A figure, or "< 5" when the server withheld it. */
function show(value: number | null): string {
  return value === null ? M.statsFewerThan : number.format(value);
}

function Figure({ label, value }: { label: string; value: number | null }) {
  return (
    <Card sx={{ p: 2, borderRadius: '18px' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontSize: '1.75rem', fontWeight: 800 }}>{show(value)}</Typography>
    </Card>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title} sx={{ p: 2, borderRadius: '18px' }}>
      <Typography component="h2" sx={{ fontWeight: 750, fontSize: '1.05rem', mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Card>
  );
}

export function AreaStatsPage() {
  const closedAreaId = Number(useParams()['id']);
  const stats = useAreaStatsQuery(closedAreaId);
  return (
    <MemberContent>
      <Button
        component={RouterLink}
        to={`/closed_area/${closedAreaId}`}
        startIcon={<ArrowBackRounded />}
        color="inherit"
        sx={{ mb: 1 }}
      >
        Zum Bereich
      </Button>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 800, mb: 0.5 }}>
        Statistiken
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Nur zusammengefasste Zahlen. Werte über weniger als fünf Personen zeigen wir nicht, sondern als „&lt;
        5“.
      </Typography>
      {stats.isPending ? (
        <Box aria-busy="true" sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} variant="rounded" height={96} />
          ))}
        </Box>
      ) : stats.isError ? (
        isApiError(stats.error, 403) ? (
          <Alert severity="info">{M.statsAdminsOnly}</Alert>
        ) : (
          <LoadErrorAlert onRetry={() => void stats.refetch()} isRetrying={stats.isFetching}>
            Die Statistiken konnten nicht geladen werden.
          </LoadErrorAlert>
        )
      ) : (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
            <Figure label="Mitglieder" value={stats.data.members} />
            <Figure label="Neu (30 Tage)" value={stats.data.newMembersLast30Days} />
            <Figure label="Beiträge (30 Tage)" value={stats.data.postsLast30Days} />
            <Figure label="Real Talks (30 Tage)" value={stats.data.momentsLast30Days} />
          </Box>
          <Block title="Aktive Mitglieder pro Woche">
            <Table size="small" aria-label="Aktive Mitglieder pro Woche">
              <TableHead>
                <TableRow>
                  <TableCell>Woche ab</TableCell>
                  <TableCell align="right">Aktive Mitglieder</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {stats.data.activeMembersPerWeek.map((week) => (
                  <TableRow key={week.weekStart}>
                    <TableCell>{weekFormat.format(new Date(`${week.weekStart}T00:00:00Z`))}</TableCell>
                    <TableCell align="right">{show(week.activeMembers)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Block>
          <Block title="Gruppengrößen">
            {stats.data.groups.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                Dieser Bereich hat noch keine Gruppen.
              </Typography>
            ) : (
              <Table size="small" aria-label="Gruppengrößen">
                <TableHead>
                  <TableRow>
                    <TableCell>Gruppe</TableCell>
                    <TableCell align="right">Mitglieder</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {stats.data.groups.map((group) => (
                    <TableRow key={group.title}>
                      <TableCell>{group.title}</TableCell>
                      <TableCell align="right">{show(group.members)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </Block>
        </Box>
      )}
    </MemberContent>
  );
}
