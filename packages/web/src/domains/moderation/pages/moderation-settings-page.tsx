/**
 * `/einstellungen/moderation` (issue 24, docs/moderation.md): the members the member blocked or
 * muted and the channels muted (each can be lifted), anonymous blocks as a count, and the decisions about the member's own
 * content with the statement of reasons and the appeal.
 */
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TDecision } from '@pflegepuls/shared/moderation';
import {
  CONTENT_TYPE_LABELS,
  MODERATION_ACTION_LABELS,
  MODERATION_MESSAGES as M,
  MODERATION_REASON_MAX,
  MODERATION_RULE_LABELS,
} from '@pflegepuls/shared/moderation-messages';
import { useState, type ReactNode } from 'react';
import { LoadErrorAlert } from '../../../ui/load-error-alert.tsx';
import { MutedChannels } from '../../feed/components/muted-channels.tsx';
import { MemberContent } from '../../../ui/member-content.tsx';
import { useToast } from '../../../ui/toast.tsx';
import {
  useAppealMutation,
  useBlocksQuery,
  useDecisionsQuery,
  useMemberFilterMutation,
  type TFilterInput,
} from '../api.ts';

const DATE = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', dateStyle: 'medium' });
const APPEAL_LABELS = {
  pending: 'Widerspruch in Prüfung',
  granted: 'Widerspruch stattgegeben',
  rejected: 'Widerspruch zurückgewiesen',
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `moderation-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={id}
      sx={{ borderRadius: 3, p: { xs: 2, sm: 3 } }}
    >
      <Typography id={id} component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function useFilterAction() {
  const filter = useMemberFilterMutation();
  const showToast = useToast();
  return {
    isPending: filter.isPending,
    run: (input: TFilterInput) =>
      filter.mutate(input, {
        onSuccess: (answer) => showToast({ message: answer.message, severity: 'success' }),
        onError: (error) => showToast({ message: error.message, severity: 'error' }),
      }),
  };
}

function Blocks() {
  const blocks = useBlocksQuery();
  const action = useFilterAction();
  if (blocks.isPending) return <Skeleton variant="rounded" height={120} />;
  if (blocks.isError)
    return (
      <LoadErrorAlert onRetry={() => void blocks.refetch()} isRetrying={blocks.isFetching}>
        Deine Blockierungen konnten nicht geladen werden.
      </LoadErrorAlert>
    );
  const { blocks: blocked, mutes, anonymousBlocks } = blocks.data;
  const people = (rows: typeof blocked, kind: 'unblock' | 'unmute', empty: string) =>
    rows.length === 0 ? (
      <Typography color="text.secondary">{empty}</Typography>
    ) : (
      <List disablePadding>
        {rows.map((row) => (
          <ListItem
            key={row.userName}
            disableGutters
            secondaryAction={
              <Button
                size="small"
                disabled={action.isPending}
                onClick={() => action.run({ kind, userName: row.userName })}
              >
                {kind === 'unblock' ? M.unblock : M.unmute}
              </Button>
            }
          >
            <ListItemAvatar>
              <Avatar src={row.profilePicture ?? undefined} alt="">
                {row.firstName.slice(0, 1)}
              </Avatar>
            </ListItemAvatar>
            <ListItemText
              primary={`${row.firstName} ${row.lastName}`}
              secondary={`seit ${DATE.format(row.since)}`}
              sx={{ pr: 18 }}
            />
          </ListItem>
        ))}
      </List>
    );
  return (
    <>
      <Section title="Blockiert">
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Blockierte Personen können dir nicht schreiben, sich nicht mit dir vernetzen, dich nicht einladen
          und nicht unter deinen Beiträgen kommentieren. Ihre Inhalte siehst du nicht. Sie erfahren davon
          nichts.
        </Typography>
        {people(blocked, 'unblock', 'Du hast niemanden blockiert.')}
        {anonymousBlocks > 0 && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 1.5 }}>
            <Typography sx={{ mr: 'auto' }}>
              {anonymousBlocks === 1
                ? '1 Person aus Real Talk (anonym)'
                : `${anonymousBlocks} Personen aus Real Talk (anonym)`}
            </Typography>
            <Button
              size="small"
              disabled={action.isPending}
              onClick={() => action.run({ kind: 'clearAnonymous' })}
            >
              {M.unblock}
            </Button>
          </Box>
        )}
      </Section>
      <Section title="Stummgeschaltet">
        {people(mutes, 'unmute', 'Du hast niemanden stummgeschaltet.')}
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mt: 2, mb: 0.5 }}>
          Kanäle
        </Typography>
        <MutedChannels />
      </Section>
    </>
  );
}

function DecisionCard({ decision }: { decision: TDecision }) {
  const [text, setText] = useState('');
  const appeal = useAppealMutation();
  const showToast = useToast();
  // The time of the first render: the window is six months, a page left open does not matter.
  const [now] = useState(() => Date.now());
  const canAppeal = decision.action !== 'dismiss' && decision.appeal === null && now < decision.appealUntil;
  return (
    <Box component="li" sx={{ borderTop: 1, borderColor: 'divider', py: 2, display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography sx={{ fontWeight: 700, mr: 'auto' }}>
          {MODERATION_ACTION_LABELS[decision.action]}: {CONTENT_TYPE_LABELS[decision.contentType]}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {DATE.format(decision.createdAt)}
        </Typography>
        {decision.appeal && <Chip size="small" label={APPEAL_LABELS[decision.appeal.status]} />}
      </Box>
      <Typography variant="body2">Regel: {MODERATION_RULE_LABELS[decision.rule]}</Typography>
      <Typography variant="body2">Begründung: {decision.reason}</Typography>
      {canAppeal && (
        <Box sx={{ display: 'grid', gap: 1 }}>
          <TextField
            label="Dein Widerspruch"
            helperText={`Möglich bis ${DATE.format(decision.appealUntil)}. Eine andere Person aus dem Team entscheidet.`}
            value={text}
            onChange={(e) => setText(e.target.value)}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: MODERATION_REASON_MAX } }}
          />
          <Box>
            <Button
              variant="contained"
              disabled={!text.trim() || appeal.isPending}
              onClick={() =>
                appeal.mutate(
                  { id: decision.id, text: text.trim() },
                  {
                    onSuccess: (answer) => showToast({ message: answer.message, severity: 'success' }),
                    onError: (error) => showToast({ message: error.message, severity: 'error' }),
                  },
                )
              }
            >
              Widerspruch einlegen
            </Button>
          </Box>
        </Box>
      )}
    </Box>
  );
}

function Decisions() {
  const decisions = useDecisionsQuery();
  if (decisions.isPending) return <Skeleton variant="rounded" height={120} />;
  if (decisions.isError)
    return (
      <LoadErrorAlert onRetry={() => void decisions.refetch()} isRetrying={decisions.isFetching}>
        Die Entscheidungen konnten nicht geladen werden.
      </LoadErrorAlert>
    );
  if (decisions.data.decisions.length === 0)
    return <Typography color="text.secondary">Zu deinen Inhalten gibt es keine Entscheidungen.</Typography>;
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {decisions.data.decisions.map((decision) => (
        <DecisionCard key={decision.id} decision={decision} />
      ))}
    </Box>
  );
}

export function ModerationSettingsPage() {
  return (
    <MemberContent>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800, fontSize: { xs: 26, sm: 32 }, mb: 2 }}>
        Blockieren und Moderation
      </Typography>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Blocks />
        <Section title="Entscheidungen zu deinen Inhalten">
          <Decisions />
        </Section>
      </Box>
    </MemberContent>
  );
}
