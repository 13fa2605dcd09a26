import { test, expect, apiLogin, readSmsCode, DEMO_CUSTOMER } from './fixtures';
import { registerCustomer, useSession } from './myPurchase';
import { api, shot, signIn, type Session } from './orderHelpers';

type Paged<T> = { records: T[]; totalCount: number };
type Coupon = { couponUseCode: string; status: number; marketingCouponVO: { couponName: string } };

/** 我的优惠券 and 我的钱包 for the demo customer: the pages show what the API holds for this user. */
test('my coupons by tab, the wallet balance, ledger and top-up', async ({ page, context, request, baseURL }) => {
  test.setTimeout(180_000);
  const me = (await apiLogin(request, DEMO_CUSTOMER.phone, DEMO_CUSTOMER.password)) as Session;
  const call = <T>(method: 'GET' | 'POST', path: string, form: Record<string, string | number> = {}) => api<T>(request, method, path, form, me.token, me.userId);
  await signIn(context, baseURL!, me);

  // Coupons: the 未使用 tab lists what the API says is unused; the seeded expired coupon is on 已过期, greyed.
  const unused = await call<Paged<Coupon>>('POST', '/coupon/v2/find_my_coupon_page', { status: 1, page: 1, limit: 10 });
  await page.goto('/my/coupon');
  await expect(page.getByRole('tab', { name: '未使用' })).toHaveAttribute('aria-selected', 'true');
  const list = page.getByRole('region', { name: '优惠券列表' });
  if (unused.records.length) {
    await expect(list.getByRole('listitem')).toHaveCount(unused.records.length);
    const firstName = unused.records[0].marketingCouponVO.couponName;
    await expect(list.getByRole('listitem', { name: firstName })).toBeVisible();
    await expect(list.getByRole('listitem', { name: firstName }).getByRole('link', { name: '去使用' })).toBeVisible();
  } else {
    await expect(page.getByText('暂无可用优惠券')).toBeVisible();
  }
  await shot(page, 'my-coupon');
  await page.getByRole('tab', { name: '已过期' }).click();
  await expect(page).toHaveURL(/\/my\/coupon\?status=3/);
  const expired = page.getByRole('listitem', { name: '已过期券' });
  await expect(expired).toBeVisible({ timeout: 20_000 });
  await expect(expired).toContainText('已过期');
  await expect(expired.getByRole('link', { name: '去使用' })).toHaveCount(0);
  await shot(page, 'my-coupon-expired');

  // Wallet: a top-up of 1.23 元 paid at the sandbox gateway shows as the newest ledger entry and in the balance.
  const top = await call<{ paymentNo: string }>('POST', '/wallet/v1/top_up', { amountFen: 123 });
  await request.post(`/api/sandbox-pay/${encodeURIComponent(top.paymentNo)}/confirm`, { maxRedirects: 0 });
  await expect
    .poll(async () => (await call<{ payStatus: number }>('POST', '/pay/v2/find_is_payment', { paymentNo: top.paymentNo })).payStatus, { timeout: 20_000 })
    .toBe(1);
  const info = await call<{ balanceFen: number }>('GET', '/wallet/v1/account_balance_info');
  const yuan = (fen: number) => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;

  await page.goto('/my/wallet');
  await expect(page.getByTestId('wallet-balance')).toHaveText(`¥${yuan(info.balanceFen)}`);
  const ledger = page.getByRole('region', { name: '收支明细' });
  const newest = ledger.getByRole('listitem').first();
  await expect(newest).toContainText('充值');
  await expect(newest).toContainText('+1.23');
  await expect(newest).toContainText(top.paymentNo);
  await expect(page.getByRole('button', { name: '修改支付密码' })).toBeVisible();
  await shot(page, 'my-wallet');

  // 充值 from the page: a wrong amount is refused, a right one sends the browser to the payment gateway.
  await page.getByRole('button', { name: '充值', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: '余额充值' });
  // The payments are the local sandbox's (ALLOW_STAND_INS=1): the sheet and the gateway page both say so.
  await expect(sheet.getByRole('note')).toHaveText('沙箱支付：充值不会真实扣款');
  await sheet.getByLabel('充值金额').fill('60000');
  await sheet.getByRole('button', { name: '去支付' }).click();
  await expect(sheet.getByRole('alert')).toHaveText('单次充值不能超过50000元');
  await sheet.getByRole('button', { name: '100元' }).click();
  await shot(page, 'my-wallet-topup');
  await sheet.getByRole('button', { name: '去支付' }).click();
  await expect(page).toHaveURL(/sandbox-pay/, { timeout: 30_000 });
  await expect(page.getByRole('note')).toHaveText('沙箱支付：不会真实扣款');
});

/** A new customer reads the coupon rules, takes a coupon in the coupon centre and finds it under 未使用. */
test('the coupon centre: rules, receiving a coupon, and seeing it in 我的优惠券', async ({ page, context, request, baseURL }) => {
  test.setTimeout(120_000);
  const { session, phone } = await registerCustomer(request, readSmsCode);
  await useSession(context, baseURL!, session, phone);
  await page.goto('/my/coupon');
  await expect(page.getByText('暂无可用优惠券')).toBeVisible();
  await page.getByRole('button', { name: '通用规则 >' }).click();
  await expect(page.getByText('温馨提示')).toBeVisible();
  await expect(page.getByRole('link', { name: '《薯片隐私协议》' })).toHaveAttribute('href', '/login/protocol?categoryCode=protocol100121');
  await page.getByRole('button', { name: '我知道了' }).click();

  await page.getByRole('link', { name: '领券' }).click();
  await expect(page).toHaveURL(/\/my\/coupon\/coupons-list$/);
  const offer = page.getByRole('region', { name: '可领取的优惠券' });
  const take = offer.getByRole('button', { name: /^立即领取 / }).first();
  const name = ((await take.getAttribute('aria-label')) ?? '').replace(/^立即领取 /, '');
  await take.click();
  await expect(page.getByText('领取成功')).toBeVisible();
  await expect(offer.getByRole('button', { name: `已领取 ${name}` })).toBeDisabled();
  await shot(page, 'my-coupon-centre');

  await page.goto('/my/coupon');
  await expect(page.getByRole('region', { name: '优惠券列表' }).getByRole('listitem', { name })).toBeVisible();
});
