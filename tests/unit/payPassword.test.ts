import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '@/server/modules/auth/password';
import { hashPayPassword, verifyPayPassword } from '@/server/modules/wallet/payPassword';

const deps = { secrets: { appKey: 'k'.repeat(64) } };
const other = { secrets: { appKey: 'o'.repeat(64) } };

describe('pay password (HMAC under a server-only pepper)', () => {
  it('stores hmac-sha256$salt$mac with a fresh salt each time, and verifies only the right PIN', async () => {
    const a = hashPayPassword(deps, '135790');
    const b = hashPayPassword(deps, '135790');
    expect(a).toMatch(/^hmac-sha256\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('135790');
    expect(await verifyPayPassword(deps, '135790', a)).toEqual({ ok: true, upgrade: null });
    expect(await verifyPayPassword(deps, '135791', a)).toEqual({ ok: false, upgrade: null });
    expect(await verifyPayPassword(deps, '', a)).toEqual({ ok: false, upgrade: null });
  });

  it('depends on the pepper: the same hash does not verify under another server key', async () => {
    const h = hashPayPassword(deps, '246810');
    expect((await verifyPayPassword(other, '246810', h)).ok).toBe(false);
    const salt = Buffer.alloc(16, 7);
    expect(hashPayPassword(deps, '246810', salt)).not.toBe(hashPayPassword(other, '246810', salt));
    expect(hashPayPassword(deps, '246810', salt)).toBe(hashPayPassword(deps, '246810', salt));
  });

  it('refuses a missing, malformed or unknown stored value', async () => {
    for (const stored of [null, undefined, '', 'hmac-sha256$', 'hmac-sha256$abc', 'md5$x$y', 'plain'])
      expect(await verifyPayPassword(deps, '135790', stored)).toEqual({ ok: false, upgrade: null });
    // The right length but a wrong mac, and a truncated one.
    const [alg, salt, mac] = hashPayPassword(deps, '135790').split('$');
    const flipped = Buffer.from(mac, 'base64');
    flipped[0] ^= 1;
    expect((await verifyPayPassword(deps, '135790', [alg, salt, flipped.toString('base64')].join('$'))).ok).toBe(false);
    expect((await verifyPayPassword(deps, '135790', [alg, salt, mac.slice(0, 20)].join('$'))).ok).toBe(false);
  });

  it('still accepts a legacy scrypt hash, and answers its HMAC replacement only when it verified', async () => {
    const legacy = await hashPassword('123456');
    const right = await verifyPayPassword(deps, '123456', legacy);
    expect(right.ok).toBe(true);
    expect(right.upgrade).toMatch(/^hmac-sha256\$/);
    expect((await verifyPayPassword(deps, '123456', right.upgrade)).ok).toBe(true);
    expect(await verifyPayPassword(deps, '654321', legacy)).toEqual({ ok: false, upgrade: null });
  });
});

describe('login password (scrypt, unchanged)', () => {
  it('hashes with scrypt and verifies', async () => {
    const h = await hashPassword('correct horse');
    expect(h).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword('correct horse', h)).toBe(true);
    expect(await verifyPassword('wrong horse', h)).toBe(false);
    expect(await verifyPassword('x', null)).toBe(false);
    expect(await verifyPassword('x', 'hmac-sha256$a$b')).toBe(false);
  });
});
