import { describe, expect, it } from 'vitest';
import type { TJobAd } from './jobs.ts';
import { jobPostingJsonLd } from './job-posting.ts';

const ad: TJobAd = {
  id: 1,
  uid: 'abc123def456',
  title: 'Pflegefachkraft (m/w/d) – Intensivstation',
  company: { id: 7, name: 'Klinik Seefeld Zürich', logoUrl: null, isVerified: true },
  city: 'Zürich',
  plz: '8008',
  country: 'CH',
  workArea: 'krankenhaus',
  workSubArea: 'intensivstation',
  qualification: 'dreijaehrige_ausbildung',
  employmentType: 'teilzeit',
  hoursPerWeek: 30,
  shiftModels: ['nacht'],
  payScale: null,
  payGroup: null,
  payMin: 6300,
  payMax: 7800,
  payCurrency: 'CHF',
  distance: null,
  status: 'published',
  publishedAt: Date.UTC(2026, 10, 20, 9),
  isSaved: false,
  companyLocationId: 3,
  street: 'Seefeldstrasse 214',
  latitude: 47.35,
  longitude: 8.56,
  driverLicenseRequired: false,
  startDate: '2027-01-01',
  endDate: '2026-12-31',
  descriptionHtml: '<p>Hallo</p>',
  benefits: [],
  contact: null,
  createdAt: 0,
  updatedAt: 0,
  canEdit: false,
};

describe('JobPosting JSON-LD', () => {
  it('describes a published ad with place, salary and dates', () => {
    expect(jobPostingJsonLd(ad, 'https://pflegepuls.example')).toMatchObject({
      '@type': 'JobPosting',
      datePosted: '2026-11-20',
      validThrough: '2026-12-31T23:59:59',
      employmentType: 'PART_TIME',
      hiringOrganization: {
        name: 'Klinik Seefeld Zürich',
        sameAs: 'https://pflegepuls.example/arbeitgeber/7',
      },
      jobLocation: { address: { postalCode: '8008', addressLocality: 'Zürich', addressCountry: 'CH' } },
      baseSalary: { currency: 'CHF', value: { minValue: 6300, maxValue: 7800, unitText: 'MONTH' } },
    });
  });

  it('gives none for ads that are not published', () => {
    expect(jobPostingJsonLd({ ...ad, status: 'filled' }, '')).toBeNull();
    expect(jobPostingJsonLd({ ...ad, status: 'expired' }, '')).toBeNull();
  });
});
