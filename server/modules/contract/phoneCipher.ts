import { and, eq, inArray } from 'drizzle-orm';
import type { Deps } from '../../http/types';
import { badInput } from '../../http/errors';
import { seal, unsealOrNull } from '../secrets/keys';
import { contracts } from './schema';
import { MOBILE_RE } from '@/lib/contract/mobile';

// Who may turn a contract phone cipher back into the number (the encryption/decryption calls and applycontract):
// - a cipher the encryption call handed out is bound to the account that asked (its key includes the user id), so
//   only that account can use it;
// - a cipher stored on a contract (partyaTelephoneEnc, contactWay) only by the owner of that contract.
// Anything else, someone else's cipher included, reads as null: the same answer as a cipher that is not ours at all.

/**
 * Contract phones use their own server-only key (secrets/keys.ts), apart from planners' numbers; ciphers written
 * before ADR 0003 (legacy key) still open.
 */
export const encryptContactPhone = (deps: Deps, phone: string) => seal(deps, 'contract-phone', phone);
export const decryptContactPhone = (deps: Deps, enc: string): string | null => unsealOrNull(deps, 'contract-phone', enc);

// The contract-phone key narrowed to one account (server-only; a cipher from before ADR 0003 opens with the legacy key).
export const userScope = (userId: string) => `:user:${userId}`;

/** The encryption call: a cipher only this account can decrypt or use on its contracts. */
export const encryptPhone = (deps: Deps, userId: string, phone: string) => seal(deps, 'contract-phone', phone, userScope(userId));

/** The decryption call: each cipher the caller may read, null for any other (never another user's number). */
export async function decryptPhones(deps: Deps, userId: string, list: string[]): Promise<(string | null)[]> {
  const stored = list.length
    ? await deps.db
        .select({ enc: contracts.partyaPhoneEnc })
        .from(contracts)
        .where(and(eq(contracts.userId, userId), inArray(contracts.partyaPhoneEnc, list)))
    : [];
  const own = new Set(stored.map((r) => r.enc));
  return list.map((p) => unsealOrNull(deps, 'contract-phone', p, userScope(userId)) ?? (own.has(p) ? decryptContactPhone(deps, p) : null));
}

/** Party A's phone for applycontract: an 11-digit mobile, or a cipher the caller may read. */
export async function contactPhoneOf(deps: Deps, userId: string, given: string): Promise<string> {
  const s = given.trim();
  if (MOBILE_RE.test(s)) return s;
  const [plain] = await decryptPhones(deps, userId, [s]);
  if (!plain || !MOBILE_RE.test(plain)) throw badInput('contractFirstPhone：联系电话有误');
  return plain;
}
