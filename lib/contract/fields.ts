import { z } from 'zod';
import { MOBILE_RE } from '@/lib/contract/mobile';

/**
 * The one vocabulary of request fields, for every domain's request schemas in lib/contract/ (the server validates
 * with them; metadata is zod's own `.meta()`, which the OpenAPI generator reads). Form and query values arrive as strings (JSON
 * bodies may send numbers); a message is the text after "<field>：" (the validation hook names the field).
 * Wrong values say "<label>有误"; missing required ones "<label>不能为空" or "请填写<label>".
 */

/** Spec §5: the client drops empty values, but older callers send "undefined" / "null"; all mean absent. */
const blankToUndefined = (v: unknown) => {
  if (v === null) return undefined;
  if (typeof v !== 'string') return v;
  const s = v.trim();
  return s === '' || s === 'undefined' || s === 'null' ? undefined : s;
};

/** Absent, blank, "undefined" and "null" all mean "not given". */
export const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
/** Blank values count as missing (so the schema's own "required" message answers). */
export const required = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema);

/** An integer from a query / form string (or a JSON number) within [min, max]. */
export const intIn = (label: string, min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z
      .string({ error: `${label}有误` })
      .trim()
      .regex(/^-?\d{1,15}$/, `${label}有误`)
      .transform(Number)
      .refine((n) => n >= min && n <= max, `${label}有误`),
  );

/** Page number from 1, and page size, each with a default when absent or blank. */
export const pageField = (def = 1) => optional(intIn('页码', 1, 100_000)).default(def).meta({ example: def, type: 'integer' });
export const limitField = (def = 10, max = 50) => optional(intIn('每页条数', 1, max)).default(def).meta({ example: def, type: 'integer' });

/** Money in fen, a non-negative integer (spec: every amount crossing a boundary is fen). */
export const fenIn = (label: string, max = 100_000_000_000) => intIn(label, 0, max);

/** A required id of our own tables: letters, digits, '_' and '-'. */
export const idString = (label: string, example = 'u_planner_demo') =>
  z
    .string({ error: (iss) => (iss.input === undefined ? '不能为空' : `${label}有误`) })
    .min(1, `${label}不能为空`)
    .max(64, `${label}有误`)
    .regex(/^[A-Za-z0-9_-]+$/, `${label}有误`)
    .meta({ example });
export const idField = (label: string, example?: string) => required(idString(label, example));
export const optId = (label: string) => optional(z.string().max(64, `${label}有误`).regex(/^[A-Za-z0-9_-]+$/, `${label}有误`));

/** An id the caller copies from an earlier answer, checked only for length (an unknown one answers "不存在"). */
export const looseId = (label: string) => z.string({ error: `${label}不能为空` }).trim().min(1, `${label}不能为空`).max(64, `${label}有误`);

/** A dictionary or category code (FL…, letters, digits, '_' and '-'). */
export const codeField = (label: string) =>
  z.string({ error: `${label}不能为空` }).trim().min(1, `${label}不能为空`).max(64, `${label}有误`).regex(/^[A-Za-z0-9_-]+$/, `${label}有误`);
export const regionCode = (label: string, example = '510100') => z.string().regex(/^\d{6}$/, `${label}有误`).meta({ example });
export const classCode = (label: string, example = 'FL20210425164438') =>
  z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, `${label}有误`).meta({ example });

/** One of a fixed set of strings. */
export const oneOf = <const T extends readonly [string, ...string[]]>(values: T, msg: string) =>
  z.enum(values as unknown as [T[number], ...T[number][]], { error: msg });

/** Required text: trimmed, not empty, at most `max` characters. */
export const text = (label: string, max: number) =>
  required(z.string({ error: (iss) => (iss.input === undefined ? `请填写${label}` : `${label}有误`) }).trim().min(1, `请填写${label}`).max(max, `${label}不能超过${max}个字`));
/** What a person's name may hold: Chinese characters, letters, the middle dot of 阿卜杜·热合曼, spaces, . ' - */
export const PERSON_NAME_RE = /^[\p{Script=Han}A-Za-z·•.' -]+$/u;
/** A person's name (姓名, 联系人): required text without emoji, digits or symbols. */
export const personName = (label: string, max: number) => text(label, max).refine((v) => PERSON_NAME_RE.test(v), `${label}只能包含汉字、字母或·`);
/** Optional text ('' when absent). */
export const optText = (label: string, max: number) => optional(z.string().trim().max(max, `${label}不能超过${max}个字`)).transform((v) => v ?? '');
/** Text kept as sent, at most `max` characters. */
export const shortText = (label: string, max: number) => z.string().max(max, `${label}过长`);
/** A search box's words. */
export const keyword = (label = '搜索内容') => z.string().trim().max(50, `${label}最多50个字`);

export const mobile = (label = '手机号码') => required(z.string({ error: `请填写${label}` }).trim().regex(MOBILE_RE, `${label}有误`));
export const email = (label = '邮箱') =>
  optional(z.string().trim().max(80, `${label}过长`).regex(/^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/, `${label}格式有误`)).transform((v) => v ?? '');

/** A 0/1 flag as a boolean (also 'true'/'false'). */
export const boolFlag = z
  .union([z.literal('0'), z.literal('1'), z.literal('true'), z.literal('false'), z.literal(0), z.literal(1), z.boolean()], { error: '取值有误' })
  .transform((v) => v === '1' || v === 'true' || v === 1 || v === true);
/** A 0/1 flag kept as the number. */
export const zeroOne = (label: string) =>
  optional(z.enum(['0', '1'], { error: `${label}只能为0或1` }).transform(Number)).meta({ type: 'integer', enum: [0, 1] });

/** Codes as a comma list ("a,b") or a JSON array string. */
export const codeList = (label: string, max = 50) =>
  z
    .string()
    .max(4000, `${label}过长`)
    .transform((s, ctx) => {
      const arr = splitList(s);
      if (!arr || arr.length > max || arr.some((v) => !/^[A-Za-z0-9_-]{1,64}$/.test(v))) {
        ctx.addIssue({ code: 'custom', message: `${label}有误` });
        return z.NEVER;
      }
      return arr;
    });

/** Free strings as a JSON array string or a comma list ([] when absent). */
export const listField = (label: string, max: number) =>
  optional(z.string().max(4000, `${label}过长`)).transform((v, ctx) => {
    if (!v) return [] as string[];
    const out = splitList(v);
    if (!out) {
      ctx.addIssue({ code: 'custom', message: `${label}格式错误` });
      return z.NEVER;
    }
    if (out.length > max) {
      ctx.addIssue({ code: 'custom', message: `${label}最多${max}项` });
      return z.NEVER;
    }
    return out;
  });

function splitList(s: string): string[] | null {
  let items: unknown = s.split(',');
  if (s.trim().startsWith('[')) {
    try {
      items = JSON.parse(s);
    } catch {
      return null;
    }
  }
  if (!Array.isArray(items) || items.some((x) => typeof x !== 'string' && typeof x !== 'number')) return null;
  return items.map((x) => String(x).trim()).filter(Boolean);
}

/** A field that carries JSON (the client JSON-stringifies objects in form posts; JSON bodies send them as is). */
export const jsonField = <T extends z.ZodType>(schema: T, label: string) =>
  z.preprocess((v, ctx) => {
    const b = blankToUndefined(v);
    if (typeof b !== 'string') return b;
    try {
      return JSON.parse(b);
    } catch {
      ctx.addIssue({ code: 'custom', message: `${label}格式错误` });
      return z.NEVER;
    }
  }, schema.optional());
