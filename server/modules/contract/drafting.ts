import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Deps } from '../../http/types';
import { AppError, ERR, badInput, notFound } from '../../http/errors';
import type { DbLike } from '../../db/types';
import { isUniqueViolation } from '../../db/errors';
import { businessNo, isNumberCollision, NO_CONSTRAINT, retryOnFreshNo } from '../../db/businessNo';
import { newId } from '../../db/ids';
import { orderForUser } from '../order/facts';
import { SELLER } from '@/lib/contract/invoice/enums';
import { CONTRACT_STATUS, ESIGN_TASK_STATUS, TEMPLATE_STATUS } from '@/lib/contract/contract/enums';
import type { ApplyContractBody, ContractApplied } from '@/lib/contract/contract/api';
import { ORDER_LINE_STATUS, isVirtualLine } from '@/lib/contract/order/enums';
import { contractTemplates, contracts, esignTasks } from './schema';
import { renderPdf } from './pdf';
import { DEFAULT_TEMPLATES, drawContract, fill } from './template';
import { encryptContactPhone } from './phoneCipher';
import { contractPdfUrl, toView, varsOf, type Row } from './reading';
import { MOBILE_RE } from '@/lib/contract/mobile';

// Drafting a contract: the templates (find_contract_template) and applycontract / apply_contract_one.

export async function seedContractTemplates(db: DbLike) {
  for (const t of DEFAULT_TEMPLATES) await db.insert(contractTemplates).values(t).onConflictDoNothing();
}

/** The active template for a product type (the general one when none is specific). */
export async function findContractTemplate(db: DbLike, productType?: string) {
  const rows = await db.select().from(contractTemplates).where(eq(contractTemplates.status, TEMPLATE_STATUS.IN_USE)).orderBy(desc(contractTemplates.version), asc(contractTemplates.id));
  const t = rows.find((r) => productType && r.productType === productType) ?? rows.find((r) => !r.productType);
  if (!t) throw notFound('暂无可用的合同模板');
  return t;
}
/** The applycontract form; contractFirstPhone an 11-digit mobile (the routes turn a cipher the caller may read into the number: phoneCipher.ts). */
export type ApplyContractInput = ApplyContractBody;

/** A plain mobile only: the routes turn a cipher into the number first, if the caller may read it (phoneCipher.ts). */
function phoneOf(deps: Deps, given: string): string {
  void deps;
  const s = given.trim();
  if (!MOBILE_RE.test(s)) throw badInput('contractFirstPhone：联系电话有误');
  return s;
}

/**
 * Drafts the contract of an order from the template with the order's data and party A's details (完善合同), renders
 * and stores its PDF; a previous unsigned draft of the order is voided. A signed order contract cannot be redrafted.
 */
export async function applyContract(deps: Deps, userId: string, input: ApplyContractInput): Promise<ContractApplied> {
  const phone = phoneOf(deps, input.contractFirstPhone);
  const o = await orderForUser(deps.db, userId, input.orderId);
  if (isVirtualLine(o)) throw new AppError(ERR.CONFLICT, '该订单无需签署合同');
  if (o.status === ORDER_LINE_STATUS.CANCELLED) throw new AppError(ERR.CONFLICT, '订单已取消，不能签署合同');
  const tpl = await findContractTemplate(deps.db, o.productType);
  const now = deps.now();
  // The number is printed in the PDF, so a number that collides means drawing, rendering and storing again.
  return retryOnFreshNo(NO_CONSTRAINT.contract, () => draftOnce(deps, input, { userId, o, tpl, phone, now }));
}

async function draftOnce(
  deps: Deps,
  input: ApplyContractInput,
  { userId, o, tpl, phone, now }: { userId: string; o: Awaited<ReturnType<typeof orderForUser>>; tpl: Awaited<ReturnType<typeof findContractTemplate>>; phone: string; now: Date },
): Promise<ContractApplied> {
  const id = newId('con_');
  const documentNo = businessNo('HT', now);
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
      await tx.update(esignTasks).set({ status: ESIGN_TASK_STATUS.EXPIRED }).where(and(eq(esignTasks.status, ESIGN_TASK_STATUS.OPEN), sql`${esignTasks.contractId} in (select id from ${contracts} where ${contracts.orderId} = ${o.orderId})`));
      await tx.insert(contracts).values(row);
    });
  } catch (err) {
    await deps.adapters.storage.remove(stored.key);
    if (isUniqueViolation(err) && !isNumberCollision(err, NO_CONSTRAINT.contract)) throw new AppError(ERR.CONFLICT, '合同正在生成，请稍后重试');
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
