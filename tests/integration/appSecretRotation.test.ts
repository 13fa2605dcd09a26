import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestContext, randomIp, type TestContext } from './helpers';
import { PAY_PWD, bindCard, newIdNo, verifiedCustomer } from './walletFixtures';
import { planners, realnameVerifications, walletBankCards, wallets } from '@/server/db/schema';
import { verifiedIdNo } from '@/server/modules/realname/service';
import { openCardNo, cardNoHash } from '@/server/modules/wallet/cardCipher';
import { verifyPayPassword } from '@/server/modules/wallet/payPassword';
import { idNoHashes, unseal } from '@/server/modules/secrets/keys';
import { rekeyAppSecret } from '@/server/rekey';

// Issue 29: APP_SECRET rotates without losing encrypted data or anyone's pay password. Step 1: the new key becomes
// APP_SECRET and the old one APP_SECRET_PREVIOUS; everything written under the old one still opens and matches.
// Step 2: `npm run secrets:rekey` writes it all again under the new key; then the old key can go (pay passwords move
// at their owner's next entry). The app reads deps.secrets at each call, so the test switches keys in place.

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t?.close());

const NEW_KEY = 'a-new-app-secret-of-this-test-0123456789';

describe('rotating APP_SECRET', () => {
  it('keeps every sealed value, lookup and pay password through the previous key, and the rekey pass moves them', async () => {
    const oldKey = t.deps.secrets.appKey;
    const u = await verifiedCustomer(t);
    const { cardNo } = await bindCard(t, u);
    const [planner] = await t.deps.db.select().from(planners).limit(1);
    const plannerPhone = unseal(t.deps, 'planner-phone', planner.phoneEnc);
    const [w0] = await t.deps.db.select().from(wallets).where(eq(wallets.userId, u.userId));

    // Step 1: the new key, the old one as previous.
    Object.assign(t.deps.secrets, { appKey: NEW_KEY, previousAppKey: oldKey });
    expect((await verifiedIdNo(t.deps, u.userId))?.idNo).toBe(u.idNo);
    expect(unseal(t.deps, 'planner-phone', planner.phoneEnc)).toBe(plannerPhone);
    const [card] = await t.deps.db.select().from(walletBankCards).where(eq(walletBankCards.userId, u.userId));
    expect(openCardNo(t.deps, card.cardNoEnc)).toBe(cardNo);
    const pin = await verifyPayPassword(t.deps, PAY_PWD, w0.payPasswordHash);
    expect(pin.ok).toBe(true);
    expect(pin.upgrade).toBeTruthy();
    expect((await verifyPayPassword({ secrets: { appKey: NEW_KEY } }, PAY_PWD, pin.upgrade)).ok).toBe(true);
    // One ID, one account, across the rotation: another account cannot verify the same number.
    const otherPhone = t.phone();
    const ip = randomIp();
    const other = await t.loginSms(otherPhone, { ip });
    t.advance(61_000);
    const code = await t.sendCode(otherPhone, 'default', { ip });
    const taken = await t.call('POST', '/api/contract/v1/authentication', { name: '李四', cardNo: u.idNo, smsCode: code }, { token: other.token });
    expect(taken.code, taken.msg).not.toBe(200);
    expect(taken.msg).toMatch(/已被|已绑定|已认证|占用/);

    // Step 2: the rekey pass, then without the old key.
    const counts = await rekeyAppSecret(t.deps);
    expect(counts.idNumbers).toBeGreaterThanOrEqual(1);
    expect(counts.bankCards).toBeGreaterThanOrEqual(1);
    expect(counts.plannerPhones).toBeGreaterThanOrEqual(1);
    expect((await rekeyAppSecret(t.deps)).idNumbers).toBe(0);
    Object.assign(t.deps.secrets, { appKey: NEW_KEY, previousAppKey: undefined });
    expect((await verifiedIdNo(t.deps, u.userId))?.idNo).toBe(u.idNo);
    expect(unseal(t.deps, 'planner-phone', (await t.deps.db.select().from(planners).where(eq(planners.userId, planner.userId)))[0].phoneEnc)).toBe(plannerPhone);
    const [card2] = await t.deps.db.select().from(walletBankCards).where(eq(walletBankCards.id, card.id));
    expect(openCardNo(t.deps, card2.cardNoEnc)).toBe(cardNo);
    expect(card2.cardNoHash).toBe(cardNoHash(t.deps, cardNo));
    const [rn] = await t.deps.db.select().from(realnameVerifications).where(eq(realnameVerifications.userId, u.userId));
    expect(rn.idNoHash).toBe(idNoHashes(t.deps, u.idNo).current);
    // A fresh ID number still verifies under the new key alone.
    expect(newIdNo()).toMatch(/^\d{17}[\dX]$/);
    Object.assign(t.deps.secrets, { appKey: oldKey, previousAppKey: undefined });
  });
});
