import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbLike } from '../../db/types';
import { hashPassword } from '../auth/password';
import { SEED_ENTRY } from './service';
import { walletBankBranches, walletLedger, wallets } from './schema';
import { branchRows } from './branches';

export const DEMO_WALLETS = [
  { userId: 'u_demo_customer', phone: '13800138000', balanceFen: 500_000, payPassword: '123456' },
  { userId: 'u_demo_customer2', phone: '13800138001', balanceFen: 20_000, payPassword: null },
];

/** The demo customers' wallets and their opening ledger rows. Idempotent; `fresh` when the demo wallet was new. */
export async function seedWallets(db: DbLike) {
  const [demo] = await db.select({ id: wallets.userId }).from(wallets).where(eq(wallets.userId, DEMO_WALLETS[0].userId)).limit(1);
  for (const w of DEMO_WALLETS) {
    // A salt derived from the phone keeps the seed deterministic (the test template compares table hashes).
    const hash = w.payPassword ? await hashPassword(w.payPassword, createHash('sha256').update(`wallet:${w.phone}`).digest().subarray(0, 16)) : null;
    await db.insert(wallets).values({ userId: w.userId, balanceFen: w.balanceFen, payPasswordHash: hash }).onConflictDoNothing();
    await db
      .insert(walletLedger)
      .values({ id: `wl_seed_${w.userId}`, userId: w.userId, type: SEED_ENTRY, amountFen: w.balanceFen, balanceAfterFen: w.balanceFen, refType: SEED_ENTRY, refId: w.userId, refNo: '', remark: '初始余额' })
      .onConflictDoNothing();
  }
  await seedBranches(db);
  return { fresh: !demo };
}

/** The opening-branch directory of the bind form (idempotent: only missing rows are added). */
export async function seedBranches(db: DbLike) {
  const rows = branchRows();
  for (let i = 0; i < rows.length; i += 200) await db.insert(walletBankBranches).values(rows.slice(i, i + 200)).onConflictDoNothing();
}
