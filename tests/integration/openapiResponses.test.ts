import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';

/**
 * Every JSON operation of /api/openapi.json documents the `data` of its answer with a real schema (server/http/route.ts
 * requires one; lib/contract/<domain>/api.ts holds them). An empty schema — what z.any() or z.unknown() become — would
 * let the two sides drift unnoticed, so it fails here, naming the operation.
 */
type Schema = Record<string, unknown> & { $ref?: string; properties?: Record<string, Schema> };
type Doc = { paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, { schema?: Schema }> }> }>>; components?: { schemas?: Record<string, Schema> } };

const SHAPE_KEYS = ['type', '$ref', 'anyOf', 'oneOf', 'allOf', 'enum', 'const', 'not'];

let t: TestContext;
let doc: Doc;
beforeAll(async () => {
  t = await createTestContext({ catalog: false });
  doc = (await (await t.request('GET', '/api/openapi.json', undefined, { sign: false })).json()) as Doc;
});
afterAll(() => t?.close());

const resolve = (s: Schema | undefined): Schema | undefined => {
  let cur = s;
  for (let i = 0; cur?.$ref && i < 10; i++) cur = doc.components?.schemas?.[cur.$ref.replace('#/components/schemas/', '')];
  return cur;
};

describe('/api/openapi.json response schemas', () => {
  it('every JSON operation documents its data with a real schema, never an empty one', () => {
    const empty: string[] = [];
    let count = 0;
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const envelope = resolve(op.responses?.['200']?.content?.['application/json']?.schema);
        if (!envelope) continue;
        count++;
        const data = resolve(envelope.properties?.data);
        if (!data || !SHAPE_KEYS.some((k) => k in data)) empty.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(count).toBeGreaterThan(150);
    expect(empty).toEqual([]);
  });

  it('the check itself tells an empty schema from a real one', () => {
    expect(SHAPE_KEYS.some((k) => k in {})).toBe(false);
    expect(SHAPE_KEYS.some((k) => k in { description: 'x' })).toBe(false);
    expect(SHAPE_KEYS.some((k) => k in { type: 'null' })).toBe(true);
  });
});
