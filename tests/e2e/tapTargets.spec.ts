import { test, expect } from './fixtures';
import { smallTapTargets } from './tapTargets';

/**
 * Issue 32: on the campaign pages and the home page every control takes a finger: a tap area of at least 44×44 CSS px
 * (tests/e2e/tapTargets.ts), whatever size it is drawn.
 */
const PAGES: [string, string][] = [
  ['/', '搜索您想找的服务'],
  ['/activity/seckill', '立即抢购'],
  ['/seckill', '秒杀会场'],
  ['/activity/timeSpike', '立即抢购'],
  ['/activity/exclusive', '全部'],
  ['/activity/newproduct', '全部'],
  ['/activity/server', '全部'],
  ['/activity/subsidy2', '立即抢购'],
  ['/activity/special', '全部'],
  ['/activity/millionSubsidy', '立即抢购'],
  ['/activity/new', '活动日历'],
  ['/activity/calendar', '上月'],
  ['/activity/coupon', '领券中心'],
];

for (const half of [0, 1]) {
  test(`every control on the campaign pages takes a finger (${half + 1}/2)`, async ({ page }) => {
    test.setTimeout(120_000);
    for (const [path, marker] of PAGES.filter((_, i) => i % 2 === half)) {
      await page.goto(path);
      await expect(page.getByText(marker).first()).toBeVisible({ timeout: 30_000 });
      expect(await smallTapTargets(page), path).toEqual([]);
    }
  });
}
