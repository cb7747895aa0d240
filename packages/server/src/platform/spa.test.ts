import { describe, expect, it } from 'vitest';
import { createStartLinks } from './spa.ts';

/** The <meta> lists as the build writes them (vite.config.ts), attribute-escaped. */
const TEMPLATE = `<head>
<meta name="app-entry" content="/assets/index-a.js">
<meta name="app-preload" content="/assets/b.js">
<meta name="app-route-preload" content="/registrieren=/assets/landing.js;/feed=/assets/member.js /assets/b.js">
<meta name="app-route-data" content="/feed=/api/feed?tab=my&amp;take=10 /api/channels;/moments=/api/moments?take=5">
<script src="/boot.js"></script></head>`;

const links = createStartLinks(TEMPLATE);

describe('the preload links the server writes into a page', () => {
  it("names the entry, its preloads and the path's chunks once each, and a member's first answers", () => {
    expect(links('/feed', true)).toBe(
      '<link rel="modulepreload" href="/assets/index-a.js">' +
        '<link rel="modulepreload" href="/assets/b.js">' +
        '<link rel="modulepreload" href="/assets/member.js">' +
        '<link rel="preload" href="/api/feed?tab=my&#38;take=10" as="fetch" crossorigin="anonymous">' +
        '<link rel="preload" href="/api/channels" as="fetch" crossorigin="anonymous">',
    );
    expect(links('/feed/', true)).toBe(links('/feed', true));
  });

  it('preloads no answers for a visitor or a path with parameters, whose first answers differ', () => {
    const modulesOnly =
      '<link rel="modulepreload" href="/assets/index-a.js">' +
      '<link rel="modulepreload" href="/assets/b.js">' +
      '<link rel="modulepreload" href="/assets/member.js">';
    expect(links('/feed', false)).toBe(modulesOnly);
    expect(links('/feed?tab=discover', true)).toBe(modulesOnly);
  });

  it('preloads only the entry on other paths, and nothing on the landing page (boot.js starts it after its first paint)', () => {
    expect(links('/netzwerk', true)).toBe(
      '<link rel="modulepreload" href="/assets/index-a.js"><link rel="modulepreload" href="/assets/b.js">',
    );
    expect(links('/registrieren', false)).toBe('');
    expect(links('/registrieren/', true)).toBe('');
  });

  it('writes nothing without a build (no entry named)', () => {
    expect(createStartLinks('<head><script src="/boot.js"></script></head>')('/feed', true)).toBe('');
  });
});
