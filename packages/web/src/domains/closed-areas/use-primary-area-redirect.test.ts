import { describe, expect, it } from 'vitest';
import { getPrimaryAreaRedirect } from './use-primary-area-redirect.ts';

const withArea = { primaryClosedArea: { id: 1, name: 'Urocampus' }, goToAreaAfterLogin: true };

describe('getPrimaryAreaRedirect', () => {
  it('goes to the Startbereich from / and /feed', () => {
    expect(getPrimaryAreaRedirect(withArea, '/', '')).toBe('/closed_area/1');
    expect(getPrimaryAreaRedirect(withArea, '/feed', '?tab=discover')).toBe('/closed_area/1');
  });

  it('stays for other paths, notification deep links and without the flag or an area', () => {
    expect(getPrimaryAreaRedirect(withArea, '/netzwerk', '')).toBeNull();
    expect(
      getPrimaryAreaRedirect(withArea, '/feed', '?notification-model=post&notification-identifier=3'),
    ).toBeNull();
    expect(getPrimaryAreaRedirect({ ...withArea, goToAreaAfterLogin: false }, '/feed', '')).toBeNull();
    expect(
      getPrimaryAreaRedirect({ primaryClosedArea: null, goToAreaAfterLogin: true }, '/feed', ''),
    ).toBeNull();
  });
});
