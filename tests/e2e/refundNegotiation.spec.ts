import { test, expect as baseExpect, expectToast, readSmsCode, shot } from './fixtures';
import { call, loginPlanner, newCustomerAskingRefund, useSession } from './myPurchase';

// A refund is negotiated (issue 27 §1, §2): the planner offers less than asked, with a reason; the customer hears it in
// 消息 without reloading, reads the reason in 协商历史 on the sheet, and changes the request; the planner is told.

const expect = baseExpect.configure({ timeout: 30_000 });

test('the planner offers less; the customer hears it in 消息, reads why in 协商历史 and changes the request', async ({ page, request, context, baseURL }) => {
  test.setTimeout(180_000);
  const { session: s, phone, sheet } = await newCustomerAskingRefund(request, readSmsCode, 200, '只需要部分服务');

  await useSession(context, baseURL!, s, phone);
  await page.goto('/msg');
  await page.waitForURL((u) => u.pathname === '/im/index');
  await expect(page.locator('[data-stream="live"]')).toBeAttached();
  const trade = page.getByRole('list', { name: '通知' }).getByRole('link', { name: /^交易通知/ });
  await expect(trade).toHaveAccessibleName('交易通知');

  const planner = await loginPlanner(request);
  const reason = '已办理核名，扣除已发生的费用';
  await call(request, planner, 'POST', '/orderSale/v1/operator/decide', { afterSaleId: sheet.afterSaleId, action: 'propose', amountFen: 50, dealMark: reason });

  // live, without a reload
  await expect(trade).toHaveAccessibleName('交易通知，1条未读');
  await expect(trade).toContainText('退款申请有新方案待您确认');
  await trade.click();
  await page.waitForURL((u) => u.pathname === '/msg/notices' && u.searchParams.get('category') === 'trade');
  const offer = page.getByRole('button', { name: /^未读，\s*退款申请有新方案待您确认/ });
  await expect(offer).toContainText('¥0.50');
  await offer.click();
  await page.waitForURL((u) => u.pathname === '/my/afterSale/detail' && u.searchParams.get('id') === sheet.afterSaleId);

  await expect(page.getByRole('region', { name: '售后状态' })).toContainText('请您确认售后方案');
  const history = page.getByRole('region', { name: '协商历史' });
  await expect(history).toContainText(reason);
  await expect(history).toContainText('提出售后方案：退款0.50元');
  await shot(page, 'refund-negotiation/offer');

  await page.getByRole('button', { name: '修改申请' }).click();
  const form = page.getByRole('form', { name: '修改申请' });
  await form.getByLabel('新的退款金额（元）').fill('1.5');
  await form.getByLabel('补充说明').fill('核名是我自己办的');
  await shot(page, 'refund-negotiation/change');
  await form.getByRole('button', { name: '提交修改' }).click();
  await expectToast(page, '已提交修改，等待规划师处理');
  await expect(page.getByRole('region', { name: '售后状态' })).toContainText('售后中');
  await expect(history).toContainText('用户修改售后申请');
  await expect(history).toContainText('申请退款1.50元：核名是我自己办的');
  await expect(page.getByRole('button', { name: '修改申请' })).toHaveCount(0);

  // the planner hears of it
  const told = await call<{ records: { kind: string; body: string }[] }>(request, planner, 'GET', '/notice/v1/list', { category: 'trade', limit: 50 });
  expect(told.records.filter((n) => n.kind === 'aftersale.changed' && n.body.includes('¥2.00 → ¥1.50'))).toHaveLength(1);
});
