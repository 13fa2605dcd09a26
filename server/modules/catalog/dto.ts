import { z } from '@hono/zod-openapi';

// Input pieces shared by the catalog routes. Messages are the text after "<field>：" (the hook names the field).

/** An integer from a query / form string (or a JSON number); a wrong value says "<label>有误", not "不能为空". */
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

export const page = (def = 1) => intIn('页码', 1, 100_000).default(def).openapi({ example: 1 });
export const limit = (def = 10, max = 50) => intIn('每页条数', 1, max).default(def).openapi({ example: def });

export const idOf = (label: string) => z.string({ error: `${label}不能为空` }).trim().min(1, `${label}不能为空`).max(64, `${label}有误`);

export const codeOf = (label: string) =>
  z.string({ error: `${label}不能为空` }).trim().min(1, `${label}不能为空`).max(64, `${label}有误`).regex(/^[A-Za-z0-9_-]+$/, `${label}有误`);

/** Comma-separated codes ("a,b"); also accepts a JSON array string. */
export const codeList = (label: string, max = 50) =>
  z
    .string()
    .max(4000, `${label}过长`)
    .transform((s, ctx) => {
      let list: unknown = s;
      if (s.trim().startsWith('[')) {
        try {
          list = JSON.parse(s);
        } catch {
          ctx.addIssue({ code: 'custom', message: `${label}有误` });
          return z.NEVER;
        }
      }
      const arr = (Array.isArray(list) ? list.map(String) : String(list).split(',')).map((v) => v.trim()).filter(Boolean);
      if (arr.length > max || arr.some((v) => !/^[A-Za-z0-9_-]{1,64}$/.test(v))) {
        ctx.addIssue({ code: 'custom', message: `${label}有误` });
        return z.NEVER;
      }
      return arr;
    });

export const keyword = (label = '搜索内容') => z.string().trim().max(50, `${label}最多50个字`);

/** A 0/1 flag (also 'true'/'false'). */
export const flag = z
  .union([z.literal('0'), z.literal('1'), z.literal('true'), z.literal('false'), z.literal(0), z.literal(1), z.boolean()], { error: '取值有误' })
  .transform((v) => v === '1' || v === 'true' || v === 1 || v === true);

/** Response data documented by its TypeScript type in services/<domain>.ts (named in the description). */
export const dataOf = (typeName: string, file: string) => z.any().openapi({ description: `${typeName}（见 ${file}）` });
