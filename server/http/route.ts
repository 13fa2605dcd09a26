import { createRoute, z } from '@hono/zod-openapi';
import { envelopeOf } from './openapi';

/**
 * The one way a module defines a route: the path written out literally (a grep for the client's URL finds it), the
 * input (query, url-encoded form or JSON body) and the schema of `data` in the answer. The answer schema is required:
 * it documents the response in /api/openapi.json, and the integration tests check every answer against it.
 */
type Common<D extends z.ZodType> = {
  path: `/api/${string}`;
  tag: string;
  summary: string;
  description?: string;
  /** The `data` of a successful envelope; `z.null()` for calls that answer nothing. */
  data: D;
};

const responses = <D extends z.ZodType>(data: D) => ({
  200: {
    description: '成功时 code 为 200；失败时 code 见 docs/API.md 错误码表，data 为 null',
    content: { 'application/json': { schema: envelopeOf(data) } },
  },
});

/** GET with its query. */
export const getRoute = <Q extends z.ZodObject, D extends z.ZodType>(r: Common<D> & { query?: Q }) =>
  createRoute({
    method: 'get',
    path: r.path,
    tags: [r.tag],
    summary: r.summary,
    description: r.description,
    request: { query: (r.query ?? z.object({})) as Q },
    responses: responses(r.data),
  });

const FORM = 'application/x-www-form-urlencoded';
const JSON_BODY = 'application/json';

/** A POST whose body is `schema` sent as `media`: the media type stays a literal, so handlers get c.req.valid('form' | 'json'). */
const bodyRoute = <M extends typeof FORM | typeof JSON_BODY, B extends z.ZodType, D extends z.ZodType>(r: Common<D>, media: M, schema: B) =>
  createRoute({
    method: 'post',
    path: r.path,
    tags: [r.tag],
    summary: r.summary,
    description: r.description,
    request: { body: { required: true, content: { [media]: { schema } } as { [K in M]: { schema: B } } } },
    responses: responses(r.data),
  });

/** POST of an url-encoded form (what the storefront's client sends), or of a JSON body. */
export function postRoute<B extends z.ZodType, D extends z.ZodType>(r: Common<D> & { form: B }): ReturnType<typeof bodyRoute<typeof FORM, B, D>>;
export function postRoute<B extends z.ZodType, D extends z.ZodType>(r: Common<D> & { json: B }): ReturnType<typeof bodyRoute<typeof JSON_BODY, B, D>>;
export function postRoute<B extends z.ZodType, D extends z.ZodType>(r: Common<D> & ({ form: B } | { json: B })) {
  return 'form' in r ? bodyRoute(r, FORM, r.form) : bodyRoute(r, JSON_BODY, r.json);
}
