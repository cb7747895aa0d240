/**
 * The restore drill: a running server gets members, posts and an uploaded file; `npm run backup`
 * runs while it serves; what is written afterwards must not come back; the backup is restored
 * into a fresh data folder (SQLite) or a fresh database (PostgreSQL); a server started on it
 * finds every item written before the backup, and the old session still works.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openTab, runCli, send, startServer, type TServer } from '../test/server-process.ts';
import { testDialect } from '../test/harness.ts';
import { openDatabase } from './db/index.ts';

const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** The server's environment for a command-line tool on the same data. */
function envOf(server: TServer): Record<string, string> {
  const { dataDir, databaseUrl, schema } = server.databaseOptions;
  return {
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema! } : {}),
  };
}

describe(`backup and restore on ${testDialect}`, () => {
  it(
    'restores everything written before a backup taken while the server runs',
    { timeout: 240_000 },
    async () => {
      const server = await startServer({ SEED: 'none' });
      cleanups.push(() => server.stop());
      const tab = await openTab(server.url);
      const register = await send(server.url, tab, 'POST', '/api/user/register', {
        firstname: 'Sicher',
        lastname: 'Ung',
        email: 'sicher.ung@example.org',
        password: 'Nachtdienst-bis-Sechs',
        accept_terms: true,
      });
      expect(register.status).toBe(200);
      const channels = (await (await send(server.url, tab, 'GET', '/api/channels')).json()) as {
        data: Array<{ id: number }>;
      };
      const bodies = ['Übergabe um sechs', 'Neue Dienstplanung', 'Fortbildung Wundversorgung'];
      for (const body of bodies) {
        const created = await send(server.url, tab, 'POST', '/api/posts', {
          body,
          channelId: channels.data[0]!.id,
        });
        expect(created.status, await created.clone().text()).toBe(201);
      }
      // A stored file as uploads keep them (the copy of DATA_DIR/uploads is what is checked).
      const upload = path.join(server.dataDir, 'uploads', 'posts', 'drill.webp');
      mkdirSync(path.dirname(upload), { recursive: true });
      writeFileSync(upload, randomBytes(2048));

      const backupDir = path.join(mkdtempSync(path.join(tmpdir(), 'pp-backup-')), 'sicherung');
      cleanups.push(async () => rmSync(path.dirname(backupDir), { recursive: true, force: true }));
      const backup = await runCli('backup', [backupDir], envOf(server));
      expect(backup.code, backup.output).toBe(0);
      expect(backup.output).toContain('Sicherung geschrieben');

      const late = await send(server.url, tab, 'POST', '/api/posts', {
        body: 'Nach der Sicherung',
        channelId: channels.data[0]!.id,
      });
      expect(late.status).toBe(201);

      // A fresh place: an empty data folder, and on PostgreSQL a database of its own (same schema name).
      const restoredDir = mkdtempSync(path.join(tmpdir(), 'pp-restored-'));
      const place: { dataDir: string; databaseUrl?: string; schema?: string } = { dataDir: restoredDir };
      if (server.databaseOptions.databaseUrl) {
        const name = `drill_${randomBytes(4).toString('hex')}`;
        const admin = new pg.Client({ connectionString: server.databaseOptions.databaseUrl });
        await admin.connect();
        await admin.query(`CREATE DATABASE ${name}`);
        await admin.end();
        cleanups.push(async () => {
          const client = new pg.Client({ connectionString: server.databaseOptions.databaseUrl });
          await client.connect();
          await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          await client.end();
        });
        const url = new URL(server.databaseOptions.databaseUrl);
        url.pathname = `/${name}`;
        Object.assign(place, { databaseUrl: url.toString(), schema: server.databaseOptions.schema });
      }
      const targetEnv = {
        DATA_DIR: restoredDir,
        ...(place.databaseUrl ? { DATABASE_URL: place.databaseUrl, DATABASE_SCHEMA: place.schema! } : {}),
      };
      const restore = await runCli('restore', [backupDir], targetEnv);
      expect(restore.code, restore.output).toBe(0);
      // Not a second time: the target is no longer empty.
      const again = await runCli('restore', [backupDir], targetEnv);
      expect(again.code).toBe(1);
      expect(again.output).toContain('Ziel ist nicht leer');

      const restored = await startServer({ SEED: 'none' }, place);
      cleanups.push(() => restored.stop());
      // The session cookie of before the backup still works: sessions and the secret came back.
      const feed = await send(restored.url, { ...tab }, 'GET', '/api/feed?take=50');
      expect(feed.status).toBe(200);
      const texts = JSON.stringify(await feed.json());
      for (const body of bodies) expect(texts).toContain(body);
      expect(texts).not.toContain('Nach der Sicherung');
      expect(readFileSync(path.join(restoredDir, 'uploads', 'posts', 'drill.webp'))).toEqual(
        readFileSync(upload),
      );
    },
  );

  it(
    'keeps every acknowledged write when the server is killed hard (SIGKILL)',
    { timeout: 120_000 },
    async () => {
      const server = await startServer({ SEED: 'none' });
      cleanups.push(() => server.stop());
      const tab = await openTab(server.url);
      const register = await send(server.url, tab, 'POST', '/api/user/register', {
        firstname: 'Harter',
        lastname: 'Abbruch',
        email: 'harter.abbruch@example.org',
        password: 'Nachtdienst-bis-Sechs',
        accept_terms: true,
      });
      expect(register.status).toBe(200);
      const channels = (await (await send(server.url, tab, 'GET', '/api/channels')).json()) as {
        data: Array<{ id: number }>;
      };
      const bodies = Array.from({ length: 20 }, (_, i) => `Quittiert vor dem Abbruch ${i + 1}`);
      for (const body of bodies) {
        const created = await send(server.url, tab, 'POST', '/api/posts', {
          body,
          channelId: channels.data[0]!.id,
        });
        expect(created.status).toBe(201);
      }
      // No shutdown code runs: what was answered 201 must already be on disk (or in PostgreSQL).
      expect(await server.signal('SIGKILL')).toBeNull();
      const database = await openDatabase(server.databaseOptions);
      try {
        const rows = await database.db
          .selectFrom('posts')
          .select('body')
          .where('body', 'like', 'Quittiert%')
          .execute();
        expect(rows.map((r) => r.body).sort()).toEqual([...bodies].sort());
      } finally {
        await database.close();
      }
    },
  );
});
