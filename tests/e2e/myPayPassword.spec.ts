import fs from 'node:fs';
import path from 'node:path';
import { test, expect as baseExpect, readSmsCode, expectToast, waitSmsGap, DATA_DIR, shot } from './fixtures';
import { api, freshCustomer, signIn } from './orderHelpers';

// 忘记支付密码 (issue 27 §3): a customer who locked their wallet with wrong pay passwords gets out of it from the
// wallet's lock message with a code to their phone; a weak new password is refused; the phone is told.

const expect = baseExpect.configure({ timeout: 30_000 });

/** The local SMS outbox rows of a phone since `since` (ms): a notice has no code. */
const outbox = (phone: string, since: number) =>
  fs
    .readFileSync(path.join(DATA_DIR, 'sms-outbox.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { phone: string; type: string; code: string; at: string })
    .filter((r) => r.phone === phone && Date.parse(r.at) >= since);

test('a customer locked out of the wallet resets the pay password from the lock message', async ({ page, request, context, baseURL }) => {
  const me = await freshCustomer(request);
  const registeredAt = Date.now();
  const call = (p: string, form: Record<string, string>) => api(request, 'POST', p, form, me.token, me.userId);
  await call('/wallet/v1/reset_password', { payPassword: '582047' });
  // five wrong old passwords lock the wallet
  for (let i = 0; i < 5; i++) await expect(call('/wallet/v1/reset_password', { payPassword: '370915', oldPayPassword: '000000' })).rejects.toThrow(/2020[14]/);
  await signIn(context, baseURL!, me);

  await page.goto('/my/wallet');
  const balance = page.getByRole('region', { name: '钱包余额' });
  await expect(balance.getByText(/支付密码错误次数过多，余额支付已暂停至 \d\d:\d\d/)).toBeVisible();
  await shot(page, 'pay-password/locked-wallet');
  await balance.getByRole('link', { name: '忘记支付密码' }).click();
  await page.waitForURL((u) => u.pathname === '/my/wallet/recoverPwd');
  await expect(page.getByRole('status').filter({ hasText: /已锁定至 \d\d:\d\d/ })).toBeVisible();
  const form = page.getByRole('form', { name: '重置支付密码' });
  await expect(form.getByText(`${me.phone.slice(0, 3)}****${me.phone.slice(-4)}`)).toBeVisible();

  await waitSmsGap(registeredAt);
  const since = Date.now() - 1000;
  await form.getByRole('button', { name: '获取验证码' }).click();
  await form.getByLabel('验证码').fill(await readSmsCode(me.phone, 'default', since));
  const pin = form.getByLabel('新支付密码（6位数字）');
  const again = form.getByLabel('再次输入新支付密码');
  await pin.fill('123456');
  await again.fill('123456');
  await form.getByRole('button', { name: '确定' }).click();
  await expect(form.getByRole('alert')).toHaveText('支付密码不能是连续的数字');
  await shot(page, 'pay-password/recover-weak');

  await pin.fill('370915');
  await again.fill('370915');
  const resetAt = Date.now() - 1000;
  await form.getByRole('button', { name: '确定' }).click();
  await expectToast(page, '支付密码已重置');
  await page.waitForURL((u) => u.pathname === '/my/wallet');
  await expect(balance.getByText('账户余额（元）')).toBeVisible();
  await expect(balance.getByText(/余额支付已暂停/)).toHaveCount(0);
  // the phone was told (a notice carries no code)
  await expect.poll(() => outbox(me.phone, resetAt).some((r) => r.type === 'default' && !r.code)).toBe(true);

  // the new password is the one: it changes the password in 修改支付密码
  await page.getByRole('button', { name: '修改支付密码' }).click();
  const sheet = page.getByRole('dialog', { name: '修改支付密码' });
  await expect(sheet.getByRole('link', { name: '忘记原支付密码？' })).toHaveAttribute('href', '/my/wallet/recoverPwd');
  await sheet.getByLabel('原支付密码').fill('370915');
  await sheet.getByLabel('新支付密码').fill('480276');
  await sheet.getByLabel('确认支付密码').fill('480276');
  await sheet.getByRole('button', { name: '确定' }).click();
  await expectToast(page, '支付密码已修改');
});
