/**
 * The global pass over every API input before any handler or zod schema sees it: query parameters, url-encoded form
 * fields and JSON bodies (multipart files and the straight upload's raw bytes are checked by the upload code).
 * A value that no field of this API may hold is refused with 400 and a message naming the field:
 * - NUL and other control characters (PostgreSQL refuses NUL in text, which surfaced as code 500), and the
 *   bidirectional overrides/isolates U+202A–U+202E, U+2066–U+2069 (text that displays differently from what it is);
 * - a string longer than MAX_FIELD_CHARS, an array longer than MAX_ARRAY_ITEMS, nesting deeper than MAX_DEPTH
 *   (also inside a form field holding JSON);
 * - a body larger than MAX_BODY_BYTES (checked on Content-Length before anything is read).
 */
import type { MiddlewareHandler } from 'hono';
import { AppError, ERR } from './errors';
import { ROOT_FIELD } from './validation';
import type { HonoEnv } from './types';

export const MAX_FIELD_CHARS = 32_768;
export const MAX_KEY_CHARS = 128;
export const MAX_ARRAY_ITEMS = 1_000;
export const MAX_DEPTH = 12;
export const MAX_BODY_BYTES = 2 * 1024 * 1024;

// Tab, line feed and carriage return stay allowed (multi-line remarks).
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u202A-\u202E\u2066-\u2069]/;

const bad = (field: string, why: string) => new AppError(ERR.BAD_INPUT, `${field}：${why}`);

function checkKey(key: string, parent: string): void {
  if (key.length > MAX_KEY_CHARS || FORBIDDEN.test(key)) throw bad(parent || ROOT_FIELD, '含有不支持的参数名');
}

function checkString(field: string, s: string): void {
  if (s.length > MAX_FIELD_CHARS) throw bad(field, `内容过长（不超过${MAX_FIELD_CHARS}个字符）`);
  if (FORBIDDEN.test(s)) throw bad(field, '含有不允许的控制字符');
}

/**
 * Walks a parsed JSON value without recursion; `base` is the field path of the value. Too deep names the top-level
 * field (or the body, for an array body): the path down there means nothing to a user.
 */
export function checkValue(value: unknown, base = ''): void {
  const stack: [unknown, string, number][] = [[value, base, 0]];
  const topOf = (path: string) => (base ? base : Array.isArray(value) ? ROOT_FIELD : path.split('.')[0] || ROOT_FIELD);
  while (stack.length) {
    const [v, path, depth] = stack.pop()!;
    const field = path || ROOT_FIELD;
    if (typeof v === 'string') checkString(field, v);
    else if (v && typeof v === 'object') {
      if (depth >= MAX_DEPTH) throw bad(topOf(path), '层级过深');
      if (Array.isArray(v)) {
        if (v.length > MAX_ARRAY_ITEMS) throw bad(field, `最多${MAX_ARRAY_ITEMS}项`);
        v.forEach((item, i) => stack.push([item, path ? `${path}.${i}` : String(i), depth + 1]));
      } else {
        for (const [k, item] of Object.entries(v)) {
          checkKey(k, path);
          stack.push([item, path ? `${path}.${k}` : k, depth + 1]);
        }
      }
    }
  }
}

/** Query or form pairs; a value that looks like JSON (forms carry lists that way) is checked inside too. */
export function checkParams(params: URLSearchParams): void {
  for (const [k, v] of params) {
    checkKey(k, '');
    checkString(k, v);
    const t = v.trimStart();
    if (t.startsWith('[') || t.startsWith('{')) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(v);
      } catch {
        continue; // not JSON after all: the field's own schema decides
      }
      checkValue(parsed, k);
    }
  }
}

const isJsonType = (type: string) => /[/+]json\b/i.test(type);

/** Before anything reads the body: refuses an oversize non-multipart body by its Content-Length. */
export const bodySizeGuard: MiddlewareHandler<HonoEnv> = async (c, next) => {
  const type = c.req.header('content-type') || '';
  const length = Number(c.req.header('content-length') || 0);
  if (length > MAX_BODY_BYTES && (isJsonType(type) || type.includes('x-www-form-urlencoded')))
    throw bad(ROOT_FIELD, `内容过大（不超过${MAX_BODY_BYTES / 1024 / 1024}MB）`);
  return next();
};

/** After the signature: the query and the form or JSON body, as described above. */
export const inputGuard: MiddlewareHandler<HonoEnv> = async (c, next) => {
  const url = new URL(c.req.url);
  checkParams(url.searchParams);
  const method = c.req.method.toUpperCase();
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return next();
  const type = c.req.header('content-type') || '';
  if (type.includes('x-www-form-urlencoded')) {
    const text = await c.req.text();
    if (text.length > MAX_BODY_BYTES) throw bad(ROOT_FIELD, '内容过大');
    const params = new URLSearchParams(text);
    checkParams(params);
    // The route's form validator reads these pairs instead of parsing the body a second time (through a Response of
    // its own); the same pairs a FormData of the body holds. Hono keeps its body cache as promises, whatever its type
    // says (request.js #cachedBody), and a later read of another kind chains on one of them.
    const form = new FormData();
    for (const [k, v] of params) form.append(k, v);
    c.req.bodyCache.formData = Promise.resolve(form) as unknown as FormData;
  } else if (isJsonType(type)) {
    const text = await c.req.text();
    if (text.length > MAX_BODY_BYTES) throw bad(ROOT_FIELD, '内容过大');
    if (text.trim() === '') return next();
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw bad(ROOT_FIELD, 'JSON 格式错误');
    }
    checkValue(parsed);
  }
  return next();
};
