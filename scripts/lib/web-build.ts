import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');
const webDir = path.join(repoRoot, 'packages/web');
const builtIndex = path.join(webDir, 'dist/index.html');
const SOURCES = [
  path.join(webDir, 'src'),
  path.join(webDir, 'public'),
  path.join(webDir, 'index.html'),
  path.join(webDir, 'vite.config.ts'),
  path.join(repoRoot, 'packages/shared/src'),
  path.join(repoRoot, 'package-lock.json'),
];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** True when the SPA has no build or a source is newer than it. */
export function isWebBuildStale(): boolean {
  if (!existsSync(builtIndex)) return true;
  const built = statSync(builtIndex).mtimeMs;
  return SOURCES.some((source) => newestMtime(source) > built);
}

/** Builds the SPA when it is missing or older than its sources; throws when the build fails. */
export function ensureWebBuilt(): void {
  if (!isWebBuildStale()) return;
  console.log('Baue die Weboberfläche …');
  const result = spawnSync('npm', ['run', 'build', '-w', '@pflegepuls/web'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('Der Build der Weboberfläche ist fehlgeschlagen.');
}
