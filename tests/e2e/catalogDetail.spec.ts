import type { APIRequestContext } from '@playwright/test';
import { demoCustomer, signIn } from './orderHelpers';
import { test, expect, readSmsCode, uniquePhone, loginWithPassword, expectPath, DEMO_CUSTOMER, apiGet, saveShot, expectToast, expectToastFrom } from './fixtures';

type Price = { priceKind: string; priceText: string };
type Sku = Price & { skuId: string; valueIds: string[]; stock: number };
type Detail = Price & {
  id: string;
  name: string;
  classCodeOne: string;
  bottomMode: 1 | 2 | 3;
  onSale: boolean;
  skuAttrs: { id: string; name: string; attrValList: { id: string; name: string }[] }[];
  skus: Sku[];
  defaultSkuId: string | null;
};
type Paged<T> = { records: T[]; totalPage: number };

/** Walks the goods list (in the seeded city) until `pick` accepts a detail. */
async function findGoods(request: APIRequestContext, pick: (d: Detail) => boolean, classCode?: string): Promise<Detail> {
  for (let page = 1; page <= 10; page++) {
    const q: Record<string, string> = { page: String(page), limit: '20', ...(classCode ? { classCode } : {}) };
    const list = await apiGet<Paged<{ id: string }>>(request, '/goods/v4/list', q);
    if (!list?.records.length) break;
    for (const g of list.records) {
      const d = await apiGet<Detail>(request, '/goods/v4/detail', { productId: g.id });
      if (d && d.onSale && pick(d)) return d;
    }
  }
  throw new Error('no seeded goods fits this test');
}

/** A chosen SKU and another SKU differing in the first attribute only, with a different price. */
function skuPair(d: Detail): { from: Sku; to: Sku; valueName: string } | null {
  if (!d.skuAttrs.length || d.skuAttrs[0].attrValList.length < 2) return null;
  const from = d.skus.find((s) => s.skuId === d.defaultSkuId);
  if (!from) return null;
  const rest = from.valueIds.slice(1);
  for (const v of d.skuAttrs[0].attrValList) {
    if (from.valueIds.includes(v.id)) continue;
    const to = d.skus.find((s) => s.stock > 0 && s.valueIds.includes(v.id) && rest.every((r) => s.valueIds.includes(r)));
    if (to && to.priceText !== from.priceText) return { from, to, valueName: v.name };
  }
  return null;
}

/** Seeded planners by status (1 callable, 0 disabled, 3 resigned), found through the planner detail API. */
async function plannerWithStatus(request: APIRequestContext, status: 0 | 1 | 3): Promise<{ id: string; name: string }> {
  for (let i = 60; i >= 1; i--) {
    const id = `u_planner_${String(i).padStart(2, '0')}`;
    const p = await apiGet<{ mchUserId: string; name: string; status: number }>(request, '/planner/v1/detail', { id });
    if (p && p.status === status) return { id: p.mchUserId, name: p.name };
  }
  throw new Error(`no seeded planner with status ${status}`);
}

const consultCard = (page: import('@playwright/test').Page) => page.getByRole('region', { name: '咨询规划师' });

test.describe('service goods detail', () => {
  test('shows the name, the server price and the consultation card', async ({ page, request }) => {
    const goods = await findGoods(request, (d) => d.bottomMode === 3);
    const res = await page.goto(`/detail?productId=${goods.id}`);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: goods.name })).toBeVisible();
    await expect(page.getByTestId('goods-price')).toHaveAttribute('aria-label', `价格 ${goods.skus.find((s) => s.skuId === goods.defaultSkuId)?.priceText ?? goods.priceText}`);
    const card = consultCard(page);
    await expect(card.getByRole('button', { name: '在线咨询' })).toBeVisible();
    await expect(card.getByRole('button', { name: '电话联系' })).toBeVisible();
    await expect(card.getByRole('link')).toHaveAttribute('href', /\/planner\/detail\?mchUserId=/);
  });

  test('the bottom bar offers what the goods type allows and keeps the planner in view', async ({ page, request }) => {
    const barOf = async (mode: 1 | 2) => {
      const goods = await findGoods(request, (d) => d.bottomMode === mode);
      await page.goto(`/detail?productId=${goods.id}`);
      const card = consultCard(page);
      await expect(card.getByRole('button', { name: '立即购买' })).toBeVisible();
      // The planner's avatar and name are not pushed under the buttons.
      const who = (await card.getByRole('link', { name: /./ }).first().boundingBox())!;
      const buy = (await card.getByRole('button', { name: '立即购买' }).boundingBox())!;
      const first = (await card.getByRole('button').first().boundingBox())!;
      expect(who.width).toBeGreaterThanOrEqual(70);
      expect(who.x + who.width).toBeLessThanOrEqual(first.x + 1);
      expect(buy.x + buy.width).toBeLessThanOrEqual(page.viewportSize()!.width);
      return card;
    };
    // Mode 2 (self-service, not into the cart): 在线咨询 + 立即购买, never a 加入购物车 that then refuses.
    const two = await barOf(2);
    await expect(two.getByRole('button', { name: '在线咨询' })).toBeVisible();
    await expect(page.getByRole('button', { name: '加入购物车' })).toHaveCount(0);
    await saveShot(page, 'test-results/shots/detail-bar-mode2.png');
    // Mode 1 (into the cart): 加入购物车 + 立即购买.
    const one = await barOf(1);
    await expect(one.getByRole('button', { name: '加入购物车' })).toBeVisible();
    await expect(one.getByRole('button', { name: '在线咨询' })).toHaveCount(0);
    await saveShot(page, 'test-results/shots/detail-bar-mode1.png');
  });

  test('choosing another SKU re-prices the goods through the server', async ({ page, request }) => {
    const goods = await findGoods(request, (d) => !!skuPair(d));
    const pair = skuPair(goods)!;
    await page.goto(`/detail?productId=${goods.id}`);
    const price = page.getByTestId('goods-price');
    await expect(price).toHaveAttribute('aria-label', `价格 ${pair.from.priceText}`);
    const priced = page.waitForResponse((r) => r.url().includes('/api/goods/v1/find_sku_detail'));
    await page.getByRole('radiogroup', { name: goods.skuAttrs[0].name }).getByRole('radio', { name: pair.valueName, exact: true }).click();
    await priced;
    await expect(price).toHaveAttribute('aria-label', `价格 ${pair.to.priceText}`);
    await expect(page.getByRole('radio', { name: pair.valueName, exact: true })).toHaveAttribute('aria-checked', 'true');
  });

  test('在线咨询 starts a chat for a visitor and opens the conversation with the goods card', async ({ page, request }) => {
    const goods = await findGoods(request, (d) => d.bottomMode === 3);
    await page.goto(`/detail?productId=${goods.id}`);
    await expectToastFrom(page, '正在联系规划师...', () => consultCard(page).getByRole('button', { name: '在线咨询' }).click());
    await page.waitForURL((u) => u.pathname === '/im/chat', { timeout: 30_000 });
    await expect(page.getByText(goods.name).first()).toBeVisible();
  });

  test('a customer’s page leaves its lower sections to the browser, which shows them; a visitor’s has them in the HTML', async ({ page, context, request, baseURL }) => {
    const goods = await findGoods(request, (d) => d.bottomMode === 3);
    const path = `/detail?productId=${goods.id}`;
    const visitorHtml = await (await request.get(path)).text();
    expect(visitorHtml).toContain('aria-label="商品介绍"');
    expect(visitorHtml).not.toContain('data-later-hold');
    // A customer's render is theirs alone and no crawler reads it (ADR 0064): the first screen and a blank space.
    const session = await demoCustomer(request);
    const cookie = `token=${session.token}; userId=${session.userId}; userType=${session.userType}`;
    const html = await (await request.get(path, { headers: { cookie } })).text();
    expect(html).toContain(goods.name);
    expect(html).toContain('data-later-hold');
    expect(html).not.toContain('商品介绍');

    await signIn(context, baseURL!, session);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: goods.name })).toBeVisible();
    const description = page.getByRole('region', { name: '商品介绍' });
    await description.scrollIntoViewIfNeeded();
    await expect(description).toBeVisible();
    await expect(page.locator('[data-later-hold]')).toHaveCount(0);
    await expect(consultCard(page).getByRole('button', { name: '在线咨询' })).toBeVisible();
  });

  test('the pictures swipe with the browser’s own scrolling; the mid-page ads come with the page and turn once scrolled to', async ({ page, request }) => {
    const id = 'g_0001';
    const detail = await apiGet<{ images: string[] }>(request, '/goods/v4/detail', { productId: id });
    expect(detail?.images.length, 'the seeded goods has several pictures').toBeGreaterThan(1);
    const total = detail!.images.length;
    await page.goto(`/detail?productId=${id}`);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    await expect(page.getByText(`1/${total}`, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: '查看大图 2' }).scrollIntoViewIfNeeded();
    await expect(page.getByText(`2/${total}`, { exact: true })).toBeVisible();

    // In the server's HTML; antd-mobile's Swiper (its spring and gesture code) loads only when the slot is near the
    // screen, not once the browser is idle after the start (2 s at most: waited out here).
    const ads = page.getByRole('region', { name: '推荐活动' });
    await expect(ads).toContainText('领券下单更划算');
    await page.waitForTimeout(2500);
    expect(await ads.locator('.adm-swiper').count()).toBe(0);
    await ads.scrollIntoViewIfNeeded();
    await expect(ads.locator('.adm-swiper')).toHaveCount(1);
  });

  test('an unknown goods answers 404 with a clear message', async ({ page }) => {
    const res = await page.goto('/detail?productId=g_no_such_goods');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '商品不存在或已下架' })).toBeVisible();
    await expect(page.getByRole('link', { name: '返回首页' })).toBeVisible();
  });

  test('classCodeOne moves to the vertical page without it', async ({ page, request }) => {
    const goods = await findGoods(request, (d) => d.classCodeOne === 'FL20210425164558', 'FL20210425164558');
    const res = await request.get(`/detail?productId=${goods.id}&classCodeOne=FL20210425164558`, { maxRedirects: 0 });
    expect(res.status()).toBe(308);
    expect(res.headers().location).toMatch(new RegExp(`/detail/server/financing\\?productId=${goods.id}$`));

    const other = await request.get(`/detail?productId=${goods.id}&classCodeOne=FL_OTHER&plannerId=x`, { maxRedirects: 0 });
    expect(other.status()).toBe(308);
    expect(other.headers().location).toMatch(new RegExp(`/detail\\?productId=${goods.id}&plannerId=x$`));

    await page.goto(`/detail?productId=${goods.id}&classCodeOne=FL20210425164558`);
    await expect(page).toHaveURL(new RegExp(`/detail/server/financing\\?productId=${goods.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: goods.name })).toBeVisible();
    await expect(page.getByRole('link', { name: '额度估算' })).toBeVisible();
  });
});

test.describe('phone contact with the planner', () => {
  test('status 1 offers a tel: link with a relay number, never the planner\'s own', async ({ page, request }) => {
    const goods = await findGoods(request, (d) => d.bottomMode === 3);
    const planner = await plannerWithStatus(request, 1);
    const card = await apiGet<{ phone: string }>(request, '/plannerCard/v1/planner_detail', { mchUserId: planner.id });
    await page.goto(`/detail?productId=${goods.id}&plannerId=${planner.id}`);
    await expect(consultCard(page).getByText(planner.name)).toBeVisible();
    await consultCard(page).getByRole('button', { name: '电话联系' }).click();
    await expect(page.getByText('为了持续为您提供服务，规划师可能会主动联系您')).toBeVisible();
    const dial = page.getByRole('dialog', { name: '拨打规划师电话' });
    const call = dial.getByRole('link', { name: '立即拨打' });
    await expect(call).toHaveAttribute('href', /^tel:\d{11}$/);
    const relay = (await call.getAttribute('href'))!.slice(4);
    await expect(dial.getByText(relay)).toBeVisible();
    // The card shows the real number masked (138****1234): the relay must not be that number.
    const masked = card?.phone ?? '';
    if (/^\d{3}\*{4}\d{4}$/.test(masked)) expect(relay.slice(0, 3) + relay.slice(-4)).not.toBe(masked.slice(0, 3) + masked.slice(-4));
  });

  test('status 0 and 3 explain why the planner cannot be called', async ({ page, request }) => {
    const goods = await findGoods(request, (d) => d.bottomMode === 3);
    for (const [status, message] of [
      [0, '当前人员已禁用，无法拨打电话'],
      [3, '当前人员已离职，无法拨打电话'],
    ] as const) {
      const planner = await plannerWithStatus(request, status);
      await page.goto(`/detail?productId=${goods.id}&plannerId=${planner.id}`);
      await expect(consultCard(page).getByText(planner.name)).toBeVisible();
      await consultCard(page).getByRole('button', { name: '电话联系' }).click();
      await expect(page.getByText(message)).toBeVisible();
      await expect(page.getByRole('dialog', { name: '拨打规划师电话' })).toHaveCount(0);
    }
  });
});

test.describe('loan quota estimate', () => {
  test('the estimate follows the form, and applying saves it as a lead', async ({ page }) => {
    await page.goto('/detail/server/financing/creditEvaluation');
    await expect(page.getByRole('heading', { name: '额度评估' })).toBeVisible();
    await expect(page.getByTestId('credit-estimate')).toHaveText('0');
    // 所在城市: the sheet opens on the city shown (成都市 when the visitor's city is not known); a city's tap ends it.
    await page.getByRole('button', { name: /^所在城市\s*四川省 成都市/ }).click();
    const sheet = page.locator('.adm-cascader');
    await expect(sheet.getByRole('tab', { selected: true })).toHaveText('成都市');
    await sheet.getByRole('button', { name: '绵阳市', exact: true }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('button', { name: /^所在城市\s*四川省 绵阳市/ })).toBeVisible();
    await page.getByRole('radiogroup', { name: '有无缴满2年的公积金' }).getByRole('radio', { name: '有' }).click();
    await page.getByLabel('个人月缴金额').fill('1000');
    // 50000 + (1000 − 280) × 575, 企业信贷 × 1
    await expect(page.getByTestId('credit-estimate')).toHaveText('464,000');

    const phone = uniquePhone();
    const since = Date.now() - 1000;
    await page.getByPlaceholder('请输入手机号').fill(phone);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByPlaceholder('请输入验证码').fill(await readSmsCode(phone, 'default', since));
    await page.getByRole('button', { name: '立即申请' }).click();
    const result = page.getByRole('region', { name: '评估结果' });
    await expect(result.getByText('申请已提交')).toBeVisible();
    await expect(result.getByText('¥464,000')).toBeVisible();
  });
});

test.describe('favourites on the goods detail', () => {
  test('a visitor is sent to login; a customer adds and cancels the favourite', async ({ page, request }) => {
    const goods = await findGoods(request, () => true);
    const path = `/detail?productId=${goods.id}`;
    await page.goto(path);
    await page.getByRole('button', { name: '收藏', exact: true }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdetail%3FproductId%3D/);

    await loginWithPassword(page, DEMO_CUSTOMER.phone, DEMO_CUSTOMER.password);
    await expectPath(page, '/detail', `?productId=${goods.id}`);
    const heart = page.getByRole('button', { name: /^(收藏|取消收藏)$/ });
    // Start from "not saved", whatever an earlier run left.
    if ((await heart.getAttribute('aria-pressed')) === 'true') {
      await heart.click();
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
    }
    await heart.click();
    await expect(page.getByText('收藏成功')).toBeVisible();
    await expect(page.getByRole('button', { name: '取消收藏' })).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(page.getByRole('button', { name: '取消收藏' })).toBeVisible();
    await page.getByRole('button', { name: '取消收藏' }).click();
    await expectToast(page, '取消成功');
    await expect(page.getByRole('button', { name: '收藏', exact: true })).toHaveAttribute('aria-pressed', 'false');
  });
});

test.describe('merchant join application', () => {
  test('a visitor applies with a verified phone and sees the confirmation', async ({ page }) => {
    await page.goto('/detail/joing');
    await page.getByPlaceholder('请输入您的姓名').fill('李经理');
    await page.getByPlaceholder('请输入营业执照上的公司名称').fill('成都示例财税咨询有限公司');
    await page.getByRole('radiogroup', { name: '经营类目' }).getByRole('radio').first().click();
    const phone = uniquePhone();
    const since = Date.now() - 1000;
    await page.getByPlaceholder('请输入手机号').fill(phone);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByPlaceholder('请输入验证码').fill(await readSmsCode(phone, 'default', since));
    await page.getByRole('button', { name: '提交申请' }).click();
    await expect(page.getByRole('status').getByText('申请已提交')).toBeVisible();
  });
});

test.describe('resource pickers', () => {
  test('400 numbers filter by price and the choice goes back to the page that asked', async ({ page }) => {
    await page.goto('/detail/selectPhone?redirect=%2Fcombo%2Flist');
    await expect(page.getByRole('radio').first()).toBeVisible();
    await page.getByText('价格', { exact: true }).click();
    await page.getByRole('textbox', { name: '最低价' }).fill('1000');
    await page.getByRole('textbox', { name: '最高价' }).fill('3000');
    await page.getByRole('button', { name: '确定' }).click();
    // The answer arrives before React renders it: wait for the list itself to hold only prices in range (the list
    // before the filter holds cheaper numbers).
    const inRange = async () => {
      const prices = await page.getByText(/^售价: /).allTextContents();
      const yuan = prices.map((p) => Number(p.replace(/[^\d.]/g, '')));
      return yuan.length > 0 && yuan.every((y) => y >= 1000 && y <= 3000);
    };
    await expect.poll(inRange).toBe(true);
    await page.getByRole('button', { name: '确认选择' }).click();
    await expectToast(page, '请选择');
    await page.getByRole('radio').first().click();
    await expect(page.getByRole('radio').first()).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('button', { name: '确认选择' }).click();
    await expect(page).toHaveURL(/\/combo\/list$/);
    const picked = await page.evaluate(() => sessionStorage.getItem('crisps:pickedResource'));
    expect(JSON.parse(picked!)).toMatchObject({ classCode: 'RES_TEL400', item: { name: expect.stringMatching(/^400-/) } });
  });
});
