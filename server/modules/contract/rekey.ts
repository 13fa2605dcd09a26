import { eq } from 'drizzle-orm';
import type { Deps } from '../../http/types';
import { resealed } from '../secrets/keys';
import { userScope } from './phoneCipher';
import { contracts } from './schema';

/**
 * Contracts' party-A phones sealed again under the current app key (scripts/rekeyAppSecret.ts), each in the form it
 * was stored: the contract's own key, or the owner's (a cipher the encryption call handed out); how many.
 */
export async function rekeyContractPhones(deps: Pick<Deps, 'db' | 'secrets' | 'config'>): Promise<number> {
  let n = 0;
  for (const r of await deps.db.select({ id: contracts.id, userId: contracts.userId, enc: contracts.partyaPhoneEnc }).from(contracts)) {
    const next = resealed(deps, 'contract-phone', r.enc) ?? resealed(deps, 'contract-phone', r.enc, userScope(r.userId));
    if (next) n += (await deps.db.update(contracts).set({ partyaPhoneEnc: next }).where(eq(contracts.id, r.id)).returning({ id: contracts.id })).length;
  }
  return n;
}
