/**
 * `npm test`: typecheck, lint, unit and integration tests (SQLite, and PostgreSQL when
 * TEST_DATABASE_URL is set), then the e2e flows in Chromium. Ends with one line
 * `N passed, N failed` for the whole run.
 */
import { spawn, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureWebBuilt, repoRoot } from './lib/web-build.ts';

const startedAt = Date.now();
let passed = 0;
let failed = 0;
const failures: string[] = [];
const reportDir = mkdtempSync(path.join(tmpdir(), 'pp-test-report-'));

function banner(title: string) {
  console.log(`\n━━━ ${title} ${'━'.repeat(Math.max(0, 70 - title.length))}`);
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  return spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, ...env } });
}

/**
 * Steps that count as one check each and print nothing worth following live (the type checks and
 * the linter): they run side by side, a core each, and each one's output is shown once it ended.
 */
async function checks(steps: Array<{ title: string; command: string; args: string[] }>) {
  const queue = [...steps];
  const runOne = async (step: (typeof steps)[number]) => {
    const child = spawn(step.command, step.args, { cwd: repoRoot, env: process.env });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    banner(step.title);
    if (output) process.stdout.write(output);
    if (code === 0) passed++;
    else {
      failed++;
      failures.push(step.title);
    }
  };
  const lane = async () => {
    for (let step = queue.shift(); step; step = queue.shift()) await runOne(step);
  };
  await Promise.all(Array.from({ length: Math.min(availableParallelism(), steps.length) }, lane));
}

type TVitestReport = {
  numPassedTests: number;
  numFailedTests: number;
  testResults: Array<{
    name: string;
    assertionResults: Array<{ fullName: string; status: string; failureMessages?: string[] }>;
  }>;
};

/**
 * The failed tests by file and name with the first line of their error, for the summary at the end:
 * CI shows only the tail of a long run's output.
 */
function failedTests(json: TVitestReport): string[] {
  return json.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => {
        const reason = (test.failureMessages?.[0] ?? '').split('\n')[0]!.slice(0, 300);
        return `    ${path.relative(repoRoot, file.name)} › ${test.fullName}: ${reason}`;
      }),
  );
}

/** A vitest run whose tests are counted one by one. */
function vitest(title: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  banner(title);
  const report = path.join(reportDir, `${title.replace(/\W+/g, '-')}.json`);
  const result = run(
    'vitest',
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args],
    env,
  );
  if (!existsSync(report)) {
    failed++;
    failures.push(`${title} (kein Testbericht)`);
    return;
  }
  const json = JSON.parse(readFileSync(report, 'utf8')) as TVitestReport;
  passed += json.numPassedTests;
  failed += json.numFailedTests;
  if (json.numFailedTests > 0)
    failures.push(`${title}: ${json.numFailedTests} fehlgeschlagen`, ...failedTests(json));
  else if (result.status !== 0) {
    failed++;
    failures.push(`${title} (Exit-Code ${result.status})`);
  }
}

/** The projects of `npm run typecheck` (`tsc -p <project> && …`), checked one by one here. */
function typecheckProjects(): string[] {
  const manifest = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  return [...manifest.scripts['typecheck']!.matchAll(/tsc -p (\S+)/g)].map((match) => match[1]!);
}

await checks([
  ...typecheckProjects().map((project) => ({
    title: `Typecheck ${project}`,
    command: 'tsc',
    args: ['-p', project],
  })),
  { title: 'Lint', command: 'eslint', args: ['.', '--max-warnings=0'] },
]);
vitest('Unit- und Integrationstests (SQLite)', [], { TEST_DB: 'sqlite' });
if (process.env['TEST_DATABASE_URL']) {
  // In one worker (vitest.config.ts says why).
  vitest('Integrationstests (PostgreSQL)', ['packages/server'], { TEST_DB: 'postgres' });
} else {
  banner('PostgreSQL übersprungen: TEST_DATABASE_URL ist nicht gesetzt');
}

const chromium = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
if (existsSync(chromium)) {
  try {
    ensureWebBuilt();
    vitest('E2E in Chromium', ['--config', 'e2e/vitest.config.ts'], { CHROMIUM_PATH: chromium });
  } catch (error) {
    banner(`Build fehlgeschlagen: ${(error as Error).message}`);
    failed++;
    failures.push('Build der Weboberfläche');
  }
} else {
  const notice = `KEIN CHROMIUM unter ${chromium}: die E2E-Tests werden NICHT ausgeführt (apt-get install chromium).`;
  console.log(`\n${'!'.repeat(notice.length)}\n${notice}\n${'!'.repeat(notice.length)}`);
  if (process.env['E2E_REQUIRED'] === '1') {
    failed++;
    failures.push('E2E: Chromium fehlt, E2E_REQUIRED=1');
  }
}

banner('Ergebnis');
for (const failure of failures) console.log(failure.startsWith(' ') ? failure : `  ✗ ${failure}`);
console.log(`Dauer: ${Math.round((Date.now() - startedAt) / 1000)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
