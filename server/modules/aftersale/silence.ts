import { and, eq, inArray, lte } from 'drizzle-orm';
import { AFTER_SALE_STATUS, AFTER_SALE_TAG } from '@/lib/contract/aftersale/enums';
import type { Deps } from '../../http/types';
import { AppError, ERR } from '../../http/errors';
import { settle } from './deciding';
import { afterSales } from './schema';
import { record } from './sheet';
import { noticeApproved, noticeClosed } from './notices';

// Silence on an after-sale sheet (issue 27 §1), run by the order sweeper: a merchant who leaves a sheet 售后中 for
// config.afterSaleMerchantHours agrees in full (paid exactly once, as an approval would be); a customer who leaves an
// offer (待确认) or a refusal (待处理) for config.afterSaleCustomerDays lets the sheet close (tag 11, 超时未处理). A
// sheet the platform was asked to decide waits for the platform. Each step is the same conditional update a person's
// decision is, so a decision racing the sweeper wins or loses as a whole.

const BATCH = 50;
const SYSTEM = { type: 'SYSTEM', id: null };

export async function sweepAfterSales(deps: Deps): Promise<{ agreed: number; closed: number }> {
  const now = deps.now();
  const merchantDue = new Date(now.getTime() - deps.config.afterSaleMerchantHours * 3600_000);
  const customerDue = new Date(now.getTime() - deps.config.afterSaleCustomerDays * 86400_000);

  const waiting = await deps.db
    .select({ id: afterSales.id })
    .from(afterSales)
    .where(and(eq(afterSales.status, AFTER_SALE_STATUS.PROCESSING), eq(afterSales.platInvolvedCount, 0), lte(afterSales.updatedAt, merchantDue)))
    .limit(BATCH);
  let agreed = 0;
  for (const { id } of waiting) {
    try {
      await settle(deps, id, [AFTER_SALE_STATUS.PROCESSING], { ...SYSTEM, name: `商家${deps.config.afterSaleMerchantHours}小时内未处理，系统自动同意退款` }, {
        amountOf: (cur) => cur.applyAmountFen,
        notices: (c, moved) => noticeApproved(c, moved, 'silence'),
      });
      agreed += 1;
    } catch (err) {
      // Decided meanwhile: that decision stands.
      if (!(err instanceof AppError && err.code === ERR.CONFLICT)) throw err;
    }
  }

  const closed = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .update(afterSales)
      .set({ status: AFTER_SALE_STATUS.CLOSED, subStatus: AFTER_SALE_TAG.USER_TIMEOUT, updatedAt: now, closedAt: now })
      .where(and(inArray(afterSales.status, [AFTER_SALE_STATUS.PENDING, AFTER_SALE_STATUS.CONFIRM]), lte(afterSales.updatedAt, customerDue)))
      .returning();
    for (const r of rows) {
      await record(tx, r.id, 'TIMEOUT', `用户${deps.config.afterSaleCustomerDays}天内未处理，售后关闭`, SYSTEM, now);
      await noticeClosed({ tx, deps, now }, r);
    }
    return rows.length;
  });
  return { agreed, closed };
}
