/** A line diff of two revisions' text (longest common subsequence), for the history's comparison. */
export type TDiffLine = { kind: 'same' | 'added' | 'removed'; text: string };

/** The visible text of sanitised HTML, one block per line. */
export function htmlLines(html: string): string[] {
  const text = html
    .replace(/<\/(p|h2|h3|h4|li|tr|blockquote|pre)>|<br>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"');
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

export function diffLines(before: string[], after: string[]): TDiffLine[] {
  const n = before.length;
  const m = after.length;
  const lcs: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      lcs[i]![j] =
        before[i] === after[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const out: TDiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (before[i] === after[j]) {
      out.push({ kind: 'same', text: before[i]! });
      i++;
      j++;
    } else if (lcs[i + 1]![j]! >= lcs[i]![j + 1]!) out.push({ kind: 'removed', text: before[i++]! });
    else out.push({ kind: 'added', text: after[j++]! });
  }
  while (i < n) out.push({ kind: 'removed', text: before[i++]! });
  while (j < m) out.push({ kind: 'added', text: after[j++]! });
  return out;
}
