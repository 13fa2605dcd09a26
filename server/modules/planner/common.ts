import { z } from '@hono/zod-openapi';
import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_CITY } from '@/lib/constants';
import type { Paged } from '@/lib/contract/paging';

// Input pieces shared by the planner, store, case, evaluate and phone modules. Form and query values arrive as
// strings; messages are the text after "<field>：" (the validation hook names the field).

export { optional, required, idString, regionCode, classCode, shortText, intIn, pageField, jsonField, zeroOne as flag } from '@/lib/contract/fields';
import { limitField as limitOf } from '@/lib/contract/fields';
export const limitField = (def: number, max = 50) => limitOf(def, max);

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
