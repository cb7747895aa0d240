/**
 * Answers shaped like the server's (the shared schemas), for the dashboard's unit tests. The tests
 * parse each with its schema, so a change of the contract breaks them here first.
 */
import type {
  TAdminMomentsStats,
  TAuditLog,
  TConnectionStats,
  TNotificationStats,
  TUserCohorts,
  TUserStats,
} from '@pflegepuls/shared/admin';

const PERIOD = {
  success: true as const,
  period: 'lastMonth' as const,
  from: '2026-10-30',
  to: '2026-11-27',
  fallback: false,
};

const WEEKS = [
  { period: '2026-W45', startDate: '2026-11-02', endDate: '2026-11-08' },
  { period: '2026-W46', startDate: '2026-11-09', endDate: '2026-11-15' },
  { period: '2026-W47', startDate: '2026-11-16', endDate: '2026-11-22' },
  { period: '2026-W48', startDate: '2026-11-23', endDate: '2026-11-29' },
];

export const USER_STATS: TUserStats = {
  ...PERIOD,
  data: { activeUsers: 1234, newRegistrations: 87, percentage: 41.5 },
  previous: { activeUsers: 1000, newRegistrations: 87, percentage: 38 },
  // Out of order on purpose: charts sort oldest first, grids newest first.
  weeklyData: [WEEKS[2]!, WEEKS[0]!, WEEKS[3]!, WEEKS[1]!].map((week, index) => ({
    ...week,
    activeUsers: 300 + index,
    newRegistrations: 20 + index,
    percentage: 10 + index,
  })),
};

export const USER_COHORTS: TUserCohorts = {
  ...PERIOD,
  cohorts: [
    { ...WEEKS[2]!, size: 12, weeks: [50, null] },
    { ...WEEKS[1]!, size: 40, weeks: [62.5, 25] },
  ],
};

const TOTALS = { totalMoments: 120, totalReactions: 480, totalComments: 96, averageReactionsPerMoment: 4 };

export const MOMENTS_STATS: TAdminMomentsStats = {
  ...PERIOD,
  data: TOTALS,
  previous: { ...TOTALS, totalMoments: 100 },
  allTimeStats: {
    totalMoments: 5400,
    totalReactions: 21_000,
    totalComments: 3900,
    averageReactionsPerMoment: 3.9,
  },
  last24hStats: { totalMoments: 7, totalReactions: 30, totalComments: 5, averageReactionsPerMoment: 4.3 },
  weeklyData: WEEKS.map((week, index) => ({
    ...week,
    momentsCreated: 25 + index,
    reactionsReceived: 100 + index,
    commentsReceived: 24,
    comments: { total: 24, regular: 18, bots: 4, team: 2 },
    commentators: { total: 15, regular: 12 },
    percentages: { regular: 75, bots: 16.7, team: 8.3 },
    trend: index === 0 ? ('flat' as const) : ('up' as const),
  })),
};

const COUNTS = { total: 900, push: 400, seen: 700, notSeen: 200 };
const PERIOD_COUNTS = {
  ...COUNTS,
  topMessageTypes: [
    { message_type: 'moment_reaction', count: 300 },
    { message_type: 'connection_request', count: 100 },
    { message_type: 'legacy_type', count: 5 },
  ],
  topMessageTypesSpecial: [{ message_type: 'closed_area_new_member', count: 12 }],
};

export const NOTIFICATION_STATS: TNotificationStats = {
  ...PERIOD,
  data: PERIOD_COUNTS,
  previous: { ...COUNTS, total: 800 },
  last24h: { ...PERIOD_COUNTS, total: 31 },
  lastWeek: { ...PERIOD_COUNTS, total: 222 },
  lastMonth: PERIOD_COUNTS,
  allTime: { ...PERIOD_COUNTS, total: 9999 },
  weeklyData: WEEKS.map((week) => ({ ...week, ...COUNTS })),
  notifications: Array.from({ length: 25 }, (_, index) => ({
    id: 1000 - index,
    sender_id: index === 0 ? null : 7,
    receiver_id: 9,
    message_type: 'moment_like',
    created_at: new Date(Date.UTC(2026, 10, 27, 10, 0) - index * 60_000).toISOString(),
  })),
};

export const CONNECTION_STATS: TConnectionStats = {
  ...PERIOD,
  data: { newRequests: 64, newConnections: 40 },
  previous: { newRequests: 32, newConnections: 50 },
  weeklyData: WEEKS.map((week, index) => ({ ...week, newRequests: 10 + index, newConnections: 8 + index })),
};

export const AUDIT_LOG: TAuditLog = {
  success: true,
  items: [
    {
      id: 3,
      admin: { id: 1, name: 'Alexandra Admin' },
      action: 'registration_session_viewed',
      subject_type: 'registration_session',
      subject_id: '0f1e2d3c-4b5a-4968-8776-655443322110',
      ip: '10.0.0.1',
      created_at: '2026-11-27T10:00:00.000Z',
    },
  ],
  nextCursor: 3,
};
