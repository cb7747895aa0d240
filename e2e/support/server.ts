export { repoRoot, startServer, type TServer } from '../../packages/server/src/test/server-process.ts';
