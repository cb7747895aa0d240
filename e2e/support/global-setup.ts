import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data folder the demo seed was written into once for the whole run (SQLite only). */
    e2eTemplateDir: string | null;
  }
}

let templateDir: string | null = null;

/**
 * The demo seed takes most of a server's start (about 20 s of 25 on the 2-core machine). On SQLite
 * the run seeds one data folder here, through a real server start and a clean SIGTERM, and every test
 * file's server starts on a copy of it (fixture.ts). PostgreSQL runs keep seeding per file.
 */
export async function setup(project: TestProject) {
  if (process.env['TEST_DB'] === 'postgres') {
    project.provide('e2eTemplateDir', null);
    return;
  }
  templateDir = mkdtempSync(path.join(tmpdir(), 'pp-e2e-template-'));
  const server = await startServer({}, { dataDir: templateDir });
  const code = await server.signal('SIGTERM');
  if (code !== 0) throw new Error(`Vorlage der Demo-Daten: Server endete mit ${code}\n${server.output()}`);
  project.provide('e2eTemplateDir', templateDir);
}

export function teardown() {
  if (templateDir) rmSync(templateDir, { recursive: true, force: true });
}
