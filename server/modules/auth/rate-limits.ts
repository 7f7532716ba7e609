import type { RateLimitRule } from '../../lib/rate-limiter.ts';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * Limits on the credential endpoints. Per e-mail+IP stops guessing one account's password from one
 * place; per e-mail slows a distributed attack on one account while staying high enough that a
 * stranger cannot cheaply lock the owner out; per IP caps spraying many accounts from one place.
 * The password grant of /api/auth/token shares the sign-in counters, so alternating endpoints buys nothing.
 */
export const AUTH_RATE_LIMITS = {
  signInPerEmailAndIp: { limit: 10, windowSeconds: 15 * MINUTE },
  signInPerEmail: { limit: 100, windowSeconds: HOUR },
  signInPerIp: { limit: 50, windowSeconds: 15 * MINUTE },
  signUpPerIp: { limit: 10, windowSeconds: HOUR },
  signUpPerEmail: { limit: 5, windowSeconds: HOUR },
  recoverPerEmail: { limit: 3, windowSeconds: HOUR },
  recoverPerIp: { limit: 10, windowSeconds: HOUR },
  resetPerIp: { limit: 10, windowSeconds: 15 * MINUTE },
  refreshGrantPerIp: { limit: 120, windowSeconds: 15 * MINUTE },
  /** Browsers refresh about once an hour per tab; this only stops scripted guessing. */
  refreshPerIp: { limit: 120, windowSeconds: 15 * MINUTE },
} as const satisfies Record<string, RateLimitRule>;

type LimitCheck = { key: string; rule: RateLimitRule };

export function signInLimits(options: { email: string; ip: string }): LimitCheck[] {
  return [
    {
      key: `auth:signin:email-ip:${options.email}:${options.ip}`,
      rule: AUTH_RATE_LIMITS.signInPerEmailAndIp,
    },
    { key: `auth:signin:email:${options.email}`, rule: AUTH_RATE_LIMITS.signInPerEmail },
    { key: `auth:signin:ip:${options.ip}`, rule: AUTH_RATE_LIMITS.signInPerIp },
  ];
}

export function signUpLimits(options: { email: string; ip: string }): LimitCheck[] {
  return [
    { key: `auth:signup:ip:${options.ip}`, rule: AUTH_RATE_LIMITS.signUpPerIp },
    { key: `auth:signup:email:${options.email}`, rule: AUTH_RATE_LIMITS.signUpPerEmail },
  ];
}

export function recoverLimits(options: { email: string; ip: string }): LimitCheck[] {
  return [
    { key: `auth:recover:email:${options.email}`, rule: AUTH_RATE_LIMITS.recoverPerEmail },
    { key: `auth:recover:ip:${options.ip}`, rule: AUTH_RATE_LIMITS.recoverPerIp },
  ];
}

export function resetLimits(options: { ip: string }): LimitCheck[] {
  return [{ key: `auth:reset:ip:${options.ip}`, rule: AUTH_RATE_LIMITS.resetPerIp }];
}

export function refreshGrantLimits(options: { ip: string }): LimitCheck[] {
  return [{ key: `auth:token-refresh:ip:${options.ip}`, rule: AUTH_RATE_LIMITS.refreshGrantPerIp }];
}

export function refreshLimits(options: { ip: string }): LimitCheck[] {
  return [{ key: `auth:refresh:ip:${options.ip}`, rule: AUTH_RATE_LIMITS.refreshPerIp }];
}
