import type { APIRequestContext } from '@playwright/test';
import { test, expect as baseExpect } from './fixtures';
import { call } from './myPurchase';

// Navigation that every page shares: the top progress bar, the back arrow of a page opened directly, and the
// browser's back with a sheet open.
const expect = baseExpect.configure({ timeout: 30_000 });

type Card = { id: string; type: number; answerCount: number };

async function seededQuestion(request: APIRequestContext): Promise<Card> {
  const hot = await call<Card[]>(request, null, 'GET', '/known/v1/hot', { limit: 50 });
  const q = hot.find((c) => c.type === 1 && c.answerCount > 0);
  if (!q) throw new Error('no seeded question with answers in the hot list');
  return q;
}

test.describe('navigation', () => {
  test('the top bar completes after a new visitor’s first tap in 必懂, on a slow network', async ({ page }) => {
    await page.goto('/known');
    // Page data slower than the bar's 200 ms throttle, so the bar shows and must then complete.
    await page.route('**/_next/data/**', async (route) => {
      await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
    const bar = page.locator('#nprogress');
    const card = page.locator('a[href^="/known/detail/"]').first();
    await card.click();
    await expect(bar).toHaveCount(1);
    await page.waitForURL(/\/known\/detail\//);
    await expect(bar).toHaveCount(0, { timeout: 10_000 });

    // And again for a second tap (back to the feed, then another card).
    await page.goBack();
    await page.waitForURL(/\/known$/);
    await expect(bar).toHaveCount(0, { timeout: 10_000 });
  });

  test('back from a page opened directly goes to its section’s home, not to 首页', async ({ page, request }) => {
    const q = await seededQuestion(request);
    await page.goto(`/known/detail/question?id=${q.id}`);
    await page.getByRole('button', { name: '返回' }).first().click();
    await page.waitForURL((u) => u.pathname === '/known');

    await page.goto('/my/about');
    await page.getByRole('button', { name: '返回' }).first().click();
    // /my/about sits inside 我的; the earlier pages of this tab are ours, so back goes to the one before it.
    await page.waitForURL((u) => u.pathname === '/known');

    const fresh = await page.context().newPage();
    await fresh.goto('/my/about');
    await fresh.getByRole('button', { name: '返回' }).first().click();
    await fresh.waitForURL((u) => u.pathname === '/my');
    await fresh.close();
  });

  test('the browser’s back closes an open comment sheet before it leaves the page', async ({ page, request }) => {
    const q = await seededQuestion(request);
    await page.goto('/known');
    await page.goto(`/known/detail/question?id=${q.id}`);
    await page.getByRole('button', { name: /^\d+ 评论$/ }).click();
    const heading = page.getByRole('heading', { name: '全部评论' });
    await expect(heading).toBeVisible();
    await page.goBack();
    await expect(heading).toBeHidden();
    expect(new URL(page.url()).pathname).toBe('/known/detail/question');

    // Closed by its own button, the sheet takes its history entry with it: one back then leaves the page.
    await page.getByRole('button', { name: /^\d+ 评论$/ }).click();
    await expect(heading).toBeVisible();
    await page.getByRole('button', { name: '关闭' }).click();
    await expect(heading).toBeHidden();
    await page.goBack();
    await page.waitForURL((u) => u.pathname === '/known');
  });
});
