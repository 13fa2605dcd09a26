import { test, expect, saveShot, expectToast, apiGet } from './fixtures';

/**
 * 发现 journey (inventory §16): the list keeps its pages and scroll across an article, the search saves its history
 * and shows highlighted results, the article copies its link.
 */

test('read an article from a long list, come back to the same place, then search', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/found');
  const list = page.getByRole('list', { name: '资讯列表' });
  const cards = list.locator('a[href^="/found/detail/"]');
  await expect(cards).toHaveCount(10);

  // Scrolling loads the second page.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => cards.count(), { timeout: 20_000 }).toBeGreaterThan(10);
  const loaded = await cards.count();
  const card = cards.nth(11);
  await card.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, -120));
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(500);
  const title = (await card.locator('h3').innerText()).trim();
  const href = (await card.getAttribute('href')) ?? '';

  // A tap where the card is (a pointer click would first scroll it clear of the sticky header).
  await card.dispatchEvent('click');
  await expect(page).toHaveURL(new RegExp(`${href}$`), { timeout: 60_000 });
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(/^热度\d+$/)).toBeVisible();
  const notice = page.getByText(/^本文版权归属原作者/);
  await expect(notice).toBeVisible();
  // Our name, 上述 (not 上诉), and a way to reach us this product has.
  await expect(notice).toContainText('未经薯片企服书面声明');
  await expect(notice).toContainText('上述内容');
  await expect(notice).toContainText('我要吐槽');
  await expect(notice).not.toContainText('dgg.net');

  // 分享 → 链接 copies the address.
  await page.getByRole('button', { name: '分享' }).click();
  await page.getByRole('button', { name: '链接' }).click();
  await expectToast(page, '链接复制成功');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  await saveShot(page, 'test-results/shots/found-article.png');

  // Back: the same list (no reload to page 1), at the same place, the opened title grey.
  await page.getByRole('button', { name: '返回' }).click();
  await expect(page).toHaveURL(/\/found$/);
  await expect(cards).toHaveCount(loaded);
  await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5_000 }).toBeGreaterThan(scrolled - 80);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(scrolled + 80);
  const opened = list.locator(`a[href="${href}"] h3`);
  // A read title turns grey (--text-3, still 4.5:1 on white).
  await expect(opened).toHaveCSS('color', 'rgb(111, 111, 111)');
  await expect(list.locator('a h3').first()).not.toHaveCSS('color', 'rgb(111, 111, 111)');

  // Search from the header: the live row, then Enter.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: '搜索资讯' }).click();
  await expect(page).toHaveURL(/\/found\/foundSearch$/);
  await expect(page.getByText('没有任何搜索历史')).toBeVisible();
  const input = page.getByPlaceholder('请输入搜索内容');
  await input.fill('商标');
  await expect(page.getByRole('button', { name: '搜索"商标"' })).toBeVisible();
  await input.press('Enter');
  await expect(page).toHaveURL(/\/found\/kword\?keyword=%E5%95%86%E6%A0%87$/);
  await expect(page.getByRole('heading', { name: '相关新闻' })).toBeVisible();
  const results = page.getByRole('list', { name: '相关新闻' }).locator('a[href^="/found/detail/"]');
  await expect(results).toHaveCount(2);
  const marks = page.getByRole('list', { name: '相关新闻' }).locator('mark');
  expect(await marks.count()).toBeGreaterThanOrEqual(2);
  for (const t of await marks.allInnerTexts()) expect(t).toBe('商标');
  await saveShot(page, 'test-results/shots/found-kword.png');

  // A new keyword on the results page: saved, page 1 again; nothing found shows the empty state.
  const box = page.getByPlaceholder('请输入搜索内容');
  await box.fill('火星移民');
  await box.press('Enter');
  await expect(page).toHaveURL(/keyword=%E7%81%AB%E6%98%9F%E7%A7%BB%E6%B0%91/);
  await expect(page.getByText('没有找到与“火星移民”相关的新闻')).toBeVisible();
  await expect(results).toHaveCount(0);

  // Back to the search page: both keywords as chips, newest first.
  await page.goBack();
  await expect(page).toHaveURL(/\/found\/foundSearch$/);
  const chips = page.getByRole('region', { name: '搜索历史' }).getByRole('button');
  await expect(chips.filter({ hasText: '商标' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('foundHistory'))).toBe('["火星移民","商标"]');
  // A chip searches again; 取消 goes back to 发现.
  await chips.filter({ hasText: '商标' }).click();
  await expect(page).toHaveURL(/\/found\/kword\?keyword=%E5%95%86%E6%A0%87$/);
  await page.getByRole('button', { name: '取消' }).click();
  await expect(page).toHaveURL(/\/found$/);
  await expect(page.getByRole('heading', { level: 1, name: '发现' })).toBeVisible();
});

test('the search page clears its history, and an article opened directly goes back to 发现', async ({ page }) => {
  await page.goto('/found/foundSearch');
  await page.evaluate(() => localStorage.setItem('foundHistory', JSON.stringify(['专利', '商标'])));
  await page.reload();
  const region = page.getByRole('region', { name: '搜索历史' });
  await expect(region.getByRole('button', { name: '专利' })).toBeVisible();
  await region.getByRole('button', { name: '清空搜索历史' }).click();
  await expect(page.getByText('没有任何搜索历史')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('foundHistory'))).toBeNull();

  // An article opened as the first page of a tab (history.length 1; a Playwright tab also holds about:blank, so the
  // length is pinned): back replaces it with 发现 instead of leaving the site.
  const fresh = await page.context().newPage();
  await fresh.addInitScript(() => Object.defineProperty(History.prototype, 'length', { get: () => 1 }));
  await fresh.goto('/found/detail/art_0004');
  await fresh.getByRole('button', { name: '返回' }).click();
  await expect(fresh).toHaveURL(/\/found$/);
});

test('each 发现 tab shows its own banner: the newest of that category', async ({ page, request }) => {
  type Card = { id: string; coverUrl: string };
  const home = await apiGet<{ categories: { code: string; name: string }[]; records: Card[] }>(request, '/information/v1/home', { limit: '5' });
  const newest = home!.records.find((a) => a.coverUrl)!;
  // A category whose articles do not include the newest of all: its banner must be its own.
  let pick: { name: string; ids: string[] } | null = null;
  for (const c of home!.categories) {
    const page1 = await apiGet<{ records: Card[] }>(request, '/information/v1/list', { category: c.code, page: '1', limit: '10' });
    const ids = page1!.records.filter((a) => a.coverUrl).map((a) => a.id);
    if (ids.length && !ids.includes(newest.id)) {
      pick = { name: c.name, ids };
      break;
    }
  }
  expect(pick, 'a category without the newest article').not.toBeNull();
  await page.goto('/found');
  const slides = page.getByRole('region', { name: '最新资讯' }).locator('a[href^="/found/detail/"]');
  await expect(slides.first()).toHaveAttribute('href', `/found/detail/${newest.id}`);
  await page.getByRole('tab', { name: pick!.name }).click();
  await expect(slides.first()).toHaveAttribute('href', `/found/detail/${pick!.ids[0]}`);
});
