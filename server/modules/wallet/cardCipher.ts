import { createHmac } from 'node:crypto';
import { decryptPhone, encryptPhone } from '../catalog/crypto';
import { serverKey, type KeyDeps } from '../secrets/keys';

/**
 * Bank-card numbers at rest (ADR 0003): AES-256-GCM under the server key `wallet-bank-card`, and an HMAC under
 * `wallet-bank-card-hash` to find a card (one binding per user, the per-card attempt limit) without decrypting.
 * The full number is opened only to hand a payout to the provider; pages get the masked form.
 */
export const sealCardNo = (deps: KeyDeps, cardNo: string) => encryptPhone(cardNo, serverKey(deps, 'wallet-bank-card'));
export const openCardNo = (deps: KeyDeps, enc: string) => decryptPhone(enc, serverKey(deps, 'wallet-bank-card'));
export const cardNoHash = (deps: KeyDeps, cardNo: string) => createHmac('sha256', serverKey(deps, 'wallet-bank-card-hash')).update(cardNo).digest('hex');
