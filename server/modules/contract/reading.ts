import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Deps } from '../../http/types';
import { AppError, ERR, badInput, notFound } from '../../http/errors';
import type { DbLike } from '../../db/types';
import { maskPhone } from '../auth/users';
import { countInt, offsetOf, pageOf } from '../../db/paging';
import { fenToYuan } from '@/lib/format';
import { sha256Hex } from '../../adapters/storage';
import { orderForUser } from '../order/facts';
import { SELLER } from '@/lib/contract/invoice/enums';
import { CONTRACT_APPLY_WAY, CONTRACT_STATUS, CONTRACT_STATUS_NAMES, LIVE_CONTRACT_STATUSES, type ContractStatus } from '@/lib/contract/contract/enums';
import type { Contract as ContractView, ContractPage, ContractPreview } from '@/lib/contract/contract/api';
import { contractTemplates, contracts } from './schema';
import { fill, toHtml, type ContractVars } from './template';
import { decryptContactPhone } from './phoneCipher';
import { log } from '../../log';

// Reading and presenting the user's contracts: the view, detail, preview (HTML), the PDF and the lists.

export type Row = typeof contracts.$inferSelect;

export const contractPdfUrl = (id: string) => `/api/contract/v1/contract_pdf?contractId=${id}`;

export function toView(deps: Deps, r: Row): ContractView {
  const phone = decryptContactPhone(deps, r.partyaPhoneEnc) ?? '';
  return {
    id: r.id,
    documentNo: r.documentNo,
    contractName: r.contractName,
    contractTypeName: r.contractTypeName,
    moneyFen: r.moneyFen,
    money: fenToYuan(r.moneyFen),
    status: r.status as ContractStatus,
    statusName: CONTRACT_STATUS_NAMES[r.status as ContractStatus] ?? r.status,
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
    contractApplyWay: CONTRACT_APPLY_WAY,
    createTime: r.createdAt.toISOString(),
  };
}

const chinaDate = (d: Date) => {
  const c = new Date(d.getTime() + 8 * 3600_000);
  return `${c.getUTCFullYear()}年${c.getUTCMonth() + 1}月${c.getUTCDate()}日`;
};

export async function varsOf(deps: Deps, r: Row, orderFacts?: { goodsName: string; skuName: string; quantity: number }): Promise<ContractVars> {
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

/** The user's own contract by id or number (404 for anyone else's). */
export async function ownContract(db: DbLike, userId: string, q: { contractId?: string; contractNo?: string }): Promise<Row> {
  if (!q.contractId && !q.contractNo) throw badInput('contractId：查阅合同为空');
  const [row] = await db
    .select()
    .from(contracts)
    .where(q.contractId ? eq(contracts.id, q.contractId) : eq(contracts.documentNo, q.contractNo!))
    .limit(1);
  if (!row || row.userId !== userId || (q.contractNo && row.documentNo !== q.contractNo)) throw notFound('合同不存在');
  return row;
}

export async function contractDetail(deps: Deps, userId: string, q: { contractId?: string; contractNo?: string }): Promise<ContractView> {
  return toView(deps, await ownContract(deps.db, userId, q));
}

/** HTML rendering of the contract (phones masked), for the preview page. */
export async function contractHtml(deps: Deps, userId: string, q: { contractId?: string; contractNo?: string }): Promise<ContractPreview> {
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
    log.error({ where: 'contract', contractId: r.id, key }, 'stored file does not match its hash');
    throw tamperedContract();
  }
  return { data, filename: `${r.documentNo}${signed ? '-signed' : ''}.pdf`, sha256: expected };
}

export type ListFilter = { statusList: string[]; page: number; limit: number; businessId?: string };

export async function contractList(deps: Deps, userId: string, f: ListFilter): Promise<ContractPage> {
  const parts: SQL[] = [eq(contracts.userId, userId)];
  parts.push(inArray(contracts.status, f.statusList.length ? f.statusList : LIVE_CONTRACT_STATUSES));
  if (f.businessId) parts.push(eq(contracts.orderId, f.businessId));
  const where = and(...parts) as SQL;
  const [[{ n }], rows] = await Promise.all([
    deps.db.select({ n: countInt }).from(contracts).where(where),
    deps.db.select().from(contracts).where(where).orderBy(desc(contracts.createdAt), desc(contracts.id)).limit(f.limit).offset(offsetOf(f.page, f.limit)),
  ]);
  return pageOf(rows.map((r) => toView(deps, r)), n, f.page, f.limit);
}
