/**
 * Where groups live in the app (docs/groups.md): a closed area's under /closed_area/{id}/groups
 * (000 §2), the community's under /gruppen.
 */
export const COMMUNITY_GROUPS_PATH = '/gruppen';

export function groupsPath(closedAreaId: number | null): string {
  return closedAreaId === null ? COMMUNITY_GROUPS_PATH : `/closed_area/${closedAreaId}/groups`;
}

export function groupPath(closedAreaId: number | null, groupId: number): string {
  return `${groupsPath(closedAreaId)}/${groupId}`;
}

/** The group id of a route parameter, or null when it is not a positive integer ('Invalid group ID'). */
export function parseGroupId(value: string | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** The area of a route parameter `:id` (null: the community's pages, which have none). */
export function parseAreaId(value: string | undefined): number | null {
  if (value === undefined) return null;
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}
