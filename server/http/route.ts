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

const formRoute = <B extends z.ZodType, D extends z.ZodType>(r: Common<D> & { form: B }) =>
  createRoute({
    method: 'post',
    path: r.path,
    tags: [r.tag],
    summary: r.summary,
    description: r.description,
    request: { body: { required: true, content: { 'application/x-www-form-urlencoded': { schema: r.form } } } },
    responses: responses(r.data),
  });

const jsonRoute = <B extends z.ZodType, D extends z.ZodType>(r: Common<D> & { json: B }) =>
  createRoute({
    method: 'post',
    path: r.path,
    tags: [r.tag],
    summary: r.summary,
    description: r.description,
    request: { body: { required: true, content: { 'application/json': { schema: r.json } } } },
    responses: responses(r.data),
  });

/** POST of an url-encoded form (what the storefront's client sends), or of a JSON body. */
export function postRoute<B extends z.ZodType, D extends z.ZodType>(r: Common<D> & { form: B }): ReturnType<typeof formRoute<B, D>>;
export function postRoute<B extends z.ZodType, D extends z.ZodType>(r: Common<D> & { json: B }): ReturnType<typeof jsonRoute<B, D>>;
export function postRoute<B extends z.ZodType, D extends z.ZodType>(r: Common<D> & ({ form: B } | { json: B })) {
  return 'form' in r ? formRoute(r) : jsonRoute(r);
}
