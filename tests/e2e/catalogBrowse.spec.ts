import { test, expect, readSmsCode, uniquePhone, expectToast } from './fixtures';
import { demoCustomer, signIn } from './orderHelpers';

/**
 * Browsing the catalog as a visitor on a phone: home → category → list with a filter → detail; search with its
 * history; an empty search offering the lead form. Needs the seeded marketplace.
 */

test.describe('catalog browsing', () => {
  test('home → category → a service list → a filter → a product', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: '搜索您想找的服务', exact: true })).toBeVisible();
    await expect(page.getByRole('tablist', { name: '推荐分类' })).toBeVisible();
    // The middle blocks: 限时秒杀, the four marketing tiles, 企服工具 (tests/e2e/activityMisc.spec.ts follows them).
    await expect(page.getByRole('heading', { name: '限时秒杀' })).toBeVisible();
    for (const tile of ['资产交易', '帮找服务', '政策补贴']) await expect(page.getByRole('heading', { name: tile })).toBeVisible();
    await expect(page.getByRole('heading', { name: '企服工具' })).toBeVisible();
    // The recommended goods are server-rendered: a goods card links to its detail page.
    await expect(page.locator('a[href^="/detail?productId="]').first()).toBeVisible();

    await page.getByRole('link', { name: '分类' }).click();
    await expect(page).toHaveURL(/\/category$/);
    await expect(page.getByRole('list', { name: '一级分类' })).toBeVisible();
    await page.getByRole('link', { name: '代理记账' }).first().click();
    await expect(page).toHaveURL(/\/list\/transactionList\?navcode=FL\w+&classcode=FL\w+/);
    const cards = page.locator('a[href^="/detail?productId="]');
    await expect(cards.first()).toBeVisible();

    // Sort by price, lowest first: the URL keeps the filter and the list is ordered.
    await page.getByText('综合排序', { exact: true }).click();
    await page.getByRole('button', { name: '价格从低到高' }).click();
    await expect(page).toHaveURL(/sort=price_asc/);
    await expect(page.getByText('价格从低到高', { exact: true }).first()).toBeVisible();
    await expect(cards.first()).toBeVisible();

    // A typed price range from the 价格 panel, applied with 确定.
    await page.getByText('价格', { exact: true }).click();
    await page.getByRole('textbox', { name: '最低价格' }).fill('1');
    await page.getByRole('textbox', { name: '最高价格' }).fill('99999');
    await page.getByRole('button', { name: '确定' }).click();
    await expect(page).toHaveURL(/price=1-99999/);
    await expect(page.getByText('1-99999元', { exact: true })).toBeVisible();

    // The card links per spec §2; the detail page (F2's) may move on to its vertical page, keeping productId.
    await expect(cards.first()).toHaveAttribute('href', /^\/detail\?productId=[^&]+&classCodeOne=FL\w+$/);
    await cards.first().click();
    await expect(page).toHaveURL(/\/detail[\w/]*\?(.*&)?productId=/);
  });

  test('the home below its first screen is in the server’s page, and its tabs answer once their code has come', async ({ page }) => {
    // Rendered by the server in place (ADR 0062): a visitor scrolling sees it before any of its code has run.
    const html = await (await page.request.get('/')).text();
    for (const text of ['企服工具', '推荐分类', '资产交易']) expect(html).toContain(text);
    await page.goto('/');
    const tabs = page.getByRole('tablist', { name: '推荐分类' }).getByRole('tab');
    const second = tabs.nth(1);
    await second.scrollIntoViewIfNeeded();
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    // Its code comes beside the page's own; until it has, a tap on a tab does nothing, so tap until it answers.
    await expect(async () => {
      await second.click();
      await expect(second).toHaveAttribute('aria-selected', 'true', { timeout: 1000 });
    }).toPass();
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'false');
    await expect(page.locator('a[href^="/detail?productId="]').first()).toBeVisible();
  });

  test('a logged-in customer’s home leaves its lower half to the browser, which shows it and its tabs answer', async ({ page, context, request, baseURL }) => {
    const session = await demoCustomer(request);
    // The customer's render is theirs alone and no crawler reads it (ADR 0064): the server sends the first screen and
    // a blank space where the lower half goes.
    const cookie = `token=${session.token}; userId=${session.userId}; userType=${session.userType}`;
    const html = await (await request.get('/', { headers: { cookie } })).text();
    expect(html).toContain('限时秒杀');
    expect(html).toContain('data-later-hold');
    for (const text of ['企服工具', '推荐分类']) expect(html).not.toContain(text);
    await signIn(context, baseURL!, session);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: '企服工具' })).toBeVisible();
    const tabs = page.getByRole('tablist', { name: '推荐分类' }).getByRole('tab');
    const second = tabs.nth(1);
    await second.scrollIntoViewIfNeeded();
    await second.click();
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('[data-later-hold]')).toHaveCount(0);
    await expect(page.locator('a[href^="/detail?productId="]').first()).toBeVisible();
  });

  test('a trade list filters by type and opens a listing', async ({ page }) => {
    await page.goto('/category');
    await page.getByRole('button', { name: '资产交易' }).click();
    await page.getByRole('link', { name: '商标交易' }).click();
    await expect(page).toHaveURL(/\/list\/jyList\?typeCode=FL20201224136273/);
    const listing = page.locator('a[href^="/detail/transactionDetails?productId="]').first();
    await expect(listing).toBeVisible();
    await expect(listing).toHaveAttribute('href', /type=FL20201224136273/);
    await page.getByText('排序', { exact: true }).click();
    await page.getByRole('button', { name: '价格从低到高' }).click();
    await expect(page).toHaveURL(/sort=2/);
    await listing.click();
    await expect(page).toHaveURL(/\/detail\/transactionDetails\?(.*&)?productId=/);
  });

  test('search remembers the word, and the history can be cleared', async ({ page }) => {
    await page.goto('/search');
    await expect(page.getByRole('heading', { name: '热搜词' })).toBeVisible();
    const box = page.getByRole('searchbox', { name: '搜索' });
    await box.fill('代理记账');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\/searchGoods\?keywords=%E4%BB%A3%E7%90%86%E8%AE%B0%E8%B4%A6/);
    await expect(page.getByRole('tab', { name: '企业服务' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('a[href^="/detail?productId="]').first()).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/search$/);
    const history = page.getByRole('region', { name: '搜索历史' });
    await expect(history.getByRole('button', { name: '代理记账' })).toBeVisible();

    // A history word searches again.
    await history.getByRole('button', { name: '代理记账' }).click();
    await expect(page).toHaveURL(/keywords=%E4%BB%A3%E7%90%86%E8%AE%B0%E8%B4%A6/);
    await page.goBack();

    await page.getByRole('button', { name: '清空搜索历史' }).click();
    await expect(page.getByRole('region', { name: '搜索历史' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: '热搜词' })).toBeVisible();
    await expect(page.getByRole('region', { name: '搜索历史' })).toHaveCount(0);
  });

  test('a search that finds nothing offers the lead form, which a visitor can send', async ({ page }) => {
    const word = `无此服务${Date.now() % 100000}`;
    await page.goto(`/search/searchGoods?keywords=${encodeURIComponent(word)}`);
    await expect(page.getByText(`没有找到“${word}”相关服务`)).toBeVisible();
    await expect(page.getByRole('heading', { name: '告诉我们您的需求' })).toBeVisible();

    const phone = uniquePhone();
    const since = Date.now();
    await page.getByPlaceholder('请输入手机号码').fill(phone);
    await page.getByRole('button', { name: '获取验证码' }).click();
    const code = await readSmsCode(phone, 'default', since);
    await page.getByPlaceholder('请输入验证码').fill(code);
    await page.getByRole('button', { name: '免费提交需求' }).click();
    await expectToast(page, '提交成功，规划师将尽快与您联系');
  });
});
