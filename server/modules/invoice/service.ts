import { randomBytes, randomInt } from 'node:crypto';
import { and, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { checkCreditCode } from '@/lib/validators/creditCode';
import { fenToYuanText } from '@/lib/amountCn';
import type { Deps } from '../../http/types';
import { AppError, ERR, badInput, notFound } from '../../http/errors';
import type { DbLike } from '../auth/types';
import { countInt, offsetOf, pageOf, type Paged } from '../planner/common';
import { isUniqueViolation } from '../aftersale/http';
import { findOrder, isPaid, orderForUser, plannerOfOrder, type OrderFacts } from '../aftersale/orders-port';
import type { Operator } from '../aftersale/operator';
import { sha256Hex } from '../../adapters/storage';
import { cusOrders, orders } from '../order/schema';
import { invoices } from './schema';
import {
  ELECTRONIC_TYPES,
  HOLDING_STATUSES,
  HURRY_INTERVAL_MS,
  INVOICE_CONTENT,
  INVOICE_HEADER,
  INVOICE_STATUS,
  INVOICE_STATUS_NAMES,
  INVOICE_TYPES,
  MERCHANT_INVOICE_CONFIG,
  SPECIAL_TYPES,
} from './constants';
import { renderInvoicePdf } from './pdf';
import type { ApplyInvoiceInput, InvoiceDetail, InvoiceFile } from '@/services/invoice';

type Row = typeof invoices.$inferSelect;

// The wire shapes are the client's (services/invoice.ts), so the two cannot drift apart.
export type { InvoiceDetail, InvoiceFile } from '@/services/invoice';

/** The parsed apply body: the client's ApplyInvoiceInput with every text present (the route fills absent ones with ''). */
export type ApplyInput = Required<Omit<ApplyInvoiceInput, 'id' | 'invoiceMoneyFen'>> & Pick<ApplyInvoiceInput, 'id' | 'invoiceMoneyFen'>;

export const invoicePdfUrl = (id: string) => `/api/invoice/v1/invoice_pdf?id=${id}`;

function toDetail(r: Row, now: Date): InvoiceDetail {
  const open = r.status === INVOICE_STATUS.AUDIT || r.status === INVOICE_STATUS.PROCESS;
  const nextHurry = r.lastHurryAt ? new Date(r.lastHurryAt.getTime() + HURRY_INTERVAL_MS) : null;
  return {
    id: r.id,
    invoiceApplyNo: r.invoiceApplyNo,
    orderId: r.orderId,
    orderNo: r.orderNo,
    signStoreId: r.mchId,
    invoiceStatus: r.status as InvoiceDetail['invoiceStatus'],
    statusName: INVOICE_STATUS_NAMES[r.status] ?? r.status,
    invoiceType: r.invoiceType as InvoiceDetail['invoiceType'],
    invoiceTypeName: INVOICE_TYPES[r.invoiceType as keyof typeof INVOICE_TYPES] ?? r.invoiceType,
    invoiceContent: r.invoiceContent as InvoiceDetail['invoiceContent'],
    invoiceContentName: INVOICE_CONTENT[r.invoiceContent as keyof typeof INVOICE_CONTENT] ?? r.invoiceContent,
    invoiceHeader: r.invoiceHeader as InvoiceDetail['invoiceHeader'],
    invoiceHeaderTypeName: INVOICE_HEADER[r.invoiceHeader as keyof typeof INVOICE_HEADER] ?? r.invoiceHeader,
    invoiceHeaderName: r.invoiceHeaderName,
    taxpayerIdentifNum: r.taxpayerIdentifNum,
    registerAddress: r.registerAddress,
    registerTel: r.registerTel,
    bankOfDeposit: r.bankOfDeposit,
    bankAccount: r.bankAccount,
    receiverPhone: r.receiverPhone,
    receiverEmail: r.receiverEmail,
    invoiceMoneyFen: r.invoiceMoneyFen,
    invoiceMoney: fenToYuanText(r.invoiceMoneyFen),
    applyTime: r.applyTime.toISOString(),
    invoiceTime: r.invoiceTime?.toISOString() ?? null,
    remarks: r.remarks,
    canCancel: r.status === INVOICE_STATUS.AUDIT,
    canReapply: r.status === INVOICE_STATUS.REJECT || r.status === INVOICE_STATUS.FAIL,
    canHurry: open && (!nextHurry || nextHurry.getTime() <= now.getTime()),
    canSendEmail: r.status === INVOICE_STATUS.SUCCESS && ELECTRONIC_TYPES.includes(r.invoiceType),
    nextHurryAt: open && nextHurry && nextHurry.getTime() > now.getTime() ? nextHurry.toISOString() : null,
    files:
      r.status === INVOICE_STATUS.SUCCESS && r.pdfKey
        ? [{ id: r.id, invoiceTypeCode: r.invoiceType as InvoiceFile['invoiceTypeCode'], buyName: r.invoiceHeaderName, invoiceCode: r.invoiceCode ?? '', invoiceNo: r.invoiceNo ?? '', pdfUrl: invoicePdfUrl(r.id), imgUrl: null, ofdUrl: null }]
        : [],
  };
}

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

export function merchantInvoiceConfig(mchId: string | undefined) {
  if (!mchId) throw badInput('mchId：未获取到商户信息');
  return { mchId, ...MERCHANT_INVOICE_CONFIG };
}

/** The issuing merchant of an order: the planner's store, else the platform. */
async function mchOf(db: DbLike, o: OrderFacts) {
  return (await plannerOfOrder(db, o)) ?? 'platform';
}

function checkApply(input: ApplyInput): ApplyInput {
  const out = { ...input };
  const special = SPECIAL_TYPES.includes(input.invoiceType);
  if (special && input.invoiceHeader !== 'INVOICE_HEADER_COMPANY') throw badInput('invoiceHeader：专用发票抬头只能为单位');
  if (input.invoiceHeader === 'INVOICE_HEADER_COMPANY') {
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

const applyNo = (now: Date) => `FP${now.toISOString().slice(0, 10).replace(/-/g, '')}${String(randomInt(0, 1e8)).padStart(8, '0')}`;

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
      if (amount > remain) throw badInput(`invoiceMoneyFen：开票金额不能超过可开票金额${fenToYuanText(remain)}元`);
      const [created] = await tx
        .insert(invoices)
        .values({
          id: 'inv_' + randomBytes(9).toString('base64url'),
          invoiceApplyNo: applyNo(now),
          userId: user.userId,
          applyUserName: user.userName,
          orderId: o.orderId,
          orderNo: o.orderNo,
          mchId: await mchOf(tx, o),
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
        .returning();
      return created;
    });
    return toDetail(row, now);
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(ERR.CONFLICT, '该订单已有开票申请正在处理中');
    throw err;
  }
}

async function ownInvoice(db: DbLike, userId: string, id: string): Promise<Row> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id)).limit(1);
  if (!row || row.userId !== userId) throw notFound('开票申请不存在');
  return row;
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
export async function applyInvoiceInfo(deps: Deps, userId: string, orderId: string) {
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
    ...merchantInvoiceConfig(mchId),
    last,
  };
}

export type RecordFilter = { page: number; limit: number; invoiceType?: string; status?: string; startCreateTime?: Date; endCreateTime?: Date };

export async function invoiceRecords(deps: Deps, userId: string, f: RecordFilter): Promise<Paged<InvoiceDetail>> {
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

/** 催开票: once per application per 24 h (429 sooner). */
export async function hurryInvoice(deps: Deps, userId: string, id: string): Promise<InvoiceDetail> {
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

/** The issued PDF of the user's invoice, its hash checked. */
export async function invoicePdf(deps: Deps, userId: string, id: string): Promise<{ data: Buffer; filename: string }> {
  const row = await ownInvoice(deps.db, userId, id);
  if (row.status !== INVOICE_STATUS.SUCCESS || !row.pdfKey) throw new AppError(ERR.CONFLICT, '发票尚未开具');
  const data = await deps.adapters.storage.get(row.pdfKey);
  if (!data || sha256Hex(data) !== row.pdfSha256) throw new AppError(ERR.CONFLICT, '发票文件校验失败，请联系客服');
  return { data, filename: `invoice-${row.invoiceNo}.pdf` };
}

export async function previewInvoices(deps: Deps, userId: string, q: { orderId?: string; id?: string }): Promise<InvoiceFile[]> {
  if (q.id) return toDetail(await ownInvoice(deps.db, userId, q.id), deps.now()).files;
  if (!q.orderId) throw badInput('orderId：没有指定订单');
  await orderForUser(deps.db, userId, q.orderId);
  const rows = await deps.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, q.orderId), eq(invoices.userId, userId), eq(invoices.status, INVOICE_STATUS.SUCCESS)))
    .orderBy(desc(invoices.invoiceTime));
  const now = deps.now();
  return rows.flatMap((r) => toDetail(r, now).files);
}

export const EMAILS_PER_HOUR = 5;

export async function sendInvoiceToEmail(deps: Deps, userId: string, q: { id?: string; orderId?: string; email: string }) {
  let row: Row | undefined;
  if (q.id) row = await ownInvoice(deps.db, userId, q.id);
  else if (q.orderId) {
    await orderForUser(deps.db, userId, q.orderId);
    [row] = await deps.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, q.orderId), eq(invoices.userId, userId), eq(invoices.status, INVOICE_STATUS.SUCCESS)))
      .orderBy(desc(invoices.invoiceTime))
      .limit(1);
  } else throw badInput('orderId：没有指定订单');
  if (!row || row.status !== INVOICE_STATUS.SUCCESS || !row.pdfKey) throw new AppError(ERR.CONFLICT, '发票尚未开具');
  if (!ELECTRONIC_TYPES.includes(row.invoiceType)) throw new AppError(ERR.CONFLICT, '纸质发票不支持发送邮箱');
  const n = await deps.cache.incr(`invoice:mail:${row.id}`, 3600);
  if (n > EMAILS_PER_HOUR) throw new AppError(ERR.TOO_MANY, '发送过于频繁，请稍后再试');
  const { data } = await invoicePdf(deps, userId, row.id);
  const sent = await deps.adapters.mail.send(
    {
      to: q.email,
      subject: `【薯片企服】您的电子发票（订单${row.orderNo}）`,
      text: `您好！\n\n您申请的${INVOICE_TYPES[row.invoiceType as keyof typeof INVOICE_TYPES]}已开具，发票号码 ${row.invoiceNo}，价税合计 ${fenToYuanText(row.invoiceMoneyFen)} 元，详见附件。\n\n薯片企服`,
      attachments: [{ filename: `电子发票-${row.invoiceNo}.pdf`, contentType: 'application/pdf', storageKey: row.pdfKey, sha256: sha256Hex(data), size: data.length }],
      ref: `invoice:${row.id}`,
    },
    deps.now(),
  );
  return { sent: true, email: q.email, mailId: sent.id };
}

/** Invoice centre tab 0: the user's paid orders with their invoice status (待开票 when never applied). */
export async function orderInvoiceList(deps: Deps, userId: string, f: { page: number; limit: number; status?: string }) {
  const latest = sql`(select i.status from ${invoices} i where i.order_id = ${orders.id} order by i.apply_time desc, i.id desc limit 1)`;
  const statusExpr = sql<string>`coalesce(${latest}, ${INVOICE_STATUS.WAITE})`;
  const parts: SQL[] = [eq(orders.userId, userId), sql`${orders.paidFen} > 0`, sql`${orders.status} <> 'CANCELLED'`];
  if (f.status) parts.push(sql`${statusExpr} = ${f.status}`);
  const where = and(...parts) as SQL;
  const [[{ n }], rows] = await Promise.all([
    deps.db.select({ n: countInt }).from(orders).where(where),
    deps.db
      .select({ orderId: orders.id, orderNo: orders.orderNo, cusOrderId: orders.cusOrderId, goodsName: orders.goodsName, skuName: orders.skuName, img: orders.img, quantity: orders.quantity, unitPriceFen: orders.unitPriceFen, totalFen: orders.totalFen, discountFen: orders.discountFen, paidFen: orders.paidFen, refundedFen: orders.refundedFen, status: orders.status, payType: cusOrders.payType, createdAt: orders.createdAt, invoiceStatus: statusExpr })
      .from(orders)
      .innerJoin(cusOrders, eq(cusOrders.id, orders.cusOrderId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(f.limit)
      .offset(offsetOf(f.page, f.limit)),
  ]);
  const records = await Promise.all(
    rows.map(async (r) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      invoiceStatusName: INVOICE_STATUS_NAMES[r.invoiceStatus] ?? r.invoiceStatus,
      invoiceableFen: Math.max(0, r.paidFen - r.refundedFen - (await heldFen(deps.db, r.orderId))),
    })),
  );
  return pageOf(records, n, f.page, f.limit);
}

// ---- Operator side (tests and demo; see docs/API.md "After the purchase") ----

export async function invoiceForOperator(db: DbLike, id: string) {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id)).limit(1);
  if (!row) throw notFound('开票申请不存在');
  const order = await findOrder(db, row.orderId);
  if (!order) throw notFound('订单不存在');
  return { row, order };
}

const invoiceNumber = (now: Date) => `${String(now.getUTCFullYear()).slice(2)}51${String(randomInt(0, 1e8)).padStart(8, '0')}${String(randomInt(0, 1e8)).padStart(8, '0')}`;

/** Issues an application under audit: renders the PDF, stores it once, and marks it issued. A second issue is refused. */
export async function issueInvoice(deps: Deps, op: Operator, id: string): Promise<InvoiceDetail> {
  const { db } = deps;
  const now = deps.now();
  const [claimed] = await db
    .update(invoices)
    .set({ status: INVOICE_STATUS.PROCESS, operatorId: op.id, updatedAt: now })
    .where(and(eq(invoices.id, id), eq(invoices.status, INVOICE_STATUS.AUDIT)))
    .returning();
  if (!claimed) throw new AppError(ERR.CONFLICT, '该申请当前状态不能开票');
  const { order } = await invoiceForOperator(db, id);
  const invoiceNo = invoiceNumber(now);
  const invoiceCode = `0${String(now.getUTCFullYear()).slice(2)}5100${String(randomInt(0, 1e5)).padStart(5, '0')}`;
  let key: string;
  let sha: string;
  try {
    const pdf = await renderInvoicePdf({
      invoiceType: claimed.invoiceType,
      invoiceNo,
      invoiceCode,
      issuedAt: now,
      buyerName: claimed.invoiceHeaderName,
      buyerTaxNo: claimed.taxpayerIdentifNum,
      buyerAddressTel: [claimed.registerAddress, claimed.registerTel].filter(Boolean).join(' '),
      buyerBank: [claimed.bankOfDeposit, claimed.bankAccount].filter(Boolean).join(' '),
      lines: [
        claimed.invoiceContent === 'GOODS_CATEGORY'
          ? { name: '企业服务费', spec: '', quantity: 1, amountFen: claimed.invoiceMoneyFen }
          : { name: order.goodsName, spec: order.skuName, quantity: order.quantity, amountFen: claimed.invoiceMoneyFen },
      ],
      remarks: `订单号：${order.cusOrderNo}`,
    });
    const stored = await deps.adapters.storage.put(`invoices/${claimed.id}/${invoiceNo}.pdf`, pdf);
    key = stored.key;
    sha = stored.sha256;
  } catch (err) {
    // Back to audit so that it can be issued again once the cause is fixed.
    await db.update(invoices).set({ status: INVOICE_STATUS.AUDIT, updatedAt: deps.now() }).where(eq(invoices.id, id));
    throw err;
  }
  const [row] = await db
    .update(invoices)
    .set({ status: INVOICE_STATUS.SUCCESS, invoiceNo, invoiceCode, pdfKey: key, pdfSha256: sha, invoiceTime: now, updatedAt: now })
    .where(and(eq(invoices.id, id), eq(invoices.status, INVOICE_STATUS.PROCESS)))
    .returning();
  return toDetail(row, now);
}

/** Rejects (驳回) or fails (开票失败) an application under audit, with the reason the customer sees. */
export async function refuseInvoice(deps: Deps, op: Operator, id: string, reason: string, as: 'REJECT' | 'FAIL'): Promise<InvoiceDetail> {
  const now = deps.now();
  const [row] = await deps.db
    .update(invoices)
    .set({ status: as === 'REJECT' ? INVOICE_STATUS.REJECT : INVOICE_STATUS.FAIL, remarks: reason, operatorId: op.id, updatedAt: now })
    .where(and(eq(invoices.id, id), eq(invoices.status, INVOICE_STATUS.AUDIT)))
    .returning();
  if (!row) throw new AppError(ERR.CONFLICT, '该申请当前状态不能驳回');
  return toDetail(row, now);
}
