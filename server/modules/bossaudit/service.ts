import { and, eq, gt } from 'drizzle-orm';
import type { CreateAuditBody, DecideAuditBody, PurchaseAudit } from '@/lib/contract/bossaudit/api';
import { AUDIT_STATUS, AUDIT_STATUS_TEXT, AUDIT_TTL_DAYS, auditLink, type AuditStatus } from '@/lib/contract/bossaudit/enums';
import { GOODS_STATUS } from '@/lib/contract/catalog/enums';
import { fenToYuan } from '@/lib/format';
import type { DbLike } from '../../db/types';
import { newId } from '../../db/ids';
import { AppError, ERR, notFound } from '../../http/errors';
import { goodsByIds, toGoodsCard } from '../goods/query';
import { requireUserRow } from '../auth/profile';
import { purchaseAudits } from './schema';

export const AUDIT_NOT_FOUND = '审批不存在，请确认链接是否完整';
export const GOODS_GONE = '商品不存在或已下架';

type Row = typeof purchaseAudits.$inferSelect;

async function goodsCardOf(db: DbLike, goodsId: string) {
  const [row] = await goodsByIds(db, [goodsId]);
  return row ? { row, card: toGoodsCard(row) } : null;
}

/** pending past its expiry reads as expired (the stored row keeps pending; deciding it is refused). */
const statusAt = (r: Row, now: Date): AuditStatus => (r.status === AUDIT_STATUS.PENDING && now >= r.expiresAt ? AUDIT_STATUS.EXPIRED : (r.status as AuditStatus));

async function present(db: DbLike, r: Row, now: Date, callerId: string | null): Promise<PurchaseAudit> {
  const g = await goodsCardOf(db, r.goodsId);
  if (!g) throw notFound(GOODS_GONE);
  const status = statusAt(r, now);
  const totalFen = r.unitPriceFen * r.quantity;
  return {
    code: r.code,
    link: auditLink(r.code),
    status,
    statusText: AUDIT_STATUS_TEXT[status],
    requesterName: r.requesterName,
    goods: g.card,
    quantity: r.quantity,
    totalFen,
    totalText: totalFen > 0 ? `${fenToYuan(totalFen)}元` : '以规划师报价为准',
    note: r.note,
    reason: r.reason,
    createdAt: r.createdAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
    mine: callerId === r.requesterId,
  };
}

/** An employee asks for a purchase of a goods on sale: the price is the server's, the link carries a random code. */
export async function createAudit(db: DbLike, userId: string, input: CreateAuditBody, now: Date): Promise<PurchaseAudit> {
  const g = await goodsCardOf(db, input.productId);
  if (!g || g.row.status !== GOODS_STATUS.PUT_AWAY) throw notFound(GOODS_GONE);
  const user = await requireUserRow(db, userId);
  const [row] = await db
    .insert(purchaseAudits)
    .values({
      id: newId('pa_'),
      code: newId('', 15),
      requesterId: userId,
      requesterName: user.nickName || `${user.phone.slice(0, 3)}****${user.phone.slice(-4)}`,
      goodsId: g.row.id,
      quantity: input.quantity,
      unitPriceFen: g.card.priceFen,
      note: input.note,
      createdAt: now,
      expiresAt: new Date(now.getTime() + AUDIT_TTL_DAYS * 86_400_000),
    })
    .returning();
  return present(db, row, now, userId);
}

async function rowByCode(db: DbLike, code: string): Promise<Row> {
  const [row] = await db.select().from(purchaseAudits).where(eq(purchaseAudits.code, code)).limit(1);
  if (!row) throw notFound(AUDIT_NOT_FOUND);
  return row;
}

/** treeBook find_by_code: the request behind a shared link (the code is the capability; no login needed). */
export async function findByCode(db: DbLike, code: string, now: Date, callerId: string | null) {
  return present(db, await rowByCode(db, code), now, callerId);
}

/**
 * The boss decides, once: one conditional update (still pending, not expired). A second decision, a decision on an
 * expired request, or the requester approving their own request is refused with 409.
 */
export async function decideAudit(db: DbLike, input: DecideAuditBody, now: Date, callerId: string | null): Promise<PurchaseAudit> {
  const before = await rowByCode(db, input.code);
  if (callerId && callerId === before.requesterId) throw new AppError(ERR.CONFLICT, '不能审批自己提交的采购申请，请把链接发给老板');
  if (input.decision === 'reject' && !input.reason) throw new AppError(ERR.BAD_INPUT, 'reason：请填写驳回原因');
  const [row] = await db
    .update(purchaseAudits)
    .set({
      status: input.decision === 'approve' ? AUDIT_STATUS.APPROVED : AUDIT_STATUS.REJECTED,
      reason: input.decision === 'reject' ? input.reason : '',
      decidedAt: now,
    })
    .where(and(eq(purchaseAudits.code, input.code), eq(purchaseAudits.status, AUDIT_STATUS.PENDING), gt(purchaseAudits.expiresAt, now)))
    .returning();
  if (!row) {
    const status = statusAt(await rowByCode(db, input.code), now);
    throw new AppError(ERR.CONFLICT, status === AUDIT_STATUS.EXPIRED ? '审批链接已过期，请让申请人重新提交' : `该申请${AUDIT_STATUS_TEXT[status]}，无需重复审批`);
  }
  return present(db, row, now, callerId);
}
