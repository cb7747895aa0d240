/** Which application page a path shows (null: none); tiny, so the jobs page module can ask without loading the pages. */
export function applicationsPageOf(pathname: string): 'apply' | 'pipeline' | 'detail' | 'mine' | null {
  if (/^\/stellenanzeige\/[^/]+\/[^/]+\/bewerben\/?$/.test(pathname)) return 'apply';
  if (/^\/arbeitgeber\/[^/]+\/stellenanzeigen\/[^/]+\/bewerbungen\/?$/.test(pathname)) return 'pipeline';
  if (/^\/bewerbungen\/[^/]+\/?$/.test(pathname)) return 'detail';
  if (/^\/bewerbungen\/?$/.test(pathname)) return 'mine';
  return null;
}
