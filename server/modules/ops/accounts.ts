import { eq, sql } from 'drizzle-orm';
import type { DbLike } from '../../db/types';
import { newId } from '../../db/ids';
import { hashPassword } from '../auth/password';
import { operators } from './schema';
import { MOBILE_RE } from '@/lib/contract/mobile';

// Operator accounts (issue 27 §5). No endpoint creates one: the first comes from the environment on start
// (OPS_ADMIN_PHONE / OPS_ADMIN_PASSWORD / OPS_ADMIN_NAME, only while there is no operator at all) or from the command
// line (`npm run ops:create`), which can also add more.

/** An operator's password: 10–64 characters with letters and digits (an operator's password moves money). */
export function opsPasswordProblem(password: string): string | null {
  if (password.length < 10 || password.length > 64) return '运营账号密码须为10-64位';
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) return '运营账号密码须同时包含字母和数字';
  return null;
}

export async function operatorByPhone(db: DbLike, phone: string) {
  const [row] = await db.select().from(operators).where(eq(operators.phone, phone)).limit(1);
  return row && !row.disabledAt ? row : undefined;
}

/** Adds an operator (a phone already an operator's is refused). */
export async function createOperator(db: DbLike, input: { phone: string; name: string; password: string }, now: Date) {
  if (!MOBILE_RE.test(input.phone)) throw new Error('手机号有误');
  const name = input.name.trim().slice(0, 20) || '运营';
  const problem = opsPasswordProblem(input.password);
  if (problem) throw new Error(problem);
  const [row] = await db
    .insert(operators)
    .values({ id: newId('op_'), phone: input.phone, name, passwordHash: await hashPassword(input.password), createdAt: now })
    .onConflictDoNothing()
    .returning({ id: operators.id });
  if (!row) throw new Error('该手机号已是运营账号');
  return row.id;
}

/**
 * On start: the first operator from the environment when there is none yet. Later starts change nothing (the
 * variables may stay set; a changed password there does not overwrite the stored one).
 */
export async function ensureFirstOperator(db: DbLike, env: Record<string, string | undefined>, now: Date): Promise<'created' | 'exists' | 'unset'> {
  const phone = env.OPS_ADMIN_PHONE?.trim();
  const password = env.OPS_ADMIN_PASSWORD ?? '';
  if (!phone || !password) return 'unset';
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(operators);
  if (Number(n) > 0) return 'exists';
  await createOperator(db, { phone, name: env.OPS_ADMIN_NAME ?? '运营', password }, now);
  return 'created';
}
