/** `npm start`: builds what is stale, then migrates, imports postal data, seeds and serves. */
import { ensureWebBuilt } from './lib/web-build.ts';

ensureWebBuilt();
const { main } = await import('../packages/server/src/main.ts');
await main();
