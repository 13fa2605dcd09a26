import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { esignLocalTasks } from './schema';
import { chooseProvider, type Env, type ProviderInfo } from '../providers';

/**
 * Electronic signing behind one interface. The flow: the contract service asks for a sign task for a drafted
 * contract (its PDF hash and the verified signer), sends the user to the task's sign URL, and finishes the
 * contract when the task completes, either through our own signing page (local provider: POST
 * /api/contract/v1/esign/complete) or through the provider's callback (POST /api/contract/v1/esign/callback,
 * authenticated with `verifyCallback`). A callback is only a hint: before finishing, the contract module asks
 * `queryTask` for the task's real state at the provider and acts only on that.
 */
export type SignTaskInput = {
  contractId: string;
  documentNo: string;
  /** SHA-256 of the draft PDF the signer is shown. */
  documentSha256: string;
  signerName: string;
  signerIdNoMasked: string;
  signerPhoneMasked: string;
};
export type SignTask = { provider: string; taskId: string; signUrl: string; expiresAt: Date };
export type SignCallback = { taskId: string; status: 'SIGNED' | 'REJECTED'; at: Date };
/** The provider's own record of a task ("query task"). */
export type ProviderTask = {
  taskId: string;
  contractId: string;
  documentSha256: string;
  status: 'OPEN' | 'SIGNED' | 'REJECTED' | 'EXPIRED';
  expiresAt: Date;
  completedAt: Date | null;
};

export interface EsignAdapter extends ProviderInfo {
  /** Opens a sign task; the URL is what /contract/iframe shows. */
  createSignTask(input: SignTaskInput, now: Date): Promise<SignTask>;
  /** Checks a callback's authenticity (HMAC with the server-only callback secret) and reads it; throws when wrong. */
  verifyCallback(body: Record<string, string>): Promise<SignCallback>;
  /** Signs a callback body the way the provider does (tests use it). */
  signCallback(cb: { taskId: string; status: string; ts: string }): Promise<string>;
  /** The task's real state at the provider; null when the provider does not know it. */
  queryTask(taskId: string): Promise<ProviderTask | null>;
  /**
   * Only providers whose signing page is ours (local): the signer confirmed on that page, so the provider records
   * the task signed (once; false when it is not open or has expired).
   */
  signOnPage?(taskId: string, now: Date): Promise<boolean>;
}

export const SIGN_TASK_TTL_MS = 30 * 60_000;

/**
 * Our own signing page: the task URL opens /contract/iframe, which shows the draft and a 确认签署 button; the
 * provider's books are the table esign_local_tasks; a callback is HMAC-SHA256 over `taskId.status.ts` with the
 * server-only secret `secret` resolves (ESIGN_CALLBACK_SECRET, or one generated and kept in the database).
 */
export function createLocalEsign({ db, secret }: { db: Db; secret: () => Promise<string> }): EsignAdapter {
  const mac = async (s: string) => createHmac('sha256', await secret()).update(s).digest('hex');
  const signCallback = (cb: { taskId: string; status: string; ts: string }) => mac(`${cb.taskId}.${cb.status}.${cb.ts}`);
  return {
    provider: 'local',
    standIn: true,
    async createSignTask(input, now) {
      const taskId = 'st_' + randomBytes(12).toString('base64url');
      const expiresAt = new Date(now.getTime() + SIGN_TASK_TTL_MS);
      await db.insert(esignLocalTasks).values({ taskId, contractId: input.contractId, documentSha256: input.documentSha256, status: 'OPEN', expiresAt, createdAt: now });
      const q = new URLSearchParams({ taskId, contractId: input.contractId, type: 'qs' });
      return { provider: 'local', taskId, signUrl: `/contract/iframe?${q}`, expiresAt };
    },
    async verifyCallback(body) {
      const { taskId = '', status = '', ts = '', sign = '' } = body;
      const expected = Buffer.from(await signCallback({ taskId, status, ts }), 'hex');
      const given = Buffer.from(/^[0-9a-f]{64}$/i.test(sign) ? sign : '', 'hex');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new Error('esign callback signature mismatch');
      if (status !== 'SIGNED' && status !== 'REJECTED') throw new Error('esign callback status unknown');
      const at = new Date(Number(ts));
      if (!Number.isFinite(at.getTime())) throw new Error('esign callback time invalid');
      return { taskId, status, at };
    },
    signCallback,
    async queryTask(taskId) {
      const [t] = await db.select().from(esignLocalTasks).where(eq(esignLocalTasks.taskId, taskId));
      if (!t) return null;
      const status = t.status as ProviderTask['status'];
      return { taskId: t.taskId, contractId: t.contractId, documentSha256: t.documentSha256, status, expiresAt: t.expiresAt, completedAt: t.completedAt };
    },
    async signOnPage(taskId, now) {
      const done = await db
        .update(esignLocalTasks)
        .set({ status: 'SIGNED', completedAt: now })
        .where(and(eq(esignLocalTasks.taskId, taskId), eq(esignLocalTasks.status, 'OPEN'), gt(esignLocalTasks.expiresAt, now)))
        .returning({ taskId: esignLocalTasks.taskId });
      if (done.length) return true;
      const [t] = await db.select({ status: esignLocalTasks.status }).from(esignLocalTasks).where(eq(esignLocalTasks.taskId, taskId));
      return t?.status === 'SIGNED';
    },
  };
}

/**
 * ESIGN_PROVIDER: `local` (default, the only provider of this build; a stand-in: our own page records the
 * signature, no certified e-signature service or CA takes part).
 */
export function createEsign({ db, secret, env = process.env }: { db: Db; secret: () => Promise<string>; env?: Env }): EsignAdapter {
  chooseProvider(env, 'ESIGN_PROVIDER', ['local'], 'local');
  return createLocalEsign({ db, secret });
}
