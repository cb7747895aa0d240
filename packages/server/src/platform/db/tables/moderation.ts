/** Table types of the moderation domain (migration 0034, docs/moderation.md). */
import type { Generated } from 'kysely';

export interface ModerationItemsTable {
  id: Generated<number>;
  content_type: string;
  content_id: number;
  status: 'open' | 'closed';
  report_count: number;
  first_report_at: number;
  last_report_at: number;
  held_reason: 'term' | 'new_member' | null;
  /** 0035: 0 = the community (and items outside any area), > 0 the closed area's id. */
  area_id: Generated<number>;
}

export interface ModerationReportsTable {
  id: Generated<number>;
  item_id: number;
  reporter_id: number;
  reason: string;
  text: string | null;
  status: 'open' | 'closed';
  created_at: number;
  decided_at: number | null;
  outcome: string | null;
}

export interface ModerationDecisionsTable {
  id: Generated<number>;
  content_type: string;
  content_id: number;
  author_id: number | null;
  admin_id: number;
  action: string;
  rule: string;
  reason: string;
  days: number | null;
  created_at: number;
  appeal_status: 'pending' | 'granted' | 'rejected' | null;
  appeal_text: string | null;
  appeal_at: number | null;
  appeal_decided_by: number | null;
  appeal_decided_at: number | null;
  appeal_reason: string | null;
}

export interface ModerationHiddenTable {
  content_type: string;
  content_id: number;
  /** 'pending': held for review before it appears (pre-moderation, blocked terms). */
  state: 'hidden' | 'deleted' | 'pending';
  decision_id: number;
  created_at: number;
}

export interface MemberFiltersTable {
  user_id: number;
  target_id: number;
  kind: 'mute' | 'anonymous';
  created_at: number;
}

export interface MemberSuspensionsTable {
  user_id: number;
  until: number | null;
  decision_id: number;
  created_at: number;
}

export interface ModerationIdentifyRequestsTable {
  id: Generated<number>;
  moment_id: number;
  requested_by: number;
  reason: string;
  created_at: number;
  approved_by: number | null;
  approved_at: number | null;
  /** 0035: an admin other than the requester refused it. */
  refused_by: Generated<number | null>;
  refused_at: Generated<number | null>;
}

export interface ModerationTermsTable {
  term: string;
  created_at: number;
}

export interface ModerationPremoderationTable {
  area_key: number;
  min_days: number;
}

export type ModerationTables = {
  moderation_terms: ModerationTermsTable;
  moderation_premoderation: ModerationPremoderationTable;
  moderation_items: ModerationItemsTable;
  moderation_reports: ModerationReportsTable;
  moderation_decisions: ModerationDecisionsTable;
  moderation_hidden: ModerationHiddenTable;
  member_filters: MemberFiltersTable;
  member_suspensions: MemberSuspensionsTable;
  moderation_identify_requests: ModerationIdentifyRequestsTable;
};
