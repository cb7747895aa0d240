import { describe, expect, it } from 'vitest';
import { readLandingQuery } from './landing-query.ts';

describe('readLandingQuery (001 §2.1)', () => {
  it('opens the new-password mode when e-mail and hash are both present', () => {
    expect(readLandingQuery('?email=marie%40example.org&hash=abc123')).toEqual({
      kind: 'new-password',
      email: 'marie@example.org',
      hash: 'abc123',
    });
  });

  it('requests a one-time login for an e-mail alone', () => {
    expect(readLandingQuery('?email=marie%40example.org')).toEqual({
      kind: 'one-time-login',
      email: 'marie@example.org',
    });
  });

  it('sanitises the values before using them', () => {
    expect(readLandingQuery('?email=%3Cb%3Ea%40b.de%3C%2Fb%3E&hash=%20h%3Cx%3E%20')).toEqual({
      kind: 'new-password',
      email: 'a@b.de',
      hash: 'h',
    });
  });

  it('does nothing without an e-mail', () => {
    expect(readLandingQuery('?hash=abc')).toEqual({ kind: 'none' });
    expect(readLandingQuery('')).toEqual({ kind: 'none' });
  });
});
