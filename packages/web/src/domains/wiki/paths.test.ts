import { describe, expect, it } from 'vitest';
import { parseWikiRoute } from './paths.ts';

describe('parseWikiRoute', () => {
  it('reads the spec routes and the page query parameter', () => {
    expect(parseWikiRoute('', null)).toEqual({ view: 'overview' });
    expect(parseWikiRoute('3/7', null)).toEqual({
      view: 'listing',
      subCommunityId: 3,
      categoryId: 7,
      folderId: null,
    });
    expect(parseWikiRoute('3/7/folders/9', null)).toEqual({
      view: 'listing',
      subCommunityId: 3,
      categoryId: 7,
      folderId: 9,
    });
    expect(parseWikiRoute('3/7/folders/9/pages/11', null)).toEqual({ view: 'page', pageId: 11 });
    expect(parseWikiRoute('3/7/files/12', null)).toEqual({ view: 'file', fileId: 12 });
    expect(parseWikiRoute('', '15')).toEqual({ view: 'page', pageId: 15 });
  });
  it('falls back for anything else', () => {
    for (const rest of ['x', '3', '3/7/pages', '3/7/other/1', '3/7/pages/0', '3/7/pages/1/x']) {
      expect(parseWikiRoute(rest, null)).toEqual({ view: 'fallback' });
    }
    expect(parseWikiRoute('', 'abc')).toEqual({ view: 'fallback' });
  });
});
