import { devices, type APIRequestContext, type Page } from '@playwright/test';
import { BOTTOM_MODE } from '../../lib/contract/goods/enums';
import { test, expect, expectToastFrom, loginWithPassword, DEMO_CUSTOMER, DEMO_PLANNER, apiGet, escapeRegExp, saveShot } from './fixtures';

const SHOTS = 'test-results/shots';
const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** A service goods on sale in the seeded city whose page offers 在线咨询 (not a self-service cart goods: those show 加入购物车 + 立即购买). */
async function someGoods(request: APIRequestContext): Promise<{ id: string; name: string }> {
  const list = await apiGet<{ records: { id: string; name: string }[] }>(request, '/goods/v4/list', { page: '1', limit: '20' });
  for (const g of list?.records ?? []) {
    const d = await apiGet<{ bottomMode: number }>(request, '/goods/v4/detail', { productId: g.id });
    if (d && d.bottomMode !== BOTTOM_MODE.CART_AND_BUY) return g;
  }
  throw new Error('no seeded goods that offers 在线咨询');
}

const conversation = (page: Page) => page.getByRole('list', { name: '聊天记录' });

test.describe('chat (IM)', () => {
  test('a visitor consults about a product, the planner answers live, and the chat stays theirs after login', async ({ page, browser, request }, info) => {
    test.setTimeout(180_000);
    const goods = await someGoods(request);
    // a goods card in the chat is named 商品： then the card's text (the prefix is visually hidden)
    const goodsCardName = new RegExp(`^商品：\\s?${escapeRegExp(goods.name)}`);
    const stamp = String(Date.now()).slice(-6);
    const question = `这个多久能办好？${stamp}`;
    const answer = `您好，一般三到五个工作日。${stamp}`;

    // The demo planner opens the workbench first: the new conversation must appear there without a reload.
    const plannerContext = await browser.newContext({ ...devices['iPhone 13'], baseURL: info.project.use.baseURL, locale: 'zh-CN', timezoneId: 'Asia/Shanghai', reducedMotion: 'reduce' });
    const planner = await plannerContext.newPage();
    await planner.goto('/login?redirect=%2Fmsg');
    await loginWithPassword(planner, DEMO_PLANNER.phone, DEMO_PLANNER.password);
    await planner.waitForURL((u) => u.pathname === '/im/index');
    await expect(planner.getByRole('heading', { name: '规划师工作台' })).toBeVisible({ timeout: 30_000 });
    await expect(planner).not.toHaveURL(/token=/);

    // The visitor (not logged in) taps 在线咨询 on the product page.
    await page.goto(`/detail?productId=${encodeURIComponent(goods.id)}&plannerId=u_demo_planner`);
    const card = page.getByRole('region', { name: '咨询规划师' });
    await expect(card).toContainText('王规划');
    await expectToastFrom(page, '正在联系规划师...', () => card.getByRole('button', { name: '在线咨询' }).click());
    await page.waitForURL((u) => u.pathname === '/im/chat', { timeout: 30_000 });
    await expect(page).not.toHaveURL(/token=/);
    const visitorChat = conversation(page);
    await expect(visitorChat.getByRole('link', { name: goodsCardName })).toBeVisible({ timeout: 30_000 });
    await expect(visitorChat.getByRole('link', { name: goodsCardName })).toHaveAttribute('href', `/detail?productId=${encodeURIComponent(goods.id)}`);
    await page.getByRole('textbox', { name: '消息内容' }).fill(question);
    await page.getByRole('button', { name: '发送', exact: true }).click();
    await expect(visitorChat.getByText(question)).toBeVisible();
    await saveShot(page, `${SHOTS}/chat-visitor-room.png`);

    // The planner's list shows it at the top, live, with the visitor's intention and unread count.
    const row = planner.getByRole('list', { name: '会话列表' }).getByRole('listitem').filter({ hasText: question });
    await expect(row).toBeVisible({ timeout: 20_000 });
    await expect(row).toContainText(`咨询商品：${goods.name}`);
    await expect(row.getByRole('link')).toHaveAccessibleName(/^与访客[\w-]*的会话，\d+条未读$/);
    await saveShot(planner, `${SHOTS}/chat-workbench.png`);
    await row.getByRole('link').click();
    await planner.waitForURL((u) => u.pathname === '/im/chat');
    const plannerChat = conversation(planner);
    await expect(plannerChat.getByRole('link', { name: goodsCardName })).toBeVisible();
    await expect(plannerChat.getByText(question)).toBeVisible();
    await expect(planner.getByLabel('客户意向')).toContainText(`咨询商品：${goods.name}`);
    await planner.getByRole('textbox', { name: '消息内容' }).fill(answer);
    await planner.getByRole('button', { name: '发送', exact: true }).click();
    await expect(plannerChat.getByText(answer)).toBeVisible();

    // The visitor sees the reply without reloading, and the planner sees their question marked 已读.
    await expect(visitorChat.getByText(answer)).toBeVisible({ timeout: 20_000 });
    await expect(plannerChat.getByText('已读').last()).toBeVisible({ timeout: 20_000 });
    // A picture from the visitor goes through the upload and arrives as an image message.
    await page.getByLabel('选择图片').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from(PNG_1PX, 'base64') });
    await expect(visitorChat.getByRole('img', { name: '图片消息' })).toHaveAttribute('src', /^\/api\/img\?src=/, { timeout: 20_000 });
    await expect(plannerChat.getByRole('img', { name: '图片消息' })).toBeVisible({ timeout: 20_000 });

    // The planner sends one of their goods back as a card.
    await planner.getByRole('button', { name: '发送商品' }).click();
    const picker = planner.getByRole('dialog', { name: '选择要发送的商品' });
    const firstGoods = picker.getByRole('button').filter({ hasText: '发送' }).first();
    await expect(firstGoods).toBeVisible({ timeout: 20_000 });
    await saveShot(planner, `${SHOTS}/chat-goods-picker.png`);
    await firstGoods.click();
    await expect(visitorChat.getByRole('link', { name: /^商品：\s?/ })).toHaveCount(2, { timeout: 20_000 });
    await saveShot(planner, `${SHOTS}/chat-planner-room.png`);

    // The visitor logs in: the conversation is still theirs.
    const groupId = new URL(page.url()).searchParams.get('id');
    expect(groupId).toBeTruthy();
    await page.getByRole('link', { name: '登录' }).click();
    await page.waitForURL((u) => u.pathname === '/login');
    await loginWithPassword(page, DEMO_CUSTOMER.phone, DEMO_CUSTOMER.password);
    await page.waitForURL((u) => u.pathname === '/im/chat', { timeout: 30_000 });
    expect(new URL(page.url()).searchParams.get('id')).toBe(groupId);
    await expect(conversation(page).getByText(answer)).toBeVisible({ timeout: 30_000 });
    await expect(conversation(page).getByText(question)).toBeVisible();
    await expect(page.getByRole('link', { name: '登录' })).toHaveCount(0);
    await page.goto('/im/index');
    await expect(page.getByRole('heading', { name: '消息' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('list', { name: '会话列表' }).getByRole('link', { name: /^与王规划的会话/ }).first()).toBeVisible();
    await saveShot(page, `${SHOTS}/chat-list.png`);
    await plannerContext.close();
  });

  test('the 消息 tab shows the conversation list', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/planner/detail?mchUserId=u_demo_planner');
    await expectToastFrom(page, '正在联系规划师...', () => page.getByRole('button', { name: '在线咨询' }).first().click());
    await page.waitForURL((u) => u.pathname === '/im/chat', { timeout: 30_000 });
    await expect(conversation(page)).toBeVisible({ timeout: 30_000 });

    await page.goto('/');
    await page.getByRole('navigation', { name: '底部导航' }).getByRole('link', { name: /消息/ }).click();
    await page.waitForURL((u) => u.pathname === '/im/index', { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: '消息' })).toBeVisible({ timeout: 30_000 });
    const rows = page.getByRole('list', { name: '会话列表' });
    await expect(rows.getByRole('link', { name: /^与王规划的会话/ }).first()).toBeVisible();
    await expect(page.getByText('您正在以访客身份咨询')).toBeVisible();
  });

  test('an unknown chat-site page shows the 404 text', async ({ page }) => {
    const res = await page.goto('/im/xyz');
    expect(res?.status()).toBe(404);
    await expect(page.getByText('This page could not be found')).toBeVisible();
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  });
});
