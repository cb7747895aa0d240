/** `npm run dev`: the server with reload on change and Vite's dev server with a proxy to it. */
import { spawn } from 'node:child_process';
import { repoRoot } from './lib/web-build.ts';

const children = [
  spawn('node', ['--watch', 'packages/server/src/main.ts'], { cwd: repoRoot, stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@pflegepuls/web'], { cwd: repoRoot, stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
