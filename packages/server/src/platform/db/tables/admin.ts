/** Table types of the admin domain (migration 0028); `DB` in ../schema.ts extends `AdminTables`. */

/** A rollup count: `span` hour/day/week, bucket by its start (epoch ms), per metric and dimension. */
export interface AdminCountsTable {
  span: 'hour' | 'day' | 'week';
  metric: string;
  bucket_start: number;
  /** '' when the metric has no dimension. */
  dim: string;
  value: number;
}

/** How far a rollup has got (`until_at`: everything before it is rolled up), or a run's lease. */
export interface AdminRollupStateTable {
  name: string;
  until_at: number;
  updated_at: number;
}

export type AdminTables = {
  admin_counts: AdminCountsTable;
  admin_rollup_state: AdminRollupStateTable;
};
