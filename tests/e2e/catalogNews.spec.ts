import { test, expect } from './fixtures';

/** 资讯: the home's 资讯精选 cards, the /known/newspaper list and the article page. */

test('the home shows 资讯精选 cards that open a real article, and 查看更多 opens the list', async ({ page }) => {
  await page.goto('/');
  const section = page.locator('section', { has: page.getByRole('heading', { name: '资讯精选' }) });
  await expect(section).toBeVisible();
  const cards = section.locator('a[href^="/known/detail/article?id="]');
  await expect(cards).toHaveCount(4);
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/shots/catalog-home-news.png' });

  const title = (await cards.first().getAttribute('aria-label')) ?? '';
  await cards.first().click();
  await expect(page).toHaveURL(/\/known\/detail\/article\?id=/, { timeout: 60_000 });
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(await page.locator('article p').count()).toBeGreaterThan(3);
  await page.screenshot({ path: 'test-results/shots/catalog-article.png', fullPage: true });

  await page.goto('/');
  await section.getByRole('link', { name: /查看更多/ }).click();
  await expect(page).toHaveURL(/\/known\/newspaper/, { timeout: 60_000 });
});

test('the article list pages on scroll and filters by category', async ({ page }) => {
  const res = await page.goto('/known/newspaper');
  expect(res?.status()).toBe(200);
  const rows = page.locator('main a[href^="/known/detail/article?id="]');
  await expect(rows).toHaveCount(10);
  await rows.last().scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 4000);
  await expect.poll(() => rows.count(), { timeout: 20_000 }).toBeGreaterThan(10);
  await page.screenshot({ path: 'test-results/shots/catalog-newspaper.png' });

  await page.getByRole('link', { name: '知识产权' }).click();
  await expect(page).toHaveURL(/category=ip/);
  // Four 知识产权 articles, every one tagged with its category.
  await expect(rows).toHaveCount(4, { timeout: 30_000 });
  for (const t of await rows.allInnerTexts()) expect(t).toContain('知识产权');
});

test('an unknown article answers 404 with the newest articles; no id answers 200', async ({ request }) => {
  const missing = await request.get('/known/detail/article?id=art_none');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('该资讯不存在或已下线');
  const bare = await request.get('/known/detail/article');
  expect(bare.status()).toBe(200);
  const html = await bare.text();
  expect(html).toContain('最新资讯');
  expect(html).toMatch(/\/known\/detail\/article\?id=art_\d{4}/);
});
