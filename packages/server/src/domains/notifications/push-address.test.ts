import { describe, expect, it } from 'vitest';
import { isPublicAddress, lookupPublicAddress } from './push.ts';

describe('push connections only to public addresses (SSRF)', () => {
  it.each([
    ['127.0.0.1', 4, false],
    ['10.1.2.3', 4, false],
    ['172.20.0.5', 4, false],
    ['192.168.178.1', 4, false],
    ['169.254.169.254', 4, false],
    ['100.64.0.1', 4, false],
    ['0.0.0.0', 4, false],
    ['::1', 6, false],
    ['fd00::1', 6, false],
    ['fe80::1', 6, false],
    ['::ffff:127.0.0.1', 6, false],
    ['142.250.185.74', 4, true],
    ['2a00:1450:4001:82b::200a', 6, true],
  ] as const)('%s is public: %s', (address, family, expected) => {
    expect(isPublicAddress(address, family)).toBe(expected);
  });

  it('refuses a name that resolves to this machine', async () => {
    const error = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      lookupPublicAddress('localhost', {}, (lookupError) => resolve(lookupError)),
    );
    expect(error?.code).toBe('ENOTPUBLIC');
  });
});
