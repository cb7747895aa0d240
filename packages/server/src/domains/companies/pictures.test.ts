/** Company pictures over HTTP: logo, cover and gallery uploads by the company's team and admins only. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMPANY_COVER_HEIGHT,
  COMPANY_COVER_WIDTH,
  COMPANY_LOGO_SIZE,
  COMPANY_MESSAGES as M,
  COMPANY_PHOTOS_MAX,
  type TCompany,
} from '@pflegepuls/shared';
import { UPLOAD_MESSAGES } from '../../platform/uploads.ts';
import { testDialect, type TestClient, type TTestApp } from '../../test/harness.ts';
import { call, imageFile, ok, openVisitor, postMultipart } from '../../test/member.ts';
import { admin, makeCompany, member, openJobsTestApp, type TMember } from '../jobs/test-helpers.ts';

const MB = 1024 * 1024;

describe(`company pictures on ${testDialect}`, () => {
  let t: TTestApp;
  let boss: TMember;
  let recruiterA: TMember;
  let recruiterB: TMember;
  let plain: TMember;
  let companyA: TCompany;
  let png: Buffer;
  beforeAll(async () => {
    t = await openJobsTestApp();
    boss = await admin(t);
    recruiterA = await member(t);
    recruiterB = await member(t);
    plain = await member(t);
    companyA = await makeCompany(t, boss, { name: 'Klinikum Am Südpark', recruiter: recruiterA });
    await makeCompany(t, boss, { name: 'Pflegeheim Zum Lindenhof', recruiter: recruiterB });
    png = await sharp({ create: { width: 900, height: 500, channels: 4, background: '#1565c0' } })
      .png()
      .toBuffer();
  }, 120_000);
  afterAll(() => t.close());

  /** A multipart request with the file in field `image` (or `field`). */
  const upload = (client: TestClient, method: 'PUT' | 'POST', url: string, body: Buffer, field = 'image') =>
    postMultipart(t, client, url, {}, [imageFile(body, field)], method);
  const onDisk = (url: string) => path.join(t.config.dataDir, url);
  const companyOf = (response: { json: () => unknown }) => (response.json() as { company: TCompany }).company;

  it('lets only the company team and admins upload a logo; 401, 403, 404 and 422 otherwise', async () => {
    const url = `/api/company/${companyA.id}/logo`;
    const visitor = await openVisitor(t);
    expect((await upload(visitor, 'PUT', url, png)).statusCode).toBe(401);
    const stranger = await upload(plain.client, 'PUT', url, png);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toMatchObject({ message: M.notCompanyMember });
    expect((await upload(recruiterB.client, 'PUT', url, png)).statusCode).toBe(403);
    expect((await upload(recruiterA.client, 'PUT', '/api/company/999999/logo', png)).statusCode).toBe(404);
    expect((await upload(recruiterA.client, 'PUT', '/api/company/abc/logo', png)).statusCode).toBe(422);

    const notImage = await upload(recruiterA.client, 'PUT', url, Buffer.from('kein Bild, nur Text'));
    expect(notImage.statusCode).toBe(422);
    expect(notImage.json()).toMatchObject({ errors: { image: [UPLOAD_MESSAGES.notAnImage] } });
    const wrongField = await upload(recruiterA.client, 'PUT', url, png, 'datei');
    expect(wrongField.statusCode).toBe(422);
    expect(wrongField.json()).toMatchObject({ errors: { image: [M.imageMissing] } });
    const notMultipart = await call(t, recruiterA.client, 'PUT', url, { image: 'x' });
    expect(notMultipart.statusCode).toBe(400);
    // Nothing was stored by the refused requests.
    expect(
      (await ok<{ company: TCompany }>(t, plain.client, 'GET', `/api/company/${companyA.id}`)).company
        .logoUrl,
    ).toBeNull();

    const done = await upload(recruiterA.client, 'PUT', url, png);
    expect(done.statusCode, done.body).toBe(200);
    const logoUrl = companyOf(done).logoUrl!;
    expect(logoUrl).toMatch(/^\/uploads\/companies\/[0-9a-f]{32}\.webp$/);
    // Served publicly, a square WebP.
    const served = await call(t, await openVisitor(t), 'GET', logoUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: COMPANY_LOGO_SIZE, height: COMPANY_LOGO_SIZE });
    // Lists and job cards read the same column.
    const list = await ok<{ companies: Array<{ id: number; logoUrl: string | null }> }>(
      t,
      plain.client,
      'GET',
      '/api/companies',
    );
    expect(list.companies.find((c) => c.id === companyA.id)?.logoUrl).toBe(logoUrl);

    // An admin replaces it: the old file is gone.
    const replaced = await upload(boss.client, 'PUT', url, png);
    expect(replaced.statusCode, replaced.body).toBe(200);
    const next = companyOf(replaced).logoUrl!;
    expect(next).not.toBe(logoUrl);
    expect(existsSync(onDisk(next))).toBe(true);
    expect(existsSync(onDisk(logoUrl))).toBe(false);
    expect((await call(t, plain.client, 'GET', logoUrl)).statusCode).toBe(404);

    // Removing: 401/403 for others, then the file is deleted and the answer has no logo.
    expect((await call(t, visitor, 'DELETE', url)).statusCode).toBe(401);
    expect((await call(t, recruiterB.client, 'DELETE', url)).statusCode).toBe(403);
    const removed = await ok<{ company: TCompany }>(t, recruiterA.client, 'DELETE', url);
    expect(removed.company.logoUrl).toBeNull();
    expect(existsSync(onDisk(next))).toBe(false);
  });

  it('stores a cover as a wide banner and deletes the one it replaces', async () => {
    const url = `/api/company/${companyA.id}/cover`;
    expect((await upload(plain.client, 'PUT', url, png)).statusCode).toBe(403);
    const first = companyOf(await upload(recruiterA.client, 'PUT', url, png)).coverUrl!;
    const meta = await sharp(onDisk(first)).metadata();
    expect(meta).toMatchObject({ width: COMPANY_COVER_WIDTH, height: COMPANY_COVER_HEIGHT });
    const second = await upload(boss.client, 'PUT', url, png);
    expect(second.statusCode).toBe(200);
    expect(existsSync(onDisk(first))).toBe(false);
    expect(existsSync(onDisk(companyOf(second).coverUrl!))).toBe(true);
  });

  it('refuses a too large picture with 422 as every upload does', async () => {
    const huge = Buffer.alloc(11 * MB, 1);
    const response = await upload(recruiterA.client, 'POST', `/api/company/${companyA.id}/photos`, huge);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message: UPLOAD_MESSAGES.tooLarge });
  });

  it('keeps a gallery of at most 12 photos in order; removes and reorders for the team only', async () => {
    const company = await makeCompany(t, boss, { name: 'Hospiz Am Park', recruiter: recruiterA });
    const url = `/api/company/${company.id}/photos`;
    const visitor = await openVisitor(t);
    expect((await upload(visitor, 'POST', url, png)).statusCode).toBe(401);
    expect((await upload(plain.client, 'POST', url, png)).statusCode).toBe(403);
    expect((await upload(recruiterB.client, 'POST', url, png)).statusCode).toBe(403);
    expect((await upload(recruiterA.client, 'POST', url, Buffer.from('GIF89a kaputt'))).statusCode).toBe(422);

    const small = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2e7d32' } })
      .jpeg()
      .toBuffer();
    let photos: TCompany['photos'] = [];
    for (let i = 0; i < COMPANY_PHOTOS_MAX; i++) {
      const by = i % 2 ? boss : recruiterA;
      const added = await upload(by.client, 'POST', url, small);
      expect(added.statusCode, added.body).toBe(201);
      photos = companyOf(added).photos;
    }
    expect(photos).toHaveLength(COMPANY_PHOTOS_MAX);
    expect(photos[0]).toMatchObject({ width: 40, height: 30 });
    expect(photos[0]!.thumbnailUrl).toMatch(/-c\.webp$/);
    expect((await call(t, visitor, 'GET', photos[0]!.url)).statusCode).toBe(200);
    const over = await upload(recruiterA.client, 'POST', url, small);
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({ errors: { image: [M.tooManyPhotos] } });

    // Reorder: every photo once, else 422; others 403.
    const ids = photos.map((p) => p.id);
    const reversed = [...ids].reverse();
    expect((await call(t, recruiterB.client, 'PUT', `${url}/order`, { photoIds: reversed })).statusCode).toBe(
      403,
    );
    expect(
      (await call(t, recruiterA.client, 'PUT', `${url}/order`, { photoIds: reversed.slice(1) })).statusCode,
    ).toBe(422);
    expect(
      (await call(t, recruiterA.client, 'PUT', `${url}/order`, { photoIds: [...reversed.slice(1), ids[1]] }))
        .statusCode,
    ).toBe(422);
    const ordered = await ok<{ company: TCompany }>(t, recruiterA.client, 'PUT', `${url}/order`, {
      photoIds: reversed,
    });
    expect(ordered.company.photos.map((p) => p.id)).toEqual(reversed);
    const seen = await ok<{ company: TCompany }>(t, visitor, 'GET', `/api/company/${company.id}`);
    expect(seen.company.photos.map((p) => p.id)).toEqual(reversed);

    // Remove: 403 for others, 404 for a photo of another company, then the files are gone.
    const gone = photos[3]!;
    expect((await call(t, recruiterB.client, 'DELETE', `${url}/${gone.id}`)).statusCode).toBe(403);
    expect(
      (await call(t, recruiterA.client, 'DELETE', `/api/company/${companyA.id}/photos/${gone.id}`))
        .statusCode,
    ).toBe(404);
    const left = await ok<{ company: TCompany }>(t, boss.client, 'DELETE', `${url}/${gone.id}`);
    expect(left.company.photos.map((p) => p.id)).not.toContain(gone.id);
    expect(left.company.photos).toHaveLength(COMPANY_PHOTOS_MAX - 1);
    expect(existsSync(onDisk(gone.url))).toBe(false);
    expect(existsSync(onDisk(gone.thumbnailUrl))).toBe(false);
    expect((await call(t, recruiterA.client, 'DELETE', `${url}/${gone.id}`)).statusCode).toBe(404);
    // Room for one again, added at the end.
    const again = await upload(recruiterA.client, 'POST', url, small);
    expect(again.statusCode).toBe(201);
    expect(companyOf(again).photos.at(-1)!.id).toBeGreaterThan(Math.max(...ids));
  });
});
