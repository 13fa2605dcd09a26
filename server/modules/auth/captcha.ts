import { randomInt } from 'node:crypto';
import type { Cache } from '../../cache';
import { AppError, ERR } from '../../http/errors';
import { CAPTCHA_ALPHABET, GLYPHS } from './captcha-font';

export const CAPTCHA_LENGTH = 4;
export const CAPTCHA_TTL_SECONDS = 300;
export const CAPTCHA_KEY_RE = /^[A-Za-z0-9-]{8,64}$/;
const W = 120;
const H = 40;

const cacheKey = (key: string) => `captcha:${key}`;
const rand = (min: number, max: number) => min + (randomInt(0, 1_000_001) / 1_000_000) * (max - min);
const f = (n: number) => n.toFixed(1);

export function randomCaptchaText(length = CAPTCHA_LENGTH): string {
  let s = '';
  for (let i = 0; i < length; i++) s += CAPTCHA_ALPHABET[randomInt(0, CAPTCHA_ALPHABET.length)];
  return s;
}

/** One character as a path: scaled, rotated a little, every point jittered so no two renderings match. */
function glyphPath(ch: string, cx: number, cy: number): string {
  const scale = rand(1.5, 1.8);
  const angle = (rand(-22, 22) * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const d = GLYPHS[ch]
    .map((stroke) =>
      stroke
        .map(([gx, gy], i) => {
          const x = (gx - 5) * scale;
          const y = (gy - 7) * scale;
          const px = cx + x * cos - y * sin + rand(-0.5, 0.5);
          const py = cy + x * sin + y * cos + rand(-0.5, 0.5);
          return `${i ? 'L' : 'M'}${f(px)} ${f(py)}`;
        })
        .join(''),
    )
    .join('');
  const hue = randomInt(0, 360);
  return `<path d="${d}" fill="none" stroke="hsl(${hue},55%,32%)" stroke-width="${f(rand(2.2, 2.8))}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

function noiseLine(): string {
  const hue = randomInt(0, 360);
  const [x1, y1, x2, y2] = [rand(0, 20), rand(4, H - 4), rand(W - 20, W), rand(4, H - 4)];
  const [qx, qy] = [rand(30, W - 30), rand(0, H)];
  return `<path d="M${f(x1)} ${f(y1)}Q${f(qx)} ${f(qy)} ${f(x2)} ${f(y2)}" fill="none" stroke="hsl(${hue},45%,72%)" stroke-width="${f(rand(0.8, 1.5))}"/>`;
}

export function renderCaptchaSvg(text: string): string {
  const parts: string[] = [`<rect width="${W}" height="${H}" fill="#f4f6f9"/>`];
  for (let i = 0; i < 3; i++) parts.push(noiseLine());
  const step = W / (text.length + 1);
  [...text].forEach((ch, i) => parts.push(glyphPath(ch, step * (i + 1) + rand(-3, 3), H / 2 + rand(-3, 3))));
  parts.push(noiseLine());
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${parts.join('')}</svg>`;
}

/** A new challenge for this key; asking again replaces the previous answer (the "tap to refresh" of the dialog). */
export async function issueCaptcha(cache: Cache, key: string): Promise<string> {
  const text = randomCaptchaText();
  await cache.set(cacheKey(key), text, CAPTCHA_TTL_SECONDS);
  return renderCaptchaSvg(text);
}

/** Checks and consumes the answer: a key works once, right or wrong, so answers cannot be guessed in a loop. */
export async function checkCaptcha(cache: Cache, key: string | undefined, answer: string | undefined): Promise<void> {
  if (!key || !answer) throw new AppError(ERR.CAPTCHA_REQUIRED, '请输入图片验证码');
  const expected = await cache.get(cacheKey(key));
  await cache.del(cacheKey(key));
  const right = !!expected && expected.toUpperCase() === answer.trim().toUpperCase();
  // get + del is not atomic: the claim makes sure two concurrent requests cannot both spend one answer.
  if (!right || !(await cache.setNx(`${cacheKey(key)}:spent:${expected}`, '1', CAPTCHA_TTL_SECONDS))) {
    throw new AppError(ERR.CAPTCHA_WRONG, '图片验证码错误，请重新输入');
  }
}
