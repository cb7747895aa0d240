/**
 * Meldungen (issue 24, docs/moderation.md): the review queue, open reports grouped per item, with
 * filters, and the actions with a rule and a reason; below it the appeals waiting for a decision
 * by an admin other than the one who decided. Moments never show their author.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CONTENT_TYPE_LABELS,
  MODERATION_ACTION_LABELS,
  MODERATION_ACTIONS,
  MODERATION_CONTENT_TYPES,
  MODERATION_MESSAGES as M,
  MODERATION_REASON_MAX,
  MODERATION_RULE_LABELS,
  MODERATION_RULES,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  SUSPENSION_DAYS,
  type TModerationAction,
  type TModerationContentType,
  type TModerationRule,
  type TReportReason,
} from '@pflegepuls/shared/moderation-messages';
import type { TQueueItem } from '@pflegepuls/shared/moderation';
import { useId, useState } from 'react';
import { LoadErrorAlert } from '../../../ui/load-error-alert.tsx';
import { ResponsiveSheet } from '../../../ui/responsive-sheet.tsx';
import { useToast } from '../../../ui/toast.tsx';
import {
  useActionMutation,
  useAppealsQuery,
  figuresPath,
  useDecideAppealMutation,
  useFiguresQuery,
  useItemHistoryQuery,
  useModerationAreasQuery,
  useModerationSettingsQuery,
  useQueueQuery,
  useSaveModerationSettingsMutation,
  type TQueueFilters,
} from '../../moderation/api.ts';
import { formatDateTime } from '../format.ts';
import { IdentifyRequests, RequestIdentifyDialog } from './moderation-identify.tsx';

const STATE_LABELS: Record<TQueueItem['state'], string> = {
  visible: 'sichtbar',
  hidden: M.hiddenMark,
  deleted: 'gelöscht',
  pending: 'wartet auf Prüfung',
  gone: 'nicht mehr vorhanden',
};
const ALL = '';

const iso = (ms: number) => new Date(ms).toISOString();

function Filters({ filters, onChange }: { filters: TQueueFilters; onChange: (next: TQueueFilters) => void }) {
  const areas = useModerationAreasQuery();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, minmax(0, 200px))' },
        mb: 2,
      }}
    >
      <TextField
        select
        size="small"
        label="Status"
        value={filters.status}
        onChange={(e) => onChange({ ...filters, status: e.target.value as TQueueFilters['status'] })}
      >
        <MenuItem value="open">Offen</MenuItem>
        <MenuItem value="closed">Entschieden</MenuItem>
      </TextField>
      <TextField
        select
        size="small"
        label="Sortierung"
        value={filters.sort}
        onChange={(e) => onChange({ ...filters, sort: e.target.value as TQueueFilters['sort'] })}
      >
        <MenuItem value="newest">Neueste zuerst</MenuItem>
        <MenuItem value="most">Meistgemeldet zuerst</MenuItem>
      </TextField>
      <TextField
        select
        size="small"
        label="Art"
        value={filters.type ?? ALL}
        onChange={(e) => {
          const { type: _type, ...rest } = filters;
          onChange(e.target.value ? { ...rest, type: e.target.value as TModerationContentType } : rest);
        }}
      >
        <MenuItem value={ALL}>Alle Arten</MenuItem>
        {MODERATION_CONTENT_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {CONTENT_TYPE_LABELS[type]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Grund"
        value={filters.reason ?? ALL}
        onChange={(e) => {
          const { reason: _reason, ...rest } = filters;
          onChange(e.target.value ? { ...rest, reason: e.target.value as TReportReason } : rest);
        }}
      >
        <MenuItem value={ALL}>Alle Gründe</MenuItem>
        {REPORT_REASONS.map((reason) => (
          <MenuItem key={reason} value={reason}>
            {REPORT_REASON_LABELS[reason]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Bereich"
        value={filters.area === undefined ? ALL : String(filters.area)}
        onChange={(e) => {
          const { area: _area, ...rest } = filters;
          onChange(e.target.value === ALL ? rest : { ...rest, area: Number(e.target.value) });
        }}
      >
        <MenuItem value={ALL}>Alle Bereiche</MenuItem>
        <MenuItem value="0">Community</MenuItem>
        {(areas.data?.areas ?? []).map((area) => (
          <MenuItem key={area.id} value={String(area.id)}>
            {area.name}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}

function ActionDialog({ item, onClose }: { item: TQueueItem | null; onClose: () => void }) {
  const [action, setAction] = useState<TModerationAction>('hide');
  const [rule, setRule] = useState<TModerationRule>('respect');
  const [days, setDays] = useState<1 | 7 | 30>(7);
  const [reason, setReason] = useState('');
  const mutation = useActionMutation();
  const showToast = useToast();
  const titleId = useId();
  const submit = () => {
    if (!item) return;
    mutation.mutate(
      {
        type: item.contentType,
        id: item.contentId,
        action,
        rule,
        reason: reason.trim(),
        ...(action === 'suspend' ? { days } : {}),
      },
      {
        onSuccess: (answer) => {
          showToast({ message: answer.message, severity: 'success' });
          setReason('');
          onClose();
        },
        onError: (error) => showToast({ message: error.message, severity: 'error' }),
      },
    );
  };
  return (
    <ResponsiveSheet open={item !== null} onClose={onClose} labelledBy={titleId} maxWidth="sm">
      <DialogTitle id={titleId}>Maßnahme treffen</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        {item && (
          <Typography variant="body2" color="text.secondary">
            {CONTENT_TYPE_LABELS[item.contentType]}: {item.excerpt}
          </Typography>
        )}
        <TextField
          select
          label="Maßnahme"
          value={action}
          onChange={(e) => setAction(e.target.value as TModerationAction)}
        >
          {MODERATION_ACTIONS.map((value) => (
            <MenuItem key={value} value={value}>
              {MODERATION_ACTION_LABELS[value]}
            </MenuItem>
          ))}
        </TextField>
        {action === 'suspend' && (
          <TextField
            select
            label="Dauer"
            value={days}
            onChange={(e) => setDays(Number(e.target.value) as 1 | 7 | 30)}
          >
            {SUSPENSION_DAYS.map((value) => (
              <MenuItem key={value} value={value}>
                {value === 1 ? '1 Tag' : `${value} Tage`}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField
          select
          label="Verletzte Regel"
          value={rule}
          onChange={(e) => setRule(e.target.value as TModerationRule)}
        >
          {MODERATION_RULES.map((value) => (
            <MenuItem key={value} value={value}>
              {MODERATION_RULE_LABELS[value]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Begründung (geht an die betroffene Person)"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          multiline
          minRows={3}
          required
          slotProps={{ htmlInput: { maxLength: MODERATION_REASON_MAX } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button color="secondary" onClick={onClose}>
          {M.cancel}
        </Button>
        <Button variant="contained" onClick={submit} disabled={!reason.trim() || mutation.isPending}>
          Maßnahme speichern
        </Button>
      </DialogActions>
    </ResponsiveSheet>
  );
}

const APPEAL_LABELS = { pending: 'offen', granted: 'stattgegeben', rejected: 'abgelehnt' } as const;

/** The item's history: every report and every decision with its admin, rule, reason, time and appeal. */
function ItemHistory({ item, id }: { item: TQueueItem; id: string }) {
  const history = useItemHistoryQuery(item.contentType, item.contentId, true);
  if (history.isPending) return <Skeleton variant="rounded" height={64} id={id} />;
  if (history.isError)
    return (
      <Box id={id}>
        <LoadErrorAlert onRetry={() => void history.refetch()} isRetrying={history.isFetching}>
          Der Verlauf konnte nicht geladen werden.
        </LoadErrorAlert>
      </Box>
    );
  const { reports, decisions } = history.data;
  return (
    <Box id={id} sx={{ display: 'grid', gap: 1, borderTop: 1, borderColor: 'divider', pt: 1 }}>
      <Typography component="h4" variant="subtitle2">
        Meldungen ({reports.length})
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
        {reports.map((r, index) => (
          <Typography component="li" variant="body2" key={index} sx={{ overflowWrap: 'anywhere' }}>
            {formatDateTime(iso(r.createdAt))}: {REPORT_REASON_LABELS[r.reason]}
            {r.text ? ` – „${r.text}“` : ''}
            {r.status === 'open'
              ? ' (offen)'
              : ` (erledigt${r.outcome ? `: ${MODERATION_ACTION_LABELS[r.outcome as TModerationAction] ?? r.outcome}` : ''})`}
          </Typography>
        ))}
      </Box>
      <Typography component="h4" variant="subtitle2">
        Maßnahmen ({decisions.length})
      </Typography>
      {decisions.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Noch keine Maßnahme.
        </Typography>
      ) : (
        <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.75 }}>
          {decisions.map((d) => (
            <Typography component="li" variant="body2" key={d.id} sx={{ overflowWrap: 'anywhere' }}>
              {formatDateTime(iso(d.createdAt))}: {MODERATION_ACTION_LABELS[d.action]}
              {d.days ? ` (${d.days} Tage)` : ''} von {d.adminName} · Regel: {MODERATION_RULE_LABELS[d.rule]}{' '}
              · Begründung: „{d.reason}“
              {d.appeal && (
                <>
                  <br />
                  Widerspruch vom {formatDateTime(iso(d.appeal.createdAt))}: „{d.appeal.text}“ –{' '}
                  {APPEAL_LABELS[d.appeal.status]}
                  {d.appeal.decidedBy && ` von ${d.appeal.decidedBy}`}
                  {d.appeal.decidedAt && ` am ${formatDateTime(iso(d.appeal.decidedAt))}`}
                  {d.appeal.reason && ` („${d.appeal.reason}“)`}
                </>
              )}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}

function QueueCard({
  item,
  onAct,
  onIdentify,
}: {
  item: TQueueItem;
  onAct: () => void;
  onIdentify: () => void;
}) {
  const [showHistory, setShowHistory] = useState(false);
  const historyId = useId();
  return (
    <Card
      variant="outlined"
      component="li"
      aria-label={`${CONTENT_TYPE_LABELS[item.contentType]}, ${item.reportCount} Meldungen`}
    >
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Typography component="h3" sx={{ fontWeight: 700, mr: 'auto' }}>
            {CONTENT_TYPE_LABELS[item.contentType]} #{item.contentId}
          </Typography>
          <Chip
            size="small"
            label={`${item.reportCount} ${item.reportCount === 1 ? 'Meldung' : 'Meldungen'}`}
          />
          <Chip size="small" variant="outlined" label={STATE_LABELS[item.state]} />
        </Box>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {item.excerpt || '–'}
        </Typography>
        {item.heldReason && (
          <Alert severity="info" sx={{ py: 0 }}>
            {item.heldReason === 'term'
              ? 'Zurückgehalten: enthält einen gesperrten Begriff. „Meldung verwerfen“ gibt den Beitrag frei.'
              : 'Zurückgehalten: Vorab-Prüfung neuer Mitglieder. „Meldung verwerfen“ gibt den Beitrag frei.'}
          </Alert>
        )}
        {item.context && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {item.context}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          Von:{' '}
          {item.authorName ?? (item.contentType.startsWith('moment') ? 'anonym (Real Talk)' : 'unbekannt')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
          {item.reasons.map((r) => (
            <Chip
              key={r.reason}
              size="small"
              color="warning"
              label={`${REPORT_REASON_LABELS[r.reason]} (${r.count})`}
            />
          ))}
        </Box>
        {item.texts.map((text, index) => (
          <Typography key={index} variant="body2" sx={{ borderLeft: 3, borderColor: 'divider', pl: 1 }}>
            „{text}“
          </Typography>
        ))}
        <Typography variant="body2" color="text.secondary">
          {item.reporterAccuracy.decided > 0 &&
            `Meldende bisher: ${item.reporterAccuracy.upheld} von ${item.reporterAccuracy.decided} Meldungen bestätigt · `}
          Erste Meldung {formatDateTime(iso(item.firstReportAt))} · letzte{' '}
          {formatDateTime(iso(item.lastReportAt))}
        </Typography>
        {showHistory && <ItemHistory item={item} id={historyId} />}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button variant="contained" size="small" onClick={onAct}>
            Maßnahme treffen
          </Button>
          <Button
            variant="outlined"
            size="small"
            aria-expanded={showHistory}
            aria-controls={showHistory ? historyId : undefined}
            onClick={() => setShowHistory((open) => !open)}
          >
            {showHistory ? 'Verlauf ausblenden' : 'Verlauf anzeigen'}
          </Button>
          {item.contentType === 'moment' && (
            <Button variant="text" size="small" onClick={onIdentify}>
              Identifizierung beantragen
            </Button>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}

function Appeals() {
  const appeals = useAppealsQuery();
  const decide = useDecideAppealMutation();
  const showToast = useToast();
  const [reasons, setReasons] = useState<Record<number, string>>({});
  if (appeals.isPending) return <Skeleton variant="rounded" height={80} />;
  if (appeals.isError)
    return (
      <LoadErrorAlert onRetry={() => void appeals.refetch()} isRetrying={appeals.isFetching}>
        Die Widersprüche konnten nicht geladen werden.
      </LoadErrorAlert>
    );
  if (appeals.data.appeals.length === 0)
    return <Typography color="text.secondary">Keine offenen Widersprüche.</Typography>;
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {appeals.data.appeals.map(({ id, decision, decidedByMe }) => (
        <Card key={id} variant="outlined" component="li">
          <CardContent sx={{ display: 'grid', gap: 1 }}>
            <Typography sx={{ fontWeight: 700 }}>
              {MODERATION_ACTION_LABELS[decision.action]}: {CONTENT_TYPE_LABELS[decision.contentType]} #
              {decision.contentId}
            </Typography>
            <Typography variant="body2">Begründung: {decision.reason}</Typography>
            <Typography variant="body2">Widerspruch: „{decision.appeal?.text}“</Typography>
            {decidedByMe ? (
              <Alert severity="info">{M.appealSameAdmin}</Alert>
            ) : (
              <>
                <TextField
                  size="small"
                  label="Begründung der Entscheidung"
                  value={reasons[id] ?? ''}
                  onChange={(e) => setReasons({ ...reasons, [id]: e.target.value })}
                />
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                  {(['granted', 'rejected'] as const).map((outcome) => (
                    <Button
                      key={outcome}
                      variant={outcome === 'granted' ? 'contained' : 'outlined'}
                      size="small"
                      disabled={!reasons[id]?.trim() || decide.isPending}
                      onClick={() =>
                        decide.mutate(
                          { id, outcome, reason: reasons[id]!.trim() },
                          {
                            onSuccess: (answer) =>
                              showToast({ message: answer.message, severity: 'success' }),
                            onError: (error) => showToast({ message: error.message, severity: 'error' }),
                          },
                        )
                      }
                    >
                      {outcome === 'granted' ? 'Stattgeben und wiederherstellen' : 'Zurückweisen'}
                    </Button>
                  ))}
                </Box>
              </>
            )}
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

const thisMonth = () =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit' })
    .format(new Date())
    .slice(0, 7);

function Figures() {
  const [month, setMonth] = useState(thisMonth);
  const figures = useFiguresQuery(month);
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          type="month"
          size="small"
          sx={{ width: 220 }}
          label="Monat"
          value={month}
          onChange={(e) => e.target.value && setMonth(e.target.value)}
        />
        <Button component="a" href={figuresPath(month, 'csv')} download>
          CSV herunterladen
        </Button>
      </Box>
      {figures.isPending ? (
        <Skeleton variant="rounded" height={80} />
      ) : figures.isError ? (
        <LoadErrorAlert onRetry={() => void figures.refetch()} isRetrying={figures.isFetching}>
          Die Zahlen konnten nicht geladen werden.
        </LoadErrorAlert>
      ) : (
        <Box sx={{ display: 'grid', gap: 0.5 }}>
          <Typography>
            {figures.data.reportsReceived} {figures.data.reportsReceived === 1 ? 'Meldung' : 'Meldungen'},{' '}
            {figures.data.decisions} {figures.data.decisions === 1 ? 'Entscheidung' : 'Entscheidungen'},
            Median bis zur Entscheidung:{' '}
            {figures.data.medianHoursToDecision === null
              ? '–'
              : `${figures.data.medianHoursToDecision.toLocaleString('de-DE')} Std.`}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {figures.data.reportsByReason
              .filter((r) => r.count > 0)
              .map((r) => `${REPORT_REASON_LABELS[r.reason]}: ${r.count}`)
              .join(' · ') || 'Keine Meldungen in diesem Monat.'}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {figures.data.actions
              .filter((a) => a.count > 0)
              .map((a) => `${MODERATION_ACTION_LABELS[a.action]}: ${a.count}`)
              .join(' · ') || 'Keine Maßnahmen in diesem Monat.'}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Widersprüche: {figures.data.appeals.received} (offen {figures.data.appeals.pending}, stattgegeben{' '}
            {figures.data.appeals.granted}, zurückgewiesen {figures.data.appeals.rejected})
          </Typography>
        </Box>
      )}
    </Box>
  );
}

function SettingsForm({
  terms,
  days,
  others,
}: {
  terms: string;
  days: string;
  others: Array<{ areaKey: number; minDays: number }>;
}) {
  const [termsText, setTermsText] = useState(terms);
  const [daysText, setDaysText] = useState(days);
  const save = useSaveModerationSettingsMutation();
  const showToast = useToast();
  const submit = () => {
    const minDays = Number(daysText);
    save.mutate(
      {
        blockedTerms: termsText
          .split('\n')
          .map((t) => t.trim())
          .filter(Boolean),
        premoderation: [...others, ...(daysText.trim() ? [{ areaKey: 0, minDays }] : [])],
      },
      {
        onSuccess: (answer) => showToast({ message: answer.message, severity: 'success' }),
        onError: (error) => showToast({ message: error.message, severity: 'error' }),
      },
    );
  };
  return (
    <Box sx={{ display: 'grid', gap: 1.5, maxWidth: 560 }}>
      <TextField
        label="Gesperrte Begriffe (einer pro Zeile)"
        helperText="Beiträge mit diesen Begriffen warten auf eine Prüfung, bevor sie erscheinen."
        value={termsText}
        onChange={(e) => setTermsText(e.target.value)}
        multiline
        minRows={3}
      />
      <TextField
        label="Vorab-Prüfung in der Community: Mitglieder jünger als … Tage"
        helperText="Leer lassen: keine Vorab-Prüfung."
        type="number"
        value={daysText}
        onChange={(e) => setDaysText(e.target.value)}
        slotProps={{ htmlInput: { min: 1, max: 365 } }}
      />
      <Box>
        <Button variant="contained" onClick={submit} disabled={save.isPending}>
          Einstellungen speichern
        </Button>
      </Box>
    </Box>
  );
}

function Settings() {
  const settings = useModerationSettingsQuery();
  if (settings.isPending) return <Skeleton variant="rounded" height={120} />;
  if (settings.isError)
    return (
      <LoadErrorAlert onRetry={() => void settings.refetch()} isRetrying={settings.isFetching}>
        Die Einstellungen konnten nicht geladen werden.
      </LoadErrorAlert>
    );
  const community = settings.data.premoderation.find((r) => r.areaKey === 0);
  return (
    <SettingsForm
      terms={settings.data.blockedTerms.join('\n')}
      days={community ? String(community.minDays) : ''}
      others={settings.data.premoderation.filter((r) => r.areaKey !== 0)}
    />
  );
}

export default function ModerationSection() {
  const [filters, setFilters] = useState<TQueueFilters>({ status: 'open', sort: 'newest' });
  const [acting, setActing] = useState<TQueueItem | null>(null);
  const [identifying, setIdentifying] = useState<number | null>(null);
  const queue = useQueueQuery(filters);
  const items = queue.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box component="section" aria-labelledby="moderation-queue-title">
        <Typography id="moderation-queue-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
          Gemeldete Inhalte
        </Typography>
        <Filters filters={filters} onChange={setFilters} />
        {queue.isPending ? (
          <Box sx={{ display: 'grid', gap: 1.5 }} aria-busy="true">
            <Skeleton variant="rounded" height={140} />
            <Skeleton variant="rounded" height={140} />
          </Box>
        ) : queue.isError ? (
          <LoadErrorAlert onRetry={() => void queue.refetch()} isRetrying={queue.isFetching}>
            {M.queueFailed}
          </LoadErrorAlert>
        ) : items.length === 0 ? (
          <Typography color="text.secondary">{M.queueEmpty}</Typography>
        ) : (
          <>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
              {items.map((item) => (
                <QueueCard
                  key={`${item.contentType}:${item.contentId}`}
                  item={item}
                  onAct={() => setActing(item)}
                  onIdentify={() => setIdentifying(item.contentId)}
                />
              ))}
            </Box>
            {queue.hasNextPage && (
              <Button
                sx={{ mt: 2 }}
                onClick={() => void queue.fetchNextPage()}
                disabled={queue.isFetchingNextPage}
                startIcon={queue.isFetchingNextPage ? <CircularProgress size={16} /> : undefined}
              >
                Mehr laden
              </Button>
            )}
          </>
        )}
      </Box>
      <Box component="section" aria-labelledby="moderation-appeals-title">
        <Typography
          id="moderation-appeals-title"
          component="h2"
          variant="h6"
          sx={{ fontWeight: 700, mb: 1.5 }}
        >
          Widersprüche
        </Typography>
        <Appeals />
      </Box>
      <Box component="section" aria-labelledby="moderation-identify-title">
        <Typography
          id="moderation-identify-title"
          component="h2"
          variant="h6"
          sx={{ fontWeight: 700, mb: 1.5 }}
        >
          Anfragen zur Identifizierung
        </Typography>
        <IdentifyRequests />
      </Box>
      <Box component="section" aria-labelledby="moderation-figures-title">
        <Typography
          id="moderation-figures-title"
          component="h2"
          variant="h6"
          sx={{ fontWeight: 700, mb: 1.5 }}
        >
          Zahlen des Monats
        </Typography>
        <Figures />
      </Box>
      <Box component="section" aria-labelledby="moderation-settings-title">
        <Typography
          id="moderation-settings-title"
          component="h2"
          variant="h6"
          sx={{ fontWeight: 700, mb: 1.5 }}
        >
          Vorab-Prüfung und gesperrte Begriffe
        </Typography>
        <Settings />
      </Box>
      <ActionDialog item={acting} onClose={() => setActing(null)} />
      <RequestIdentifyDialog momentId={identifying} onClose={() => setIdentifying(null)} />
    </Box>
  );
}
