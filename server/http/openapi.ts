import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';

/**
 * Small helpers for zod-openapi route definitions, shared by the modules: every answer is the envelope,
 * every POST of the storefront is an url-encoded form.
 */
export const envelopeOf = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().openapi({ example: 200 }), data, msg: z.string().openapi({ example: 'success' }) });

export const jsonOk = <T extends z.ZodType>(data: T, description = '成功时 code 为 200；失败时 code 见 docs/API.md 错误码表，data 为 null') => ({
  200: { description, content: { 'application/json': { schema: envelopeOf(data) } } },
});

export const formBody = <T extends z.ZodType>(schema: T) => ({
  body: { required: true, content: { 'application/x-www-form-urlencoded': { schema } } },
});

export const okJson = <C extends Context, T>(c: C, data: T) => c.json({ code: 200, data, msg: 'success' }, 200);

/**
 * The envelope around data that is already JSON text (a shared copy kept as text, server/cache.ts cachedJsonText):
 * the same bytes okJson would send for the parsed value, without parsing the copy and writing it out again. Typed as
 * okJson's answer for the route's handler; the text must be the JSON of a value of that type.
 */
export const okJsonText = <C extends Context, T>(c: C, json: string) =>
  c.body(`{"code":200,"data":${json},"msg":"success"}`, 200, { 'Content-Type': 'application/json' }) as unknown as ReturnType<
    typeof okJson<C, T>
  >;
