/**
 * The sections rendered on the server side of React (no DOM in these tests) from fixture answers:
 * what an admin reads, in which order, and the §8.3 texts when a statistic failed.
 */
import { ThemeProvider } from '@mui/material/styles';
import { ADMIN_MESSAGES } from '@pflegepuls/shared/admin-messages';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '../../platform/router.tsx';
import { describe, expect, it } from 'vitest';
import { createAppTheme } from '../../app/theme.ts';
import { ApiError } from '../../platform/http.ts';
import { adminQueryKeys, type TStatsKind } from './api.ts';
import { createAdminQueryClient } from './query-client.ts';
import ConnectionsSection from './sections/connections-section.tsx';
import MomentsSection from './sections/moments-section.tsx';
import NotificationsSection from './sections/notifications-section.tsx';
import UsersSection from './sections/users-section.tsx';
import {
  CONNECTION_STATS,
  MOMENTS_STATS,
  NOTIFICATION_STATS,
  USER_COHORTS,
  USER_STATS,
} from './test-fixtures.ts';

const LAST_MONTH = { period: 'lastMonth' as const };

function render(
  Section: ComponentType<{ isActive: boolean }>,
  client: QueryClient,
  path = '/admin-dashboard/x?period=lastMonth',
) {
  const html = renderToString(
    createElement(
      MemoryRouter,
      { initialEntries: [path] },
      createElement(
        QueryClientProvider,
        { client },
        createElement(
          ThemeProvider,
          { theme: createAppTheme('dark') },
          createElement(Section, { isActive: true }),
        ),
      ),
    ),
  );
  // The text a reader sees, without markup.
  return html
    .replace(/<style[^>]*>.*?<\/style>/gs, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

/**
 * The admin client; a failed query stays failed when the section renders (in the browser the
 * section was already mounted when it failed; here rendering would count as a new mount).
 */
function createClient() {
  const client = createAdminQueryClient();
  client.setDefaultOptions({
    ...client.getDefaultOptions(),
    queries: { ...client.getDefaultOptions().queries, retryOnMount: false },
  });
  return client;
}

function withAnswers(answers: Partial<Record<TStatsKind, unknown>>) {
  const client = createClient();
  for (const [kind, answer] of Object.entries(answers))
    client.setQueryData(adminQueryKeys.stats(kind as TStatsKind, LAST_MONTH), answer);
  return client;
}

async function withFailure(client: QueryClient, kind: TStatsKind, error: Error) {
  await client.prefetchQuery({
    queryKey: adminQueryKeys.stats(kind, LAST_MONTH),
    queryFn: () => Promise.reject(error),
    retry: false,
  });
  return client;
}

describe('users section', () => {
  it('shows the tiles with their change and the cohort table', () => {
    const text = render(UsersSection, withAnswers({ users: USER_STATS, userCohorts: USER_COHORTS }));
    expect(text).toContain('Aktive Mitglieder 1.234');
    expect(text).toContain('+23,4 % gegenüber vorher (1.000)');
    // A share changes by percentage points: 38 % → 41.5 %.
    expect(text).toContain('41,5 % +3,5 Prozentpunkte gegenüber vorher (38,0 %)');
    // Cohorts newest first, with their shares and "–" for weeks not over yet.
    expect(text.indexOf('KW 47/2026')).toBeLessThan(text.indexOf('KW 46/2026'));
    expect(text).toContain('62,5 %');
    expect(text).toMatch(/50,0 % –/);
  });

  it('says which statistic failed and keeps the cohorts', async () => {
    const client = await withFailure(
      withAnswers({ userCohorts: USER_COHORTS }),
      'users',
      new ApiError(500, 'x'),
    );
    const text = render(UsersSection, client);
    expect(text).toContain(ADMIN_MESSAGES.usersFailed);
    expect(text).toContain('Erneut versuchen');
    expect(text).toContain('62,5 %');
  });

  it('shows the server reason of a refused range and the fallback notice', async () => {
    const refused = await withFailure(
      createClient(),
      'users',
      new ApiError(422, 'x', { serverMessage: ADMIN_MESSAGES.rangeTooLong }),
    );
    expect(render(UsersSection, refused)).toContain(
      `${ADMIN_MESSAGES.usersFailed} ${ADMIN_MESSAGES.rangeTooLong}`,
    );
    const fellBack = withAnswers({ users: { ...USER_STATS, fallback: true }, userCohorts: USER_COHORTS });
    expect(render(UsersSection, fellBack)).toContain(ADMIN_MESSAGES.customFallback);
  });
});

describe('moments section', () => {
  it('shows the period, all-time and last-24-hours figures', () => {
    const text = render(MomentsSection, withAnswers({ moments: MOMENTS_STATS }));
    expect(text).toContain('Im gewählten Zeitraum Moments 120 +20 % gegenüber vorher (100)');
    expect(text).toContain(
      'Gesamt Moments 5.400 Reaktionen 21.000 Kommentare 3.900 Ø Reaktionen pro Moment 3,9',
    );
    expect(text).toContain(
      'Letzte 24 Stunden Moments 7 Reaktionen 30 Kommentare 5 Ø Reaktionen pro Moment 4,3',
    );
    expect(text).not.toContain(ADMIN_MESSAGES.customFallback);
  });

  it('shows only the §8.3 text when it failed', async () => {
    const client = await withFailure(createClient(), 'moments', new ApiError(0, 'Netzwerkfehler'));
    const text = render(MomentsSection, client);
    expect(text).toContain(ADMIN_MESSAGES.momentsFailed);
    expect(text).not.toContain('Netzwerkfehler');
  });
});

describe('notifications section', () => {
  it('names message types in German with their category and the stored type', () => {
    const text = render(NotificationsSection, withAnswers({ notifications: NOTIFICATION_STATS }));
    expect(text).toContain('Reaktion auf Moment moment_reaction 300 74,1 %');
    expect(text).toContain('Kontaktanfrage connection_request 100 24,7 %');
    // A type without a German name shows as it is stored.
    expect(text).toContain('legacy_type legacy_type 5');
    expect(text).toContain('Neue Mitglieder im Bereich closed_area_new_member 12 100,0 %');
    expect(text).toContain('Letzte 24 Stunden 31 400 700 200');
    expect(text).toContain('Gesamt (52 Wochen) 9.999');
  });

  it('lists the 20 most recent notifications of the 25 it got', () => {
    const text = render(NotificationsSection, withAnswers({ notifications: NOTIFICATION_STATS }));
    expect(text.match(/Like auf Moment/g)).toHaveLength(20);
    expect(text).toContain('Like auf Moment moment_like System #9 1000');
    expect(text).toContain('#7 #9 981');
    expect(text).not.toContain(' 980');
  });

  it('shows the §8.3 text when it failed', async () => {
    const client = await withFailure(createClient(), 'notifications', new ApiError(503, 'x'));
    expect(render(NotificationsSection, client)).toContain(ADMIN_MESSAGES.notificationsFailed);
  });
});

describe('user connections section', () => {
  it('shows new requests and connections with their change', () => {
    const text = render(ConnectionsSection, withAnswers({ connections: CONNECTION_STATS }));
    expect(text).toContain('Neue Anfragen 64 +100 % gegenüber vorher (32)');
    expect(text).toContain('Neue Kontakte 40 -20 % gegenüber vorher (50)');
  });

  it('shows the §8.3 text when it failed', async () => {
    const client = await withFailure(createClient(), 'connections', new ApiError(500, 'x'));
    expect(render(ConnectionsSection, client)).toContain(ADMIN_MESSAGES.connectionsFailed);
  });
});
