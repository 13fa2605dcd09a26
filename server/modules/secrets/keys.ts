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

/**
 * What the key helpers need of Deps: the app key loaded at start-up, the one before it while a rotation is under way
 * (APP_SECRET_PREVIOUS: read, never written; docs/OPERATIONS.md "Rotating APP_SECRET"), and (legacy reads only) the
 * config.
 */
export type KeyDeps = { secrets: { appKey: string; previousAppKey?: string } };
export type SealDeps = KeyDeps & { config: { signSecret: string } };

const derive = (appKey: string, purpose: KeyPurpose) => createHmac('sha256', appKey).update(`crisps/${purpose}`).digest('hex');

export function serverKey(deps: KeyDeps, purpose: KeyPurpose): string {
  if (!deps.secrets?.appKey) throw new Error('server app key not loaded');
  return derive(deps.secrets.appKey, purpose);
}

/** The purpose's key under the previous app key, while a rotation is under way (only to read what it wrote). */
export function previousServerKey(deps: KeyDeps, purpose: KeyPurpose): string | null {
  const prev = deps.secrets?.previousAppKey;
  return prev && prev !== deps.secrets.appKey ? derive(prev, purpose) : null;
}

/** The keys a value of this purpose may have been written under, the current one first. */
export function readKeys(deps: KeyDeps, purpose: KeyPurpose): string[] {
  const prev = previousServerKey(deps, purpose);
  return prev ? [serverKey(deps, purpose), prev] : [serverKey(deps, purpose)];
}

/** Opens `enc` with the first of `keys` that opens it; throws the first key's error when none does. */
export function openWithAny(enc: string, keys: string[]): string {
  let first: unknown;
  for (const k of keys) {
    try {
      return decryptPhone(enc, k);
    } catch (err) {
      first ??= err;
    }
  }
  throw first;
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

/** Decrypts with the server key (then the previous one), then the legacy key; throws (like decryptPhone) when none opens it. */
export function unseal(deps: SealDeps, purpose: SealPurpose, enc: string, scope = ''): string {
  try {
    return openWithAny(enc, readKeys(deps, purpose).map((k) => k + scope));
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
 * The lookup hashes of an ID number: `current` (HMAC under the server key) is written; a search matches any of `all`:
 * the current one, the one under the previous app key during a rotation, and the legacy sha256(SIGN_SECRET:idNo) of
 * rows verified before ADR 0003.
 */
export function idNoHashes(deps: SealDeps, idNo: string): { current: string; legacy: string; all: string[] } {
  const [current, ...older] = readKeys(deps, 'realname-id-hash').map((k) => createHmac('sha256', k).update(idNo).digest('hex'));
  const legacy = createHash('sha256').update(`${deps.config.signSecret}:${idNo}`).digest('hex');
  return { current, legacy, all: [current, ...older, legacy] };
}

/**
 * `enc` sealed again under the current key when only an older one (the previous app key during a rotation, or the
 * legacy key) opens it; null when the current key opens it already, or no key does (the rekey pass of
 * scripts/rekeyAppSecret.ts leaves those as they are).
 */
export function resealed(deps: SealDeps, purpose: SealPurpose, enc: string, scope = ''): string | null {
  if (!enc) return null;
  try {
    decryptPhone(enc, serverKey(deps, purpose) + scope);
    return null;
  } catch {
    const plain = unsealOrNull(deps, purpose, enc, scope);
    return plain === null ? null : seal(deps, purpose, plain, scope);
  }
}

