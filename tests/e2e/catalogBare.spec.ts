import { test, expect, saveShot } from './fixtures';

/**
 * Catalog pages opened without the query that names their subject (a truncated shared link) answer 200 with an
 * explanation, a way home and real recommendations; a named but unknown subject still gets the not-found state.
 */

test('bare /detail explains the missing goods and recommends real goods and planners', async ({ page }) => {
  const res = await page.goto('/detail');
  expect(res?.status()).toBe(200);
  const landing = page.getByTestId('bare-landing');
  await expect(landing).toHaveAttribute('data-kind', 'goods');
  await expect(page.getByRole('heading', { level: 1, name: '该商品不存在或已下架' })).toBeVisible();
  const goods = page.locator('section', { has: page.locator('#bare-goods') }).getByRole('link').filter({ has: page.locator('h3') });
  expect(await goods.count()).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { name: '推荐规划师' })).toBeVisible();
  await saveShot(page, 'test-results/shots/catalog-bare-detail.png', { fullPage: true });

  // A recommended goods opens its real detail page.
  const first = goods.first();
  const name = (await first.locator('h3').innerText()).trim();
  await first.click();
  await expect(page).toHaveURL(/productId=/);
  await expect(page.getByText(name).first()).toBeVisible();
});

test('bare /detail links back home', async ({ page }) => {
  await page.goto('/detail/serviceDetails');
  await page.getByRole('link', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown productId still answers 404 with the not-found page', async ({ page }) => {
  const res = await page.goto('/detail?productId=nonexistent');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '商品不存在或已下架' })).toBeVisible();
  await expect(page.getByTestId('bare-landing')).toHaveCount(0);
});

test('bare trade pages recommend listings of their own kind', async ({ page }) => {
  const res = await page.goto('/detail/transaction/brand');
  expect(res?.status()).toBe(200);
  await expect(page.getByTestId('bare-landing')).toHaveAttribute('data-kind', 'trade');
  await expect(page.getByRole('heading', { name: '热门交易' })).toBeVisible();
  const listings = page.locator('section', { has: page.locator('#bare-trades') }).locator('a[href*="productId="]');
  expect(await listings.count()).toBeGreaterThan(0);
  for (const href of await listings.evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''))) expect(href).toContain('type=FL20201224136273'); // 商标
});

test('bare store and planner pages recommend planners that open their store / card', async ({ page }) => {
  let res = await page.goto('/store/merchantsStore');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: '未找到该店铺' })).toBeVisible();
  const enter = page.getByRole('link', { name: /进店/ }).first();
  await expect(enter).toHaveAttribute('href', /\/store\/plannerStore\?mchUserId=/);

  res = await page.goto('/planner/detail');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: '未找到该规划师' })).toBeVisible();
  const card = page.getByRole('link', { name: /名片/ }).first();
  await expect(card).toHaveAttribute('href', /\/planner\/detail\?mchUserId=/);
  await saveShot(page, 'test-results/shots/catalog-bare-planner.png', { fullPage: true });
});

test('bare case detail recommends cases; bare /img says the image is missing', async ({ page }) => {
  let res = await page.goto('/caseexample/details');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: '精选案例' })).toBeVisible();
  await expect(page.locator('a[href^="/caseexample/details?id="]').first()).toBeVisible();

  res = await page.goto('/img');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: '图片地址缺失' })).toBeVisible();

  res = await page.goto('/img?url=not-an-image');
  expect(res?.status()).toBe(404);
});

test('searchCity without a keyword lists hot cities on the server', async ({ request }) => {
  const res = await request.get('/city/searchCity');
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain('热门城市');
  expect(html).toContain('成都');
});
