import { createRoute, z } from '@hono/zod-openapi';
import { formBody, jsonOk } from '../../http/openapi';
import { optional, required } from '../planner/common';

// Route and field helpers shared by the after-purchase modules (invoice, contract, realname, aftersale, evaluate
// writing). Answers are documented by the typed client calls in services/*.ts and docs/API.md.

const anyData = z.unknown().openapi({ description: '见 services/*.ts 的返回类型' });

export const postForm = <T extends z.ZodType>(path: string, tag: string, summary: string, body: T) =>
  createRoute({ method: 'post', path, tags: [tag], summary, request: formBody(body), responses: jsonOk(anyData) });

export const getQuery = <T extends z.ZodObject>(path: string, tag: string, summary: string, query: T) =>
  createRoute({ method: 'get', path, tags: [tag], summary, request: { query }, responses: jsonOk(anyData) });

/** Required text: trimmed, not empty, at most `max` characters. */
export const text = (label: string, max: number) =>
  required(z.string({ error: (iss) => (iss.input === undefined ? `请填写${label}` : `${label}有误`) }).trim().min(1, `请填写${label}`).max(max, `${label}不能超过${max}个字`));

/** Optional text ('' when absent). */
export const optText = (label: string, max: number) =>
  optional(z.string().trim().max(max, `${label}不能超过${max}个字`)).transform((v) => v ?? '');

export const idField = (label: string) =>
  required(z.string({ error: (iss) => (iss.input === undefined ? '不能为空' : `${label}有误`) }).min(1, `${label}不能为空`).max(64, `${label}有误`).regex(/^[A-Za-z0-9_-]+$/, `${label}有误`));

export const optId = (label: string) => optional(z.string().max(64, `${label}有误`).regex(/^[A-Za-z0-9_-]+$/, `${label}有误`));

export const mobile = (label = '手机号码') => required(z.string({ error: `请填写${label}` }).trim().regex(/^1\d{10}$/, `${label}有误`));

export const email = (label = '邮箱') =>
  optional(z.string().trim().max(80, `${label}过长`).regex(/^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/, `${label}格式有误`)).transform((v) => v ?? '');

/** A list sent as a JSON array string or a comma list. */
export const listField = (label: string, max: number) =>
  optional(z.string().max(4000, `${label}过长`))
    .transform((v, ctx) => {
      if (!v) return [] as string[];
      let items: unknown;
      if (v.startsWith('[')) {
        try {
          items = JSON.parse(v);
        } catch {
          ctx.addIssue({ code: 'custom', message: `${label}格式错误` });
          return z.NEVER;
        }
      } else items = v.split(',');
      if (!Array.isArray(items) || items.some((x) => typeof x !== 'string')) {
        ctx.addIssue({ code: 'custom', message: `${label}格式错误` });
        return z.NEVER;
      }
      const out = (items as string[]).map((s) => s.trim()).filter(Boolean);
      if (out.length > max) {
        ctx.addIssue({ code: 'custom', message: `${label}最多${max}项` });
        return z.NEVER;
      }
      return out;
    });

/** Money in fen, a positive integer. */
export const fenField = (label: string) =>
  optional(z.coerce.number({ error: `${label}须为数字` }).int(`${label}须为整数（分）`).min(1, `${label}须大于0`).max(9_999_999_999, `${label}过大`));

export const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};
