/**
 * Loopback checks for what must stay on the developer's own machine (`/dev/mails`). They look at
 * the socket and the raw Host header only: X-Forwarded-For and X-Forwarded-Host are set by
 * whoever sends the request, so they never count here, not even with TRUST_PROXY.
 */
import { isIP } from 'node:net';

const IPV4_LOOPBACK = /^127(?:\.(?:25[0-5]|2[0-4]\d|1?\d?\d)){3}$/;

/** True for 127.0.0.0/8, ::1 and IPv4-mapped 127.x addresses. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const lower = address.toLowerCase();
  const v4 = lower.startsWith('::ffff:') ? lower.slice('::ffff:'.length) : lower;
  if (isIP(v4) === 4) return IPV4_LOOPBACK.test(v4);
  return isIP(lower) === 6 && (lower === '::1' || lower === '0:0:0:0:0:0:0:1');
}

/** True for a listen address on loopback: `localhost`, 127.0.0.0/8 or ::1. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  return bare.toLowerCase() === 'localhost' || isLoopbackAddress(bare);
}

/**
 * True for a Host header that names loopback (`127.0.0.1`, `localhost`, `[::1]`, any port).
 * A DNS-rebinding page reaches the server over loopback but sends its own name as Host.
 */
export function isLoopbackHostHeader(header: string | undefined): boolean {
  if (!header) return false;
  const match = /^(\[[^\]]+\]|[^:[\]]+)(?::\d{1,5})?$/.exec(header.trim());
  return match !== null && isLoopbackHost(match[1]!);
}
