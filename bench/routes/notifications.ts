import type { TBenchRoute } from './types.ts';

/** Second-page cursors per connection, looked up in `prepare` (the page an infinite scroll loads next). */
const secondPageCursors = new Map<number, string>();

/** Bench routes of the notifications domain: first page, the next page by cursor, the badge count. */
export const notificationsRoutes: TBenchRoute[] = [
  { name: 'notifications/page', auth: true, request: '/api/user/notifications?skip=0&take=20' },
  {
    name: 'notifications/next page',
    auth: true,
    async prepare({ db, users }) {
      for (const [n, user] of users.entries()) {
        const row = await db
          .selectFrom('notifications')
          .select(['id', 'updated_at'])
          .where('user_id', '=', user.id)
          .orderBy('updated_at', 'desc')
          .orderBy('id', 'desc')
          .offset(19)
          .limit(1)
          .executeTakeFirst();
        if (row) secondPageCursors.set(n, `${row.updated_at}_${row.id}`);
      }
    },
    request: (client) => {
      const cursor = secondPageCursors.get(client.connection % Math.max(1, secondPageCursors.size));
      return {
        path: cursor ? `/api/user/notifications?take=20&cursor=${cursor}` : '/api/user/notifications',
      };
    },
  },
  { name: 'notifications/count', auth: true, request: '/api/user/notifications/count' },
];
