/** Times of the chat site and the notices, in China time whatever the device's zone (unit-tested in tests/unit/chatText.test.ts). */
import { chinaDayNumber, chinaParts } from '@/lib/chinaTime';

const pad = (n: number) => String(n).padStart(2, '0');

/** List time: HH:mm today, 昨天 yesterday, MM-DD this year, else YYYY-MM-DD (China time, whatever the device's zone). */
export function listTime(iso: string, now: Date = new Date()): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const p = chinaParts(d);
  const diff = chinaDayNumber(now) - chinaDayNumber(d);
  if (diff <= 0) return `${pad(p.h)}:${pad(p.min)}`;
  if (diff === 1) return '昨天';
  if (p.y === chinaParts(now).y) return `${pad(p.m)}-${pad(p.d)}`;
  return `${p.y}-${pad(p.m)}-${pad(p.d)}`;
}

/** Time shown above a message when more than 5 minutes passed since the previous one. */
export function messageTime(iso: string, now: Date = new Date()): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const p = chinaParts(d);
  const hm = `${pad(p.h)}:${pad(p.min)}`;
  const head = listTime(iso, now);
  return head === hm ? hm : `${head} ${hm}`;
}
