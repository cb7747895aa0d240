import type { TLimit } from '../../platform/limiter.ts';

const MINUTE = 60_000;

/** Rate limits of the authentication endpoints (per IP, per account, per e-mail address). */
export const AUTH_LIMITS = {
  loginPerMinute: { name: 'login-ip-min', max: 6, windowMs: MINUTE },
  loginPerHour: { name: 'login-ip-hour', max: 30, windowMs: 60 * MINUTE },
  /** Wrong passwords for one address from one IP: stops a guesser without locking out the member. */
  failedLoginsPerAddressAndIp: { name: 'login-fail-address-ip', max: 10, windowMs: 60 * MINUTE },
  /** Wrong passwords for one address from anywhere: a guesser with many IPs is throttled here. */
  failedLoginsPerAddress: { name: 'login-fail-address', max: 100, windowMs: 60 * MINUTE },
  /** While an address is throttled, its member gets one login link per window. */
  throttleMailsPerAddress: { name: 'login-throttle-mail', max: 1, windowMs: 60 * MINUTE },
  mailsPerAddress: { name: 'auth-mail-address', max: 5, windowMs: 30 * MINUTE },
  mailsPerIp: { name: 'auth-mail-ip', max: 25, windowMs: 5 * MINUTE },
  registrationsPerIp: { name: 'register-ip', max: 5, windowMs: 30 * MINUTE },
} satisfies Record<string, TLimit>;

/** Token lifetimes: a reset link holds 30 minutes, a one-time login link 10. */
export const TOKEN_LIFETIME_MS = {
  password_reset: 30 * MINUTE,
  one_time_login: 10 * MINUTE,
} as const;
