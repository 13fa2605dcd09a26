import { and, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { checkCreditCode } from '@/lib/validators/creditCode';
import { fenToYuan } from '@/lib/format';
import type { Deps } from '../../http/types';
import { AppError, ERR, badInput, notFound } from '../../http/errors';
import type { DbLike } from '../../db/types';
import { countInt, offsetOf, pageOf } from '../../db/paging';
import { isUniqueViolation } from '../../db/errors';
import { newId } from '../../db/ids';
import { businessNo, insertWithFreshNo, NO_CONSTRAINT } from '../../db/businessNo';
import { isPaid, orderForUser, plannerOfOrder, plannerToNotify, type OrderFacts } from '../order/facts';
import { paidOrderLinesPage } from '../order/userLines';
import { latestInvoiceStatusSql } from './orderInvoices';
import { invoices } from './schema';
import {
  HOLDING_STATUSES,
  HURRY_INTERVAL_MS,
  INVOICE_HEADER_KIND,
  INVOICE_STATUS,
  MERCHANT_INVOICE_CONFIG,
  SPECIAL_INVOICE_TYPES,
  invoiceStatusNameOf,
  type InvoiceStatus,
} from '@/lib/contract/invoice/enums';
import type { ApplyInvoiceBody, ApplyInvoiceInfo, ApplyInvoiceTypes, InvoiceDetail, InvoicePage, OrderInvoicePage } from '@/lib/contract/invoice/api';
import { ownInvoice, toDetail } from './view';
import { noticeInvoiceApplied } from './notices';

// The customer's invoice applications: apply (apply_invoice, apply_invoice_info), read (invoice_detail, invoice_records, the order list), cancel and urge.

/** The parsed apply body (every text present: the schema fills absent ones with ''). */
export type ApplyInput = Omit<ApplyInvoiceBody, 'applySource'>;

/** Amount (fen) of the order already invoiced or under application. */
async function heldFen(db: DbLike, orderId: string): Promise<number> {
  const [row] = await db
    .select({ s: sql<string>`coalesce(sum(${invoices.invoiceMoneyFen}), 0)` })
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), inArray(invoices.status, HOLDING_STATUSES)));
  return Number(row?.s ?? 0);
}

/** What can still be invoiced: paid minus refunded minus invoiced or applied for. */
export async function invoiceableFen(db: DbLike, o: OrderFacts): Promise<number> {
  if (!isPaid(o)) return 0;
  return Math.max(0, o.paidFen - o.refundedFen - (await heldFen(db, o.orderId)));
}

/** apply_invoice_types: what the merchant may issue (every merchant of this platform: all four types). */
export function applyInvoiceTypes(mchId: string | undefined): ApplyInvoiceTypes {
  if (!mchId) throw badInput('mchId：未获取到商户信息');
  return { mchId, ...MERCHANT_INVOICE_CONFIG };
}

/** The issuing merchant of an order: the planner's store, else the platform. */
async function mchOf(db: DbLike, o: OrderFacts) {
  return (await plannerOfOrder(db, o)) ?? 'platform';
}

function checkApply(input: ApplyInput): ApplyInput {
  const out = { ...input };
  const special = SPECIAL_INVOICE_TYPES.includes(input.invoiceType);
  if (special && input.invoiceHeader !== INVOICE_HEADER_KIND.COMPANY) throw badInput('invoiceHeader：专用发票抬头只能为单位');
  if (input.invoiceHeader === INVOICE_HEADER_KIND.COMPANY) {
    if (!input.taxpayerIdentifNum) throw badInput('taxpayerIdentifNum：请填写纳税人识别号');
    const cc = checkCreditCode(input.taxpayerIdentifNum);
    if (!cc.ok) throw badInput(`taxpayerIdentifNum：${cc.reason}`);
    out.taxpayerIdentifNum = cc.code;
  } else {
    Object.assign(out, { taxpayerIdentifNum: '', registerAddress: '', registerTel: '', bankOfDeposit: '', bankAccount: '' });
  }
  if (special) {
    if (!input.registerAddress) throw badInput('registerAddress：专用发票须填写注册地址');
    if (!input.registerTel) throw badInput('registerTel：专用发票须填写注册电话');
    if (!input.bankOfDeposit) throw badInput('bankOfDeposit：专用发票须填写开户银行');
    if (!input.bankAccount) throw badInput('bankAccount：专用发票须填写银行账号');
  }
  if (out.registerTel && !/^[0-9-]{7,20}$/.test(out.registerTel)) throw badInput('registerTel：注册电话有误');
  if (out.bankAccount && !/^\d{6,32}$/.test(out.bankAccount)) throw badInput('bankAccount：银行账号应为6–32位数字');
  return out;
}


export async function applyInvoice(deps: Deps, user: { userId: string; userName: string }, raw: ApplyInput): Promise<InvoiceDetail> {
  const input = checkApply(raw);
  const now = deps.now();
  try {
    const row = await deps.db.transaction(async (tx) => {
      const o = await orderForUser(tx, user.userId, input.orderId);
      if (!isPaid(o)) throw new AppError(ERR.CONFLICT, '订单未支付，暂不能开票');
      if (input.id) {
        const [prev] = await tx.select().from(invoices).where(eq(invoices.id, input.id)).limit(1);
        if (!prev || prev.userId !== user.userId) throw notFound('开票申请不存在');
        if (prev.orderId !== o.orderId) throw badInput('id：开票申请与订单不符');
        if (prev.status !== INVOICE_STATUS.REJECT && prev.status !== INVOICE_STATUS.FAIL) throw new AppError(ERR.CONFLICT, '只有被驳回或开票失败的申请可以重新申请');
      }
      const remain = await invoiceableFen(tx, o);
      if (remain <= 0) throw new AppError(ERR.CONFLICT, '该订单已无可开票金额');
      const amount = input.invoiceMoneyFen ?? remain;
      if (amount > remain) throw badInput(`invoiceMoneyFen：开票金额不能超过可开票金额${fenToYuan(remain)}元`);
      const mchId = await mchOf(tx, o);
      const [created] = await insertWithFreshNo(tx, NO_CONSTRAINT.invoiceApply, (sp) =>
        sp
          .insert(invoices)
          .values({
            id: newId('inv_'),
            invoiceApplyNo: businessNo('FP', now),
            userId: user.userId,
            applyUserName: user.userName,
            orderId: o.orderId,
            orderNo: o.orderNo,
            mchId,
            status: INVOICE_STATUS.AUDIT,
            invoiceType: input.invoiceType,
            invoiceContent: input.invoiceContent,
            invoiceHeader: input.invoiceHeader,
            invoiceHeaderName: input.invoiceHeaderName,
            taxpayerIdentifNum: input.taxpayerIdentifNum,
            registerAddress: input.registerAddress,
            registerTel: input.registerTel,
            bankOfDeposit: input.bankOfDeposit,
            bankAccount: input.bankAccount,
            receiverPhone: input.receiverPhone,
            receiverEmail: input.receiverEmail,
            invoiceMoneyFen: amount,
            applyTime: now,
            reapplyOf: input.id ?? null,
            createdAt: now,
            updatedAt: now,
          })
          .returning(),
      );
      await noticeInvoiceApplied(tx, await plannerToNotify(tx, o), created, now);
      return created;
    });
    return toDetail(row, now);
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(ERR.CONFLICT, '该订单已有开票申请正在处理中');
    throw err;
  }
}

/** By id, or the newest application of an order (null when the order has none yet). */
export async function invoiceDetail(deps: Deps, userId: string, q: { id?: string; orderId?: string }): Promise<InvoiceDetail | null> {
  if (q.id) return toDetail(await ownInvoice(deps.db, userId, q.id), deps.now());
  if (!q.orderId) throw badInput('id：没有指定订单');
  await orderForUser(deps.db, userId, q.orderId);
  const [row] = await deps.db.select().from(invoices).where(and(eq(invoices.orderId, q.orderId), eq(invoices.userId, userId))).orderBy(desc(invoices.applyTime), desc(invoices.id)).limit(1);
  return row ? toDetail(row, deps.now()) : null;
}

/** What the apply form needs for an order: the invoiceable amount, the merchant and its types, the last application. */
export async function applyInvoiceInfo(deps: Deps, userId: string, orderId: string): Promise<Omit<ApplyInvoiceInfo, 'cusOrderNo'>> {
  const o = await orderForUser(deps.db, userId, orderId);
  const last = await invoiceDetail(deps, userId, { orderId });
  const mchId = await mchOf(deps.db, o);
  return {
    orderId: o.orderId,
    orderNo: o.orderNo,
    goodsName: o.goodsName,
    paidFen: o.paidFen,
    refundedFen: o.refundedFen,
    invoiceableFen: await invoiceableFen(deps.db, o),
    ...applyInvoiceTypes(mchId),
    last,
  };
}

export type RecordFilter = { page: number; limit: number; invoiceType?: string; status?: string; startCreateTime?: Date; endCreateTime?: Date };

export async function invoiceRecords(deps: Deps, userId: string, f: RecordFilter): Promise<InvoicePage> {
  const parts: SQL[] = [eq(invoices.userId, userId)];
  if (f.invoiceType) parts.push(eq(invoices.invoiceType, f.invoiceType));
  if (f.status) parts.push(eq(invoices.status, f.status));
  if (f.startCreateTime) parts.push(gte(invoices.applyTime, f.startCreateTime));
  if (f.endCreateTime) parts.push(lte(invoices.applyTime, f.endCreateTime));
  const where = and(...parts) as SQL;
  const [[{ n }], rows] = await Promise.all([
    deps.db.select({ n: countInt }).from(invoices).where(where),
    deps.db.select().from(invoices).where(where).orderBy(desc(invoices.applyTime), desc(invoices.id)).limit(f.limit).offset(offsetOf(f.page, f.limit)),
  ]);
  const now = deps.now();
  return pageOf(rows.map((r) => toDetail(r, now)), n, f.page, f.limit);
}

export async function cancelInvoiceApply(deps: Deps, userId: string, id: string): Promise<InvoiceDetail> {
  await ownInvoice(deps.db, userId, id);
  const now = deps.now();
  const [row] = await deps.db
    .update(invoices)
    .set({ status: INVOICE_STATUS.CANCEL, remarks: '用户撤销申请', updatedAt: now })
    .where(and(eq(invoices.id, id), eq(invoices.status, INVOICE_STATUS.AUDIT)))
    .returning();
  if (!row) throw new AppError(ERR.CONFLICT, '当前状态不能撤销开票申请');
  return toDetail(row, now);
}

/** 催开票 (urge_invoice): once per application per 24 h (429 sooner). */
export async function urgeInvoice(deps: Deps, userId: string, id: string): Promise<InvoiceDetail> {
  const cur = await ownInvoice(deps.db, userId, id);
  if (cur.status !== INVOICE_STATUS.AUDIT && cur.status !== INVOICE_STATUS.PROCESS) throw new AppError(ERR.CONFLICT, '当前状态无需催开票');
  const now = deps.now();
  const since = new Date(now.getTime() - HURRY_INTERVAL_MS);
  const [row] = await deps.db
    .update(invoices)
    .set({ lastHurryAt: now, hurryCount: sql`${invoices.hurryCount} + 1`, updatedAt: now })
    .where(and(eq(invoices.id, id), sql`(${invoices.lastHurryAt} is null or ${invoices.lastHurryAt} <= ${since.toISOString()})`))
    .returning();
  if (!row) {
    const next = new Date(cur.lastHurryAt!.getTime() + HURRY_INTERVAL_MS);
    const hours = Math.max(1, Math.ceil((next.getTime() - now.getTime()) / 3600_000));
    throw new AppError(ERR.TOO_MANY, `已提醒商家尽快开票，请${hours}小时后再催`, { nextHurryAt: next.toISOString() });
  }
  return toDetail(row, now);
}

/** Invoice centre tab 0: the user's paid orders with their invoice status (待开票 when never applied). */
export async function orderInvoiceList(deps: Deps, userId: string, f: { page: number; limit: number; status?: string }): Promise<Omit<OrderInvoicePage, 'records'> & { records: Omit<OrderInvoicePage['records'][number], 'cusOrderNo'>[] }> {
  const { total, rows } = await paidOrderLinesPage(deps.db, userId, { statusOf: latestInvoiceStatusSql, status: f.status }, { page: f.page, limit: f.limit });
  const records = await Promise.all(
    rows.map(async (line) => {
      const r = { ...line, invoiceStatus: line.invoiceStatus as InvoiceStatus };
      return {
        ...r,
        createdAt: r.createdAt.toISOString(),
        invoiceStatusName: invoiceStatusNameOf(r.invoiceStatus),
        invoiceableFen: Math.max(0, r.paidFen - r.refundedFen - (await heldFen(deps.db, r.orderId))),
      };
    }),
  );
  return pageOf(records, total, f.page, f.limit);
}
