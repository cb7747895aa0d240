/** The ad page's server HTML carries JobPosting JSON-LD and the canonical link for published ads only. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobAdUrl, type TJobAd } from '@pflegepuls/shared';
import { testDialect, type TTestApp } from '../../test/harness.ts';
import { ok, openVisitor } from '../../test/member.ts';
import { admin, jobInput, makeCompany, member, openJobsTestApp, publishedAd } from './test-helpers.ts';

describe(`job ad page head on ${testDialect}`, () => {
  let t: TTestApp;
  let published: TJobAd;
  let draft: TJobAd;
  beforeAll(async () => {
    t = await openJobsTestApp();
    const boss = await admin(t);
    const recruiter = await member(t);
    const company = await makeCompany(t, boss, { name: 'Klinikum </script> & Söhne', recruiter });
    const location = company.locations[0]!.id;
    published = await publishedAd(
      t,
      recruiter,
      company.id,
      jobInput(location, { title: 'Pflegefachkraft </script><script>alert(1)' }),
    );
    draft = (
      await ok<{ jobAd: TJobAd }>(
        t,
        recruiter.client,
        'POST',
        `/api/company/${company.id}/job-ads`,
        jobInput(location, { title: 'Entwurf Stationsleitung' }),
      )
    ).jobAd;
  }, 120_000);
  afterAll(() => t.close());

  const page = async (path: string) => {
    const visitor = await openVisitor(t);
    const response = await t.app.inject({
      method: 'GET',
      url: path,
      remoteAddress: visitor.ip,
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(200);
    return response.body;
  };
  const jsonLdOf = (html: string) => {
    const found = /<script type="application\/ld\+json" id="job-posting-ld">(.*?)<\/script>/s.exec(html);
    return found ? (JSON.parse(found[1]!) as Record<string, unknown>) : null;
  };

  it('renders the JobPosting of a published ad for visitors, escaped, under both paths', async () => {
    const canonical = jobAdUrl(published.uid, published.company.name);
    const html = await page(canonical);
    expect(jsonLdOf(html)).toMatchObject({
      '@type': 'JobPosting',
      title: 'Pflegefachkraft </script><script>alert(1)',
    });
    // The title's "</script>" cannot end the element early.
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain(`<link rel="canonical" href="${t.config.publicUrl}${canonical}">`);
    expect(jsonLdOf(await page(`/irgendwer/stellenanzeige/${published.uid}`))).not.toBeNull();
    expect(jsonLdOf(await page(`${canonical}/bewerben`))).not.toBeNull();
  });

  it('renders nothing for drafts, unknown ads and other pages', async () => {
    expect(jsonLdOf(await page(`/stellenanzeige/${draft.uid}/x`))).toBeNull();
    expect(jsonLdOf(await page('/stellenanzeige/nichtda1234/x'))).toBeNull();
    expect(jsonLdOf(await page('/stellenangebote'))).toBeNull();
    expect(await page('/stellenangebote')).not.toContain('rel="canonical"');
  });
});
