import { z } from '@hono/zod-openapi';
import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_CITY } from '@/lib/constants';
import type { Paged } from '@/lib/contract/paging';

// Input pieces shared by the planner, store, case, evaluate and phone modules. Form and query values arrive as
// strings; messages are the text after "<field>：" (the validation hook names the field).

/** Spec §5: the client drops empty values, but older callers send "undefined" / "null"; both mean absent. */
const blankToUndefined = (v: unknown) => {
  if (v === null) return undefined;
  if (typeof v !== 'string') return v;
  const s = v.trim();
  return s === '' || s === 'undefined' || s === 'null' ? undefined : s;
};

export const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
export const required = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema);

export const idString = (label: string, example = 'u_planner_demo') =>
  z.string({ error: (iss) => (iss.input === undefined ? '不能为空' : `${label}有误`) })
    .min(1, `${label}不能为空`)
    .max(64, `${label}有误`)
    .regex(/^[A-Za-z0-9_-]+$/, `${label}有误`)
    .openapi({ example });

export const regionCode = (label: string, example = '510100') =>
  z.string().regex(/^\d{6}$/, `${label}有误`).openapi({ example });

/** FL… category codes (and similar dictionary codes). */
export const classCode = (label: string, example = 'FL20210425164438') =>
  z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, `${label}有误`).openapi({ example });

export const shortText = (label: string, max: number) => z.string().max(max, `${label}过长`);

export const intIn = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label}须为数字` })
    .int(`${label}须为整数`)
    .min(min, `${label}不能小于${min}`)
    .max(max, `${label}不能大于${max}`);

/** Page number from 1 and page size, each with a default. */
export const pageField = (def = 1) => optional(intIn('页码', 1, 10000)).default(def).openapi({ example: def, type: 'integer' });
export const limitField = (def: number, max = 50) =>
  optional(intIn('每页条数', 1, max)).default(def).openapi({ example: def, type: 'integer' });

/** A 0/1 flag. */
export const flag = (label: string) =>
  optional(z.enum(['0', '1'], { error: `${label}只能为0或1` }).transform(Number)).openapi({ type: 'integer', enum: [0, 1] });

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

/** Paging math and answer shape, shared by every list of these modules. */
export type { Paged };
export const pageOf = <T>(records: T[], totalCount: number, current: number, limit: number): Paged<T> => ({
  records,
  totalCount,
  totalPage: Math.ceil(totalCount / limit),
  current,
  limit,
});
export const offsetOf = (page: number, limit: number) => (page - 1) * limit;

export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    records: z.array(item),
    totalCount: z.number(),
    totalPage: z.number(),
    current: z.number().openapi({ description: '当前页（从 1 开始）' }),
    limit: z.number(),
  });

/** 9850 basis points -> "98.5%". */
export function bpToPercentText(bp: number | null | undefined): string {
  if (bp === null || bp === undefined) return '';
  return `${Number((bp / 100).toFixed(1))}%`;
}

/** The city of a request: the areaCode header the client sends, else the default city. */
export const areaOf = (header: string | undefined) => (header && /^\d{6}$/.test(header) ? header : DEFAULT_CITY.code);

/** A LIKE pattern that matches `text` literally. */
export const likeContains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => '\\' + c)}%`;

/** count(*)::int */
export const countInt: SQL<number> = sql<number>`count(*)::int`;
