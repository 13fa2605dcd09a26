import { eq } from 'drizzle-orm';
import type { Deps } from '../../http/types';
import { decryptPhone } from '../catalog/crypto';
import { openWithAny, readKeys, serverKey } from '../secrets/keys';
import { cardNoHash, sealCardNo } from './cardCipher';
import { walletBankCards, walletCardVerifications } from './schema';

/** A card number sealed under the current key (null: it is already), with its current hash. */
function recard(deps: Pick<Deps, 'secrets'>, enc: string, hash: string): { cardNoEnc: string; cardNoHash: string } | null {
  let cardNo: string;
  try {
    cardNo = openWithAny(enc, readKeys(deps, 'wallet-bank-card'));
  } catch {
    return null;
  }
  let current = true;
  try {
    decryptPhone(enc, serverKey(deps, 'wallet-bank-card'));
  } catch {
    current = false;
  }
  const next = { cardNoEnc: current ? enc : sealCardNo(deps, cardNo), cardNoHash: cardNoHash(deps, cardNo) };
  return next.cardNoEnc === enc && next.cardNoHash === hash ? null : next;
}

/** Bound cards and card verifications sealed and hashed again under the current app key (scripts/rekeyAppSecret.ts); how many rows. */
export async function rekeyBankCards(deps: Pick<Deps, 'db' | 'secrets' | 'config'>): Promise<number> {
  let n = 0;
  for (const r of await deps.db.select({ id: walletBankCards.id, enc: walletBankCards.cardNoEnc, hash: walletBankCards.cardNoHash }).from(walletBankCards)) {
    const next = recard(deps, r.enc, r.hash);
    if (next) n += (await deps.db.update(walletBankCards).set(next).where(eq(walletBankCards.id, r.id)).returning({ id: walletBankCards.id })).length;
  }
  for (const r of await deps.db.select({ id: walletCardVerifications.id, enc: walletCardVerifications.cardNoEnc, hash: walletCardVerifications.cardNoHash }).from(walletCardVerifications)) {
    const next = recard(deps, r.enc, r.hash);
    if (next) n += (await deps.db.update(walletCardVerifications).set(next).where(eq(walletCardVerifications.id, r.id)).returning({ id: walletCardVerifications.id })).length;
  }
  return n;
}
