import { randomInt } from 'node:crypto';
import type { Cache } from '../../cache';
import { AppError, ERR } from '../../http/errors';
import { CAPTCHA_ALPHABET, renderCaptchaSvg } from './captchaRender';

export const CAPTCHA_LENGTH = 4;
export const CAPTCHA_TTL_SECONDS = 300;
// The key's rule (CAPTCHA_KEY_RE) is part of the contract: lib/contract/auth/enums.ts.

const cacheKey = (key: string) => `captcha:${key}`;

export function randomCaptchaText(length = CAPTCHA_LENGTH): string {
  let s = '';
  for (let i = 0; i < length; i++) s += CAPTCHA_ALPHABET[randomInt(0, CAPTCHA_ALPHABET.length)];
  return s;
}

/** A new challenge for this key; asking again replaces the previous answer (the "tap to refresh" of the dialog). */
export async function issueCaptcha(cache: Cache, key: string): Promise<string> {
  const text = randomCaptchaText();
  const svg = await renderCaptchaSvg(text);
  await cache.set(cacheKey(key), text, CAPTCHA_TTL_SECONDS);
  return svg;
}

/**
 * Checks and consumes the answer in one step: a key works once, right or wrong, so answers cannot be guessed in a
 * loop, and of concurrent requests carrying one right answer exactly one gets through.
 */
export async function checkCaptcha(cache: Cache, key: string | undefined, answer: string | undefined): Promise<void> {
  if (!key || !answer) throw new AppError(ERR.CAPTCHA_REQUIRED, '请输入图片验证码');
  const expected = await cache.take(cacheKey(key));
  if (!expected || expected.toUpperCase() !== answer.trim().toUpperCase()) {
    throw new AppError(ERR.CAPTCHA_WRONG, '图片验证码错误，请重新输入');
  }
}
