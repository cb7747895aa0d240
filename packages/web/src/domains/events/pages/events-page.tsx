/**
 * An area's events (000 §2): /closed_area/{id}/events with `filter=alle` (Alle Events) or
 * `filter=meine-events`; upcoming first, past events in their own section (loaded on demand);
 * filters by month and category; "Event erstellen".
 */
import { EVENT_CATEGORIES, type TEventCategory } from '@pflegepuls/shared/events';
import AddRounded from '@mui/icons-material/AddRounded';
import EventRepeatRounded from '@mui/icons-material/EventRepeatRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { Link, useParams, useSearchParams } from '../../../platform/router.tsx';
import { isApiError } from '../../../platform/http.ts';
import { useSetSearchParam } from '../../../platform/search-params.ts';
import { LoadErrorAlert } from '../../../ui/load-error-alert.tsx';
import { MemberContent } from '../../../ui/member-content.tsx';
import { parseAreaId } from '../../groups/paths.ts';
import { useEventListQuery, type TEventFilter, type TEventSection } from '../api.ts';
import { EventCard, EventCardSkeleton } from '../components/event-card.tsx';
import { eventsPath, EVENT_TEXTS as T, nextMonths } from '../texts.ts';

const EventFormDialog = lazy(() => import('../components/event-form-dialog.tsx'));
const CalendarFeedDialog = lazy(() => import('../components/calendar-feed-dialog.tsx'));

function EventSection(props: {
  closedAreaId: number;
  filter: TEventFilter;
  section: TEventSection;
  month: string;
  category: TEventCategory | '';
  heading: string;
  empty: string;
}) {
  const { closedAreaId, filter, section, month, category } = props;
  const list = useEventListQuery(closedAreaId, filter, section, month, category);
  const events = list.data?.pages.flatMap((page) => page.data) ?? [];
  const headingId = `events-${section}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 3 }}>
      <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 750, mb: 1 }}>
        {props.heading}
      </Typography>
      {list.isPending && (
        <Box
          sx={{ display: 'grid', gap: 1.5 }}
          role="status"
          aria-busy="true"
          aria-label="Events werden geladen"
        >
          <EventCardSkeleton />
          <EventCardSkeleton />
          <EventCardSkeleton />
        </Box>
      )}
      {list.isError &&
        (isApiError(list.error, 403) ? (
          <Alert severity="warning">{T.notArea}</Alert>
        ) : (
          <LoadErrorAlert onRetry={() => void list.refetch()} isRetrying={list.isFetching}>
            {T.loadFailed}
          </LoadErrorAlert>
        ))}
      {list.isSuccess && events.length === 0 && (
        <Card sx={{ p: 3, textAlign: 'center' }}>
          <Typography color="text.secondary">{props.empty}</Typography>
        </Card>
      )}
      {events.length > 0 && (
        <Box component="ul" aria-label={props.heading} sx={{ display: 'grid', gap: 1.5, p: 0, m: 0 }}>
          {events.map((event) => (
            <EventCard key={event.id} event={event} />
          ))}
        </Box>
      )}
      {list.hasNextPage && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Button onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
            {T.more}
          </Button>
        </Box>
      )}
    </Box>
  );
}

export function EventsPage() {
  const params = useParams();
  const closedAreaId = parseAreaId(params['id']) ?? 1;
  const [searchParams] = useSearchParams();
  const setParam = useSetSearchParam();
  const filter: TEventFilter = searchParams.get('filter') === 'meine-events' ? 'meine-events' : 'alle';
  const month = searchParams.get('month') ?? '';
  const rawCategory = searchParams.get('category') ?? '';
  const category = (EVENT_CATEGORIES as readonly string[]).includes(rawCategory)
    ? (rawCategory as TEventCategory)
    : '';
  const [showPast, setShowPast] = useState(false);
  const [creating, setCreating] = useState(false);
  const [feedOpen, setFeedOpen] = useState(false);
  const base = eventsPath(closedAreaId);
  const filtered = month !== '' || category !== '';

  return (
    <MemberContent>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Typography component="h1" variant="h5" sx={{ flex: 1 }}>
          {T.heading}
        </Typography>
        <Button variant="outlined" startIcon={<EventRepeatRounded />} onClick={() => setFeedOpen(true)}>
          {T.calendarFeed}
        </Button>
        <Button variant="contained" startIcon={<AddRounded />} onClick={() => setCreating(true)}>
          {T.create}
        </Button>
      </Box>
      <Tabs value={filter} aria-label={T.heading} sx={{ mb: 2 }} variant="fullWidth">
        <Tab value="alle" component={Link} to={`${base}?filter=alle`} label={T.tabAll} />
        <Tab value="meine-events" component={Link} to={`${base}?filter=meine-events`} label={T.tabMine} />
      </Tabs>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5, mb: 2 }}>
        <TextField
          select
          size="small"
          label={T.month}
          value={month}
          onChange={(event) => setParam('month', event.target.value)}
        >
          <MenuItem value="">{T.allMonths}</MenuItem>
          {nextMonths().map((m) => (
            <MenuItem key={m.value} value={m.value}>
              {m.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={T.category}
          value={category}
          onChange={(event) => setParam('category', event.target.value)}
        >
          <MenuItem value="">{T.allCategories}</MenuItem>
          {EVENT_CATEGORIES.map((c) => (
            <MenuItem key={c} value={c}>
              {c}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <EventSection
        closedAreaId={closedAreaId}
        filter={filter}
        section="upcoming"
        month={month}
        category={category}
        heading={T.upcoming}
        empty={filtered ? T.emptyFiltered : filter === 'alle' ? T.emptyAll : T.emptyMine}
      />
      {showPast ? (
        <EventSection
          closedAreaId={closedAreaId}
          filter={filter}
          section="past"
          month={month}
          category={category}
          heading={T.past}
          empty={T.emptyPast}
        />
      ) : (
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <Button onClick={() => setShowPast(true)}>{T.showPast}</Button>
        </Box>
      )}
      {creating && (
        <Suspense fallback={null}>
          <EventFormDialog closedAreaId={closedAreaId} onClose={() => setCreating(false)} />
        </Suspense>
      )}
      {feedOpen && (
        <Suspense fallback={null}>
          <CalendarFeedDialog onClose={() => setFeedOpen(false)} />
        </Suspense>
      )}
    </MemberContent>
  );
}
