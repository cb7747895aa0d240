/** Lower-case ASCII slug of a name part: "Jürgen" → "juergen". */
export function slugifyName(value: string): string {
  return value
    .toLowerCase()
    .replaceAll('ä', 'ae')
    .replaceAll('ö', 'oe')
    .replaceAll('ü', 'ue')
    .replaceAll('ß', 'ss')
    .normalize('NFD')
    .replace(/[^a-z0-9]/g, '');
}
