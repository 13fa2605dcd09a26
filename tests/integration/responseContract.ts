import type { z } from '@hono/zod-openapi';
import type { App } from '@/server/app';

/**
 * Every answer an integration test receives through `t.call` from a route documented in /api/openapi.json
 * (server/http/route.ts) is checked against the response schema that route documents. So a schema cannot drift from
 * what the server really sends: the test that exercises the route fails, naming the path and the field. Not covered:
 * the undocumented routes (multipart uploads, the sandbox pay pages and notification, the SSE stream), answers read
 * with `t.request`, and fields the server sends beyond the schema (zod drops unknown keys).
 */
type Entry = { method: string; re: RegExp; schema: z.ZodType };

export function responseChecker(app: App) {
  const entries: Entry[] = [];
  for (const d of app.openAPIRegistry.definitions) {
    if (d.type !== 'route') continue;
    const schema = (d.route.responses?.[200] as { content?: Record<string, { schema?: unknown }> } | undefined)?.content?.['application/json']?.schema;
    if (!schema || typeof (schema as z.ZodType).safeParse !== 'function') continue;
    const re = new RegExp('^' + d.route.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+') + '$');
    entries.push({ method: d.route.method.toUpperCase(), re, schema: schema as z.ZodType });
  }
  return function check(method: string, path: string, body: { code?: unknown }) {
    if (body?.code !== 200) return;
    const e = entries.find((x) => x.method === method && x.re.test(path));
    if (!e) return;
    const r = e.schema.safeParse(body);
    if (!r.success) {
      const issues = r.error.issues.slice(0, 5).map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
      throw new Error(`response of ${method} ${path} does not match its documented schema: ${issues}`);
    }
  };
}
