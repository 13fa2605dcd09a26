import type { DemandCardCode } from './enums';
import { ANY, QUESTIONS, type Question, type RangeQuestion } from './questions';

/**
 * The rules of the first step, one definition for the page (before 下一步) and the server (before saving): every
 * answer is one of its question's options, a district of the card's city, or a range within bounds; a question
 * with a default may be left out; nothing else may be sent.
 */

/** Question key → answer, as the page keeps them and sends them (a district by its name, a range as "50-150万元"). */
export type Answers = Record<string, string>;
/** One saved answer: the question's key and the answer as the card shows it. */
export type AnswerRow = { label: string; value: string };
export type AnswerCheck = { ok: true; rows: AnswerRow[] } | { ok: false; key: string; message: string };
export type AnswerContext = { cityName: string; districts: readonly string[] };

export const rangeText = (q: Pick<RangeQuestion, 'unit'>, [low, high]: readonly [number, number]) => `${low}-${high}${q.unit}`;

/** "50-150万元" → [50, 150] when within the question's bounds and low < high; else null. */
export function parseRange(q: RangeQuestion, value: string): [number, number] | null {
  const m = /^(\d{1,4})-(\d{1,4})(.*)$/.exec(value.trim());
  if (!m || m[3] !== q.unit) return null;
  const low = Number(m[1]);
  const high = Number(m[2]);
  if (low < q.min || high > q.max || low >= high) return null;
  return [low, high];
}

/** 成都市武侯区, or 成都市（不限区域）. */
export const districtText = (cityName: string, district: string) => (district === ANY ? `${cityName}（不限区域）` : `${cityName}${district}`);

/** The answers a fresh form starts with: the preselected pills, 不限 cells and districts, the ranges' defaults. */
export function initialAnswers(code: DemandCardCode): Answers {
  const out: Answers = {};
  for (const q of QUESTIONS[code]) {
    if (q.kind === 'pills' && q.initial) out[q.key] = q.initial;
    if (q.kind === 'picker' && q.anyText) out[q.key] = q.anyText;
    if (q.kind === 'district') out[q.key] = ANY;
    if (q.kind === 'range') out[q.key] = rangeText(q, q.initial);
  }
  return out;
}

type One = { value: string } | { message: string };

function checkOne(q: Question, v: string, ctx: AnswerContext): One {
  const wrong = { message: `${q.key}有误` };
  switch (q.kind) {
    case 'pills':
      if (!v) return q.initial ? { value: q.initial } : { message: `请选择${q.key}` };
      return q.options.includes(v) ? { value: v } : wrong;
    case 'picker':
      if (!v || (q.anyText && v === q.anyText)) return q.anyText ? { value: q.anyText } : { message: `请选择${q.key}` };
      return q.options.includes(v) ? { value: v } : wrong;
    case 'district':
      if (!v || v === ANY) return { value: districtText(ctx.cityName, ANY) };
      return ctx.districts.includes(v) ? { value: districtText(ctx.cityName, v) } : { message: `${q.key}不在所选城市，请重新选择` };
    case 'range': {
      if (!v) return { value: rangeText(q, q.initial) };
      const r = parseRange(q, v);
      return r ? { value: rangeText(q, r) } : wrong;
    }
  }
}

/** Checks a questionnaire's answers: the rows to save, in the questions' order, or the first problem. */
export function checkAnswers(code: DemandCardCode, raw: Answers, ctx: AnswerContext): AnswerCheck {
  const questions = QUESTIONS[code];
  const known = new Set(questions.map((q) => q.key));
  const unknown = Object.keys(raw).find((k) => !known.has(k));
  if (unknown !== undefined) return { ok: false, key: unknown, message: `不支持的问题：${unknown.slice(0, 20)}` };
  const rows: AnswerRow[] = [];
  for (const q of questions) {
    const raw1 = raw[q.key];
    const r = checkOne(q, typeof raw1 === 'string' ? raw1.trim() : '', ctx);
    if ('message' in r) return { ok: false, key: q.key, message: r.message };
    rows.push({ label: q.key, value: r.value });
  }
  return { ok: true, rows };
}
