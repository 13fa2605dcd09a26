import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';

/**
 * Every JSON operation of /api/openapi.json documents the `data` of its answer with a real schema (server/http/route.ts
 * requires one; lib/contract/<domain>/api.ts holds them). An empty schema — what z.any() or z.unknown() become — at
 * any depth (an array's items, an object's fields, a member of a union) would let the two sides drift unnoticed, so
 * it fails here, naming the operation and the place. Free-form records (`additionalProperties`) are allowed: they are
 * documented as free-form on purpose.
 */
type Schema = { $ref?: string; properties?: Record<string, Schema>; items?: Schema; anyOf?: Schema[]; oneOf?: Schema[]; allOf?: Schema[]; [k: string]: unknown };
type Op = { responses?: Record<string, { content?: Record<string, { schema?: Schema }> }> };
type Doc = { paths: Record<string, Record<string, Op>>; components?: { schemas?: Record<string, Schema> } };

const SHAPE_KEYS = ['type', '$ref', 'anyOf', 'oneOf', 'allOf', 'enum', 'const', 'not'];

/** The places under `schema` (named by path) whose schema says nothing about the shape. */
function emptySchemasIn(schema: Schema | undefined, components: Record<string, Schema>, at = 'data', seen = new Set<string>()): string[] {
  if (!schema || !SHAPE_KEYS.some((k) => k in schema)) return [at];
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    if (seen.has(name)) return [];
    return emptySchemasIn(components[name], components, at, new Set([...seen, name]));
  }
  const out: string[] = [];
  for (const [k, v] of Object.entries(schema.properties ?? {})) out.push(...emptySchemasIn(v, components, `${at}.${k}`, seen));
  if ('items' in schema) out.push(...emptySchemasIn(schema.items, components, `${at}[]`, seen));
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) (schema[key] ?? []).forEach((m, i) => out.push(...emptySchemasIn(m, components, `${at}|${key}${i}`, seen)));
  return out;
}

let t: TestContext;
let doc: Doc;
beforeAll(async () => {
  t = await createTestContext({ catalog: false });
  doc = (await (await t.request('GET', '/api/openapi.json', undefined, { sign: false })).json()) as Doc;
});
afterAll(() => t?.close());

describe('/api/openapi.json response schemas', () => {
  it('every JSON operation documents its data with a real schema, at every depth', () => {
    const components = doc.components?.schemas ?? {};
    const empty: string[] = [];
    let count = 0;
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        let envelope = op.responses?.['200']?.content?.['application/json']?.schema;
        if (envelope?.$ref) envelope = components[envelope.$ref.replace('#/components/schemas/', '')];
        if (!envelope) continue;
        count++;
        for (const place of emptySchemasIn(envelope.properties?.data, components)) empty.push(`${method.toUpperCase()} ${path} ${place}`);
      }
    }
    expect(count).toBeGreaterThan(150);
    expect(empty).toEqual([]);
  });

  it('the check finds empty schemas at the top, in arrays, fields, unions and behind references', () => {
    const components: Record<string, Schema> = { Loose: { type: 'object', properties: { x: {} } }, Tight: { type: 'string' } };
    expect(emptySchemasIn(undefined, components)).toEqual(['data']);
    expect(emptySchemasIn({ description: 'x' }, components)).toEqual(['data']);
    expect(emptySchemasIn({ type: 'array', items: {} }, components)).toEqual(['data[]']);
    expect(emptySchemasIn({ type: 'object', properties: { a: { type: 'string' }, b: {} } }, components)).toEqual(['data.b']);
    expect(emptySchemasIn({ anyOf: [{}, { type: 'null' }] }, components)).toEqual(['data|anyOf0']);
    expect(emptySchemasIn({ $ref: '#/components/schemas/Loose' }, components)).toEqual(['data.x']);
    expect(emptySchemasIn({ type: 'object', properties: { t: { $ref: '#/components/schemas/Tight' } }, additionalProperties: {} }, components)).toEqual([]);
    expect(emptySchemasIn({ type: 'null' }, components)).toEqual([]);
  });
});
