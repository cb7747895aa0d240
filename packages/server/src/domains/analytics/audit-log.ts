/**
 * The admin audit log (issue 17): every read of personal data in the admin area, here the
 * funnels' session details (names, e-mail, entered form data). Entries outlive the admin's account;
 * its name then reads "Gelöschtes Konto".
 */
import type { Kysely } from 'kysely';
import type { TAuditLog } from '@pflegepuls/shared';
import type { DB } from '../../platform/db/index.ts';
import type { AdminAuditLogTable } from '../../platform/db/tables/analytics.ts';

const DELETED_ACCOUNT = 'Gelöschtes Konto';

/** Records that an admin read a subject. */
export async function recordAdminRead(
  db: Kysely<DB>,
  entry: {
    adminId: number;
    action: AdminAuditLogTable['action'];
    subjectType: string;
    subjectId: string;
    ip: string | null;
  },
): Promise<void> {
  await db
    .insertInto('admin_audit_log')
    .values({
      admin_id: entry.adminId,
      action: entry.action,
      subject_type: entry.subjectType,
      subject_id: entry.subjectId,
      ip: entry.ip,
      created_at: Date.now(),
    })
    .execute();
}

/** The newest entries first, `limit` per page; `cursor` is the last id of the page before. */
export async function findAuditLog(
  db: Kysely<DB>,
  options: { cursor?: number | undefined; limit: number },
): Promise<TAuditLog> {
  let query = db
    .selectFrom('admin_audit_log as a')
    .leftJoin('users as u', 'u.id', 'a.admin_id')
    .select([
      'a.id',
      'a.admin_id',
      'a.action',
      'a.subject_type',
      'a.subject_id',
      'a.ip',
      'a.created_at',
      'u.first_name',
      'u.last_name',
    ])
    .orderBy('a.id', 'desc')
    .limit(options.limit + 1);
  if (options.cursor !== undefined) query = query.where('a.id', '<', options.cursor);
  const rows = await query.execute();
  const page = rows.slice(0, options.limit);
  return {
    success: true,
    items: page.map((row) => ({
      id: row.id,
      admin: {
        id: row.admin_id,
        name: row.first_name === null ? DELETED_ACCOUNT : `${row.first_name} ${row.last_name ?? ''}`.trim(),
      },
      action: row.action,
      subject_type: row.subject_type,
      subject_id: row.subject_id,
      ip: row.ip,
      created_at: new Date(row.created_at).toISOString(),
    })),
    nextCursor: rows.length > options.limit ? page.at(-1)!.id : null,
  };
}
