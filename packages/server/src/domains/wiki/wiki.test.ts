import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UROCAMPUS_AREA_ID, WIKI_MESSAGES, type TWikiPage } from '@pflegepuls/shared';
import { createTestApp, TEST_PASSWORD, type TestClient, type TTestApp } from '../../test/harness.ts';
import sharp from 'sharp';
import {
  call,
  imageFile,
  loginNewMember,
  ok,
  openVisitor,
  postMultipart,
  type TMember,
} from '../../test/member.ts';
import { areaMember, loginAdmin } from '../events/test-helpers.ts';
import { storeWikiFile } from './files.ts';
import { sanitizeWikiHtml } from './sanitize.ts';
import { insertWikiPage, insertWikiPlace } from './test-helpers.ts';

let t: TTestApp;
let visitor: TestClient;
let outsider: TMember;
let reader: TMember;
let editor: TMember;
let admin: TMember;
let ids: {
  sub: number;
  category: number;
  folder: number;
  page: number;
  file: number;
  communitySub: number;
  communityCategory: number;
  communityPage: number;
};
const VIDEO = Buffer.concat([
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84]),
  Buffer.from('webm'),
  Buffer.alloc(1000, 7),
]);

async function insert(now = Date.now()) {
  const { db } = t.database;
  const area = await insertWikiPlace(db, UROCAMPUS_AREA_ID, 'Kontinenz', 'Wissen', now);
  const folder = await db
    .insertInto('wiki_folders')
    .values({
      category_id: area.category,
      parent_id: null,
      title: 'Katheter',
      description: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const page = await db
    .insertInto('wiki_pages')
    .values({
      closed_area_id: UROCAMPUS_AREA_ID,
      sub_community_id: area.sub,
      category_id: area.category,
      folder_id: folder.id,
      title: 'Katheterwechsel Schritt für Schritt',
      description: 'Hygienisch und sicher',
      content_html: '<p>Geheimes Bereichswissen</p>',
      content_type: 'article',
      attributes: JSON.stringify([{ group: 'general_info', text: 'Stand 2026' }]),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const storageName = await storeWikiFile(t.config, 'video/webm', { bytes: VIDEO });
  const file = await db
    .insertInto('wiki_files')
    .values({
      closed_area_id: UROCAMPUS_AREA_ID,
      sub_community_id: area.sub,
      category_id: area.category,
      folder_id: folder.id,
      title: 'Video Katheter',
      mime_type: 'video/webm',
      size: VIDEO.length,
      storage_name: storageName,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const community = await insertWikiPlace(db, null, 'Pflegewissen', 'Fachbücher', now);
  const communityPage = await insertWikiPage(
    db,
    community,
    {
      title: 'Pflege heute',
      description: 'Das Standardwerk',
      content_html: '<p>Lehrbuch</p>',
      content_type: 'book',
    },
    now,
  );
  return {
    sub: area.sub,
    category: area.category,
    folder: Number(folder.id),
    page: Number(page.id),
    file: Number(file.id),
    communitySub: community.sub,
    communityCategory: community.category,
    communityPage,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  visitor = await openVisitor(t);
  outsider = await loginNewMember(t);
  reader = await areaMember(t);
  editor = await areaMember(t);
  admin = await loginAdmin(t);
  ids = await insert();
  await t.database.db
    .insertInto('wiki_editors')
    .values({ closed_area_id: UROCAMPUS_AREA_ID, user_id: editor.userId, created_at: Date.now() })
    .execute();
});
afterAll(() => t.close());

const pageInput = (overrides: Record<string, unknown> = {}) => ({
  categoryId: ids.category,
  folderId: ids.folder,
  title: 'Ausbildung zur Pflegefachkraft',
  description: 'Drei Jahre, generalistisch',
  content: '<h2>Inhalt</h2><p>Erste Fassung</p>',
  contentType: 'course',
  attributes: [
    { group: 'course_info', duration: '3 Jahre', costs: 'keine', salary: 'ca. 1.300 € im 1. Jahr' },
  ],
  ...overrides,
});

describe('reading a closed area’s wiki', () => {
  const closedRoutes = () => [
    `/api/wiki?closedAreaId=${UROCAMPUS_AREA_ID}`,
    `/api/wiki/categories/${ids.category}/contents`,
    `/api/wiki/categories/${ids.category}/contents?folderId=${ids.folder}`,
    `/api/wiki/pages/${ids.page}`,
    `/api/wiki/files/${ids.file}`,
    `/api/wiki/files/${ids.file}/content`,
    `/wiki/closedAreas/${ids.sub}/categories/${ids.category}/folders/${ids.folder}/pages/${ids.page}`,
    `/wiki/closedAreas/${ids.sub}/categories/${ids.category}/pages/${ids.page}`,
    `/wiki/closedAreas/${ids.sub}/categories/${ids.category}/folders/${ids.folder}/files/${ids.file}`,
    `/wiki/closedAreas/${ids.sub}/categories/${ids.category}/files/${ids.file}`,
    `/api/wiki/pages/${ids.page}/revisions`,
    `/api/wiki/bin?closedAreaId=${UROCAMPUS_AREA_ID}`,
  ];

  it('answers 401 to visitors and 403 to non-members on every route, without the content', async () => {
    for (const url of closedRoutes()) {
      const anonymous = await call(t, visitor, 'GET', url);
      expect(anonymous.statusCode, url).toBe(401);
      const response = await call(t, outsider.client, 'GET', url);
      expect(response.statusCode, url).toBe(403);
      expect(response.body).not.toContain('Geheimes');
      expect(response.body).not.toContain('Katheterwechsel');
    }
    const write = await call(t, outsider.client, 'PUT', `/api/wiki/pages/${ids.page}`, pageInput());
    expect(write.statusCode).toBe(403);
  });

  it('shows members the overview, the listing with breadcrumbs and the page with the §3 fields', async () => {
    const overview = await ok<{
      data: { subCommunities: Array<{ id: number; categories: Array<{ id: number }> }> };
    }>(t, reader.client, 'GET', `/api/wiki?closedAreaId=${UROCAMPUS_AREA_ID}`);
    expect(overview.data.subCommunities.map((s) => s.id)).toEqual([ids.sub]);
    expect(overview.data.subCommunities[0]!.categories.map((c) => c.id)).toEqual([ids.category]);

    const top = await ok<{
      data: { folders: { items: Array<{ title: string }> }; pages: { items: unknown[] } };
    }>(t, reader.client, 'GET', `/api/wiki/categories/${ids.category}/contents`);
    expect(top.data.folders.items.map((f) => f.title)).toEqual(['Katheter']);
    expect(top.data.pages.items).toEqual([]);
    const inFolder = await ok<{
      data: {
        breadcrumbs: Array<{ title: string }>;
        pages: { items: Array<{ title: string }> };
        files: { items: Array<{ mimeType: string; size: number }> };
      };
    }>(t, reader.client, 'GET', `/api/wiki/categories/${ids.category}/contents?folderId=${ids.folder}`);
    expect(inFolder.data.breadcrumbs.map((c) => c.title)).toEqual([
      'Urocampus-Wiki',
      'Kontinenz',
      'Wissen',
      'Katheter',
    ]);
    expect(inFolder.data.pages.items.map((p) => p.title)).toEqual(['Katheterwechsel Schritt für Schritt']);
    expect(inFolder.data.files.items).toEqual([
      expect.objectContaining({ mimeType: 'video/webm', size: VIDEO.length }),
    ]);

    const documented = await ok<{ page: TWikiPage }>(
      t,
      reader.client,
      'GET',
      `/wiki/closedAreas/${ids.sub}/categories/${ids.category}/folders/${ids.folder}/pages/${ids.page}`,
    );
    expect(documented.page).toMatchObject({
      title: 'Katheterwechsel Schritt für Schritt',
      description: 'Hygienisch und sicher',
      content: '<p>Geheimes Bereichswissen</p>',
      icon: null,
      previewImage: null,
      contentType: 'article',
      attributes: [{ group: 'general_info', text: 'Stand 2026' }],
      canEdit: false,
    });
    expect(typeof documented.page.updatedAt).toBe('number');
    const file = await ok<{ file: { file: { mimeType: string; url: string } } }>(
      t,
      reader.client,
      'GET',
      `/wiki/closedAreas/${ids.sub}/categories/${ids.category}/folders/${ids.folder}/files/${ids.file}`,
    );
    expect(file.file.file).toEqual({ mimeType: 'video/webm', url: `/api/wiki/files/${ids.file}/content` });
  });

  it('answers 404 when a documented call names another place, and 422 for malformed ids', async () => {
    const wrongFolder = await call(
      t,
      reader.client,
      'GET',
      `/wiki/closedAreas/${ids.sub}/categories/${ids.category}/pages/${ids.page}`,
    );
    expect(wrongFolder.statusCode).toBe(404);
    const wrongSub = await call(
      t,
      reader.client,
      'GET',
      `/wiki/closedAreas/${ids.communitySub}/categories/${ids.category}/folders/${ids.folder}/pages/${ids.page}`,
    );
    expect(wrongSub.statusCode).toBe(404);
    for (const url of [
      '/api/wiki/pages/abc',
      '/api/wiki/pages/0',
      '/api/wiki/pages/99999999999999999999',
      `/api/wiki/categories/${ids.category}/contents?cursor=x`,
    ]) {
      const response = await call(t, reader.client, 'GET', url);
      expect(response.statusCode, url).toBe(422);
      expect(response.json().success).toBe(false);
    }
    const missing = await call(t, reader.client, 'GET', '/api/wiki/pages/987654');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(WIKI_MESSAGES.notFound);
    // A listing of a folder that is not in the named category, or of no folder at all.
    for (const url of [
      `/api/wiki/categories/${ids.communityCategory}/contents?folderId=${ids.folder}`,
      `/api/wiki/categories/${ids.category}/contents?folderId=987654`,
      `/api/wiki/categories/${ids.communityCategory}/contents?folderId=${ids.folder}&kind=pages`,
    ]) {
      const response = await call(t, reader.client, 'GET', url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().message, url).toBe(WIKI_MESSAGES.notFound);
    }
  });

  it('serves files with range requests to members only', async () => {
    const url = `/api/wiki/files/${ids.file}/content`;
    const whole = await t.app.inject({
      method: 'GET',
      url,
      headers: { cookie: reader.client.cookieHeader },
      remoteAddress: reader.client.ip,
    });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/webm');
    expect(whole.rawPayload.equals(VIDEO)).toBe(true);
    const part = await t.app.inject({
      method: 'GET',
      url,
      headers: { cookie: reader.client.cookieHeader, range: 'bytes=4-11' },
      remoteAddress: reader.client.ip,
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 4-11/${VIDEO.length}`);
    expect(part.rawPayload.equals(VIDEO.subarray(4, 12))).toBe(true);
    const beyond = await t.app.inject({
      method: 'GET',
      url,
      headers: { cookie: reader.client.cookieHeader, range: 'bytes=99999-' },
      remoteAddress: reader.client.ip,
    });
    expect(beyond.statusCode).toBe(416);
    const outsiderRange = await t.app.inject({
      method: 'GET',
      url,
      headers: { cookie: outsider.client.cookieHeader, range: 'bytes=0-3' },
      remoteAddress: outsider.client.ip,
    });
    expect(outsiderRange.statusCode).toBe(403);
  });

  it('lets every member read the community wiki', async () => {
    const body = await ok<{ page: TWikiPage }>(
      t,
      outsider.client,
      'GET',
      `/api/wiki/pages/${ids.communityPage}`,
    );
    expect(body.page.title).toBe('Pflege heute');
    const overview = await ok<{ data: { subCommunities: Array<{ id: number }> } }>(
      t,
      outsider.client,
      'GET',
      '/api/wiki',
    );
    expect(overview.data.subCommunities.map((s) => s.id)).toEqual([ids.communitySub]);
  });

  it('finds area pages in search only for members', async () => {
    const mine = await ok<{ results: Array<{ type: string; id: number; url: string }> }>(
      t,
      reader.client,
      'GET',
      '/api/search?q=katheterwechsel',
    );
    expect(mine.results.filter((r) => r.type === 'wiki')).toEqual([
      expect.objectContaining({
        id: ids.page,
        url: `/closed_area/${UROCAMPUS_AREA_ID}/wiki?page=${ids.page}`,
      }),
    ]);
    const theirs = await ok<{ results: Array<{ type: string }> }>(
      t,
      outsider.client,
      'GET',
      '/api/search?q=katheterwechsel',
    );
    expect(theirs.results.filter((r) => r.type === 'wiki')).toEqual([]);
  });
});

describe('writing', () => {
  it('lets only editors write (403 for members) and validates with German 422s', async () => {
    const denied = await call(t, reader.client, 'POST', '/api/wiki/pages', pageInput());
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(WIKI_MESSAGES.notEditor);
    const community = await call(
      t,
      editor.client,
      'POST',
      '/api/wiki/pages',
      pageInput({ categoryId: ids.communityCategory, folderId: null }),
    );
    expect(community.statusCode).toBe(403);
    const before = await t.database.db
      .selectFrom('wiki_pages')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ title: '' }, WIKI_MESSAGES.titleRequired],
      [
        {
          attributes: [
            {
              group: 'book_info',
              isbn13_kopieren: '978-3-13-240830-1',
              publisher: 'Thieme',
              authors: 'X',
              year: 2020,
            },
          ],
        },
        WIKI_MESSAGES.isbnInvalid,
      ],
      [
        { attributes: [{ group: 'product_links', browser_link: 'javascript:alert(1)' }] },
        WIKI_MESSAGES.urlInvalid,
      ],
      [
        { attributes: [{ group: 'product_links', shop_link: 'data:text/html,<script>alert(1)</script>' }] },
        WIKI_MESSAGES.urlInvalid,
      ],
      [{ attributes: [{ group: 'app_info', type: 'kostenlos', price: -1 }] }, WIKI_MESSAGES.priceInvalid],
      [{ folderId: 987654 }, WIKI_MESSAGES.folderNotInCategory],
      [{ attributes: [{ group: 'nope' }] }, ''],
      [{ categoryId: 'x' }, WIKI_MESSAGES.invalidId],
    ];
    for (const [overrides, message] of cases) {
      const response = await call(t, editor.client, 'POST', '/api/wiki/pages', pageInput(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(422);
      if (message) expect(JSON.stringify(response.json())).toContain(message);
    }
    const after = await t.database.db
      .selectFrom('wiki_pages')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('neutralises XSS in content, keeps titles and attribute texts as text', async () => {
    const xss = [
      '<p onclick="alert(1)">Hallo<script>alert(2)</script></p>',
      '<a href="javascript:alert(3)">a</a><a href=" JaVa&#x09;script:alert(4)">b</a>',
      '<img src="data:image/svg+xml;base64,PHN2Zz4=" onerror="alert(5)"><img src=x onerror=alert(6)>',
      '<svg><script>alert(7)</script><circle onload="alert(8)"/></svg>',
      '<a href="https://example.org/x">extern</a><iframe src="https://evil.example"></iframe>',
      '<style>body{}</style><math><mi>x</mi></math><table><tr><td colspan="2" style="x">z</td></tr></table>',
    ].join('');
    const { page } = await ok<{ page: TWikiPage }>(
      t,
      editor.client,
      'POST',
      '/api/wiki/pages',
      pageInput({
        title: '<img src=x onerror=alert(9)>',
        content: xss,
        attributes: [{ group: 'general_info', text: '<script>alert(10)</script>' }],
      }),
    );
    expect(page.content).not.toMatch(/script|onerror|onclick|onload|javascript|data:|svg|iframe|style|math/i);
    expect(page.content).toContain('<p>Hallo</p>');
    expect(page.content).toContain(
      '<a href="https://example.org/x" target="_blank" rel="noopener noreferrer">extern</a>',
    );
    expect(page.content).toContain('<td colspan="2">z</td>');
    expect(page.title).toBe('<img src=x onerror=alert(9)>');
    expect(page.attributes).toEqual([{ group: 'general_info', text: '<script>alert(10)</script>' }]);
  });

  it('keeps a revision per save; restore brings back the exact earlier content', async () => {
    const first = await ok<{ page: TWikiPage }>(t, editor.client, 'POST', '/api/wiki/pages', pageInput());
    const id = first.page.id;
    const second = await ok<{ page: TWikiPage }>(
      t,
      admin.client,
      'PUT',
      `/api/wiki/pages/${id}`,
      pageInput({
        content: '<p>Zweite Fassung</p>',
        attributes: [{ group: 'course_info', duration: '2 Jahre' }],
      }),
    );
    expect(second.page.content).toBe('<p>Zweite Fassung</p>');
    const readerHistory = await call(t, reader.client, 'GET', `/api/wiki/pages/${id}/revisions`);
    expect(readerHistory.statusCode).toBe(403);
    const history = await ok<{ data: Array<{ id: number; author: string }> }>(
      t,
      editor.client,
      'GET',
      `/api/wiki/pages/${id}/revisions`,
    );
    expect(history.data).toHaveLength(2);
    const oldest = history.data[1]!;
    const revision = await ok<{ revision: { content: string } }>(
      t,
      editor.client,
      'GET',
      `/api/wiki/pages/${id}/revisions/${oldest.id}`,
    );
    expect(revision.revision.content).toBe(first.page.content);
    const denied = await call(
      t,
      reader.client,
      'POST',
      `/api/wiki/pages/${id}/revisions/${oldest.id}/restore`,
    );
    expect(denied.statusCode).toBe(403);
    const restored = await ok<{ page: TWikiPage }>(
      t,
      editor.client,
      'POST',
      `/api/wiki/pages/${id}/revisions/${oldest.id}/restore`,
      undefined,
      200,
    );
    expect(restored.page.content).toBe(first.page.content);
    expect(restored.page.attributes).toEqual(first.page.attributes);
    expect(restored.page.title).toBe(first.page.title);
    const after = await ok<{ data: unknown[] }>(t, editor.client, 'GET', `/api/wiki/pages/${id}/revisions`);
    expect(after.data).toHaveLength(3);
  });

  it('moves deleted pages to the bin, out of reading and search, and back', async () => {
    const { page } = await ok<{ page: TWikiPage }>(
      t,
      editor.client,
      'POST',
      '/api/wiki/pages',
      pageInput({ title: 'Blasentraining Papierkorbtest' }),
    );
    expect((await call(t, reader.client, 'DELETE', `/api/wiki/pages/${page.id}`)).statusCode).toBe(403);
    await ok(t, editor.client, 'DELETE', `/api/wiki/pages/${page.id}`);
    expect((await call(t, reader.client, 'GET', `/api/wiki/pages/${page.id}`)).statusCode).toBe(404);
    const search = await ok<{ results: Array<{ type: string }> }>(
      t,
      reader.client,
      'GET',
      '/api/search?q=papierkorbtest',
    );
    expect(search.results.filter((r) => r.type === 'wiki')).toEqual([]);
    const bin = await ok<{ data: Array<{ id: number }> }>(
      t,
      editor.client,
      'GET',
      `/api/wiki/bin?closedAreaId=${UROCAMPUS_AREA_ID}`,
    );
    expect(bin.data.map((p) => p.id)).toContain(page.id);
    await ok(t, editor.client, 'POST', `/api/wiki/bin/${page.id}/restore`, undefined, 200);
    expect((await call(t, reader.client, 'GET', `/api/wiki/pages/${page.id}`)).statusCode).toBe(200);
  });

  it('accepts PDFs and videos by content only, for editors', async () => {
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
    const fields = { categoryId: String(ids.category), folderId: String(ids.folder), title: 'Merkblatt' };
    const denied = await postMultipart(t, reader.client, '/api/wiki/files', fields, [
      { field: 'file', name: 'merkblatt.pdf', type: 'application/pdf', data: pdf },
    ]);
    expect(denied.statusCode).toBe(403);
    const fake = await postMultipart(t, editor.client, '/api/wiki/files', fields, [
      {
        field: 'file',
        name: 'merkblatt.pdf',
        type: 'application/pdf',
        data: Buffer.from('<html><script>alert(1)</script>'),
      },
    ]);
    expect(fake.statusCode).toBe(422);
    const stored = await postMultipart(t, editor.client, '/api/wiki/files', fields, [
      { field: 'file', name: 'merkblatt.pdf', type: 'text/html', data: pdf },
    ]);
    expect(stored.statusCode, stored.body).toBe(201);
    const { file } = stored.json() as { file: { file: { mimeType: string; url: string } } };
    expect(file.file.mimeType).toBe('application/pdf');
    const content = await t.app.inject({
      method: 'GET',
      url: file.file.url,
      headers: { cookie: reader.client.cookieHeader },
      remoteAddress: reader.client.ip,
    });
    expect(content.rawPayload.equals(pdf)).toBe(true);
  });
});

describe('sanitizeWikiHtml', () => {
  it('drops event handlers and dangerous URLs and closes open tags', () => {
    expect(sanitizeWikiHtml('<h1 onmouseover=x>T</h1><ul><li>a')).toBe('<h2>T</h2><ul><li>a</li></ul>');
    expect(sanitizeWikiHtml('<a href="vbscript:x" title="t">x</a>')).toBe('<a title="t">x</a>');
    expect(sanitizeWikiHtml('<a href="/feed">x</a>')).toBe('<a href="/feed">x</a>');
    expect(sanitizeWikiHtml('<a href="//evil.example">x</a>')).toBe('<a>x</a>');
    expect(sanitizeWikiHtml('1 < 2 & "x"')).toBe('1 &#60; 2 &#38; &#34;x&#34;');
  });
});

describe('structure and editors', () => {
  it('lets editors create, rename, move and delete empty folders and categories; members get 403', async () => {
    const denied = await call(t, reader.client, 'POST', '/api/wiki/folders', {
      categoryId: ids.category,
      title: 'X',
    });
    expect(denied.statusCode).toBe(403);
    const { folder: outer } = await ok<{ folder: { id: number } }>(
      t,
      editor.client,
      'POST',
      '/api/wiki/folders',
      {
        categoryId: ids.category,
        title: 'Stoma',
      },
    );
    const { folder: inner } = await ok<{ folder: { id: number } }>(
      t,
      editor.client,
      'POST',
      '/api/wiki/folders',
      {
        categoryId: ids.category,
        parentId: outer.id,
        title: 'Irrigation',
      },
    );
    const cycle = await call(t, editor.client, 'PUT', `/api/wiki/folders/${outer.id}`, {
      title: 'Stoma',
      parentId: inner.id,
    });
    expect(cycle.statusCode).toBe(422);
    expect(cycle.json().message).toBe(WIKI_MESSAGES.folderCycle);
    const intoItself = await call(t, editor.client, 'PUT', `/api/wiki/folders/${outer.id}`, {
      title: 'Stoma',
      parentId: outer.id,
    });
    expect(intoItself.statusCode).toBe(422);
    expect(intoItself.json().message).toBe(WIKI_MESSAGES.folderCycle);
    const moveByMember = await call(t, reader.client, 'PUT', `/api/wiki/folders/${inner.id}`, {
      title: 'Irrigation',
      parentId: ids.folder,
    });
    expect(moveByMember.statusCode).toBe(403);
    const tree = await ok<{ data: Array<{ id: number; parentId: number | null }> }>(
      t,
      reader.client,
      'GET',
      `/api/wiki/categories/${ids.category}/folders`,
    );
    expect(tree.data).toContainEqual(expect.objectContaining({ id: inner.id, parentId: outer.id }));
    expect(
      (await call(t, outsider.client, 'GET', `/api/wiki/categories/${ids.category}/folders`)).statusCode,
    ).toBe(403);
    const foreign = await call(t, editor.client, 'POST', '/api/wiki/folders', {
      categoryId: ids.communityCategory,
      title: 'Fremd',
    });
    expect(foreign.statusCode).toBe(403);
    await ok(t, editor.client, 'PUT', `/api/wiki/folders/${inner.id}`, {
      title: 'Irrigation (neu)',
      parentId: null,
    });
    const listing = await ok<{ data: { folders: { items: Array<{ title: string }> } } }>(
      t,
      reader.client,
      'GET',
      `/api/wiki/categories/${ids.category}/contents`,
    );
    expect(listing.data.folders.items.map((f) => f.title)).toEqual(['Irrigation (neu)', 'Katheter', 'Stoma']);
    const notEmpty = await call(t, editor.client, 'DELETE', `/api/wiki/folders/${ids.folder}`);
    expect(notEmpty.statusCode).toBe(422);
    expect(notEmpty.json().message).toBe(WIKI_MESSAGES.notEmpty);
    await ok(t, editor.client, 'DELETE', `/api/wiki/folders/${inner.id}`);
    await ok(t, editor.client, 'DELETE', `/api/wiki/folders/${outer.id}`);

    const { category } = await ok<{ category: { id: number } }>(
      t,
      editor.client,
      'POST',
      '/api/wiki/categories',
      {
        subCommunityId: ids.sub,
        title: 'Stomaversorgung',
      },
    );
    await ok(t, editor.client, 'PUT', `/api/wiki/categories/${category.id}`, { title: 'Stoma und Haut' });
    expect((await call(t, reader.client, 'DELETE', `/api/wiki/categories/${category.id}`)).statusCode).toBe(
      403,
    );
    await ok(t, editor.client, 'DELETE', `/api/wiki/categories/${category.id}`);
    expect(
      (await call(t, reader.client, 'GET', `/api/wiki/categories/${category.id}/contents`)).statusCode,
    ).toBe(404);
  });

  it('moves a folder with its sub-folders, pages and files to another category of the same sub-community', async () => {
    const post = <T>(url: string, body: Record<string, unknown>) =>
      ok<T>(t, editor.client, 'POST', url, body);
    const { category: target } = await post<{ category: { id: number } }>('/api/wiki/categories', {
      subCommunityId: ids.sub,
      title: 'Stomaversorgung',
    });
    const { folder: outer } = await post<{ folder: { id: number } }>('/api/wiki/folders', {
      categoryId: ids.category,
      title: 'Beutelsysteme',
    });
    const { folder: inner } = await post<{ folder: { id: number } }>('/api/wiki/folders', {
      categoryId: ids.category,
      parentId: outer.id,
      title: 'Zweiteilig',
    });
    const { page } = await post<{ page: { id: number } }>(
      '/api/wiki/pages',
      pageInput({ folderId: inner.id, title: 'Basisplatte wechseln' }),
    );
    const now = Date.now();
    const file = await t.database.db
      .insertInto('wiki_files')
      .values({
        closed_area_id: UROCAMPUS_AREA_ID,
        sub_community_id: ids.sub,
        category_id: ids.category,
        folder_id: inner.id,
        title: 'Anleitung Basisplatte',
        mime_type: 'video/webm',
        size: VIDEO.length,
        storage_name: await storeWikiFile(t.config, 'video/webm', { bytes: VIDEO }),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const move = (body: Record<string, unknown>, client = editor.client) =>
      call(t, client, 'PUT', `/api/wiki/folders/${outer.id}`, { title: 'Beutelsysteme', ...body });

    expect((await move({ categoryId: target.id, parentId: null }, reader.client)).statusCode).toBe(403);
    const otherWiki = await move({ categoryId: ids.communityCategory, parentId: null });
    expect(otherWiki.statusCode).toBe(422);
    expect(otherWiki.json().message).toBe(WIKI_MESSAGES.folderOtherSubCommunity);
    const missing = await move({ categoryId: 987654, parentId: null });
    expect(missing.statusCode).toBe(422);
    // The parent must be a folder of the target category.
    const parentElsewhere = await move({ categoryId: target.id, parentId: ids.folder });
    expect(parentElsewhere.statusCode).toBe(422);
    expect(parentElsewhere.json().message).toBe(WIKI_MESSAGES.folderNotInCategory);

    await ok(t, editor.client, 'PUT', `/api/wiki/folders/${outer.id}`, {
      title: 'Beutelsysteme',
      categoryId: target.id,
      parentId: null,
    });
    const listing = (categoryId: number, folderId?: number) =>
      ok<{
        data: {
          folders: { items: Array<{ id: number }> };
          pages: { items: Array<{ id: number }> };
          files: { items: Array<{ id: number }> };
        };
      }>(
        t,
        reader.client,
        'GET',
        `/api/wiki/categories/${categoryId}/contents${folderId ? `?folderId=${folderId}` : ''}`,
      );
    expect((await listing(target.id)).data.folders.items.map((f) => f.id)).toEqual([outer.id]);
    expect((await listing(ids.category)).data.folders.items.map((f) => f.id)).not.toContain(outer.id);
    const moved = await listing(target.id, inner.id);
    expect(moved.data.pages.items.map((p) => p.id)).toEqual([page.id]);
    expect(moved.data.files.items.map((f) => f.id)).toEqual([Number(file.id)]);
    expect(
      (
        await call(
          t,
          reader.client,
          'GET',
          `/api/wiki/categories/${ids.category}/contents?folderId=${inner.id}`,
        )
      ).statusCode,
    ).toBe(404);
    const read = await ok<{ page: { categoryId: number; folderId: number } }>(
      t,
      reader.client,
      'GET',
      `/api/wiki/pages/${page.id}`,
    );
    expect(read.page).toMatchObject({ categoryId: target.id, folderId: inner.id });
    const tree = await ok<{ data: Array<{ id: number; parentId: number | null }> }>(
      t,
      reader.client,
      'GET',
      `/api/wiki/categories/${target.id}/folders`,
    );
    expect(tree.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: outer.id, parentId: null }),
        expect.objectContaining({ id: inner.id, parentId: outer.id }),
      ]),
    );
  });

  it('lets only admins name editors', async () => {
    const body = { closedAreaId: UROCAMPUS_AREA_ID, userId: reader.userId, editor: true };
    expect((await call(t, editor.client, 'PUT', '/api/wiki/editors', body)).statusCode).toBe(403);
    expect(
      (await call(t, admin.client, 'PUT', '/api/wiki/editors', { ...body, userId: 987654 })).statusCode,
    ).toBe(422);
    await ok(t, admin.client, 'PUT', '/api/wiki/editors', body);
    const overview = await ok<{ data: { canEdit: boolean } }>(
      t,
      reader.client,
      'GET',
      `/api/wiki?closedAreaId=${UROCAMPUS_AREA_ID}`,
    );
    expect(overview.data.canEdit).toBe(true);
    await ok(t, admin.client, 'PUT', '/api/wiki/editors', { ...body, editor: false });
    const after = await ok<{ data: { canEdit: boolean } }>(
      t,
      reader.client,
      'GET',
      `/api/wiki?closedAreaId=${UROCAMPUS_AREA_ID}`,
    );
    expect(after.data.canEdit).toBe(false);
  });

  it('lets admins list editors, search the area’s members and name only members', async () => {
    const url = `/api/wiki/editors?closedAreaId=${UROCAMPUS_AREA_ID}`;
    expect((await call(t, editor.client, 'GET', url)).statusCode).toBe(403);
    expect((await call(t, reader.client, 'GET', `${url}&q=ab`)).statusCode).toBe(403);
    const list = await ok<{ data: Array<{ userId: number }> }>(t, admin.client, 'GET', url);
    expect(list.data.map((e) => e.userId)).toContain(editor.userId);
    const readerRow = await t.database.db
      .selectFrom('users')
      .select(['email', 'last_name'])
      .where('id', '=', reader.userId)
      .executeTakeFirstOrThrow();
    const found = await ok<{ data: Array<{ userId: number }> }>(
      t,
      admin.client,
      'GET',
      `${url}&q=${encodeURIComponent(readerRow.email.slice(0, 12).toUpperCase())}`,
    );
    expect(found.data.map((e) => e.userId)).toContain(reader.userId);
    const editorRow = await t.database.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', editor.userId)
      .executeTakeFirstOrThrow();
    const notAgain = await ok<{ data: Array<{ userId: number }> }>(
      t,
      admin.client,
      'GET',
      `${url}&q=${encodeURIComponent(editorRow.email)}`,
    );
    expect(notAgain.data).toEqual([]);
    const wildcard = await ok<{ data: unknown[] }>(
      t,
      admin.client,
      'GET',
      `${url}&q=${encodeURIComponent('%_')}`,
    );
    expect(wildcard.data).toEqual([]);
    expect((await call(t, admin.client, 'GET', `${url}&q=a`)).statusCode).toBe(422);
    const outsiderAsEditor = await call(t, admin.client, 'PUT', '/api/wiki/editors', {
      closedAreaId: UROCAMPUS_AREA_ID,
      userId: outsider.userId,
      editor: true,
    });
    expect(outsiderAsEditor.statusCode).toBe(422);
    expect(outsiderAsEditor.json().message).toBe(WIKI_MESSAGES.editorNotMember);
  });

  it('moves a page to another folder and category with a save; not into a wiki the editor cannot edit', async () => {
    const { page } = await ok<{ page: TWikiPage }>(t, editor.client, 'POST', '/api/wiki/pages', pageInput());
    const { category } = await ok<{ category: { id: number } }>(
      t,
      editor.client,
      'POST',
      '/api/wiki/categories',
      {
        subCommunityId: ids.sub,
        title: 'Umzugsziel',
      },
    );
    const moved = await ok<{ page: TWikiPage }>(
      t,
      editor.client,
      'PUT',
      `/api/wiki/pages/${page.id}`,
      pageInput({ categoryId: category.id, folderId: null }),
    );
    expect(moved.page).toMatchObject({ categoryId: category.id, folderId: null });
    const foreignFolder = await call(
      t,
      editor.client,
      'PUT',
      `/api/wiki/pages/${page.id}`,
      pageInput({ categoryId: category.id, folderId: ids.folder }),
    );
    expect(foreignFolder.statusCode).toBe(422);
    const community = await call(
      t,
      editor.client,
      'PUT',
      `/api/wiki/pages/${page.id}`,
      pageInput({ categoryId: ids.communityCategory, folderId: null }),
    );
    expect(community.statusCode).toBe(403);
    await ok(t, editor.client, 'DELETE', `/api/wiki/pages/${page.id}`);
  });

  it('stores preview images through the upload platform, for editors, by content and size', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366CC' } })
      .png()
      .toBuffer();
    const upload = (client: TestClient, categoryId: number, file: ReturnType<typeof imageFile>) =>
      postMultipart(t, client, '/api/wiki/preview-images', { categoryId: String(categoryId) }, [file]);
    expect((await upload(reader.client, ids.category, imageFile(png))).statusCode).toBe(403);
    expect((await upload(outsider.client, ids.category, imageFile(png))).statusCode).toBe(403);
    const text = await upload(
      editor.client,
      ids.category,
      imageFile(Buffer.from('<svg onload=x>'), 'image', 'a.png'),
    );
    expect(text.statusCode).toBe(422);
    expect(text.json().errors.image).toBeDefined();
    const huge = await upload(editor.client, ids.category, imageFile(Buffer.alloc(11 * 1024 * 1024, 1)));
    expect(huge.statusCode).toBe(422);
    expect(huge.json().errors.image[0]).toContain('zu groß');
    const missing = await postMultipart(t, editor.client, '/api/wiki/preview-images', {
      categoryId: String(ids.category),
    });
    expect(missing.statusCode).toBe(422);

    const stored = await upload(editor.client, ids.category, imageFile(png));
    expect(stored.statusCode, stored.body).toBe(201);
    const { url } = stored.json() as { url: string };
    expect(url).toMatch(
      new RegExp(`^/uploads/private/areas/${UROCAMPUS_AREA_ID}/posts/[0-9a-f]{32}\\.webp$`),
    );
    expect((await call(t, reader.client, 'GET', url)).statusCode).toBe(200);
    expect((await call(t, outsider.client, 'GET', url)).statusCode).toBe(403);
    const { page } = await ok<{ page: TWikiPage }>(
      t,
      editor.client,
      'POST',
      '/api/wiki/pages',
      pageInput({ previewImageUrl: url }),
    );
    expect(page.previewImage).toEqual({ url });
    const bad = await call(
      t,
      editor.client,
      'POST',
      '/api/wiki/pages',
      pageInput({ previewImageUrl: '/etc/passwd' }),
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.previewImageUrl[0]).toBe(WIKI_MESSAGES.previewImageInvalid);

    const publicOne = await upload(admin.client, ids.communityCategory, imageFile(png));
    expect(publicOne.statusCode, publicOne.body).toBe(201);
    expect((publicOne.json() as { url: string }).url).toMatch(/^\/uploads\/posts\/[0-9a-f]{32}\.webp$/);
  });

  it('lets editors delete files, which then are gone for readers', async () => {
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
    const stored = await postMultipart(
      t,
      editor.client,
      '/api/wiki/files',
      { categoryId: String(ids.category), title: 'Zum Löschen' },
      [{ field: 'file', name: 'x.pdf', type: 'application/pdf', data: pdf }],
    );
    expect(stored.statusCode, stored.body).toBe(201);
    const id = (stored.json() as { file: { id: number } }).file.id;
    const asReader = await ok<{ file: { canEdit: boolean } }>(
      t,
      reader.client,
      'GET',
      `/api/wiki/files/${id}`,
    );
    expect(asReader.file.canEdit).toBe(false);
    const asEditor = await ok<{ file: { canEdit: boolean } }>(
      t,
      editor.client,
      'GET',
      `/api/wiki/files/${id}`,
    );
    expect(asEditor.file.canEdit).toBe(true);
    expect((await call(t, reader.client, 'DELETE', `/api/wiki/files/${id}`)).statusCode).toBe(403);
    await ok(t, editor.client, 'DELETE', `/api/wiki/files/${id}`);
    expect((await call(t, reader.client, 'GET', `/api/wiki/files/${id}/content`)).statusCode).toBe(404);
  });
});

describe('search in the content', () => {
  it('finds pages by words of their content (German folding), not in the bin', async () => {
    const { page } = await ok<{ page: TWikiPage }>(
      t,
      editor.client,
      'POST',
      '/api/wiki/pages',
      pageInput({
        title: 'Hautpflege',
        content: '<p>Die Übergänge zur Beckenbodengymnastik sind fließend.</p>',
      }),
    );
    const found = await ok<{ results: Array<{ type: string; id: number }> }>(
      t,
      reader.client,
      'GET',
      '/api/search?q=beckenboden fliessend',
    );
    expect(found.results.filter((r) => r.type === 'wiki').map((r) => r.id)).toEqual([page.id]);
    await ok(
      t,
      editor.client,
      'PUT',
      `/api/wiki/pages/${page.id}`,
      pageInput({ title: 'Hautpflege', content: '<p>Neu</p>' }),
    );
    const after = await ok<{ results: Array<{ type: string }> }>(
      t,
      reader.client,
      'GET',
      '/api/search?q=beckenboden',
    );
    expect(after.results.filter((r) => r.type === 'wiki')).toEqual([]);
  });
});

describe('account data', () => {
  it('exports the revisions and editor roles of a member and ends the role on deletion', async () => {
    const writer = await areaMember(t);
    await t.database.db
      .insertInto('wiki_editors')
      .values({ closed_area_id: UROCAMPUS_AREA_ID, user_id: writer.userId, created_at: Date.now() })
      .execute();
    const { page } = await ok<{ page: TWikiPage }>(
      t,
      writer.client,
      'POST',
      '/api/wiki/pages',
      pageInput({ title: 'Exporttest' }),
    );
    const data = (await writer.client.get('/api/user/export')).json() as Record<string, unknown>;
    expect(data['wikiRevisions']).toEqual([
      expect.objectContaining({ pageId: page.id, title: 'Exporttest' }),
    ]);
    expect(data['wikiEditorRoles']).toEqual([expect.objectContaining({ closedAreaId: UROCAMPUS_AREA_ID })]);
    const deleted = await writer.client.post('/api/user/delete', { password: TEST_PASSWORD, confirm: true });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const roles = await t.database.db
      .selectFrom('wiki_editors')
      .select('user_id')
      .where('user_id', '=', writer.userId)
      .execute();
    expect(roles).toEqual([]);
    // The knowledge stays.
    expect((await call(t, reader.client, 'GET', `/api/wiki/pages/${page.id}`)).statusCode).toBe(200);
  });
});
