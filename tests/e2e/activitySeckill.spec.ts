import type { APIRequestContext, Page } from '@playwright/test';
import { prepareRequest } from '../../lib/httpCore';
import { E2E_OPERATOR_TOKEN } from '../../playwright.config';
import { test, expect, saveShot } from './fixtures';
import { ensureBalance, loginCustomer, useSession } from './myPurchase';

const SHOTS = 'test-results/shots';
const typePassword = async (page: Page, pwd: string) => {
  for (const d of pwd) await page.getByRole('button', { name: d, exact: true }).click();
};

/** The operator opens a 整点秒杀 session (X-Operator-Token; a JSON body). */
async function openSession(request: APIRequestContext, body: Record<string, unknown>) {
  const p = prepareRequest({
    method: 'POST',
    url: '/api/activity/v1/operator/create_seckill_session',
    data: body,
    json: true,
    identity: {},
    headers: { 'user-agent': 'crisps-e2e', 'X-Operator-Token': E2E_OPERATOR_TOKEN },
  });
  const res = await request.fetch(p.url, { method: 'POST', headers: p.headers, data: p.body as string });
  const env = (await res.json()) as { code: number; msg: string; data: { specCode: string; activityProductId: string; startAt: string } };
  expect(env.code, env.msg).toBe(200);
  return env.data;
}

/**
 * 限时直降 (inventory platform §4.1) on the server's clock: a live campaign on a fresh install; a session that starts
 * in a few seconds turns live on the page without a reload although the phone's clock is 3 hours wrong; a unit is
 * grabbed at the campaign price through the normal checkout and paid from the wallet; a second grab is refused kindly.
 */
test('the flash sale counts down on server time, sells a unit through checkout, and refuses a second', async ({ page, context, request, baseURL }) => {
  test.setTimeout(240_000);

  // A fresh install has a live 限时直降 with products, one of them already sold out.
  await page.goto('/activity/seckill');
  await expect(page.getByRole('list', { name: '活动商品' }).getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('campaign-state')).toHaveText('距结束');
  await expect(page.getByRole('button', { name: /^已抢光：/ }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: '规则' })).toHaveAttribute('href', '/login/protocol?categoryCode=protocol100047');
  await saveShot(page, `${SHOTS}/activity-seckill.png`, { fullPage: true });

  const me = await loginCustomer(request);
  await ensureBalance(request, me, 5000);
  await useSession(context, baseURL!, me);

  // A session 40 s ahead; the phone's clock is 3 hours behind.
  const s = await openSession(request, { title: '整点秒杀', startInSeconds: 40, durationSeconds: 1800, specialPriceFen: 990, stock: 3, perUserLimit: 1, goodsId: 'g_0001' });
  await page.clock.install({ time: new Date(Date.now() - 3 * 3600_000) });
  await page.goto(`/activity/seckill?specCode=${s.specCode}`);
  const card = page.getByRole('listitem', { name: '有限公司注册' });
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('campaign-state')).toHaveText('距开始');
  await expect(card.getByRole('button', { name: /^未开始：/ })).toBeDisabled();
  // The digits count the server's seconds, not the phone's 3 hours.
  await expect(page.getByRole('timer')).toHaveText(/00\s*:\s*00\s*:\s*[0-4]\d/);
  const url = page.url();

  // At zero the page turns live by itself: the server says 进行中, the button becomes 立即抢购.
  const grab = card.getByRole('link', { name: '立即抢购：有限公司注册' });
  await expect(grab).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('campaign-state')).toHaveText('距结束');
  expect(page.url()).toBe(url);

  // Through the normal checkout at the campaign price the server holds.
  await grab.click();
  await expect(page).toHaveURL(/\/order\/confirmorder\?activityProductId=/, { timeout: 30_000 });
  await expect(page.getByTestId('need-pay')).toHaveText('9.90');
  await expect(page.getByText('活动商品不可用券')).toBeVisible();
  // Beside the price, the campaign's terms: its name, the time left on the server's clock (not the phone's), the limit.
  const terms = page.getByRole('note', { name: '活动信息' });
  await expect(terms).toContainText('整点秒杀');
  await expect(terms).toContainText('每人限购1件');
  await expect(terms).toContainText(/距结束 00:2\d:\d\d/);
  await page.getByRole('checkbox', { name: '我已阅读过并知晓' }).click();
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/pay\/payType\?/, { timeout: 30_000 });
  await expect(page.getByTestId('pay-amount')).toHaveText('9.90元');
  await page.getByRole('checkbox', { name: '我已阅读过并知晓' }).click();
  await page.getByRole('button', { name: '余额支付：9.90 元' }).click();
  await expect(page.getByRole('region', { name: '输入支付密码' })).toBeVisible();
  await typePassword(page, '123456');
  await expect(page).toHaveURL(/\/pay\/payResult/, { timeout: 30_000 });
  await expect(page.getByText('支付成功')).toBeVisible();

  // A second grab: the checkout says why, kindly; no second order.
  await page.goto(`/activity/seckill?specCode=${s.specCode}`);
  await card.getByRole('link', { name: '立即抢购：有限公司注册' }).click();
  await expect(page).toHaveURL(/\/order\/confirmorder\?activityProductId=/, { timeout: 30_000 });
  await expect(page.getByText('每人限购1件，您已抢购过')).toBeVisible();
  await expect(page.getByRole('button', { name: '提交订单' })).toHaveCount(0);
});

test('99特卖 shows its top 3 and the two-column grid; old addresses move to the new pages', async ({ page, request }) => {
  await page.goto('/activity/special');
  await expect(page.getByRole('list', { name: '特卖商品' }).getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel('特卖榜单')).toContainText('惊爆价');
  await expect(page.getByRole('tab', { name: '全部' })).toHaveAttribute('aria-selected', 'true');
  await saveShot(page, `${SHOTS}/activity-special.png`, { fullPage: true });

  const old = await request.get('/activity/old/subsidy3?from=app', { maxRedirects: 0 });
  expect(old.status()).toBe(308);
  expect(old.headers().location).toMatch(/\/activity\/subsidy2\?from=app$/);
  await page.goto('/activity/old/seckill');
  await expect(page).toHaveURL(/\/activity\/seckill$/);
});

/** The cards of a row of three: equal widths, and the last one inside the screen. */
async function expectEvenRow(page: Page, row: ReturnType<Page['locator']>) {
  const boxes = await row.locator(':scope > a').evaluateAll((cards) => cards.map((c) => c.getBoundingClientRect().toJSON() as DOMRect));
  expect(boxes.length).toBeGreaterThan(0);
  const widths = boxes.map((b) => Math.round(b.width));
  expect(Math.max(...widths) - Math.min(...widths), `card widths ${widths.join(', ')}`).toBeLessThanOrEqual(1);
  const viewport = page.viewportSize()!.width;
  for (const b of boxes) expect(b.right).toBeLessThanOrEqual(viewport);
}

test('秒杀会场 lists the sessions with countdowns; its goods rows and the 爆款单品 rows are even', async ({ page }) => {
  await page.goto('/seckill');
  const cards = page.locator('section[aria-label]').filter({ has: page.getByRole('timer') });
  await expect(cards.first()).toBeVisible();
  await expect(cards.first().getByRole('timer')).toHaveText(/^(距开始|距结束) (\d+天 )?\d\d:\d\d:\d\d$/);
  await expectEvenRow(page, cards.first().locator('[class*="recoRow"]'));
  await saveShot(page, `${SHOTS}/seckill-hub.png`, { fullPage: true });

  for (const path of ['/activity/exclusive', '/activity/newproduct', '/activity/server', '/activity/subsidy2']) {
    await page.goto(path);
    const reco = page.getByRole('region', { name: '爆款单品' });
    // 独家专售 always has its 爆款单品; the other pages show the row when their campaign recommends goods.
    if (path === '/activity/exclusive') await expect(reco).toBeVisible();
    else if (!(await reco.count())) continue;
    await expectEvenRow(page, reco.locator('[class*="recoRow"]'));
  }
});

test('整点秒杀’s strip sits below the session tabs on one line and says the limit', async ({ page, request }) => {
  const s = await openSession(request, { title: '整点秒杀', startInSeconds: 600, durationSeconds: 1800, specialPriceFen: 990, stock: 3, perUserLimit: 2, goodsId: 'g_0001' });
  await page.goto(`/activity/timeSpike?specCode=${s.specCode}`);
  const strip = page.getByLabel('活动倒计时');
  await expect(strip).toContainText('每人限购2件');
  await expect(page.getByTestId('campaign-state')).toHaveText('距开始');
  const label = await page.getByTestId('campaign-state').boundingBox();
  const timer = await strip.getByRole('timer').boundingBox();
  // One line: the label no taller than the digits beside it.
  expect(label!.height).toBeLessThanOrEqual(timer!.height + 1);
  const tabs = await page.getByRole('tablist', { name: '秒杀场次' }).boundingBox();
  const box = await strip.boundingBox();
  expect(box!.y).toBeGreaterThanOrEqual(tabs!.y + tabs!.height);
});
