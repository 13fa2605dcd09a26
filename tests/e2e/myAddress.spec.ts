import type { Page } from '@playwright/test';
import { test, expect as baseExpect, expectToast, readSmsCode, uniquePhone, shot } from './fixtures';
import { call, login, useSession, type Session } from './myPurchase';
import { regionText } from '@/lib/address/addressRules';

// 收货地址: a new customer adds an address with the region picker, uses it at the checkout of a posted service (and
// picks a second one there without losing what was typed), and sees the address on the order.

// A dev server compiles each page on its first visit; give slow first loads room.
const expect = baseExpect.configure({ timeout: 60_000 });

/** 地址变更（加急办理）: its new licence is posted, so the checkout asks for an address. */
const POSTED = 'g_0017';

/** A new account, logged in by SMS through the API (its phone is also what the form may use). */
async function newCustomer(request: Parameters<typeof login>[0]): Promise<Session & { phone: string }> {
  const phone = uniquePhone();
  const since = Date.now() - 1000;
  await call(request, null, 'POST', '/authentication/send_sms_code', { phone, type: 'login' });
  const smsCode = await readSmsCode(phone, 'login', since);
  const s = await call<Session>(request, null, 'POST', '/authentication/login', { accountChannel: 'AUTH_PHONE_VERIFY', phone, smsCode, userType: 'ORDINARY_USER' });
  return { ...s, phone };
}

/**
 * Opens 收货地区 and taps `region`'s province, city and district in turn, each in the tab the sheet opens for it;
 * the last tap closes the sheet and the field shows the region.
 */
async function chooseRegion(page: Page, region: string[]) {
  const field = page.getByRole('button', { name: '收货地区' });
  await field.click();
  const sheet = page.locator('.adm-cascader');
  for (const [i, name] of region.entries()) {
    // The tab of this level is open (so a repeated name, 北京市 then 北京市, is tapped in the right list).
    await expect(sheet.getByRole('tab')).toHaveCount(i + 1);
    await expect(sheet.getByRole('tab', { selected: true })).toHaveText('请选择');
    await sheet.getByRole('button', { name, exact: true }).click();
  }
  await expect(sheet).toBeHidden();
  await expect(field).toHaveText(regionText({ provinceName: region[0], cityName: region[1], areaName: region[2] }));
}

async function fillAddress(page: Page, a: { name: string; phone: string; region: string[]; detail: string }) {
  await page.getByLabel('联系人').fill(a.name);
  await page.getByLabel('手机号').fill(a.phone);
  await chooseRegion(page, a.region);
  await page.getByLabel('详细地址').fill(a.detail);
}

test('a customer adds an address, uses it at checkout and sees it on the order', async ({ page, context, request, baseURL }) => {
  test.setTimeout(300_000);
  const me = await newCustomer(request);
  await useSession(context, baseURL!, me, me.phone);

  // 我的 → 收货地址: nothing yet.
  await page.goto('/my');
  await page.getByRole('link', { name: '收货地址', exact: true }).click();
  await expect(page).toHaveURL(/\/my\/shippingAddress$/);
  await expect(page.getByText('未添加收货地址')).toBeVisible();
  await shot(page, 'my-address/empty');

  // + 新建收货地址: checked before sending, then saved as the default.
  await page.getByRole('button', { name: '+ 新建收货地址' }).click();
  await expect(page).toHaveURL(/\/my\/shippingAddress\/add\/1$/);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('请填写收货人姓名')).toBeVisible();
  // 确定 with only a province chosen asks for the rest and leaves the field as it was.
  await page.getByRole('button', { name: '收货地区' }).click();
  const sheet = page.locator('.adm-cascader');
  await sheet.getByRole('button', { name: '四川省', exact: true }).click();
  await expect(sheet.getByRole('tab', { selected: true })).toHaveText('请选择');
  await shot(page, 'my-address/region-sheet');
  await sheet.getByText('确定', { exact: true }).click();
  await expectToast(page, '请选择完整的省、市、区');
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('button', { name: '收货地区' })).toHaveText('请选择省 / 市 / 区');
  await fillAddress(page, { name: '张三', phone: '1380013', region: ['四川省', '成都市', '武侯区'], detail: '天府大道北段1700号' });
  await expect(page.getByRole('button', { name: '收货地区' })).toHaveText('四川省 成都市 武侯区');
  // Reopened, the sheet is on the district chosen; tapping it again keeps it.
  await page.getByRole('button', { name: '收货地区' }).click();
  await expect(sheet.getByRole('tab', { selected: true })).toHaveText('武侯区');
  await sheet.getByRole('button', { name: '武侯区', exact: true }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('button', { name: '收货地区' })).toHaveText('四川省 成都市 武侯区');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('手机号格式不正确，请重新输入')).toBeVisible();
  await page.getByLabel('手机号').fill('13800138000');
  await shot(page, 'my-address/form');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(/\/my\/shippingAddress$/);
  const list = page.getByRole('list', { name: '收货地址列表' });
  const first = list.getByRole('listitem', { name: '张三 四川省成都市武侯区天府大道北段1700号' });
  await expect(first).toBeVisible();
  await expect(first.getByText('默认')).toBeVisible();
  await shot(page, 'my-address/list');

  // The checkout of a posted service shows the default address.
  await page.goto(`/order/confirmorder?productId=${POSTED}`);
  const row = page.getByTestId('checkout-address');
  await expect(row).toContainText('张三');
  await expect(row).toContainText('四川省成都市武侯区天府大道北段1700号');
  await page.getByLabel('备注留言').fill('请寄到前台');
  await page.getByRole('checkbox', { name: '我已阅读过并知晓' }).click();
  await shot(page, 'my-address/checkout-default');

  // Choosing another: a new address added from the choosing list, picked, and the checkout keeps what was typed.
  await row.click();
  await expect(page).toHaveURL(/\/my\/shippingAddress\?select=1/);
  await expect(page.getByRole('heading', { name: '选择收货地址' }).or(page.getByText('选择收货地址').first())).toBeVisible();
  await page.getByRole('button', { name: '+ 新建收货地址' }).click();
  await fillAddress(page, { name: '李四', phone: '13900001111', region: ['北京市', '北京市', '朝阳区'], detail: '建国路88号SOHO现代城' });
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(/\/my\/shippingAddress\?select=1/);
  await shot(page, 'my-address/choose');
  await page.getByRole('button', { name: /^选择\s*李四.*北京市朝阳区建国路88号SOHO现代城/ }).click();
  await expect(page).toHaveURL(/\/order\/confirmorder\?productId=g_0017/);
  await expect(row).toContainText('李四');
  await expect(row).toContainText('北京市朝阳区建国路88号SOHO现代城');
  await expect(page.getByLabel('备注留言')).toHaveValue('请寄到前台');
  await expect(page.getByRole('checkbox', { name: '我已阅读过并知晓' })).toHaveAttribute('aria-checked', 'true');
  await shot(page, 'my-address/checkout-chosen');

  // Submitted: the order keeps the chosen address.
  await page.getByRole('button', { name: '提交订单' }).click();
  await page.waitForURL((u) => u.pathname !== '/order/confirmorder');
  const orders = await call<{ records: { cusOrderId: string; shippingAddress: { contactName: string } | null }[] }>(request, me, 'POST', '/order/v2/find_order_page', { page: 1, limit: 5 });
  const placed = orders.records[0];
  expect(placed.shippingAddress?.contactName).toBe('李四');
  await page.goto(`/order/detail?cusOrderId=${placed.cusOrderId}`);
  const shipped = page.getByRole('region', { name: '收货信息' });
  await expect(shipped).toContainText('李四');
  await expect(shipped).toContainText('13900001111');
  await expect(shipped).toContainText('北京市朝阳区建国路88号SOHO现代城');
  await shot(page, 'my-address/order-detail');

  // 设为默认 and 删除 on the list; the order keeps its copy.
  await page.goto('/my/shippingAddress');
  const second = list.getByRole('listitem', { name: /^李四/ });
  await second.getByRole('button', { name: '设为默认' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(second.getByText('默认')).toBeVisible();
  await second.getByRole('button', { name: '删除' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(second).toHaveCount(0);
  await expect(first.getByText('默认')).toBeVisible();
  await page.goto(`/order/detail?cusOrderId=${placed.cusOrderId}`);
  await expect(page.getByRole('region', { name: '收货信息' })).toContainText('李四');
});
