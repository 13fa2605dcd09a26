import { test, expect as baseExpect, readSmsCode, waitSmsGap, saveShot, expectToast } from './fixtures';

// The shared dev server compiles each page on its first visit; give slow first loads room.
const expect = baseExpect.configure({ timeout: 60_000 });
import { idCardCheckChar } from '../../lib/validators/idCard';
import { call, randomIdNo, registerCustomer, SHOTS, unpaidOrder, useSession } from './myPurchase';

test.describe('contracts', () => {
  test('a new customer drafts the contract of an order, verifies their real name and signs it', async ({ page, context, request, baseURL }) => {
    test.setTimeout(240_000);
    const { session, phone } = await registerCustomer(request, readSmsCode);
    const registeredAt = Date.now();
    const order = await unpaidOrder(request, session);
    await useSession(context, baseURL!, session, phone);

    // 完善合同
    await page.goto(`/order/detail?cusOrderId=${order.cusOrderId}`);
    await page.getByRole('link', { name: '签署合同' }).click();
    await expect(page).toHaveURL(/\/contract\/edit\?orderId=/);
    await page.getByLabel('甲方名称').fill('成都薯片测试有限公司');
    await page.getByLabel('联系人').fill('李四');
    await page.getByLabel('联系电话').fill(phone);
    await saveShot(page, `${SHOTS}/contract-edit.png`, { fullPage: true });
    await page.getByRole('button', { name: '立即签署' }).click();

    // 签署合同: the draft is shown, the phone masked
    await expect(page).toHaveURL(/\/contract\/preview\?type=qs/);
    await expect(page.getByText(`${phone.slice(0, 3)}****${phone.slice(-4)}`)).toBeVisible();
    // The contract drawn by PDF.js (a phone's browser shows no PDF inside a frame).
    await expect(page.getByRole('img', { name: /^合同\S+( 第1页)?$/ }).first()).toBeVisible();
    await saveShot(page, `${SHOTS}/contract-preview.png`, { fullPage: true });
    await page.getByRole('button', { name: '确认签署' }).click();
    await expect(page.getByText('检测到您未实名认证，请在签合同前 先进行实名认证')).toBeVisible();
    await page.getByRole('button', { name: '现在就认证' }).click();

    // 实名认证 with an SMS code to the account's phone
    await expect(page).toHaveURL(/\/contract\/authentication\?contractId=/);
    await page.getByLabel('姓名').fill('李四');
    await page.getByLabel('身份证号').fill('510104199001011234');
    await expect(page.getByRole('alert').filter({ hasText: /身份证号码/ })).toBeVisible();
    await page.getByLabel('身份证号').fill(randomIdNo(idCardCheckChar));
    // one SMS per phone per gap: the registration code was the last one
    await waitSmsGap(registeredAt);
    const since = Date.now() - 1000;
    // a click while the page still hydrates is lost: retry until the countdown shows
    await expect(async () => {
      if (await page.getByRole('button', { name: '获取验证码' }).isVisible()) await page.getByRole('button', { name: '获取验证码' }).click();
      await baseExpect(page.getByRole('button', { name: /重新获取/ })).toBeVisible({ timeout: 3000 });
    }).toPass({ timeout: 60_000 });
    await page.getByLabel('验证码').fill(await readSmsCode(phone, 'default', since));
    await page.getByText('已阅读并同意').click();
    await saveShot(page, `${SHOTS}/contract-authentication.png`, { fullPage: true });
    await page.getByRole('button', { name: '验证信息' }).click();
    await expectToast(page, '认证成功');

    // back on the contract: sign on our e-sign page
    await expect(page).toHaveURL(/\/contract\/preview\?type=qs/);
    await page.getByRole('button', { name: '确认签署' }).click();
    await expect(page).toHaveURL(/\/contract\/iframe\?taskId=/);
    await expect(page.getByText('李四').first()).toBeVisible();
    await saveShot(page, `${SHOTS}/contract-iframe.png`, { fullPage: true });
    await page.getByRole('button', { name: '确认签署' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确认签署' }).click();
    await expect(page).toHaveURL(/\/contract\/details\?contractId=/);
    await expect(page.getByText('已签署').first()).toBeVisible();
    // One order number everywhere: the customer order's (C…), as the order list shows it.
    const { cusOrderNo } = await call<{ cusOrderNo: string }>(request, session, 'GET', '/order/v2/cus_order_detail', { cusOrderId: order.cusOrderId });
    await expect(page.getByText(cusOrderNo).first()).toBeVisible();
    await expect(page.getByText(/\d{4}-\d{2}-\d{2}T\d{2}:/)).toHaveCount(0);
    await saveShot(page, `${SHOTS}/contract-details.png`, { fullPage: true });

    const list = await call<{ records: { status: string; businessId: string }[] }>(request, session, 'POST', '/contract/v3/list', { statusList: 'STRUTS_YWC', page: 1, limit: 10 });
    expect(list.records.map((r) => r.businessId)).toContain(order.orderId);

    await page.goto('/contract/contractList?tab=done');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('article').first().getByText(cusOrderNo)).toBeVisible();
    await saveShot(page, `${SHOTS}/contract-list.png`, { fullPage: true });
    await page.goto(`/order/OrderContract?orderId=${order.orderId}`);
    await expect(page.getByRole('button', { name: '查看合同' })).toBeVisible();
    await saveShot(page, `${SHOTS}/order-contract.png`, { fullPage: true });
    await page.goto('/contract/personalInfo');
    await expect(page.getByRole('heading', { name: '已实名' })).toBeVisible();
    await saveShot(page, `${SHOTS}/contract-personal-info.png`, { fullPage: true });
    // 我的 shows the verification at once, without logging in again (the account is read when the page shows).
    await page.goto('/my');
    await expect(page.getByRole('link', { name: /已实名/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /未实名/ })).toHaveCount(0);
    await saveShot(page, `${SHOTS}/my-verified.png`, { fullPage: true });
  });
});
