import { and, desc, eq, sql } from 'drizzle-orm';
import type { Deps } from '../../http/types';
import { AppError, ERR, notFound } from '../../http/errors';
import { findUserById, maskPhone } from '../auth/users';
import { newId } from '../../db/ids';
import { sha256Hex } from '../../adapters/storage';
import { verifiedIdNo } from '../realname/service';
import { REAL_STATUS } from '@/lib/contract/realname/enums';
import { CONTRACT_STATUS, ESIGN_TASK_STATUS, type EsignTaskStatus } from '@/lib/contract/contract/enums';
import type { Contract as ContractView, SignStart, SignTask } from '@/lib/contract/contract/api';
import { contractTemplates, contracts, esignTasks } from './schema';
import { renderPdf } from './pdf';
import { drawContract, drawSignature, fill } from './template';
import { contractPdfUrl, ownContract, tamperedContract, toView, varsOf } from './reading';

// Signing a drafted contract: sign / contract_v2/sign (signContract) open a task with the e-sign adapter; completing
// it (only through esign.ts) stores the signed copy.

const chinaTime = (d: Date) => new Date(d.getTime() + 8 * 3600_000).toISOString().replace('T', ' ').slice(0, 19) + '（北京时间）';


/**
 * Starts signing: the user must be verified (实名认证); opens a sign task with the e-sign adapter and answers the
 * URL /contract/iframe shows. An open task of the contract is reused while it is valid.
 */
export async function signContract(deps: Deps, userId: string, contractId: string, caller: { ip: string; userAgent?: string }): Promise<SignStart> {
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
    .where(and(eq(esignTasks.contractId, r.id), eq(esignTasks.status, ESIGN_TASK_STATUS.OPEN), sql`${esignTasks.expiresAt} > ${now.toISOString()}`))
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
    status: ESIGN_TASK_STATUS.OPEN,
    signUrl: task.signUrl,
    documentSha256: r.draftSha256,
    ip: caller.ip,
    userAgent: caller.userAgent?.slice(0, 300) ?? null,
    expiresAt: task.expiresAt,
    createdAt: now,
  });
  return { taskId: task.taskId, signUrl: task.signUrl, expiresAt: task.expiresAt.toISOString(), provider: task.provider };
}

/** The sign task for the local signing page (esign/task). */
export async function esignTask(deps: Deps, userId: string, taskId: string): Promise<SignTask> {
  const [t] = await deps.db.select().from(esignTasks).where(eq(esignTasks.id, taskId)).limit(1);
  if (!t || t.userId !== userId) throw notFound('签署任务不存在');
  const r = await ownContract(deps.db, userId, { contractId: t.contractId });
  const identity = await verifiedIdNo(deps, userId);
  const expired = t.status === ESIGN_TASK_STATUS.OPEN && t.expiresAt.getTime() <= deps.now().getTime();
  return {
    taskId: t.id,
    status: expired ? ESIGN_TASK_STATUS.EXPIRED : (t.status as EsignTaskStatus),
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
export async function completeSign(deps: Deps, taskId: string, by: { userId?: string; ip?: string; userAgent?: string; at?: Date }): Promise<ContractView> {
  const [t] = await deps.db.select().from(esignTasks).where(eq(esignTasks.id, taskId)).limit(1);
  if (!t || (by.userId && t.userId !== by.userId)) throw notFound('签署任务不存在');
  const now = by.at ?? deps.now();
  if (t.status === ESIGN_TASK_STATUS.SIGNED) {
    const [done] = await deps.db.select().from(contracts).where(eq(contracts.id, t.contractId)).limit(1);
    return toView(deps, done);
  }
  if (t.status !== ESIGN_TASK_STATUS.OPEN) throw new AppError(ERR.CONFLICT, '签署任务已失效，请重新发起签署');
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
  const stored = await deps.adapters.storage.put(`contracts/${r.id}/${newId('signed-', 6)}.pdf`, pdf);
  try {
    const row = await deps.db.transaction(async (tx) => {
      const task = await tx.update(esignTasks).set({ status: ESIGN_TASK_STATUS.SIGNED, completedAt: now }).where(and(eq(esignTasks.id, t.id), eq(esignTasks.status, ESIGN_TASK_STATUS.OPEN))).returning({ id: esignTasks.id });
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
