/**
 * Yuan ↔ fen on the client, in integers only (ADR 0013: money is integer fen everywhere but the screen). A typed
 * amount is read digit by digit, never through a float: '0.29' * 100 is 28.999999999999996, which is why nothing
 * here multiplies a yuan number.
 */

const YUAN = /^(\d+)(?:\.(\d{0,2}))?$/;

/**
 * A yuan amount as typed ('12', '12.3', '0.29', '10.' while still typing) → fen; null when it is empty, not a
 * number, negative, has more than 2 decimals, or is too large to be exact.
 */
export function yuanToFen(text: unknown): number | null {
  if (typeof text !== 'string' && typeof text !== 'number') return null;
  const m = YUAN.exec(String(text).trim());
  if (!m) return null;
  const fen = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(fen) ? fen : null;
}

const toNumber = (v: unknown): number => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : typeof v === 'number' ? v : NaN;
  return Number.isFinite(n) ? n : NaN;
};

/** 12345 → '123.45', 29 → '0.29'. Integer arithmetic, so no 0.1 + 0.2 drift; empty input shows '0.00'. */
export function fenToYuan(fen: unknown): string {
  const n = toNumber(fen);
  if (Number.isNaN(n)) return '0.00';
  const cents = Math.round(n);
  const abs = Math.abs(cents);
  const sign = cents < 0 ? '-' : '';
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
