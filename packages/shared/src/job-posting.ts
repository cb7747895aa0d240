/**
 * schema.org `JobPosting` of a published ad (docs/jobs.md), so search engines can list it: in the
 * server's HTML of the ad's page (jobs domain, platform/spa.ts) and kept by the page in the browser. Only
 * published ads get one; the description is the server-sanitised HTML.
 */
import type { TJobAd } from './jobs.ts';

const EMPLOYMENT: Record<TJobAd['employmentType'], string> = {
  vollzeit: 'FULL_TIME',
  teilzeit: 'PART_TIME',
  minijob: 'PART_TIME',
  ausbildung: 'INTERN',
};

export function jobPostingJsonLd(ad: TJobAd, origin: string): Record<string, unknown> | null {
  if (ad.status !== 'published' || ad.publishedAt === null) return null;
  const salary =
    ad.payMin !== null || ad.payMax !== null
      ? {
          '@type': 'MonetaryAmount',
          currency: ad.payCurrency,
          value: {
            '@type': 'QuantitativeValue',
            ...(ad.payMin !== null ? { minValue: ad.payMin } : {}),
            ...(ad.payMax !== null ? { maxValue: ad.payMax } : {}),
            unitText: 'MONTH',
          },
        }
      : undefined;
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: ad.title,
    description: ad.descriptionHtml,
    identifier: { '@type': 'PropertyValue', name: ad.company.name, value: ad.uid },
    datePosted: new Date(ad.publishedAt).toISOString().slice(0, 10),
    ...(ad.endDate ? { validThrough: `${ad.endDate}T23:59:59` } : {}),
    employmentType: EMPLOYMENT[ad.employmentType],
    hiringOrganization: {
      '@type': 'Organization',
      name: ad.company.name,
      sameAs: `${origin}/arbeitgeber/${ad.company.id}`,
      ...(ad.company.logoUrl ? { logo: `${origin}${ad.company.logoUrl}` } : {}),
    },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        ...(ad.street ? { streetAddress: ad.street } : {}),
        postalCode: ad.plz,
        addressLocality: ad.city,
        addressCountry: ad.country,
      },
    },
    ...(salary ? { baseSalary: salary } : {}),
    ...(ad.startDate ? { jobStartDate: ad.startDate } : {}),
  };
}
