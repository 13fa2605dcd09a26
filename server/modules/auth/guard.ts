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

/**
 * How an attempt got in: `free` holds one of the FAILURE_LIMIT slots of the phone and of the IP, `captcha` spent a
 * correct captcha answer. End it with settleAttempt.
 */
export type AttemptPass = { phone: string; ip: string; kind: 'free' | 'captcha' };

/**
 * Lets one attempt through, or refuses it. The first FAILURE_LIMIT attempts per phone and per IP in the window are
 * free: each reserves its slot before anything is checked (one atomic step), so no number of concurrent requests
 * gets more than FAILURE_LIMIT of them checked. Past that, every attempt must carry a correct, unused captcha
 * (10408 without one, 10409 when wrong).
 */
export async function admitAttempt(
  cache: Cache,
  phone: string,
  ip: string,
  captcha: { key?: string; answer?: string },
): Promise<AttemptPass> {
  if ((await cache.incrUpTo(phoneKey(phone), FAILURE_LIMIT, FAILURE_WINDOW_SECONDS)) !== null) {
    if ((await cache.incrUpTo(ipKey(ip), FAILURE_LIMIT, FAILURE_WINDOW_SECONDS)) !== null) return { phone, ip, kind: 'free' };
    await cache.decr(phoneKey(phone));
  }
  await checkCaptcha(cache, captcha.key, captcha.answer);
  return { phone, ip, kind: 'captcha' };
}

/**
 * Ends an admitted attempt. A failure keeps its slot (or, past the limit, is counted). A success clears the phone's
 * counter and gives the IP its slot back: the IP counter is never cleared, or one good account would reset the
 * limit for guesses at others. Anything else (a locked account, an internal error) gives both slots back.
 */
export async function settleAttempt(cache: Cache, pass: AttemptPass, outcome: 'failure' | 'success' | 'void') {
  if (outcome === 'failure') {
    if (pass.kind === 'captcha') await recordFailure(cache, pass.phone, pass.ip);
    return;
  }
  if (outcome === 'success') await cache.del(phoneKey(pass.phone));
  else if (pass.kind === 'free') await cache.decr(phoneKey(pass.phone));
  if (pass.kind === 'free') await cache.decr(ipKey(pass.ip));
}

export async function clearPhoneFailures(cache: Cache, phone: string) {
  await cache.del(phoneKey(phone));
}

const hasCode = (err: unknown, codes: number[]) =>
  !!err && typeof err === 'object' && codes.includes((err as { code?: number }).code as number);

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
    if (hasCode(err, codes)) await recordFailure(cache, phone, ip);
    throw err;
  }
}

/** admitAttempt + the attempt + settleAttempt: an AppError with one of `failures` is a failure. */
export async function guardedAttempt<T>(
  cache: Cache,
  phone: string,
  ip: string,
  captcha: { key?: string; answer?: string },
  failures: number[],
  attempt: () => Promise<T>,
): Promise<T> {
  const pass = await admitAttempt(cache, phone, ip, captcha);
  let result: T;
  try {
    result = await attempt();
  } catch (err) {
    await settleAttempt(cache, pass, hasCode(err, failures) ? 'failure' : 'void');
    throw err;
  }
  await settleAttempt(cache, pass, 'success');
  return result;
}

/** A fixed-window limit for cheap abuse (captcha images, visitor ids, page views): 429 over `max` per window. */
export async function rateLimit(cache: Cache, key: string, max: number, windowSeconds = 60) {
  if ((await cache.incrUpTo(`rl:${key}`, max, windowSeconds)) === null) {
    throw new AppError(ERR.TOO_MANY, '请求过于频繁，请稍后再试');
  }
}
