/**
 * Query keys of the jobs domain (re-exported by api.ts). A module of its own without imports, so the
 * onboarding can refresh the job lists after the wizard (001 §4.2) without loading the domain.
 */
export const jobQueryKeys = {
  all: ['jobs'] as const,
  lists: () => ['jobs', 'list'] as const,
  list: (filters: object) => ['jobs', 'list', filters] as const,
  saved: () => ['jobs', 'saved'] as const,
  searches: () => ['jobs', 'searches'] as const,
  company: (companyId: number) => ['jobs', 'company', companyId] as const,
  detail: (uid: string) => ['jobs', 'detail', uid] as const,
};
