import type { Context } from 'hono';

export type Envelope<T = unknown> = { code: number; data: T; msg: string };

export const ok = <T>(c: Context, data: T, msg = 'success') => c.json({ code: 200, data, msg } satisfies Envelope<T>);
export const fail = (c: Context, code: number, msg: string, data: unknown = null) =>
  c.json({ code, data, msg } satisfies Envelope);
