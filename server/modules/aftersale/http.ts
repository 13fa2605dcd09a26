import { createRoute, z } from '@hono/zod-openapi';
import { formBody, jsonOk } from '../../http/openapi';
import { optional } from '@/lib/contract/fields';

// Route and field helpers shared by the after-purchase modules (invoice, contract, realname, aftersale, evaluate
// writing). Answers are documented by the typed client calls in services/*.ts and docs/API.md.

const anyData = z.unknown().openapi({ description: '见 services/*.ts 的返回类型' });

export const postForm = <T extends z.ZodType>(path: string, tag: string, summary: string, body: T) =>
  createRoute({ method: 'post', path, tags: [tag], summary, request: formBody(body), responses: jsonOk(anyData) });

export const getQuery = <T extends z.ZodObject>(path: string, tag: string, summary: string, query: T) =>
  createRoute({ method: 'get', path, tags: [tag], summary, request: { query }, responses: jsonOk(anyData) });

export { text, optText, idField, optId, mobile, email, listField } from '@/lib/contract/fields';
export { isUniqueViolation } from '../../db/errors';

/** Money in fen, a positive integer. */
export const fenField = (label: string) =>
  optional(z.coerce.number({ error: `${label}须为数字` }).int(`${label}须为整数（分）`).min(1, `${label}须大于0`).max(9_999_999_999, `${label}过大`));
