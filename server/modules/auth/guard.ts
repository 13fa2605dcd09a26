import type { Cache } from '../../cache';
import { AppError, ERR } from '../../http/errors';
import { checkCaptcha } from './captcha';

/** Failures (wrong SMS code or password) allowed per phone and per IP in the window before a captcha is needed. */
export const FAILURE_LIMIT = 3;
export const FAILURE_WINDOW_SECONDS = 15 * 60;

const phoneKey = (phone: string) => `authfail:phone:${phone}`;
const ipKey = (ip: string) => `authfail:ip:${ip}`;

export async function recordFailure(cache: Cache, phone: string, ip: string) {
  await Promise.all([cache.incr(phoneKey(phone), FAILURE_WINDOW_SECONDS), cache.incr(ipKey(ip), FAILURE_WINDOW_SECONDS)]);
}

export async function needsCaptcha(cache: Cache, phone: string, ip: string): Promise<boolean> {
  const [p, i] = await Promise.all([cache.get(phoneKey(phone)), cache.get(ipKey(ip))]);
  return Number(p ?? 0) >= FAILURE_LIMIT || Number(i ?? 0) >= FAILURE_LIMIT;
}

/**
 * While a phone or IP is over the failure limit, every attempt must carry a correct, unused captcha
 * (10408 without one, 10409 when wrong). The IP counter is not cleared by a success, or one good
 * account would reset the limit for guesses at others.
 */
export async function guardAttempt(cache: Cache, phone: string, ip: string, captcha: { key?: string; answer?: string }) {
  if (await needsCaptcha(cache, phone, ip)) await checkCaptcha(cache, captcha.key, captcha.answer);
}

export async function clearPhoneFailures(cache: Cache, phone: string) {
  await cache.del(phoneKey(phone));
}

/** Runs an attempt; an AppError with one of `codes` counts as a failure before it propagates. */
export async function countingFailures<T>(
  cache: Cache,
  phone: string,
  ip: string,
  codes: number[],
  attempt: () => Promise<T>,
): Promise<T> {
  try {
    return await attempt();
  } catch (err) {
    if (err && typeof err === 'object' && codes.includes((err as { code?: number }).code as number)) {
      await recordFailure(cache, phone, ip);
    }
    throw err;
  }
}

/** A fixed-window limit for cheap abuse (captcha images, visitor ids, page views): 429 over `max` per window. */
export async function rateLimit(cache: Cache, key: string, max: number, windowSeconds = 60) {
  const n = await cache.incr(`rl:${key}`, windowSeconds);
  if (n > max) throw new AppError(ERR.TOO_MANY, '请求过于频繁，请稍后再试');
}
