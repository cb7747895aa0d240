import { describe, expect, it } from 'vitest';
import { buildMedkaiFrameUrl, isMedkaiLoadedMessage } from './frame.ts';

describe('MedKai frame', () => {
  it('adds the member id and hash to the partner’s own query', () => {
    expect(buildMedkaiFrameUrl('https://scan.example/app?lang=de', 7, 'v2.ab')).toBe(
      'https://scan.example/app?lang=de&uid=7&medkaiHash=v2.ab',
    );
  });

  it('accepts the loaded message only from the partner’s origin', () => {
    const partner = 'https://scan.example/app';
    const loaded = { type: 'medkai:loaded' };
    expect(isMedkaiLoadedMessage({ origin: 'https://scan.example', data: loaded }, partner)).toBe(true);
    expect(isMedkaiLoadedMessage({ origin: 'https://evil.example', data: loaded }, partner)).toBe(false);
    expect(isMedkaiLoadedMessage({ origin: 'https://scan.example', data: 'medkai:loaded' }, partner)).toBe(
      false,
    );
    expect(isMedkaiLoadedMessage({ origin: 'https://scan.example', data: null }, partner)).toBe(false);
  });
});
