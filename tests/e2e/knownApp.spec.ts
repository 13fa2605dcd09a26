/**
 * 必懂 inside the native app and outside it (inventory known.md §0 environments and bridge calls, §1f video cards,
 * §15 share pages): inside the fake app host the tab has no web tab bar, video cards open the app's player through
 * the bridge and sharing is the app's share; on the web a video card says 请到App去观看 and the video page plays.
 */
import type { Page } from '@playwright/test';
import { test, expect as baseExpect, APP_UA, installFakeAppBridge, escapeRegExp, saveShot } from './fixtures';
import { IOS_STORE_URL } from '../../components/common/openApp';

// The shared dev server compiles each page on its first visit; give slow first loads room.
const expect = baseExpect.configure({ timeout: 60_000 });
const SHOTS = process.env.E2E_SHOTS || 'test-results/shots/known-app';

/** A 16:9 short video and a vertical small video of the seed. */
const VIDEO = { id: 'kv_s01', title: '公司注册三步走' };
const SMALL_VIDEO = { id: 'kv_s03', title: '专利申请流程' };
const ANSWER = 'kr_s0001_1';

type BridgeCall = { name: string; data: Record<string, unknown> };
const bridgeCalls = (page: Page) => page.evaluate(() => (window as unknown as { __bridgeCalls: BridgeCall[] }).__bridgeCalls);
const VIDEO_CALLS = ['dgg_open_video_details', 'dgg_open_smallVideo_details'];
const videoCalls = async (page: Page) => (await bridgeCalls(page)).filter((c) => VIDEO_CALLS.includes(c.name));

const tabBar = (page: Page) => page.getByRole('navigation', { name: '底部导航' });
const watchInApp = (page: Page) => page.getByRole('dialog').filter({ hasText: '请到App去观看' });
const videoCard = (page: Page) => page.getByRole('button', { name: /^播放视频：/ });

/** `next dev` floats its indicator over the bottom-left corner; a build has none. */
async function hideDevIndicator(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.textContent = 'nextjs-portal { display: none !important; }';
      document.head.appendChild(style);
    });
  });
}

/** Scrolls the 推荐 feed of /known until a video card is on the page (the feed is ranked by heat, videos among it). */
async function findVideoCard(page: Page) {
  const feed = page.getByRole('region', { name: '推荐' });
  await expect(feed.locator('article').first()).toBeVisible();
  const cards = feed.locator('article');
  for (let i = 0; i < 20 && !(await videoCard(page).count()); i++) {
    const before = await cards.count();
    await page.mouse.wheel(0, 2500);
    // The next page of the feed, or the end of it (then the loop ends on its count).
    await expect.poll(() => cards.count(), { timeout: 3_000 }).toBeGreaterThan(before).catch(() => undefined);
  }
  const card = videoCard(page).first();
  await card.scrollIntoViewIfNeeded();
  await expect(card).toBeVisible();
  return card;
}

test.beforeEach(async ({ page }) => hideDevIndicator(page));

test.describe('必懂 inside the native app', () => {
  test.use({ userAgent: APP_UA });

  test('the tab has no web tab bar and a video card opens the app\'s player', async ({ page }) => {
    test.setTimeout(180_000);
    await installFakeAppBridge(page);
    await page.goto('/known');
    await expect(page.getByRole('tab', { name: '推荐' })).toBeVisible();
    await expect(tabBar(page)).toHaveCount(0);
    await expect(page.getByRole('complementary', { name: '打开薯片找人APP' })).toHaveCount(0);
    await saveShot(page, `${SHOTS}/known-tab.png`);

    const card = await findVideoCard(page);
    const title = ((await card.getAttribute('aria-label')) ?? '').replace(/^播放视频：/, '');
    await card.click();
    await expect.poll(async () => (await videoCalls(page)).length).toBe(1);
    const [call] = await videoCalls(page);
    expect(String(call.data.id)).toMatch(/^kv_/);
    expect(title).toBeTruthy();
    // Not the web: no 请到App去观看, no web player, still on the tab.
    await expect(watchInApp(page)).toHaveCount(0);
    await expect(page.locator('video')).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe('/known');
    await saveShot(page, `${SHOTS}/known-tab-video-tapped.png`);
  });

  test('the video page opens the app\'s player (short and small) and shares through the app', async ({ page }) => {
    test.setTimeout(180_000);
    await installFakeAppBridge(page);
    await page.goto(`/known/detail/video?id=${VIDEO.id}`);
    await expect(page.getByRole('heading', { level: 1, name: VIDEO.title })).toBeVisible();
    await expect(page.locator('video')).toHaveCount(0);
    await expect(tabBar(page)).toHaveCount(0);
    await saveShot(page, `${SHOTS}/video-page.png`);
    await page.getByRole('button', { name: new RegExp(`^播放视频：\\s?${escapeRegExp(VIDEO.title)}`) }).click();
    await expect.poll(() => videoCalls(page)).toEqual([{ name: 'dgg_open_video_details', data: { id: VIDEO.id } }]);
    await expect(watchInApp(page)).toHaveCount(0);

    await page.getByRole('button', { name: '分享' }).click();
    await expect.poll(async () => (await bridgeCalls(page)).filter((c) => c.name === 'dgg_share').length).toBe(1);
    const share = (await bridgeCalls(page)).find((c) => c.name === 'dgg_share')!;
    expect(share.data.title).toBe(VIDEO.title);
    const url = new URL(String(share.data.url));
    expect(url.pathname).toBe('/known/detail/video');
    expect(url.searchParams.get('id')).toBe(VIDEO.id);
    expect(url.searchParams.get('isShare')).toBe('1');
    // The app shares; the web sheet does not open.
    await expect(page.getByText('复制链接')).toHaveCount(0);

    await page.goto(`/known/detail/video?id=${SMALL_VIDEO.id}`);
    await page.getByRole('button', { name: new RegExp(`^播放视频：\\s?${escapeRegExp(SMALL_VIDEO.title)}`) }).click();
    await expect.poll(() => videoCalls(page)).toEqual([{ name: 'dgg_open_smallVideo_details', data: { id: SMALL_VIDEO.id } }]);
  });

  test('an answer shares through the app with the share flag', async ({ page }) => {
    test.setTimeout(120_000);
    await installFakeAppBridge(page);
    await page.goto(`/known/detail/answer?id=${ANSWER}`);
    await expect(page.getByRole('button', { name: '分享' })).toBeVisible();
    await page.getByRole('button', { name: '分享' }).click();
    await expect.poll(async () => (await bridgeCalls(page)).filter((c) => c.name === 'dgg_share').length).toBe(1);
    const share = (await bridgeCalls(page)).find((c) => c.name === 'dgg_share')!;
    expect(String(share.data.subTitle)).toMatch(/回答了问题,已获\d+个赞,快来看看吧!$/);
    expect(String(share.data.image)).toMatch(/^https?:\/\//);
    const url = new URL(String(share.data.url));
    expect(url.pathname).toBe('/known/detail/answer');
    expect(url.searchParams.get('isShare')).toBe('1');
    await expect(page.getByText('复制链接')).toHaveCount(0);
  });

  test('猜你喜欢 of a share page opens the app\'s player', async ({ page }) => {
    test.setTimeout(120_000);
    await installFakeAppBridge(page);
    await page.goto(`/known/share/originalVideo?id=${VIDEO.id}&isShare=1`);
    await expect(page.getByRole('heading', { name: '猜你喜欢' })).toBeVisible();
    const card = page.getByRole('region', { name: '猜你喜欢' }).getByRole('button').first();
    await card.scrollIntoViewIfNeeded();
    await card.click();
    await expect.poll(async () => (await videoCalls(page)).length).toBe(1);
    await expect(watchInApp(page)).toHaveCount(0);
  });
});

test.describe('必懂 videos on the web', () => {
  test('a video card of the tab says 请到App去观看', async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto('/known');
    await expect(tabBar(page)).toBeVisible();
    const card = await findVideoCard(page);
    await card.click();
    const dialog = watchInApp(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('提示！')).toBeVisible();
    await saveShot(page, `${SHOTS}/web-watch-in-app.png`);
    await dialog.getByRole('button', { name: '好的' }).click();
    await expect(dialog).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe('/known');
  });

  test('the 请到App去观看 prompt offers 在网页观看, which plays the video in our web player', async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto('/known');
    const card = await findVideoCard(page);
    const title = ((await card.getAttribute('aria-label')) ?? '').replace(/^播放视频：/, '');
    const cardDuration = await card.locator('[data-duration]').getAttribute('data-duration');
    await card.click();
    const dialog = watchInApp(page);
    await expect(dialog.getByRole('button', { name: '好的' })).toBeVisible();
    await dialog.getByRole('button', { name: '在网页观看' }).click();
    await expect(page).toHaveURL(/\/known\/detail\/video\?id=kv_/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(watchInApp(page)).toHaveCount(0);
    // A small video plays full screen from its cover; a short one is on the page.
    const smallCover = page.getByRole('button', { name: /^播放小视频：/ });
    if (await smallCover.count()) await smallCover.click();
    // The player's duration (what the browser reads from the file) is the one the card showed.
    const seconds = await page.waitForFunction(() => {
      const v = document.querySelector('video');
      return v && v.readyState >= 1 && Number.isFinite(v.duration) ? v.duration : null;
    });
    const s = Math.round((await seconds.jsonValue()) as number);
    const hms = [Math.floor(s / 3600), Math.floor((s % 3600) / 60), s % 60].map((n) => String(n).padStart(2, '0')).join(':');
    expect(cardDuration).toBe(hms);
  });

  test('the video page plays in the web player; 猜你喜欢 of a share page opens the app', async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto(`/known/detail/video?id=${VIDEO.id}`);
    await expect(page.getByRole('heading', { level: 1, name: VIDEO.title })).toBeVisible();
    const player = page.locator('video');
    await expect(player).toHaveCount(1);
    await expect(player).toHaveAttribute('src', /\.mp4/);
    await expect(player).toHaveAttribute('poster', /\.jpg/);
    await saveShot(page, `${SHOTS}/web-video-page.png`);

    // On a share page the card opens the app (the store when the app is not there): stub the store page.
    await page.route(`${IOS_STORE_URL}**`, (route) => route.fulfill({ contentType: 'text/html', body: '<p>App Store</p>' }));
    await page.goto(`/known/share/originalVideo?id=${VIDEO.id}&isShare=1`);
    await expect(page.getByRole('heading', { name: '猜你喜欢' })).toBeVisible();
    const card = page.getByRole('region', { name: '猜你喜欢' }).getByRole('button').first();
    await card.scrollIntoViewIfNeeded();
    const store = page.waitForRequest((r) => r.url().startsWith(IOS_STORE_URL));
    await card.click();
    await store;
  });
});
