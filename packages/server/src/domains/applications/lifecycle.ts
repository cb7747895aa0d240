/**
 * The DSGVO side of applications (docs/applications.md): the automatic deletion of decided
 * applications, the applicant's export (applications with every step and every read by a company
 * member) and the deletion with the account.
 */
import type { Kysely } from 'kysely';
import { APPLICATION_STATUS_LABELS, DAY_MS } from '@pflegepuls/shared';
import type { TConfig } from '../../config.ts';
import type { TDomainAccountData } from '../../platform/account-data.ts';
import type { DB } from '../../platform/db/index.ts';
import { removeApplicationFiles } from './files.ts';
import { parseProfile } from './service.ts';

type TDb = Kysely<DB>;
/** Applications deleted per round, so one run never holds a long transaction. */
const PURGE_BATCH = 500;

/** Removes applications and everything of them (inside the caller's transaction). */
async function deleteApplicationRows(trx: TDb, ids: number[]) {
  for (const table of [
    'job_application_reads',
    'job_application_notes',
    'job_application_files',
    'job_application_steps',
  ] as const)
    await trx.deleteFrom(table).where('application_id', 'in', ids).execute();
  await trx.deleteFrom('job_applications').where('id', 'in', ids).execute();
}

/**
 * Deletes rejected and withdrawn applications whose period (APPLICATION_RETENTION_DAYS after the
 * decision) is over and whose talent-pool consent, if any, has run out. The daily jobs run it.
 */
export async function purgeDecidedApplications(
  db: TDb,
  config: Pick<TConfig, 'dataDir' | 'applicationRetentionDays'>,
  now: number,
): Promise<{ deleted: number }> {
  const decidedBefore = now - config.applicationRetentionDays * DAY_MS;
  let deleted = 0;
  for (;;) {
    const rows = await db
      .selectFrom('job_applications')
      .select('id')
      .where('decided_at', '<', decidedBefore)
      .where((eb) => eb.or([eb('talent_pool_until', 'is', null), eb('talent_pool_until', '<', now)]))
      .orderBy('decided_at')
      .limit(PURGE_BATCH)
      .execute();
    const ids = rows.map((r) => r.id);
    if (ids.length > 0) {
      await db.transaction().execute((trx) => deleteApplicationRows(trx, ids));
      for (const id of ids) await removeApplicationFiles(config, id);
    }
    deleted += ids.length;
    if (rows.length < PURGE_BATCH) return { deleted };
  }
}

async function exportApplications(db: TDb, userId: number) {
  const apps = await db
    .selectFrom('job_applications as a')
    .innerJoin('job_ads as j', 'j.id', 'a.job_ad_id')
    .innerJoin('companies as c', 'c.id', 'a.company_id')
    .select([
      'a.id',
      'a.status',
      'a.message',
      'a.profile',
      'a.reject_reason',
      'a.talent_pool_until',
      'a.created_at',
      'j.title',
      'c.name as company',
    ])
    .where('a.user_id', '=', userId)
    .orderBy('a.created_at')
    .execute();
  const ids = apps.map((a) => a.id);
  if (ids.length === 0) return [];
  const [steps, files, reads] = await Promise.all([
    db
      .selectFrom('job_application_steps')
      .select(['application_id', 'status', 'created_at'])
      .where('application_id', 'in', ids)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('job_application_files')
      .select(['application_id', 'file_name', 'size'])
      .where('application_id', 'in', ids)
      .execute(),
    db
      .selectFrom('job_application_reads')
      .select(['application_id', 'what', 'created_at'])
      .where('application_id', 'in', ids)
      .orderBy('id')
      .execute(),
  ]);
  return apps.map((a) => ({
    jobAd: a.title,
    company: a.company,
    appliedAt: a.created_at,
    status: APPLICATION_STATUS_LABELS[a.status],
    rejectReason: a.reject_reason,
    message: a.message,
    profileAsSent: parseProfile(a.profile),
    talentPoolUntil: a.talent_pool_until,
    steps: steps
      .filter((s) => s.application_id === a.id)
      .map((s) => ({ status: APPLICATION_STATUS_LABELS[s.status], at: s.created_at })),
    files: files.filter((f) => f.application_id === a.id).map((f) => ({ name: f.file_name, size: f.size })),
    /** Each time a member of the company opened it, a file of it, or exported it. */
    readsByCompany: reads
      .filter((r) => r.application_id === a.id)
      .map((r) => ({ what: r.what, at: r.created_at })),
  }));
}

export function applicationsAccountData(config: TConfig): TDomainAccountData {
  return {
    exportSections: { applications: exportApplications },
    deletion: async (trx, userId) => {
      const rows = await trx
        .selectFrom('job_applications')
        .select('id')
        .where('user_id', '=', userId)
        .execute();
      const ids = rows.map((r) => r.id);
      if (ids.length === 0) return;
      await deleteApplicationRows(trx, ids);
      return async () => {
        for (const id of ids) await removeApplicationFiles(config, id);
      };
    },
  };
}
