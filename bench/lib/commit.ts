import { execFileSync } from 'node:child_process';
import { REPO_ROOT } from '../config.ts';

/** The checked-out commit, marked when the working tree differs from it (for the results files). */
export function readCommit(): string {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
  try {
    const commit = git('rev-parse', '--short', 'HEAD');
    // --no-optional-locks: never take index.lock while someone else may be committing.
    const changes = git('--no-optional-locks', 'status', '--porcelain', '--untracked-files=no');
    return changes ? `${commit} + uncommitted changes` : commit;
  } catch {
    return 'unknown';
  }
}
