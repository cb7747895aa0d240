/** The results table, for the terminal and as Markdown under bench/results/. */
import { DEFAULT_P99_TARGET_MS } from '../routes/index.ts';
import type { TRouteResult } from './load.ts';
import { formatCount } from './progress.ts';

export type TRunFacts = {
  date: string;
  database: string;
  databaseVersion: string;
  seed: string;
  seedBuiltAt: string;
  cpus: string;
  memory: string;
  node: string;
  os: string;
  commit: string;
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  /** How the server ran: its processes (SERVER_PROCESSES) and whether Redis was between them. */
  server: string;
  /** 1/5/15-minute load averages just before the load: other work on the machine skews figures. */
  loadBefore: string;
  serverProblems: number;
};

type TRow = {
  cells: string[];
  verdict: string;
  isFlagged: boolean;
};

const HEADERS = [
  'route',
  'request',
  'req/s',
  'p50 ms',
  'p99 ms',
  'non-2xx',
  'errors',
  '× health',
  'server µs/req',
  'pg µs/req',
  'others',
  'targets',
  'verdict',
];
/** Right-aligned columns. */
const NUMERIC_COLUMNS = new Set([2, 3, 4, 5, 6, 7, 8, 9, 10]);

function formatCpu(result: TRouteResult): string[] {
  const { cpu, total } = result;
  if (!cpu || total === 0) return ['–', '–', '–'];
  return [
    formatCount((cpu.serverMs * 1000) / total),
    cpu.postgresMs > 0 ? formatCount((cpu.postgresMs * 1000) / total) : '–',
    `${Math.round(cpu.othersShare * 100)} %`,
  ];
}

function evaluate(result: TRouteResult, baseline: number, rateOf: Map<string, number>): TRow {
  const p99Target = result.route.targets?.p99Ms ?? DEFAULT_P99_TARGET_MS;
  const ratioTarget = result.route.targets?.minRatio;
  const targets = [
    `p99 < ${p99Target}${result.route.connections ? ` at ${result.route.connections} conn.` : ''}`,
    ...(ratioTarget ? [`≥ ${Math.round(ratioTarget.share * 100)} % ${ratioTarget.of}`] : []),
  ];
  if (result.checkError) {
    return {
      cells: [result.route.name, result.label, ...Array<string>(9).fill('–'), targets.join(', '), ''],
      verdict: `FAILED CHECK: ${result.checkError}`,
      isFlagged: true,
    };
  }
  const ratio = baseline > 0 ? result.requestsPerSecond / baseline : 0;
  const problems: string[] = [];
  if (result.non2xx > 0) problems.push(`non-2xx ${result.non2xxDetail}`);
  if (result.errors > 0) problems.push(`${result.errors} errors`);
  const misses: string[] = [];
  if (result.p99Ms >= p99Target) misses.push('p99');
  const reference = ratioTarget ? rateOf.get(ratioTarget.of) : undefined;
  if (ratioTarget && reference === undefined)
    misses.push(`throughput not judged (${ratioTarget.of} not run)`);
  else if (ratioTarget && reference !== undefined && result.requestsPerSecond < ratioTarget.share * reference)
    misses.push('throughput');
  const verdict = [
    problems.length ? `ERRORS (${problems.join(', ')})` : '',
    misses.length ? `missed: ${misses.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join('; ');
  return {
    cells: [
      result.route.name,
      result.label,
      formatCount(result.requestsPerSecond),
      String(result.p50Ms),
      String(result.p99Ms),
      formatCount(result.non2xx),
      formatCount(result.errors),
      `${Math.round(ratio * 100)} %`,
      ...formatCpu(result),
      targets.join(', '),
      verdict || 'ok',
    ],
    verdict: verdict || 'ok',
    isFlagged: problems.length > 0,
  };
}

function evaluateAll(results: TRouteResult[]): TRow[] {
  const baseline = results[0]?.requestsPerSecond ?? 0;
  const rateOf = new Map(
    results
      .filter((result) => !result.checkError)
      .map((result) => [result.route.name, result.requestsPerSecond]),
  );
  return results.map((result) => evaluate(result, baseline, rateOf));
}

/** True when any route failed its check or answered with errors during the load. */
export function hasFlaggedRoutes(results: TRouteResult[]): boolean {
  return evaluateAll(results).some((row) => row.isFlagged);
}

/** A plain aligned table for the terminal. */
export function formatConsoleTable(results: TRouteResult[]): string {
  const rows = evaluateAll(results);
  const table = [HEADERS, ...rows.map((row) => row.cells)];
  const widths = HEADERS.map((_, column) => Math.max(...table.map((cells) => (cells[column] ?? '').length)));
  const lines = table.map((cells) =>
    cells
      .map((cell, column) =>
        NUMERIC_COLUMNS.has(column) ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!),
      )
      .join('  '),
  );
  lines.splice(1, 0, widths.map((width) => '─'.repeat(width)).join('  '));
  const failures = rows
    .filter((row) => row.verdict.startsWith('FAILED'))
    .map((row) => `  ${row.cells[0]}: ${row.verdict}`);
  return [...lines, ...failures].join('\n');
}

function escapeCell(value: string): string {
  return value.replaceAll('|', '\\|');
}

/** The results file: machine facts, the table, the targets from DESIGN.md. */
export function formatMarkdown(results: TRouteResult[], facts: TRunFacts): string {
  const rows = evaluateAll(results);
  const align = HEADERS.map((_, column) => (NUMERIC_COLUMNS.has(column) ? '---:' : '---'));
  const failures = rows
    .filter((row) => row.verdict.startsWith('FAILED'))
    .flatMap((row) => [`- **${row.cells[0]}**: ${escapeCell(row.verdict)}`, '']);
  return [
    `# Bench ${facts.date}: ${facts.database}`,
    '',
    '| | |',
    '|---|---|',
    `| database | ${escapeCell(facts.databaseVersion)} |`,
    `| seed | ${facts.seed} (built ${facts.seedBuiltAt}) |`,
    `| load | ${facts.connections} connections, ${facts.durationSeconds} s per route after ${facts.warmupSeconds} s warm-up, autocannon in the bench process |`,
    `| server | ${facts.server} |`,
    `| machine | ${facts.cpus}, ${facts.memory}, ${facts.os} |`,
    `| load average before | ${facts.loadBefore} (1, 5, 15 min) |`,
    `| Node | ${facts.node} (server and bench) |`,
    `| commit | ${facts.commit} |`,
    `| server warnings/errors during the load | ${facts.serverProblems} |`,
    '',
    `| ${HEADERS.join(' | ')} |`,
    `|${align.join('|')}|`,
    ...rows.map((row) => `| ${row.cells.map(escapeCell).join(' | ')} |`),
    '',
    ...failures,
    'Targets (DESIGN.md, "Numbers we hold ourselves to"): on the large seed each list endpoint answers',
    'at p99 under 50 ms at 50 concurrent connections on one 2-core machine, on SQLite and on PostgreSQL;',
    'a feed page reaches at least 40 % of the req/s of `/api/user/me` in the same run (issue 23).',
    '',
    '"× health" is a route\'s req/s relative to that baseline. req/s is the mean of per-second samples;',
    'p50/p99 are latencies seen by the client, in whole milliseconds. non-2xx and errors count answers',
    'and socket errors during the load; any of them flags the route. "server µs/req" and "pg µs/req" are',
    'CPU time of the server process and of all PostgreSQL processes on the machine per request. "others"',
    'is the share of all cores used by other processes during the load: when it is high, req/s and',
    'latencies are depressed by them, and only the µs/req columns compare across runs.',
    '',
  ].join('\n');
}
