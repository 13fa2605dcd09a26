/**
 * Values for the API fuzz (fuzz.test.ts): a plausible value for each field of an OpenAPI operation (so that only
 * the fuzzed field is wrong), and the malformed values sent to each field.
 */

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  example?: unknown;
  examples?: unknown[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minItems?: number;
};

export type Doc = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};
export type Operation = {
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

/** One field of an operation: where it goes, its schema, whether it is required. */
export type Field = { name: string; where: 'query' | 'body'; schema: JsonSchema; required: boolean };
export type Op = { method: string; path: string; fields: Field[]; body: 'form' | 'json' | null };

export function resolver(doc: Doc) {
  const resolve = (s: JsonSchema | undefined, depth = 0): JsonSchema => {
    if (!s) return {};
    if (s.$ref && depth < 20) return resolve(doc.components?.schemas?.[s.$ref.split('/').pop()!], depth + 1);
    return s;
  };
  return resolve;
}

/** Every operation of the document with its query parameters and the top-level properties of its body. */
export function operations(doc: Doc): Op[] {
  const resolve = resolver(doc);
  const out: Op[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const fields: Field[] = [];
      for (const p of op.parameters ?? []) {
        if (p.in === 'query') fields.push({ name: p.name, where: 'query', schema: resolve(p.schema), required: !!p.required });
      }
      let body: Op['body'] = null;
      const content = op.requestBody?.content ?? {};
      const type = Object.keys(content)[0];
      if (type) {
        body = type.includes('json') ? 'json' : 'form';
        const s = resolve(content[type].schema);
        const required = new Set(s.required ?? []);
        for (const [name, prop] of Object.entries(s.properties ?? {})) fields.push({ name, where: 'body', schema: resolve(prop), required: required.has(name) });
      }
      out.push({ method: method.toUpperCase(), path, fields, body });
    }
  }
  return out;
}

const types = (s: JsonSchema): string[] => (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []);

/** Strings tried, in order, against a field's pattern/format/length when the schema gives no example. */
const CANDIDATES = [
  '1',
  '13800138000',
  'abc',
  'a1',
  'A1',
  '100',
  '510100',
  '2026-01-01',
  '2026-01-01 00:00:00',
  '12:00',
  'test@example.com',
  'https://example.com/a.png',
  '91510100MA6C000000',
  '110101199003074514',
  'ORDINARY_USER',
  'AUTH_PHONE_PWD',
  'login',
  '123456',
  'abc12345',
  '张三',
  '[]',
  '{}',
  'x'.repeat(32),
];

function fits(s: JsonSchema, v: string): boolean {
  if (s.minLength !== undefined && v.length < s.minLength) return false;
  if (s.maxLength !== undefined && v.length > s.maxLength) return false;
  if (s.pattern && !new RegExp(s.pattern, 'u').test(v)) return false;
  if (s.format === 'email' && !v.includes('@')) return false;
  if (s.format === 'uri' && !/^https?:/.test(v)) return false;
  return true;
}

/** A value the field's schema accepts (best effort), as the wire carries it: a string for forms and queries. */
export function plausible(s: JsonSchema, resolve: (s?: JsonSchema) => JsonSchema, depth = 0): unknown {
  s = resolve(s);
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum.find((v) => v !== '' && v !== null) ?? s.enum[0];
  if (s.example !== undefined) return s.example;
  if (s.examples?.length) return s.examples[0];
  if (s.default !== undefined && s.default !== null && s.default !== '') return s.default;
  const alts = s.anyOf ?? s.oneOf;
  if (alts?.length) {
    const nonNull = alts.filter((a) => !types(resolve(a)).includes('null'));
    return plausible(nonNull.find((a) => resolve(a).pattern === undefined) ?? nonNull[0] ?? alts[0], resolve, depth + 1);
  }
  if (s.allOf?.length) return plausible(s.allOf[0], resolve, depth + 1);
  const t = types(s).filter((x) => x !== 'null')[0];
  if (t === 'integer' || t === 'number') {
    const min = typeof s.minimum === 'number' ? s.minimum : typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum + 1 : 1;
    return Math.max(min, Math.min(1, typeof s.maximum === 'number' ? s.maximum : 1));
  }
  if (t === 'boolean') return true;
  if (t === 'array') return depth > 3 ? [] : Array.from({ length: Math.max(1, s.minItems ?? 1) }, () => plausible(s.items ?? {}, resolve, depth + 1));
  if (t === 'object') {
    const out: Record<string, unknown> = {};
    for (const k of s.required ?? []) out[k] = depth > 3 ? '1' : plausible(s.properties?.[k] ?? {}, resolve, depth + 1);
    return out;
  }
  return CANDIDATES.find((v) => fits(s, v)) ?? '1';
}

/** The wire form of a value in a form or query: objects and arrays JSON-encoded (as lib/http does). */
export const wire = (v: unknown): string => (typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v));

/** Nested arrays `[[[…]]]` of the given depth. */
export const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

/** The core variants sent to every field (as form/query strings; JSON bodies get them as strings too). */
export const CORE_VARIANTS: [string, unknown][] = [
  ['NUL byte', 'ab\u0000cd'],
  ['RTL override', '\u202Eexe.gpj'],
  ['emoji', '😀👍🏽🇨🇳'],
  ['SQL-looking text', "1' OR '1'='1'; DROP TABLE users; --"],
  ['empty', ''],
  ['fraction', '1.5'],
  ['JSON object', '{"$gt":""}'],
  ['long text', 'x'.repeat(5000)],
];

/** Ranges, sent to the fields that hold a number (by type, or by a digits-only pattern). */
export const NUMERIC_VARIANTS: [string, unknown][] = [
  ['negative', '-1'],
  ['zero', '0'],
  ['huge number', '99999999999999999999999'],
  ['exponent', '1e308'],
  ['not a number', 'NaN'],
];

export function isNumeric(s: JsonSchema): boolean {
  const all = [s, ...(s.anyOf ?? []), ...(s.oneOf ?? [])];
  return all.some((x) => types(x).some((t) => t === 'integer' || t === 'number') || (!!x.pattern && /\\d/.test(x.pattern) && !/[a-z]/i.test(x.pattern.replace(/\\d/g, ''))));
}

/** Variants only a JSON body can carry (types other than strings). */
export const JSON_VARIANTS: [string, unknown][] = [
  ['number', 1.5],
  ['object', { a: { b: 1 } }],
  ['array', [1, 'x', null]],
  ['null', null],
  ['boolean', true],
];

/** Sent once per operation (to its first field): heavy values, for a field carried in the body. */
export const HEAVY_VARIANTS: [string, unknown][] = [
  ['1 MB', 'y'.repeat(1024 * 1024)],
  ['deep nesting', nested(5000)],
];

/**
 * The same for a field carried in the address (a query): the longest value a real request can bring there. Node's
 * HTTP server refuses a request whose line and headers pass 16 KB (431, before the app sees it: scripts/start.mjs
 * keeps the default), so a 1 MB query exists only in-process, and parsing and signing it 346 times cost about a third
 * of the fuzz's CPU on each database layer.
 */
export const HEAVY_QUERY_VARIANTS: [string, unknown][] = [
  ['15 KB', 'y'.repeat(15 * 1024)],
  ['deep nesting', nested(5000)],
];
