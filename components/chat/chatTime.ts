/** The time heads of a conversation, in China time whatever the device's zone (unit-tested in tests/unit/chatText.test.ts). */
import { chinaDayNumber, chinaParts, toInstant } from '@/lib/chinaTime';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Time shown above a message when more than 5 minutes passed since the previous one: HH:mm today, 昨天 HH:mm,
 * MM-DD HH:mm this year, else YYYY-MM-DD HH:mm. (Lists show lib/chinaTime listTime instead.)
 */
export function messageTime(iso: string, now: Date = new Date()): string {
  const d = toInstant(iso);
  if (!d) return '';
  const p = chinaParts(d);
  const hm = `${pad(p.h)}:${pad(p.min)}`;
  const days = chinaDayNumber(now) - chinaDayNumber(d);
  if (days <= 0) return hm;
  if (days === 1) return `昨天 ${hm}`;
  const md = `${pad(p.m)}-${pad(p.d)}`;
  return p.y === chinaParts(now).y ? `${md} ${hm}` : `${p.y}-${md} ${hm}`;
}
