import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'pp-config-'));

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const dir = tempDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seed).toBe('demo');
    expect(config.productSlug).toBe('pflegepuls');
    expect(config.geodataDir).toBe(path.join(dir, 'geodata'));
    expect(config.isSecure).toBe(false);
    expect(config.serverProcesses).toBe(1);
    expect(config.newAreaFormUrl).toMatch(/^mailto:/);
    expect(
      loadConfig({ DATA_DIR: dir, NEW_AREA_FORM_URL: 'https://forms.example.org/bereich' }).newAreaFormUrl,
    ).toBe('https://forms.example.org/bereich');
  });

  it('generates the session secret into DATA_DIR once and keeps it', () => {
    const dir = tempDir();
    const first = loadConfig({ DATA_DIR: dir }).sessionSecret;
    expect(first.length).toBeGreaterThanOrEqual(48);
    expect(readFileSync(path.join(dir, 'session-secret'), 'utf8').trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(first);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['SEED', 'alles'],
    ['SESSION_SECRET', 'kurz'],
    ['NEW_AREA_FORM_URL', 'http://formular.example.org'],
    ['NEW_AREA_FORM_URL', 'javascript:alert(1)'],
    ['SERVER_PROCESSES', '0'],
    ['SERVER_PROCESSES', 'zwei'],
    ['SERVER_PROCESSES', '1.5'],
  ])('stops with one line naming %s=%s', (name, value) => {
    const run = () => loadConfig({ DATA_DIR: tempDir(), [name]: value });
    expect(run).toThrow(ConfigError);
    try {
      run();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain(`${name}=`);
      expect(message.split('\n')).toHaveLength(1);
    }
  });

  it('takes several server processes only with Redis between them', () => {
    const dir = tempDir();
    expect(() => loadConfig({ DATA_DIR: dir, SERVER_PROCESSES: '2' })).toThrow(
      'SERVER_PROCESSES über 1 braucht REDIS_URL',
    );
    const config = loadConfig({
      DATA_DIR: dir,
      SERVER_PROCESSES: '2',
      REDIS_URL: 'redis://127.0.0.1:6379/3',
    });
    expect(config.serverProcesses).toBe(2);
  });

  it('configures Apple only with all four settings and reads literal \\n in the key', () => {
    const pem = generateKeyPairSync('ec', { namedCurve: 'P-256' })
      .privateKey.export({ format: 'pem', type: 'pkcs8' })
      .toString()
      .trim();
    const apple = {
      APPLE_CLIENT_ID: 'de.pflegepuls.web',
      APPLE_TEAM_ID: 'TEAM',
      APPLE_KEY_ID: 'KEY',
      APPLE_PRIVATE_KEY: pem.replaceAll('\n', '\\n'),
    };
    const config = loadConfig({ DATA_DIR: tempDir(), ...apple });
    expect(config.apple).toEqual({
      clientId: 'de.pflegepuls.web',
      teamId: 'TEAM',
      keyId: 'KEY',
      privateKey: pem,
      authUrl: 'https://appleid.apple.com',
    });
    expect(loadConfig({ DATA_DIR: tempDir(), ...apple, APPLE_KEY_ID: '' }).apple).toBeNull();
    expect(loadConfig({ DATA_DIR: tempDir() }).apple).toBeNull();
  });

  it('refuses an unreadable APPLE_PRIVATE_KEY without printing it', () => {
    const run = () => loadConfig({ DATA_DIR: tempDir(), APPLE_PRIVATE_KEY: 'geheimer-schluessel' });
    expect(run).toThrow(/APPLE_PRIVATE_KEY=/);
    expect(run).not.toThrow(/geheimer-schluessel/);
  });

  it('takes extra push hosts only in tests', () => {
    const dir = tempDir();
    expect(loadConfig({ DATA_DIR: dir }).pushTestHosts).toEqual([]);
    expect(
      loadConfig({ DATA_DIR: dir, NODE_ENV: 'test', PUSH_TEST_HOSTS: 'push.example.com, push2.example.com' })
        .pushTestHosts,
    ).toEqual(['push.example.com', 'push2.example.com']);
    for (const NODE_ENV of ['production', 'development']) {
      expect(() => loadConfig({ DATA_DIR: dir, NODE_ENV, PUSH_TEST_HOSTS: 'push.example.com' })).toThrow(
        /^Ungültige Konfiguration: PUSH_TEST_HOSTS/,
      );
    }
  });

  it('treats an https PUBLIC_URL as secure', () => {
    expect(
      loadConfig({ DATA_DIR: tempDir(), NODE_ENV: 'production', PUBLIC_URL: 'https://pflegepuls.de' })
        .isSecure,
    ).toBe(true);
  });

  it.each([
    ['HOST', '0.0.0.0'],
    ['HOST', '192.168.1.20'],
    ['HOST', '::'],
    ['PUBLIC_URL', 'https://pflegepuls.example'],
  ])('refuses development mode (the default) with %s=%s in one line saying why', (name, value) => {
    for (const env of [{}, { NODE_ENV: 'development' }]) {
      const run = () => loadConfig({ DATA_DIR: tempDir(), ...env, [name]: value });
      expect(run).toThrow(ConfigError);
      expect(run).toThrow(`${name}="${value}"`);
      expect(run).toThrow('/dev/mails');
      try {
        run();
      } catch (error) {
        expect((error as Error).message.split('\n')).toHaveLength(1);
      }
    }
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://pflegepuls.example' };
    expect(loadConfig({ DATA_DIR: tempDir(), ...production, [name]: value }).env).toBe('production');
  });

  it.each(['127.0.0.1', 'localhost', '::1', '127.0.0.2'])('keeps development mode on HOST=%s', (host) => {
    const config = loadConfig({ DATA_DIR: tempDir(), HOST: host, PUBLIC_URL: 'http://localhost:3000' });
    expect(config.env).toBe('development');
    expect(config.host).toBe(host);
  });
});
