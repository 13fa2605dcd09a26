import { createHmac } from 'node:crypto';
import { encryptPhone } from '../catalog/crypto';
import { openWithAny, readKeys, serverKey, type KeyDeps } from '../secrets/keys';

/**
 * Bank-card numbers at rest (ADR 0003): AES-256-GCM under the server key `wallet-bank-card`, and an HMAC under
 * `wallet-bank-card-hash` to find a card (one binding per user, the per-card attempt limit) without decrypting.
 * The full number is opened only to hand a payout to the provider; pages get the masked form.
 */
export const sealCardNo = (deps: KeyDeps, cardNo: string) => encryptPhone(cardNo, serverKey(deps, 'wallet-bank-card'));
export const openCardNo = (deps: KeyDeps, enc: string) => openWithAny(enc, readKeys(deps, 'wallet-bank-card'));
export const cardNoHash = (deps: KeyDeps, cardNo: string) => createHmac('sha256', serverKey(deps, 'wallet-bank-card-hash')).update(cardNo).digest('hex');
/** Every hash a card's row may carry: the current one first, then the one under the previous app key during a rotation. */
export const cardNoHashes = (deps: KeyDeps, cardNo: string) => readKeys(deps, 'wallet-bank-card-hash').map((k) => createHmac('sha256', k).update(cardNo).digest('hex'));
