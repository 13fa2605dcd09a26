import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { verifyPassword } from '../auth/password';
import { previousServerKey, serverKey, type KeyDeps } from '../secrets/keys';

/**
 * The wallet's 6-digit pay password (docs/adr/0023-pay-password-hmac-with-pepper.md). A PIN has only 10^6 values, so
 * no hash cost protects a stolen hash; what does is the attempt lockout (wallet/service.ts, 5 tries then 15 minutes,
 * reserved atomically) and a pepper that never leaves the server: `hmac-sha256$salt$mac`, mac = HMAC-SHA256(pepper,
 * salt || pin), the pepper being the server key of purpose `wallet-pay-password` (server/modules/secrets/keys.ts,
 * from APP_SECRET or the generated app key, never from anything a browser holds). Login passwords keep scrypt.
 *
 * Hashes written before (scrypt, server/modules/auth/password.ts) still verify; a successful verify of one answers
 * the HMAC form to store instead (`upgrade`), so they are migrated on next use.
 */
const ALG = 'hmac-sha256';

function mac(deps: KeyDeps, pin: string, salt: Buffer, pepper = serverKey(deps, 'wallet-pay-password')): Buffer {
  return createHmac('sha256', pepper).update(salt).update(pin, 'utf8').digest();
}

export function hashPayPassword(deps: KeyDeps, pin: string, salt: Buffer = randomBytes(16)): string {
  return [ALG, salt.toString('base64'), mac(deps, pin, salt).toString('base64')].join('$');
}

export type PayPasswordCheck = { ok: boolean; /** The HMAC form to store in place of a legacy hash that verified. */ upgrade: string | null };

export async function verifyPayPassword(deps: KeyDeps, pin: string, stored: string | null | undefined): Promise<PayPasswordCheck> {
  if (!stored) return { ok: false, upgrade: null };
  const [alg, saltB64, macB64] = stored.split('$');
  if (alg === ALG) {
    if (!saltB64 || !macB64) return { ok: false, upgrade: null };
    const expected = Buffer.from(macB64, 'base64');
    const salt = Buffer.from(saltB64, 'base64');
    const same = (got: Buffer) => got.length === expected.length && timingSafeEqual(got, expected);
    if (same(mac(deps, pin, salt))) return { ok: true, upgrade: null };
    // During an APP_SECRET rotation: a hash under the previous pepper verifies once more and is rewritten under the new.
    const prev = previousServerKey(deps, 'wallet-pay-password');
    if (prev && same(mac(deps, pin, salt, prev))) return { ok: true, upgrade: hashPayPassword(deps, pin) };
    return { ok: false, upgrade: null };
  }
  if (alg === 'scrypt') {
    const ok = await verifyPassword(pin, stored);
    return { ok, upgrade: ok ? hashPayPassword(deps, pin) : null };
  }
  return { ok: false, upgrade: null };
}
