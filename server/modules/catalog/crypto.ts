import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * A planner's real phone is stored encrypted (AES-256-GCM) so that a leaked database or a careless SELECT * does not
 * hand out numbers; only the phone-relay adapter decrypts it. Format: base64url(iv).base64url(tag).base64url(data).
 */
const keyOf = (secret: string) => createHash('sha256').update(`planner-phone:${secret}`).digest();

export function encryptPhone(phone: string, secret: string, iv: Buffer = randomBytes(12)): string {
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const data = Buffer.concat([cipher.update(phone, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url')).join('.');
}

export function decryptPhone(enc: string, secret: string): string {
  const [iv, tag, data] = enc.split('.').map((s) => Buffer.from(s, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
}

/** Deterministic IV for seeded rows (same ciphertext every seed run). */
export const seedIv = (phone: string) => createHash('sha256').update(`seed-iv:${phone}`).digest().subarray(0, 12);
