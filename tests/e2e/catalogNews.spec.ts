import { test, expect, saveShot } from './fixtures';

/** 资讯: the home's 资讯精选 cards, the /found list (发现) and the article page /found/detail/<id>. */

test('the home shows 资讯精选 cards that open a real article, and 查看更多 opens 发现', async ({ page }) => {
  await page.goto('/');
  const section = page.locator('section', { has: page.getByRole('heading', { name: '资讯精选' }) });
  await expect(section).toBeVisible();
  const cards = section.locator('a[href^="/found/detail/art_"]');
  await expect(cards).toHaveCount(4);
  await section.scrollIntoViewIfNeeded();
  await saveShot(page, 'test-results/shots/catalog-home-news.png');

  const title = (await cards.first().locator('h3').innerText()).trim();
  await cards.first().click();
  await expect(page).toHaveURL(/\/found\/detail\/art_\d{4}$/, { timeout: 60_000 });
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(await page.locator('article p').count()).toBeGreaterThan(3);
  await saveShot(page, 'test-results/shots/catalog-article.png', { fullPage: true });

  await page.goto('/');
  await section.getByRole('link', { name: /查看更多/ }).click();
  await expect(page).toHaveURL(/\/found$/, { timeout: 60_000 });
  await expect(page.getByRole('heading', { level: 1, name: '发现' })).toBeVisible();
});

test('发现 pages on scroll and filters by category tab', async ({ page }) => {
  const res = await page.goto('/found');
  expect(res?.status()).toBe(200);
  const rows = page.getByRole('list', { name: '资讯列表' }).locator('a[href^="/found/detail/"]');
  await expect(rows).toHaveCount(10);
  await expect(page.getByRole('region', { name: '最新资讯' })).toBeVisible();
  await rows.last().scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => rows.count(), { timeout: 20_000 }).toBeGreaterThan(10);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(rows).toHaveCount(20, { timeout: 20_000 });
  await expect(page.getByText('没有更多了')).toBeVisible();
  // 热门 marks the three most-read articles.
  await expect(page.getByRole('list', { name: '资讯列表' }).getByText('热门', { exact: true })).toHaveCount(3);
  await saveShot(page, 'test-results/shots/catalog-found.png');

  await page.getByRole('tab', { name: '知识产权' }).click();
  await expect(page).toHaveURL(/category=ip/);
  // The four 知识产权 articles (server-rendered the same when the link is opened directly).
  await expect(rows).toHaveCount(4, { timeout: 30_000 });
  const clientIds = await rows.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  await page.goto('/found?category=ip');
  await expect(rows).toHaveCount(4);
  expect(await rows.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(clientIds);
});

test('an unknown article answers 404; /found/fdetail redirects to the article; a cut-off link offers the newest', async ({ request }) => {
  const missing = await request.get('/found/detail/art_none');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('页面已失效');

  const alias = await request.get('/found/fdetail?id=art_0003', { maxRedirects: 0 });
  expect(alias.status()).toBe(307);
  expect(alias.headers()['location']).toBe('/found/detail/art_0003');
  for (const path of ['/found/fdetail', '/found/detail']) {
    const bare = await request.get(path, { maxRedirects: 0 });
    expect(bare.status()).toBe(200);
    const html = await bare.text();
    expect(html).toContain('链接不完整，找不到这篇资讯');
    expect(html).toContain('最新资讯');
    expect(html).toContain('href="/found/detail/art_');
  }
});

test('an article is server-rendered with its SEO tags and Article JSON-LD', async ({ request }) => {
  const res = await request.get('/found/detail/art_0009');
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toMatch(/<title[^>]*>商标注册全攻略：类别怎么选，多久能下证_发现-薯片企服<\/title>/);
  expect(html).toMatch(/<link rel="canonical" href="[^"]*\/found\/detail\/art_0009"/);
  expect(html).toMatch(/<meta name="description" content="商标按45个类别注册/);
  expect(html).toContain('薯片资讯');
  expect(html).toContain('本文版权归属原作者');
  const ld = /<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/.exec(html);
  expect(ld).not.toBeNull();
  expect(JSON.parse(ld![1])).toMatchObject({ '@type': 'NewsArticle', headline: '商标注册全攻略：类别怎么选，多久能下证', author: { name: '薯片资讯' } });
});
