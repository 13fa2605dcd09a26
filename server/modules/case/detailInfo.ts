// Reads the dynamic-form detail_info of a case (inventory §15.2) into plain sections. The form is loose by nature
// (sections found by key or by name, typed "show" items), so every read tolerates a missing or odd piece.

import { EXPERT_EXCELLENT_ABOVE } from '@/lib/contract/case/enums';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const strs = (v: unknown) => arr(v).map((x) => (isObj(x) ? str(x.filepath ?? x.url) : str(x))).filter(Boolean);
const num = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN);

export type Section = { content: string; imgs: string[] };
export type Step = { name: string; from: string; to: string; content: string; imgs: string[] };
export type Expert = { overall: number | null; level: '优秀' | '良好' | ''; dimensions: { name: string; fraction: number }[]; comment: string };
export type Review = { userName: string; date: string; content: string; imgs: string[] };
export type Member = { type: string; value: unknown };

export const CHINA_OFFSET_MS = 8 * 3600_000;
/** "2024-05-01T02:00:00Z" or "2024-05-01" -> "2024-05-01" in China time. */
export function ymdOf(v: unknown): string {
  const s = str(v);
  if (/^\d{4}-\d{2}-\d{2}$/.test(s)) return s;
  const t = Date.parse(s);
  return Number.isNaN(t) ? '' : new Date(t + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

export function sectionOf(info: Obj, keys: string[]): Obj | undefined {
  const infos = arr(info.infos).filter(isObj);
  return infos.find((s) => keys.includes(str(s.key))) ?? infos.find((s) => keys.includes(str(s.name)));
}

export const plainSection = (s: Obj | undefined): Section => ({ content: str(s?.content), imgs: strs(s?.imgs) });

function showItem(show: unknown[], type: string) {
  return show.filter(isObj).find((x) => x.type === type);
}

export function processOf(s: Obj | undefined): Step[] {
  if (!s) return [];
  const exp = arr(s.experience).filter(isObj);
  if (!exp.length) {
    const plain = plainSection(s);
    return plain.content || plain.imgs.length ? [{ name: '', from: '', to: '', ...plain }] : [];
  }
  return exp.map((e) => {
    const show = arr(e.show);
    const dates = arr(showItem(show, 'BaseDate')?.value);
    const text = showItem(show, 'BaseText');
    return {
      name: str(e.name),
      from: ymdOf(dates[0]),
      to: ymdOf(dates[1]),
      content: str(text?.content ?? text?.value),
      imgs: strs(showItem(show, 'BaseUpload')?.imgs),
    };
  });
}

/** expertEvaluation: [ {infos: [overall, ...dimensions]}, {content} ]; fractions are out of 10. */
export function expertOf(s: Obj | undefined): Expert {
  const block = arr(s?.expertEvaluation);
  const infos = arr(isObj(block[0]) ? block[0].infos : undefined).filter(isObj);
  const overallRaw = num(infos[0]?.fraction);
  const overall = Number.isFinite(overallRaw) ? Math.round(overallRaw * 10) / 10 : null;
  return {
    overall,
    level: overall === null ? '' : overall > EXPERT_EXCELLENT_ABOVE ? '优秀' : '良好',
    dimensions: infos
      .slice(1)
      .map((d) => ({ name: str(d.name), fraction: Math.round(num(d.fraction) * 10) / 10 }))
      .filter((d) => d.name && Number.isFinite(d.fraction)),
    comment: str(isObj(block[1]) ? block[1].content : ''),
  };
}

export function reviewsOf(s: Obj | undefined): Review[] {
  return arr(s?.cusEvaluation)
    .filter(isObj)
    .map((r) => {
      const value = arr(r.value);
      return {
        userName: str(showItem(value, 'BaseInput')?.value) || '匿名用户',
        date: ymdOf(showItem(value, 'BaseDateTime')?.value),
        content: str(showItem(value, 'BaseText')?.value),
        imgs: strs(r.imgs),
      };
    })
    .filter((r) => r.content || r.imgs.length);
}

export const labelsOf = (info: Obj) => arr(info.caseLabel).map((l) => (isObj(l) ? str(l.labelName) : str(l))).filter(Boolean);

/** priceData items carry amountFen (ours) or amount in yuan (the original's). */
export const priceDataOf = (info: Obj) =>
  arr(info.priceData)
    .filter(isObj)
    .map((p) => {
      const fen = Number.isFinite(num(p.amountFen)) ? Math.round(num(p.amountFen)) : Math.round(num(p.amount) * 100);
      return { name: str(p.name), amountFen: Number.isFinite(fen) ? fen : 0 };
    })
    .filter((p) => p.name);

export const membersOf = (info: Obj): Member[] =>
  arr(info.members)
    .filter(isObj)
    .map((m) => ({ type: str(m.type), value: m.value }));

/** A staff entry: {mchUserId|merchantUserId, headUrl, userName|name}. */
export function personOf(v: unknown) {
  if (!isObj(v)) return null;
  const name = str(v.userName ?? v.name);
  if (!name) return null;
  return { mchUserId: str(v.mchUserId ?? v.merchantUserId) || null, name, avatar: str(v.headUrl ?? v.img) };
}

