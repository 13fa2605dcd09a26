import { test, expect as baseExpect, readSmsCode, uniquePhone } from './fixtures';
import { api, demoCustomer, shot, signIn, type Session } from './orderHelpers';
import { idCardCheckChar } from '../../lib/validators/idCard';
import { luhnCheckDigit } from '../../server/adapters/bankVerify/bins';

/** Pages compile on first visit under `next dev`: each step may wait up to a minute (no wait in a production build). */
const expect = baseExpect.configure({ timeout: 60_000 });

/** The demo customer's identity for this journey (a valid ID number; the real-name step is skipped once done). */
const HOLDER = { name: '王小明', idBody: '11010119900307123' };
const ID_NO = HOLDER.idBody + idCardCheckChar(HOLDER.idBody);

/** A Luhn-valid 工商银行 debit card number of this run. */
function icbcCard(): string {
  const body = ('622202' + String(Date.now()) + '0000000').slice(0, 18);
  return body + luhnCheckDigit(body);
}

/** Real-name verification for the demo customer through the API (the contract journey covers its pages). */
async function ensureRealName(request: Parameters<typeof api>[0], me: Session) {
  const call = <T>(method: 'GET' | 'POST', path: string, form: Record<string, string | number> = {}) => api<T>(request, method, path, form, me.token, me.userId);
  const info = await call<{ realStatus: string }>('GET', '/contract/v1/realname_info');
  if (info.realStatus === 'AUTHENTICATION_SUCCESS') return false;
  const since = Date.now() - 1000;
  for (let i = 0; ; i++) {
    try {
      await call('POST', '/authentication/send_sms_code', { phone: '13800138000', type: 'default' });
      break;
    } catch (e) {
      // Another journey texted the demo phone within the last minute.
      if (i > 3 || !String(e).includes('10405')) throw e;
      await new Promise((r) => setTimeout(r, 20_000));
    }
  }
  const smsCode = await readSmsCode('13800138000', 'default', since);
  await call('POST', '/contract/v1/authentication', { name: HOLDER.name, cardNo: ID_NO, smsCode });
  return true;
}

const typePassword = async (page: import('@playwright/test').Page, pwd: string) => {
  for (const d of pwd) await page.getByRole('button', { name: d, exact: true }).click();
};

/**
 * 银行卡 and 提现 (inventory my §2): the demo customer binds a debit card with the four elements and the bank's code,
 * withdraws 12.34 元 with the pay password, sees 审核中 and the amount 已冻结, then 提现成功 when the bank has paid
 * (the local payout provider settles after PAYOUT_DELAY_MS), the 提现 bill, and unbinds the card.
 */
test('bind a card, withdraw, see the hold and the payout, unbind', async ({ page, context, request, baseURL }) => {
  test.setTimeout(600_000);
  const me = await demoCustomer(request);
  const verifiedNow = await ensureRealName(request, me);
  await signIn(context, baseURL!, me);

  // 我的钱包 → 银行卡 → 添加收款账户
  await page.goto('/my/wallet');
  await expect(page.getByTestId('wallet-balance')).toBeVisible();
  await page.getByRole('link', { name: '银行卡' }).click();
  await expect(page).toHaveURL(/\/my\/wallet\/bankCards\/list/);
  await page.getByRole('link', { name: '添加收款账户' }).click();
  await expect(page.getByText('请准确选择开户行，若开户行选择错误，提现将会失败哦！')).toBeVisible();
  await expect(page.getByLabel('账户名称')).toHaveValue(HOLDER.name);

  const cardNo = icbcCard();
  const tail = cardNo.slice(-4);
  const reserved = uniquePhone().replace(/0000$/, '0001');
  await page.getByLabel('身份证号').fill(ID_NO);
  await page.getByLabel('银行卡号').fill(cardNo);
  await page.getByLabel('银行卡号').blur();
  await expect(page.getByLabel('银行名称')).toHaveValue('中国工商银行');
  await page.getByRole('button', { name: /请输入开户行/ }).click();
  const sheet = page.getByRole('dialog', { name: '选择开户行' });
  await sheet.getByPlaceholder('请输入搜索关键词').fill('成都高新');
  await expect(sheet.getByRole('option')).toHaveCount(1);
  await shot(page, 'my-bankcard-branches');
  await sheet.getByRole('option', { name: '中国工商银行成都高新支行' }).click();
  await page.getByLabel('预留手机号').fill(reserved);
  const since = Date.now() - 1000;
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByLabel('短信验证码').fill(await readSmsCode(reserved, 'default', since));
  await shot(page, 'my-bankcard-add');
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page).toHaveURL(/\/my\/wallet\/bankCards\/list/);
  const tile = page.getByRole('link', { name: new RegExp(`^中国工商银行.*尾号${tail}`) });
  await expect(tile).toContainText(`6222 **** **** ${tail}`);
  await expect(tile).toContainText('中国工商银行成都高新支行');
  await shot(page, 'my-bankcard-list');

  // Under `next dev` the pages compile on first visit: open them once so that the steps after the withdrawal fit in
  // the payout delay (PAYOUT_DELAY_MS, 10 s by default).
  for (const path of ['/my/wallet/withdraw/apply?id=none', '/my/wallet/withdraw/detail?id=none', '/my/wallet/withdraw/list']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  // 提现 12.34 元 to it with the pay password.
  const before = await api<{ balanceFen: number; frozenFen: number }>(request, 'GET', '/wallet/v1/account_balance_info', {}, me.token, me.userId);
  await page.goto('/my/wallet/withdraw');
  await expect(page.getByTestId('withdraw-card')).toHaveText(`工中国工商银行(${tail})`);
  await page.getByRole('button', { name: '去选择' }).click();
  const picker = page.getByRole('dialog', { name: '选择收款账户' });
  await expect(picker.getByRole('button', { name: `中国工商银行(${tail})` })).toHaveAttribute('aria-pressed', 'true');
  await expect(picker.getByRole('link', { name: '添加银行卡' })).toBeVisible();
  await shot(page, 'my-withdraw-picker');
  await picker.getByRole('button', { name: `中国工商银行(${tail})` }).click();
  await expect(picker).toBeHidden();
  await page.getByRole('button', { name: '提现', exact: true }).click();
  await expect(page.getByText('请填写提现金额', { exact: true })).toBeVisible();
  await page.getByLabel('提现金额').fill('5.5');
  await page.getByRole('button', { name: '提现', exact: true }).click();
  await expect(page.getByText('每次提现金额不低于10元', { exact: true })).toBeVisible();
  await page.getByLabel('提现金额').fill('12.345');
  await expect(page.getByLabel('提现金额')).toHaveValue('12.34');
  await shot(page, 'my-withdraw-form');
  await page.getByRole('button', { name: '提现', exact: true }).click();
  await expect(page).toHaveURL(/\/my\/wallet\/withdraw\/setPwd/);
  await expect(page.getByTestId('withdraw-draft')).toHaveText(`提现 ¥12.34 到 中国工商银行(${tail})`);
  await shot(page, 'my-withdraw-password');
  await typePassword(page, '123456');
  await expect(page).toHaveURL(/\/my\/wallet\/withdraw\/apply\?id=/);
  await expect(page.getByRole('heading', { name: '提现申请已提交' })).toBeVisible();
  await expect(page.getByTestId('apply-card')).toHaveText(`中国工商银行 储蓄卡(6222 **** **** ${tail})`);
  // 审核中 and 已冻结 while the bank works on it.
  await expect(page.getByTestId('apply-status')).toHaveText('审核中');
  await shot(page, 'my-withdraw-apply');
  await page.goto('/my/wallet');
  await expect(page.getByTestId('wallet-frozen')).toHaveText(`¥${((before.frozenFen + 1234) / 100).toFixed(2)}`);
  await shot(page, 'my-wallet-frozen');

  // 提现成功 once paid out: the list, the detail, the balance and the 提现 bill.
  await page.goto('/my/wallet/withdraw/list');
  const row = page.getByRole('listitem').filter({ hasText: `中国工商银行(${tail})` }).first();
  await expect(row).toContainText('-12.34');
  await row.click();
  await expect(page.getByTestId('withdraw-status')).toHaveText('提现成功', { timeout: 120_000 });
  await expect(page.getByText(`6222 **** **** ${tail}`)).toBeVisible();
  await shot(page, 'my-withdraw-detail');
  await page.goto('/my/wallet');
  await expect(page.getByTestId('wallet-frozen')).toHaveText(`¥${(before.frozenFen / 100).toFixed(2)}`);
  // The demo wallet is shared with the journeys that pay from it meanwhile: the page shows the balance of that moment
  // (the withdrawal's own effect is the 提现 bill below).
  await expect(async () => {
    await page.reload();
    const now = await api<{ balanceFen: number }>(request, 'GET', '/wallet/v1/account_balance_info', {}, me.token, me.userId);
    await expect(page.getByTestId('wallet-balance')).toHaveText(`¥${(now.balanceFen / 100).toFixed(2)}`, { timeout: 3000 });
  }).toPass({ timeout: 30_000 });
  await page.goto('/my/wallet/bill/list?type=WITHDRAW');
  await page.getByRole('listitem').filter({ hasText: `(${tail})` }).first().click();
  await expect(page.getByTestId('bill-amount')).toHaveText('-12.34');
  await page.getByRole('link', { name: '查看提现详情' }).click();
  await expect(page.getByTestId('withdraw-status')).toHaveText('提现成功');

  // 解绑 with the pay password.
  await page.goto('/my/wallet/bankCards/list');
  await page.getByRole('link', { name: new RegExp(`^中国工商银行.*尾号${tail}`) }).click();
  await expect(page.getByRole('heading', { name: '银行卡详情' })).toBeVisible();
  await shot(page, 'my-bankcard-detail');
  await page.getByRole('link', { name: '解绑' }).click();
  await typePassword(page, '123456');
  await expect(page).toHaveURL(/\/my\/wallet\/bankCards\/untieSuccess/);
  await expect(page.getByRole('region', { name: '解绑结果' }).getByRole('heading', { name: '解绑成功' })).toBeVisible();
  await shot(page, 'my-bankcard-untied');
  await page.getByText('返回', { exact: true }).click();
  await expect(page).toHaveURL(/\/my\/wallet\/bankCards\/list/);
  await expect(page.getByRole('link', { name: new RegExp(`^中国工商银行.*尾号${tail}`) })).toHaveCount(0);
  expect(typeof verifiedNow).toBe('boolean');
});
