/** A job ad's web addresses; no zod, so any screen (the right panel too) can link to an ad. */
/** A company name as a URL segment: "Klinikum Nord GmbH" → "klinikum-nord-gmbh". */
export function companySlug(name: string): string {
  const slug = name
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'arbeitgeber';
}

/** The canonical web URL of a job ad (000 §2 `stellenanzeige/{uid}/{companyName}`). */
export function jobAdUrl(uid: string, companyName: string): string {
  return `/stellenanzeige/${uid}/${companySlug(companyName)}`;
}
