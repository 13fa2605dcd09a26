import { chinaDayNumber, toInstant } from '@/lib/chinaTime';
import { EVALUATE_LEVELS } from '@/lib/contract/evaluate/enums';

/** Review scoring (inventory my §6): 1–5 stars in the UI, stored out of 10. */
export const levelLabel = (stars: number) => EVALUATE_LEVELS[Math.max(0, Math.min(5, Math.round(stars)))] || '';

/** Stars shown for a stored score out of 10. */
export const starsOf = (scoreOutOf10: number) => Math.max(0, Math.min(5, Math.floor((Number(scoreOutOf10) || 0) / 2)));

/** How a reviewer's name is shown: 匿名用户; phone-like names up to the first space; else first character + **. */
export function reviewerName(name: string | null | undefined, anonymous: boolean | number | null | undefined): string {
  if (anonymous) return '匿名用户';
  const n = (name || '').trim();
  if (!n) return '薯片用户';
  if (/^\d/.test(n)) return n.split(' ')[0];
  return `${n.slice(0, 1)}**`;
}

/** 用户当天追评 / 用户N天后追评. */
export function followUpHeading(reviewTime: string, followTime: string): string {
  // Calendar days in China time ('YYYY-MM-DD HH:mm[:ss]' without a zone is China time; ISO strings carry theirs).
  const day = (s: string) => {
    const d = toInstant(s);
    return d ? chinaDayNumber(d) : 0;
  };
  const days = day(followTime) - day(reviewTime);
  return days <= 0 ? '用户当天追评:' : `用户${days}天后追评:`;
}

/** The button is active once the overall score and every dimension are set. */
export const canPublish = (overall: number, dims: number[]) => overall > 0 && dims.every((d) => d > 0);
