import { createHash, createHmac } from 'node:crypto';
import { decryptPhone, encryptPhone } from '../catalog/crypto';

/**
 * Per-purpose keys derived from the server-only app key (APP_SECRET, or generated into server_secrets): HMAC-SHA256
 * of the purpose under the app key, one key per use so that none can stand in for another. SIGN_SECRET ships to
 * every browser and only authenticates the client (server/http/sign.ts); nothing here derives from it, except the
 * read-only legacy fallback below (docs/adr/0003-server-only-secrets.md).
 */
export const KEY_PURPOSES = [
  'chat-sse-ticket',
  'upload-straight-policy',
  'planner-phone',
  'invoice-header-phone',
  'contract-phone',
  'realname-id',
  'realname-id-hash',
  'wallet-bank-card',
  'wallet-bank-card-hash',
  'wallet-pay-password',
] as const;
export type KeyPurpose = (typeof KEY_PURPOSES)[number];

/** What the key helpers need of Deps: the app key loaded at start-up, and (legacy reads only) the config. */
export type KeyDeps = { secrets: { appKey: string } };
export type SealDeps = KeyDeps & { config: { signSecret: string } };

export function serverKey(deps: KeyDeps, purpose: KeyPurpose): string {
  if (!deps.secrets?.appKey) throw new Error('server app key not loaded');
  return createHmac('sha256', deps.secrets.appKey).update(`crisps/${purpose}`).digest('hex');
}

/** Personal data at rest, AES-256-GCM (catalog/crypto.ts) under a purpose's server key. */
export type SealPurpose = 'planner-phone' | 'invoice-header-phone' | 'contract-phone' | 'realname-id';

// Legacy (before ADR 0003): the secrets these purposes used, derived from the public SIGN_SECRET. Kept ONLY so that a
// database written before the change still opens: tried after the server key, never used to write, sign or verify.
// Rows are rewritten under the server key when they are next written (or re-seeded, for planners).
const LEGACY: Record<SealPurpose, (signSecret: string) => string> = {
  'planner-phone': (s) => s,
  'invoice-header-phone': (s) => `invoice-header:${s}`,
  'contract-phone': (s) => `contract-phone:${s}`,
  'realname-id': (s) => `realname-id:${s}`,
};

/** Encrypts under the purpose's server key; `scope` narrows the key (e.g. `:user:<id>`). */
export const seal = (deps: KeyDeps, purpose: SealPurpose, plain: string, scope = '') => encryptPhone(plain, serverKey(deps, purpose) + scope);

/** Decrypts with the server key, then the legacy key; throws (like decryptPhone) when neither opens it. */
export function unseal(deps: SealDeps, purpose: SealPurpose, enc: string, scope = ''): string {
  try {
    return decryptPhone(enc, serverKey(deps, purpose) + scope);
  } catch (err) {
    try {
      return decryptPhone(enc, LEGACY[purpose](deps.config.signSecret) + scope);
    } catch {
      throw err;
    }
  }
}

/** unseal, or null for a cipher no key of ours opens. */
export function unsealOrNull(deps: SealDeps, purpose: SealPurpose, enc: string, scope = ''): string | null {
  try {
    return unseal(deps, purpose, enc, scope);
  } catch {
    return null;
  }
}

/**
 * The lookup hashes of an ID number: `current` (HMAC under the server key) is written; a search matches either, as
 * rows verified before ADR 0003 carry the legacy sha256(SIGN_SECRET:idNo).
 */
export function idNoHashes(deps: SealDeps, idNo: string): { current: string; legacy: string } {
  return {
    current: createHmac('sha256', serverKey(deps, 'realname-id-hash')).update(idNo).digest('hex'),
    legacy: createHash('sha256').update(`${deps.config.signSecret}:${idNo}`).digest('hex'),
  };
}
