import { afterAll, describe, expect, it } from 'vitest';
import type { TLegalAnswer } from '@pflegepuls/shared';
import { loadConfig, missingLegalDetails } from '../../config.ts';
import { createTestApp, testDialect, type TTestApp } from '../../test/harness.ts';
import { openVisitor } from '../../test/member.ts';

const apps: TTestApp[] = [];
afterAll(() => Promise.all(apps.map((t) => t.close())));

async function legalOf(env: Record<string, string>) {
  const t = await createTestApp(env);
  apps.push(t);
  const visitor = await openVisitor(t);
  const response = await visitor.get('/api/legal');
  expect(response.statusCode).toBe(200);
  return (response.json() as TLegalAnswer).data;
}

describe(`GET /api/legal on ${testDialect}`, () => {
  it('answers the configured operator details to visitors, address lines split at |', async () => {
    const legal = await legalOf({
      LEGAL_OPERATOR: 'Pflegepuls GmbH',
      LEGAL_ADDRESS: 'Musterstraße 1 | 10115 Berlin',
      LEGAL_REPRESENTED_BY: 'Geschäftsführerin: Anna Beispiel',
      LEGAL_REGISTER: 'Amtsgericht Berlin-Charlottenburg, HRB 123456',
      LEGAL_VAT_ID: 'DE123456789',
      LEGAL_EMAIL: 'kontakt@example.org',
    });
    expect(legal).toEqual({
      operator: 'Pflegepuls GmbH',
      address: ['Musterstraße 1', '10115 Berlin'],
      representedBy: 'Geschäftsführerin: Anna Beispiel',
      register: 'Amtsgericht Berlin-Charlottenburg, HRB 123456',
      vatId: 'DE123456789',
      email: 'kontakt@example.org',
      // Without its own address, privacy questions go to the contact address.
      privacyEmail: 'kontakt@example.org',
      contentResponsible: null,
    });
  });

  it('answers nulls for what is not configured', async () => {
    const legal = await legalOf({});
    expect(legal).toEqual({
      operator: null,
      address: [],
      representedBy: null,
      register: null,
      vatId: null,
      email: null,
      privacyEmail: null,
      contentResponsible: null,
    });
  });
});

describe('missingLegalDetails', () => {
  const base = { SESSION_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/pp-legal-config' };

  it('names what an imprint needs and is missing', () => {
    expect(missingLegalDetails(loadConfig(base))).toEqual(['LEGAL_OPERATOR', 'LEGAL_ADDRESS', 'LEGAL_EMAIL']);
    expect(
      missingLegalDetails(
        loadConfig({
          ...base,
          LEGAL_OPERATOR: 'Pflegepuls GmbH',
          LEGAL_ADDRESS: 'Musterstraße 1',
          LEGAL_EMAIL: 'a@b.de',
        }),
      ),
    ).toEqual([]);
  });

  it('refuses a contact address that is not one', () => {
    expect(() => loadConfig({ ...base, LEGAL_EMAIL: 'kein-mail' })).toThrow(/LEGAL_EMAIL/);
  });
});
