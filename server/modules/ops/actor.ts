import { timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import type { HonoEnv } from '../../http/types';

export const OPERATOR_HEADER = 'x-operator-token';

/** Who acts for the platform: an operator logged in at the desk, or a script holding X-Operator-Token. */
export type PlatformActor = { via: 'operator' | 'token'; id: string; name: string };

/** The script credential: the X-Operator-Token header equal to OPERATOR_TOKEN (≥ 16 chars; unset = none). */
function tokenActor(c: Context<HonoEnv>, env: NodeJS.ProcessEnv): PlatformActor | null {
  const expected = env.OPERATOR_TOKEN ?? '';
  const given = c.req.header(OPERATOR_HEADER) ?? '';
  if (expected.length < 16 || !given) return null;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b) ? { via: 'token', id: 'platform', name: '平台脚本（X-Operator-Token）' } : null;
}

/** The platform's actor of this request, if any: the desk's session (loaded by loadOperator) first, then the token. */
export function platformActor(c: Context<HonoEnv>, env: NodeJS.ProcessEnv = process.env): PlatformActor | null {
  const op = c.get('operator');
  if (op) return { via: 'operator', id: op.id, name: op.name };
  return tokenActor(c, env);
}
