/**
 * Query keys of the companies domain (re-exported by api.ts). A module of its own without imports, so
 * the onboarding can refresh the company lists after the wizard (001 §4.2) without loading the domain.
 */
export const companyQueryKeys = {
  all: ['companies'] as const,
  lists: () => ['companies', 'list'] as const,
  list: (filters: object) => ['companies', 'list', filters] as const,
  detail: (companyId: number) => ['companies', 'detail', companyId] as const,
  mine: () => ['companies', 'mine'] as const,
  discreet: () => ['companies', 'discreet'] as const,
};
