/**
 * 必懂 share landing pages (inventory known.md §0 ShareModal / PlannerBottom, §15): a planner shares, a visitor opens
 * the landing page, sees the content, the planner popup and bar, taps 同意委托 (login first) and the lead is kept.
 */
import type { BrowserContext, Page, Response } from '@playwright/test';
import { test, expect as baseExpect, loginWithPassword, saveShot, SHOTS_ON, expectToast } from './fixtures';
import { call, loginCustomer, loginPlanner, useSession, CUSTOMER, PLANNER } from './myPurchase';

// The shared dev server compiles each page on its first visit; give slow first loads room.
const expect = baseExpect.configure({ timeout: 60_000 });
const SHOTS = process.env.E2E_SHOTS || 'test-results/shots/known-share';

const ANSWER = 'kr_s0001_1';
const ARTICLE = 'ka_s001';
/** A 16:9 short video and a vertical small video of the seed. */
const VIDEO = 'kv_s01';
const SMALL_VIDEO = 'kv_s03';
const PLANNER_NAME = '王规划';

type Detail = { id: string; title: string; contentText: string; question: { id: string; title: string } | null };

/**
 * The landing link of a planner's share: the content, the sharer and the share flag (what a planner's 复制链接 on a
 * detail page gives; a customer's gives the page itself with isShare=1).
 */
const shareLink = (path: string, id: string) => `${path}?id=${id}&plannerId=${PLANNER.userId}&isShare=1`;

async function hideDevIndicator(context: BrowserContext) {
  // `next dev` floats its indicator over the bottom-left corner, where the planner's avatar is; a build has none.
  await context.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.textContent = 'nextjs-portal { display: none !important; }';
      document.head.appendChild(style);
    });
  });
}

/**
 * Screenshots of a page as a phone shows it: the first screen, then the end of the page (lazy pictures loaded; the
 * fixed planner bar must not cover the last content).
 */
async function shots(page: Page, name: string) {
  if (!SHOTS_ON) return;
  await saveShot(page, `${SHOTS}/${name}.png`);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForFunction(() => [...document.images].every((img) => img.complete));
  await saveShot(page, `${SHOTS}/${name}-end.png`);
  await page.evaluate(() => window.scrollTo(0, 0));
}

const entrustDialog = (page: Page) => page.getByRole('dialog', { name: `您好，我是${PLANNER_NAME}` });
const plannerBar = (page: Page) => page.getByRole('region', { name: '分享的规划师' });

/** The popup and the bar of the sharing planner, as §0 lists them. */
async function expectPlannerOffer(page: Page) {
  const dialog = entrustDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('委托我为您提供以下服务')).toBeVisible();
  for (const tag of ['快速服务咨询', '详细政策解读', '优质服务推荐', '最新优惠讲解']) await expect(dialog.getByText(tag)).toBeVisible();
  await expect(dialog.getByText('我会与您电话联系，请保持手机畅通')).toBeVisible();
  const bar = plannerBar(page);
  await expect(bar.getByText(PLANNER_NAME)).toBeVisible();
  await expect(bar.getByRole('button', { name: '在线问' })).toBeVisible();
  await expect(bar.getByRole('button', { name: '打电话' })).toBeVisible();
}

const isEntrustCall = (r: Response) => r.url().includes('/api/known/v1/share/entrust') && r.request().method() === 'POST';

/** Taps 同意委托 of a logged-in visitor: 委托成功！, 已委托, and the lead id the server gave. */
async function entrust(page: Page): Promise<{ leadId: string; form: URLSearchParams }> {
  const dialog = entrustDialog(page);
  const answered = page.waitForResponse(isEntrustCall);
  await dialog.getByRole('button', { name: '同意委托' }).click();
  const res = await answered;
  const env = (await res.json()) as { code: number; data: { leadId: string }; msg: string };
  expect(env.code, env.msg).toBe(200);
  await expect(page.getByText('委托成功！')).toBeVisible();
  await expect(dialog.getByRole('button', { name: '已委托' })).toBeDisabled();
  return { leadId: env.data.leadId, form: new URLSearchParams(res.request().postData() ?? '') };
}

test.describe('必懂 share pages', () => {
  test.beforeEach(async ({ context }) => hideDevIndicator(context));

  test('a planner copies the link of an answer; their own share page offers them no 委托', async ({ page, context, request, baseURL }) => {
    test.setTimeout(180_000);
    const planner = await loginPlanner(request);
    await useSession(context, baseURL!, planner, PLANNER.phone);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
    const answer = await call<Detail>(request, null, 'GET', '/known/v1/detail', { id: ANSWER });

    await page.goto(`/known/detail/answer?id=${ANSWER}`);
    await expect(page.getByText(answer.question!.title).first()).toBeVisible();
    await page.getByRole('button', { name: '分享' }).click();
    await page.getByText('复制链接').click();
    await expectToast(page, '复制成功');
    const copied = new URL(await page.evaluate(() => navigator.clipboard.readText()));
    expect(copied.pathname).toBe('/known/share/answer');
    expect(copied.searchParams.get('isShare')).toBe('1');
    expect(copied.searchParams.get('id')).toBe(ANSWER);
    expect(copied.searchParams.get('plannerId')).toBe(PLANNER.userId);

    // The sharer on their own landing page: the content and their bar, but no popup asking them to entrust themselves.
    await page.goto(copied.pathname + copied.search);
    await expect(page.getByRole('heading', { level: 1, name: answer.question!.title })).toBeVisible();
    await expect(plannerBar(page).getByText(PLANNER_NAME)).toBeVisible();
    await expect(entrustDialog(page)).toHaveCount(0);
  });

  test('a visitor opens a shared answer, logs in through 同意委托 and the planner gets the lead', async ({ page, request }) => {
    test.setTimeout(240_000);
    const answer = await call<Detail>(request, null, 'GET', '/known/v1/detail', { id: ANSWER });
    const link = shareLink('/known/share/answer', ANSWER);
    const res = await page.goto(link);
    expect(res?.status()).toBe(200);

    // The content: the question, the answer, 相关问题, 推荐商品; share mode has no back, the way to 必懂 instead.
    await expect(page.getByRole('heading', { level: 1, name: answer.question!.title })).toBeVisible();
    await expect(page.getByRole('article').getByText(answer.contentText.slice(0, 12)).first()).toBeVisible();
    await expect(page.getByRole('link', { name: '必懂首页' })).toBeVisible();
    await expect(page.getByRole('button', { name: '返回' })).toHaveCount(0);
    await expectPlannerOffer(page);
    await saveShot(page, `${SHOTS}/answer-popup.png`);

    // 收起 minimises the popup to a bubble that opens it again.
    await entrustDialog(page).getByRole('button', { name: '收起' }).click();
    await expect(entrustDialog(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: '相关问题' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '推荐商品' })).toBeVisible();
    await shots(page, 'answer-page');
    await page.getByRole('button', { name: `打开规划师${PLANNER_NAME}的委托服务` }).click();
    await expect(entrustDialog(page)).toBeVisible();

    // A visitor is sent to log in and comes back to the same share link.
    await entrustDialog(page).getByRole('button', { name: '同意委托' }).click();
    await page.waitForURL((u) => u.pathname === '/login' && (u.searchParams.get('redirect') ?? '').startsWith('/known/share/answer?'));
    const redirect = new URL(page.url()).searchParams.get('redirect')!;
    expect(redirect).toContain(`plannerId=${PLANNER.userId}`);
    expect(redirect).toContain('isShare=1');
    await loginWithPassword(page, CUSTOMER.phone, CUSTOMER.password);
    await page.waitForURL((u) => u.pathname === '/known/share/answer' && u.searchParams.get('id') === ANSWER);
    await expectPlannerOffer(page);

    const { leadId, form } = await entrust(page);
    expect(leadId).toMatch(/^ld_/);
    expect(Object.fromEntries(form)).toMatchObject({ plannerId: PLANNER.userId, contentId: ANSWER, materialType: '2' });
    await saveShot(page, `${SHOTS}/answer-entrusted.png`);

    // The lead is kept: the same customer, planner and material the same day is that one lead.
    const customer = await loginCustomer(request);
    const again = await call<{ leadId: string }>(request, customer, 'POST', '/known/v1/share/entrust', { plannerId: PLANNER.userId, contentId: ANSWER, materialType: '2' });
    expect(again.leadId).toBe(leadId);
  });

  test('a logged-in customer entrusts the planner from a shared article', async ({ page, context, request, baseURL }) => {
    test.setTimeout(180_000);
    const article = await call<Detail>(request, null, 'GET', '/known/v1/detail', { id: ARTICLE });
    await useSession(context, baseURL!, await loginCustomer(request));
    await page.goto(shareLink('/known/share/article', ARTICLE));
    await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
    await expectPlannerOffer(page);
    await saveShot(page, `${SHOTS}/article-popup.png`);
    const { form } = await entrust(page);
    expect(Object.fromEntries(form)).toMatchObject({ plannerId: PLANNER.userId, contentId: ARTICLE, materialType: '1' });

    await entrustDialog(page).getByRole('button', { name: '收起' }).click();
    await expect(page.getByText('委托成功！')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: '推荐阅读' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '推荐商品' })).toBeVisible();
    await shots(page, 'article-page');
  });

  test('a planner\'s shared video plays on the web and takes 同意委托 as a video lead', async ({ page, context, request, baseURL }) => {
    test.setTimeout(180_000);
    const video = await call<Detail>(request, null, 'GET', '/known/v1/detail', { id: VIDEO });
    await useSession(context, baseURL!, await loginCustomer(request));
    await page.goto(shareLink('/known/materialShare', VIDEO));
    await expect(page.getByRole('heading', { level: 1, name: video.title })).toBeVisible();
    await expect(page.locator('video')).toHaveCount(1);
    await expectPlannerOffer(page);
    await saveShot(page, `${SHOTS}/material-video-popup.png`);
    const { form } = await entrust(page);
    expect(Object.fromEntries(form)).toMatchObject({ plannerId: PLANNER.userId, contentId: VIDEO, materialType: '4' });
    await entrustDialog(page).getByRole('button', { name: '收起' }).click();
    await expect(page.getByText('委托成功！')).toHaveCount(0);
    await shots(page, 'material-video-page');

    // The small video of a planner: its cover with a play button.
    await page.goto(shareLink('/known/materialShare', SMALL_VIDEO));
    await expect(entrustDialog(page)).toBeVisible();
    await entrustDialog(page).getByRole('button', { name: '收起' }).click();
    await shots(page, 'material-small-page');

    // A shared short video without a planner: the player, the author, 猜你喜欢, no popup and no bar.
    await page.goto(`/known/share/originalVideo?id=${VIDEO}&isShare=1`);
    await expect(page.getByRole('heading', { level: 1, name: video.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: '猜你喜欢' })).toBeVisible();
    await expect(entrustDialog(page)).toHaveCount(0);
    await expect(plannerBar(page)).toHaveCount(0);
    await shots(page, 'original-video');
  });

  test('a gone content shows 内容失效 and no popup', async ({ page }) => {
    test.setTimeout(180_000);
    for (const path of ['/known/share/answer', '/known/share/article', '/known/materialShare']) {
      const res = await page.goto(shareLink(path, 'kr_gone_0000'));
      expect(res?.status()).toBe(404);
      await expect(page.getByText('内容失效')).toBeVisible();
      await expect(page.getByRole('link', { name: '去必懂看看' })).toBeVisible();
      await expect(entrustDialog(page)).toHaveCount(0);
    }
    await saveShot(page, `${SHOTS}/gone.png`);
    // A video share page of a gone video says so too.
    const res = await page.goto(`/known/share/originalVideo?id=kv_gone_00&isShare=1`);
    expect(res?.status()).toBe(404);
    await expect(page.getByText('内容失效')).toBeVisible();
  });
});
