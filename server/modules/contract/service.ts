import { randomBytes, randomInt } from 'node:crypto';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Deps } from '../../http/types';
import { AppError, ERR, badInput, notFound } from '../../http/errors';
import type { DbLike } from '../auth/types';
import { findUserById, maskPhone } from '../auth/users';
import { seal, unsealOrNull } from '../secrets/keys';
import { countInt, offsetOf, pageOf, type Paged } from '../planner/common';
import { fenToYuanText } from '@/lib/amountCn';
import { sha256Hex } from '../../adapters/storage';
import { isUniqueViolation } from '../aftersale/http';
import { orderForUser } from '../aftersale/orders-port';
import { SELLER } from '../invoice/constants';
import { REAL_STATUS, verifiedIdNo } from '../realname/service';
import { contractTemplates, contracts, esignTasks } from './schema';
import { renderPdf } from './pdf';
import { DEFAULT_TEMPLATES, drawContract, drawSignature, fill, toHtml, type ContractVars } from './template';
import { CONTRACT_STATUS, CONTRACT_STATUS_NAMES } from './constants';
import type { Contract as ContractView } from '@/services/contract';

export { CONTRACT_STATUS, CONTRACT_STATUS_NAMES } from './constants';
// The wire shape is the client's (services/contract.ts), so the two cannot drift apart.
export type { Contract as ContractView } from '@/services/contract';

type Row = typeof contracts.$inferSelect;

/**
 * Contract phones use their own server-only key (secrets/keys.ts), apart from planners' numbers; ciphers written
 * before ADR 0003 (legacy key) still open.
 */
export const encryptContactPhone = (deps: Deps, phone: string) => seal(deps, 'contract-phone', phone);
export const decryptContactPhone = (deps: Deps, enc: string): string | null => unsealOrNull(deps, 'contract-phone', enc);

export const contractPdfUrl = (id: string) => `/api/contract/v1/contract_pdf?contractId=${id}`;

export function toView(deps: Deps, r: Row): ContractView {
  const phone = decryptContactPhone(deps, r.partyaPhoneEnc) ?? '';
  return {
    id: r.id,
    documentNo: r.documentNo,
    contractName: r.contractName,
    contractTypeName: r.contractTypeName,
    moneyFen: r.moneyFen,
    money: fenToYuanText(r.moneyFen),
    status: r.status as ContractView['status'],
    statusName: CONTRACT_STATUS_NAMES[r.status] ?? r.status,
    businessId: r.orderId,
    businessSn: r.orderNo,
    partyaName: r.partyaName,
    partyaContacts: r.partyaContacts,
    partyaTelephone: maskPhone(phone),
    partyaTelephoneEnc: r.partyaPhoneEnc,
    partyaEmail: r.partyaEmail,
    partyaAddr: r.partyaAddr,
    partybName: r.partybName,
    fileUrl: contractPdfUrl(r.id),
    filePath: contractPdfUrl(r.id),
    signCompleteTime: r.signCompleteTime?.toISOString() ?? null,
    signerName: r.signerName,
    signerIdMasked: r.signerIdMasked,
    documentSha256: r.status === CONTRACT_STATUS.DONE ? r.signedSha256! : r.draftSha256,
    contractApplyWay: 'CUSTOMER',
    createTime: r.createdAt.toISOString(),
  };
}

export async function seedContractTemplates(db: DbLike) {
  for (const t of DEFAULT_TEMPLATES) await db.insert(contractTemplates).values(t).onConflictDoNothing();
}

/** The active template for a product type (the general one when none is specific). */
export async function findContractTemplate(db: DbLike, productType?: string) {
  const rows = await db.select().from(contractTemplates).where(eq(contractTemplates.status, 1)).orderBy(desc(contractTemplates.version), asc(contractTemplates.id));
  const t = rows.find((r) => productType && r.productType === productType) ?? rows.find((r) => !r.productType);
  if (!t) throw notFound('暂无可用的合同模板');
  return t;
}

const chinaDate = (d: Date) => {
  const c = new Date(d.getTime() + 8 * 3600_000);
  return `${c.getUTCFullYear()}年${c.getUTCMonth() + 1}月${c.getUTCDate()}日`;
};
const chinaTime = (d: Date) => new Date(d.getTime() + 8 * 3600_000).toISOString().replace('T', ' ').slice(0, 19) + '（北京时间）';

async function varsOf(deps: Deps, r: Row, orderFacts?: { goodsName: string; skuName: string; quantity: number }): Promise<ContractVars> {
  const o = orderFacts ?? (await orderForUser(deps.db, r.userId, r.orderId));
  return {
    documentNo: r.documentNo,
    contractName: r.contractName,
    partyaName: r.partyaName,
    partyaContacts: r.partyaContacts,
    partyaPhoneMasked: maskPhone(decryptContactPhone(deps, r.partyaPhoneEnc) ?? ''),
    partyaEmail: r.partyaEmail,
    partyaAddr: r.partyaAddr,
    partybName: r.partybName,
    partybCreditCode: SELLER.creditCode,
    orderNo: r.orderNo,
    goodsName: o.goodsName,
    skuName: o.skuName,
    quantity: o.quantity,
    moneyFen: r.moneyFen,
    date: chinaDate(r.createdAt),
  };
}

export type ApplyContractInput = {
  orderId: string;
  contractFirstName: string;
  contractFirstContacts: string;
  /** 11-digit mobile (the routes turn a cipher the caller may read into the number: phone-cipher.ts). */
  contractFirstPhone: string;
  contractFirstEmail: string;
  contractFirstAddr: string;
};

/** A plain mobile only: the routes turn a cipher into the number first, if the caller may read it (phone-cipher.ts). */
function phoneOf(deps: Deps, given: string): string {
  void deps;
  const s = given.trim();
  if (!/^1\d{10}$/.test(s)) throw badInput('contractFirstPhone：联系电话有误');
  return s;
}

/**
 * Drafts the contract of an order from the template with the order's data and party A's details (完善合同), renders
 * and stores its PDF; a previous unsigned draft of the order is voided. A signed order contract cannot be redrafted.
 */
export async function applyContract(deps: Deps, userId: string, input: ApplyContractInput) {
  const phone = phoneOf(deps, input.contractFirstPhone);
  const o = await orderForUser(deps.db, userId, input.orderId);
  if (o.status === 'CANCELLED') throw new AppError(ERR.CONFLICT, '订单已取消，不能签署合同');
  const tpl = await findContractTemplate(deps.db, o.productType);
  const now = deps.now();
  const id = 'con_' + randomBytes(9).toString('base64url');
  const documentNo = `HT${now.toISOString().slice(0, 10).replace(/-/g, '')}${String(randomInt(0, 1e8)).padStart(8, '0')}`;
  const row: Row = {
    id,
    documentNo,
    userId,
    orderId: o.orderId,
    orderNo: o.orderNo,
    templateId: tpl.id,
    templateVersion: tpl.version,
    contractName: tpl.name,
    contractTypeName: tpl.contractTypeName,
    moneyFen: o.payableFen,
    status: CONTRACT_STATUS.SIGNING,
    partyaName: input.contractFirstName,
    partyaContacts: input.contractFirstContacts,
    partyaPhoneEnc: encryptContactPhone(deps, phone),
    partyaEmail: input.contractFirstEmail,
    partyaAddr: input.contractFirstAddr,
    partybName: SELLER.name,
    draftKey: '',
    draftSha256: '',
    signedKey: null,
    signedSha256: null,
    signerName: null,
    signerIdMasked: null,
    signerType: null,
    signIp: null,
    signUserAgent: null,
    signCompleteTime: null,
    createdAt: now,
    updatedAt: now,
  };
  const vars = await varsOf(deps, row, o);
  const filled = fill(tpl.body, vars);
  const pdf = await renderPdf({ title: tpl.name, subject: documentNo }, (doc) => drawContract(doc, filled, vars));
  const stored = await deps.adapters.storage.put(`contracts/${id}/draft.pdf`, pdf);
  row.draftKey = stored.key;
  row.draftSha256 = stored.sha256;
  try {
    await deps.db.transaction(async (tx) => {
      const [signed] = await tx.select({ id: contracts.id }).from(contracts).where(and(eq(contracts.orderId, o.orderId), eq(contracts.status, CONTRACT_STATUS.DONE))).limit(1);
      if (signed) throw new AppError(ERR.CONFLICT, '该订单的合同已签署');
      await tx.update(contracts).set({ status: CONTRACT_STATUS.VOID, updatedAt: now }).where(and(eq(contracts.orderId, o.orderId), eq(contracts.status, CONTRACT_STATUS.SIGNING)));
      await tx.update(esignTasks).set({ status: 'EXPIRED' }).where(and(eq(esignTasks.status, 'OPEN'), sql`${esignTasks.contractId} in (select id from ${contracts} where ${contracts.orderId} = ${o.orderId})`));
      await tx.insert(contracts).values(row);
    });
  } catch (err) {
    await deps.adapters.storage.remove(stored.key);
    if (isUniqueViolation(err)) throw new AppError(ERR.CONFLICT, '合同正在生成，请稍后重试');
    throw err;
  }
  return {
    contractId: id,
    contractNo: documentNo,
    contractUrl: contractPdfUrl(id),
    signerName: input.contractFirstContacts,
    contactWay: row.partyaPhoneEnc,
    contract: toView(deps, row),
  };
}

async function ownContract(db: DbLike, userId: string, q: { contractId?: string; contractNo?: string }): Promise<Row> {
  if (!q.contractId && !q.contractNo) throw badInput('contractId：查阅合同为空');
  const [row] = await db
    .select()
    .from(contracts)
    .where(q.contractId ? eq(contracts.id, q.contractId) : eq(contracts.documentNo, q.contractNo!))
    .limit(1);
  if (!row || row.userId !== userId || (q.contractNo && row.documentNo !== q.contractNo)) throw notFound('合同不存在');
  return row;
}

export async function contractDetail(deps: Deps, userId: string, q: { contractId?: string; contractNo?: string }) {
  return toView(deps, await ownContract(deps.db, userId, q));
}

/** HTML rendering of the contract (phones masked), for the preview page. */
export async function contractHtml(deps: Deps, userId: string, q: { contractId?: string; contractNo?: string }) {
  const r = await ownContract(deps.db, userId, q);
  const [tpl] = await deps.db.select().from(contractTemplates).where(eq(contractTemplates.id, r.templateId)).limit(1);
  if (!tpl) throw notFound('合同模板不存在');
  const vars = await varsOf(deps, r);
  return { ...toView(deps, r), html: toHtml(fill(tpl.body, vars), vars) };
}

export const tamperedContract = () => new AppError(ERR.CONFLICT, '合同文件校验失败，文件可能已被篡改，已拒绝读取');

/** The contract's PDF: the signed copy once signed, else the draft. Its SHA-256 is checked on every read. */
export async function contractPdf(deps: Deps, userId: string, q: { contractId?: string; contractNo?: string }) {
  const r = await ownContract(deps.db, userId, q);
  const signed = r.status === CONTRACT_STATUS.DONE;
  const key = signed ? r.signedKey! : r.draftKey;
  const expected = signed ? r.signedSha256! : r.draftSha256;
  const data = await deps.adapters.storage.get(key);
  if (!data) throw new AppError(ERR.NOT_FOUND, '合同文件不存在');
  if (sha256Hex(data) !== expected) {
    console.error('[contract] hash mismatch', r.id, key);
    throw tamperedContract();
  }
  return { data, filename: `${r.documentNo}${signed ? '-signed' : ''}.pdf`, sha256: expected };
}

export type ListFilter = { statusList: string[]; page: number; limit: number; businessId?: string };

export async function listContracts(deps: Deps, userId: string, f: ListFilter): Promise<Paged<ContractView>> {
  const parts: SQL[] = [eq(contracts.userId, userId)];
  parts.push(inArray(contracts.status, f.statusList.length ? f.statusList : [CONTRACT_STATUS.SIGNING, CONTRACT_STATUS.DONE]));
  if (f.businessId) parts.push(eq(contracts.orderId, f.businessId));
  const where = and(...parts) as SQL;
  const [[{ n }], rows] = await Promise.all([
    deps.db.select({ n: countInt }).from(contracts).where(where),
    deps.db.select().from(contracts).where(where).orderBy(desc(contracts.createdAt), desc(contracts.id)).limit(f.limit).offset(offsetOf(f.page, f.limit)),
  ]);
  return pageOf(rows.map((r) => toView(deps, r)), n, f.page, f.limit);
}

/**
 * Starts signing: the user must be verified (实名认证); opens a sign task with the e-sign adapter and answers the
 * URL /contract/iframe shows. An open task of the contract is reused while it is valid.
 */
export async function startSign(deps: Deps, userId: string, contractId: string, caller: { ip: string; userAgent?: string }) {
  const r = await ownContract(deps.db, userId, { contractId });
  if (r.status !== CONTRACT_STATUS.SIGNING) throw new AppError(ERR.CONFLICT, r.status === CONTRACT_STATUS.DONE ? '合同已签署' : '合同当前状态不能签署');
  const u = await findUserById(deps.db, userId);
  const identity = await verifiedIdNo(deps, userId);
  if (u?.realStatus !== REAL_STATUS.SUCCESS || !identity) {
    throw new AppError(ERR.FORBIDDEN, '检测到您未实名认证，请在签合同前先进行实名认证', { needAuthentication: true, realStatus: u?.realStatus ?? REAL_STATUS.NONE });
  }
  const now = deps.now();
  const [open] = await deps.db
    .select()
    .from(esignTasks)
    .where(and(eq(esignTasks.contractId, r.id), eq(esignTasks.status, 'OPEN'), sql`${esignTasks.expiresAt} > ${now.toISOString()}`))
    .orderBy(desc(esignTasks.createdAt))
    .limit(1);
  if (open && open.documentSha256 === r.draftSha256) return { taskId: open.id, signUrl: open.signUrl, expiresAt: open.expiresAt.toISOString(), provider: open.provider };
  const task = await deps.adapters.esign.createSignTask(
    {
      contractId: r.id,
      documentNo: r.documentNo,
      documentSha256: r.draftSha256,
      signerName: identity.name,
      signerIdNoMasked: identity.idNoMasked,
      signerPhoneMasked: maskPhone(u.phone),
    },
    now,
  );
  await deps.db.insert(esignTasks).values({
    id: task.taskId,
    provider: task.provider,
    contractId: r.id,
    userId,
    status: 'OPEN',
    signUrl: task.signUrl,
    documentSha256: r.draftSha256,
    ip: caller.ip,
    userAgent: caller.userAgent?.slice(0, 300) ?? null,
    expiresAt: task.expiresAt,
    createdAt: now,
  });
  return { taskId: task.taskId, signUrl: task.signUrl, expiresAt: task.expiresAt.toISOString(), provider: task.provider };
}

export async function signTaskInfo(deps: Deps, userId: string, taskId: string) {
  const [t] = await deps.db.select().from(esignTasks).where(eq(esignTasks.id, taskId)).limit(1);
  if (!t || t.userId !== userId) throw notFound('签署任务不存在');
  const r = await ownContract(deps.db, userId, { contractId: t.contractId });
  const identity = await verifiedIdNo(deps, userId);
  const expired = t.status === 'OPEN' && t.expiresAt.getTime() <= deps.now().getTime();
  return {
    taskId: t.id,
    status: expired ? 'EXPIRED' : t.status,
    expiresAt: t.expiresAt.toISOString(),
    contractId: r.id,
    documentNo: r.documentNo,
    contractName: r.contractName,
    pdfUrl: contractPdfUrl(r.id),
    documentSha256: t.documentSha256,
    signerName: identity?.name ?? null,
    signerIdMasked: identity?.idNoMasked ?? null,
  };
}

/**
 * Completes a sign task once the e-sign provider has confirmed it (only through contract/esign.ts, which asks the
 * provider for the task's real state first): renders the signed copy (the
 * draft plus the signature record page), stores it once, and marks task and contract signed in one transaction —
 * a second completion finds them signed and changes nothing.
 */
export async function completeSign(deps: Deps, taskId: string, by: { userId?: string; ip?: string; userAgent?: string; at?: Date }) {
  const [t] = await deps.db.select().from(esignTasks).where(eq(esignTasks.id, taskId)).limit(1);
  if (!t || (by.userId && t.userId !== by.userId)) throw notFound('签署任务不存在');
  const now = by.at ?? deps.now();
  if (t.status === 'SIGNED') {
    const [done] = await deps.db.select().from(contracts).where(eq(contracts.id, t.contractId)).limit(1);
    return toView(deps, done);
  }
  if (t.status !== 'OPEN') throw new AppError(ERR.CONFLICT, '签署任务已失效，请重新发起签署');
  if (t.expiresAt.getTime() <= deps.now().getTime()) throw new AppError(ERR.CONFLICT, '签署任务已过期，请重新发起签署');
  const [r] = await deps.db.select().from(contracts).where(eq(contracts.id, t.contractId)).limit(1);
  if (!r || r.status !== CONTRACT_STATUS.SIGNING) throw new AppError(ERR.CONFLICT, '合同当前状态不能签署');
  // The draft the signer saw must be the one stored.
  const draft = await deps.adapters.storage.get(r.draftKey);
  if (!draft || sha256Hex(draft) !== r.draftSha256 || r.draftSha256 !== t.documentSha256) throw tamperedContract();
  const identity = await verifiedIdNo(deps, r.userId);
  if (!identity) throw new AppError(ERR.FORBIDDEN, '检测到您未实名认证，请在签合同前先进行实名认证', { needAuthentication: true });
  const [tpl] = await deps.db.select().from(contractTemplates).where(eq(contractTemplates.id, r.templateId)).limit(1);
  const vars = await varsOf(deps, r);
  const ip = by.ip ?? t.ip ?? '';
  const userAgent = by.userAgent ?? t.userAgent ?? '';
  const pdf = await renderPdf({ title: `${r.contractName}（已签署）`, subject: r.documentNo }, (doc) => {
    drawContract(doc, fill(tpl!.body, vars), vars);
    drawSignature(doc, { signerName: identity.name, signerIdMasked: identity.idNoMasked, signedAt: chinaTime(now), ip, userAgent, draftSha256: r.draftSha256, taskId: t.id, provider: t.provider }, vars);
  });
  const stored = await deps.adapters.storage.put(`contracts/${r.id}/signed-${randomBytes(6).toString('hex')}.pdf`, pdf);
  try {
    const row = await deps.db.transaction(async (tx) => {
      const task = await tx.update(esignTasks).set({ status: 'SIGNED', completedAt: now }).where(and(eq(esignTasks.id, t.id), eq(esignTasks.status, 'OPEN'))).returning({ id: esignTasks.id });
      if (!task.length) throw new AppError(ERR.CONFLICT, '签署任务已完成');
      const [done] = await tx
        .update(contracts)
        .set({
          status: CONTRACT_STATUS.DONE,
          signedKey: stored.key,
          signedSha256: stored.sha256,
          signerName: identity.name,
          signerIdMasked: identity.idNoMasked,
          signerType: 'CUSTOMER_PERSON',
          signIp: ip,
          signUserAgent: userAgent.slice(0, 300),
          signCompleteTime: now,
          updatedAt: now,
        })
        .where(and(eq(contracts.id, r.id), eq(contracts.status, CONTRACT_STATUS.SIGNING)))
        .returning();
      if (!done) throw new AppError(ERR.CONFLICT, '合同当前状态不能签署');
      return done;
    });
    return toView(deps, row);
  } catch (err) {
    await deps.adapters.storage.remove(stored.key);
    throw err;
  }
}
