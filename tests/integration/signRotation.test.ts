import { canonicalParams, computeSign } from '@/lib/sign';
import { SYS_CODE } from '@/lib/constants';
import { loadConfig } from '@/server/config';
import { createTestContext, type TestContext } from './helpers';

// Rotating SIGN_SECRET (docs/OPERATIONS.md): while SIGN_SECRET_PREVIOUS names the old secret, requests signed with it
// still pass beside those signed with the new one; once it is unset they are refused (4002). Sessions are untouched.
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ catalog: false });
});
afterAll(() => t?.close());

const PROTOCOL = '/api/find_protocol';
const query = { categoryCode: 'protocol100122' };

/** The protocol read, signed with `secret` whatever the server's configuration. */
function signedWith(secret: string) {
  const time = t.deps.now().getTime();
  const nonce = `rot-${Math.random().toString(36).slice(2)}`;
  const sign = computeSign({ method: 'GET', path: PROTOCOL, data: canonicalParams(new URLSearchParams(query)), time, nonce, sysCode: SYS_CODE, secret });
  return t.call('GET', PROTOCOL, query, { time, nonce, headers: { 'x-sign': sign } });
}

describe('SIGN_SECRET rotation', () => {
  it('accepts the previous secret only while SIGN_SECRET_PREVIOUS names it', async () => {
    const config = t.deps.config;
    const old = config.signSecret;
    try {
      expect((await signedWith(old)).code).toBe(200);
      config.signSecret = 'rotated-sign-secret-2026';
      config.signSecretPrevious = old;
      expect((await signedWith('rotated-sign-secret-2026')).code).toBe(200);
      expect((await signedWith(old)).code).toBe(200);
      expect((await signedWith('some-other-secret')).code).toBe(4002);
      config.signSecretPrevious = undefined;
      expect((await signedWith(old)).code).toBe(4002);
      expect((await signedWith('rotated-sign-secret-2026')).code).toBe(200);
    } finally {
      config.signSecret = old;
      config.signSecretPrevious = undefined;
    }
  });

  it('reads SIGN_SECRET_PREVIOUS from the environment, ignoring an empty one or the current secret', () => {
    const current = loadConfig({ NODE_ENV: 'test' }).signSecret;
    expect(loadConfig({ NODE_ENV: 'test', SIGN_SECRET_PREVIOUS: ' old-secret ' }).signSecretPrevious).toBe('old-secret');
    expect(loadConfig({ NODE_ENV: 'test', SIGN_SECRET_PREVIOUS: '' }).signSecretPrevious).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'test', SIGN_SECRET_PREVIOUS: current }).signSecretPrevious).toBeUndefined();
  });
});
