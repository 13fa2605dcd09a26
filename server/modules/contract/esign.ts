import { and, eq } from 'drizzle-orm';
import type { Deps } from '../../http/types';
import { AppError, ERR, notFound } from '../../http/errors';
import { contracts, esignTasks } from './schema';
import { CONTRACT_STATUS, ESIGN_TASK_STATUS } from '@/lib/contract/contract/enums';
import type { Contract as ContractView, SignCallbackBody } from '@/lib/contract/contract/api';
import { toView } from './reading';
import { completeSign } from './signing';

/**
 * Settling sign tasks. Neither our signing page nor a callback finishes a contract by itself: the e-sign provider is
 * asked for the task's real state (`queryTask`) and only a task it reports SIGNED, for this contract and this draft,
 * is completed (once: completeSign's conditional update; a concurrent repeat answers the signed contract).
 */

type By = { userId?: string; ip?: string; userAgent?: string };

async function taskOf(deps: Deps, taskId: string, userId?: string) {
  const [t] = await deps.db.select().from(esignTasks).where(eq(esignTasks.id, taskId)).limit(1);
  if (!t || (userId && t.userId !== userId)) throw notFound('签署任务不存在');
  return t;
}

async function contractView(deps: Deps, contractId: string): Promise<ContractView> {
  const [r] = await deps.db.select().from(contracts).where(eq(contracts.id, contractId)).limit(1);
  if (!r) throw notFound('合同不存在');
  return toView(deps, r);
}

/** Deliveries of one task arriving together in this process share one settlement (one PDF rendered, not fifty). */
const inflight = new Map<string, Promise<ContractView>>();

/** Finishes a task according to the provider's own record of it. */
export function settleSignTask(deps: Deps, taskId: string, by: By): Promise<ContractView> {
  const key = `${by.userId ?? ''}:${taskId}`;
  const running = inflight.get(key);
  if (running) return running;
  const p = settle(deps, taskId, by).finally(() => inflight.delete(key));
  inflight.set(key, p);
  return p;
}

async function settle(deps: Deps, taskId: string, by: By): Promise<ContractView> {
  const t = await taskOf(deps, taskId, by.userId);
  if (t.status === ESIGN_TASK_STATUS.SIGNED) return contractView(deps, t.contractId);
  const real = await deps.adapters.esign.queryTask(taskId);
  if (!real || real.contractId !== t.contractId || real.documentSha256 !== t.documentSha256) throw new AppError(ERR.CONFLICT, '电子签服务未找到该签署任务');
  if (real.status === ESIGN_TASK_STATUS.REJECTED) {
    const at = real.completedAt ?? deps.now();
    await deps.db.transaction(async (tx) => {
      await tx.update(esignTasks).set({ status: ESIGN_TASK_STATUS.REJECTED, completedAt: at }).where(and(eq(esignTasks.id, t.id), eq(esignTasks.status, ESIGN_TASK_STATUS.OPEN)));
      await tx.update(contracts).set({ status: CONTRACT_STATUS.REFUSED, updatedAt: at }).where(and(eq(contracts.id, t.contractId), eq(contracts.status, CONTRACT_STATUS.SIGNING)));
    });
    return contractView(deps, t.contractId);
  }
  if (real.status !== ESIGN_TASK_STATUS.SIGNED) throw new AppError(ERR.CONFLICT, '电子签服务尚未确认签署');
  try {
    return await completeSign(deps, taskId, { ...by, at: real.completedAt ?? undefined });
  } catch (err) {
    // Another delivery (another instance) of the same completion won the race: answer the signed contract.
    const again = await taskOf(deps, taskId);
    if (err instanceof AppError && again.status === ESIGN_TASK_STATUS.SIGNED) return contractView(deps, again.contractId);
    throw err;
  }
}

/** Our own signing page (local provider): the owner confirms there, the provider records it, then it is settled. */
export async function completeOnPage(deps: Deps, taskId: string, by: By & { userId: string }) {
  const t = await taskOf(deps, taskId, by.userId);
  if (t.status === ESIGN_TASK_STATUS.OPEN) {
    const now = deps.now();
    if (t.expiresAt.getTime() <= now.getTime()) throw new AppError(ERR.CONFLICT, '签署任务已过期，请重新发起签署');
    if (!deps.adapters.esign.signOnPage) throw new AppError(ERR.CONFLICT, '请在电子签服务页面完成签署');
    if (!(await deps.adapters.esign.signOnPage(taskId, now))) throw new AppError(ERR.CONFLICT, '签署任务已失效，请重新发起签署');
  }
  return settleSignTask(deps, taskId, by);
}

/** The provider's callback: its HMAC (server-only secret) must verify; then the provider's own state decides. */
export async function signCallback(deps: Deps, body: SignCallbackBody): Promise<ContractView> {
  let cb;
  try {
    cb = await deps.adapters.esign.verifyCallback(body);
  } catch {
    throw new AppError(ERR.FORBIDDEN, '回调签名错误');
  }
  return settleSignTask(deps, cb.taskId, {});
}
