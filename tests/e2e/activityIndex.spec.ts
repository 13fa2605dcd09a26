import { test, expect } from './fixtures';

test.describe('全部活动 and 活动日历', () => {
  test('the index lists live and coming campaigns, each leading to its page', async ({ page }) => {
    await page.goto('/activity/new');
    const live = page.getByRole('region', { name: '进行中' });
    await expect(live.getByRole('link').first()).toBeVisible();
    await expect(live.getByRole('timer').first()).toHaveText(/^距结束 (\d+天 )?\d\d:\d\d:\d\d$/);
    await expect(page.getByRole('region', { name: '即将开始' }).getByRole('timer').first()).toHaveText(/^距开始 (\d+天 )?\d\d:\d\d:\d\d$/);
    const first = live.getByRole('link').first();
    const href = await first.getAttribute('href');
    expect(href).toMatch(/^\/(activity\/|seckill)/);
    await first.click();
    await page.waitForURL((u) => `${u.pathname}${u.search}` === href);
  });

  test('the calendar shows the month, today’s campaigns, and moves between months', async ({ page }) => {
    await page.goto('/activity/calendar');
    const grid = page.getByRole('grid');
    await expect(grid.getByRole('gridcell', { selected: true })).toHaveText(/^今/);
    const today = page.getByRole('region', { name: /的活动$/ });
    await expect(today.getByRole('heading')).toHaveText(/\d+个活动$/);
    await expect(today.getByRole('link').first()).toBeVisible();
    const month = await page.getByRole('heading', { name: /^\d{4}年\d+月$/ }).textContent();
    await page.getByRole('link', { name: '下月', exact: true }).click();
    await expect(page.getByRole('heading', { name: /^\d{4}年\d+月$/ })).not.toHaveText(month ?? '');
    await expect(page).toHaveURL(/month=\d{4}-\d\d/);
    // another month selects its first day
    await expect(grid.getByRole('gridcell', { selected: true })).toHaveText(/^1/);
    await page.getByRole('link', { name: '上月', exact: true }).click();
    await expect(page.getByRole('heading', { name: /^\d{4}年\d+月$/ })).toHaveText(month ?? '');
  });
});
