import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Electronic signing behind one interface. The flow: the contract service asks for a sign task for a drafted
 * contract (its PDF hash and the verified signer), sends the user to the task's sign URL, and finishes the
 * contract when the task completes, either through our own signing page (local provider: POST
 * /api/contract/v1/esign/complete) or through the provider's callback (POST /api/contract/v1/esign/callback,
 * authenticated with `verifyCallback`).
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

export interface EsignAdapter {
  readonly provider: string;
  /** Opens a sign task; the URL is what /contract/iframe shows. */
  createSignTask(input: SignTaskInput, now: Date): Promise<SignTask>;
  /** Checks a callback's authenticity and reads it; throws when the signature is wrong. */
  verifyCallback(body: Record<string, string>): SignCallback;
  /** Signs a callback body the way the provider does (tests and the local page use it). */
  signCallback(cb: { taskId: string; status: string; ts: string }): string;
}

export const SIGN_TASK_TTL_MS = 30 * 60_000;

/**
 * Our own signing page: the task URL opens /contract/iframe, which shows the draft and a 确认签署 button; the
 * callback is HMAC-SHA256 over `taskId.status.ts` with ESIGN_CALLBACK_SECRET (default: the API signing secret).
 */
export function createLocalEsign({ secret }: { secret: string }): EsignAdapter {
  const mac = (s: string) => createHmac('sha256', `esign:${secret}`).update(s).digest('hex');
  const signCallback = (cb: { taskId: string; status: string; ts: string }) => mac(`${cb.taskId}.${cb.status}.${cb.ts}`);
  return {
    provider: 'local',
    async createSignTask(input, now) {
      const taskId = 'st_' + randomBytes(12).toString('base64url');
      const q = new URLSearchParams({ taskId, contractId: input.contractId, type: 'qs' });
      return { provider: 'local', taskId, signUrl: `/contract/iframe?${q}`, expiresAt: new Date(now.getTime() + SIGN_TASK_TTL_MS) };
    },
    verifyCallback(body) {
      const { taskId = '', status = '', ts = '', sign = '' } = body;
      const expected = Buffer.from(signCallback({ taskId, status, ts }), 'hex');
      const given = Buffer.from(/^[0-9a-f]{64}$/i.test(sign) ? sign : '', 'hex');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new Error('esign callback signature mismatch');
      if (status !== 'SIGNED' && status !== 'REJECTED') throw new Error('esign callback status unknown');
      const at = new Date(Number(ts));
      if (!Number.isFinite(at.getTime())) throw new Error('esign callback time invalid');
      return { taskId, status, at };
    },
    signCallback,
  };
}
