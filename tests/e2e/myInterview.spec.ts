import { devices, type Browser, type Page, type TestInfo } from '@playwright/test';
import { test, expect, loginWithPassword, expectPath, readSmsCode, DEMO_CUSTOMER, DEMO_PLANNER, saveShot } from './fixtures';
import { registerCustomer } from './myPurchase';

const SHOTS = 'test-results/shots/my-interview';

async function newPhone(browser: Browser, info: TestInfo): Promise<Page> {
  const ctx = await browser.newContext({ ...devices['iPhone 13'], baseURL: info.project.use.baseURL, locale: 'zh-CN', timezoneId: 'Asia/Shanghai', reducedMotion: 'reduce' });
  return ctx.newPage();
}

async function login(page: Page, path: string, who: { phone: string; password: string }) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await loginWithPassword(page, who.phone, who.password);
  await page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 30_000 });
}

const pad = (n: number) => String(n).padStart(2, '0');
/** A datetime-local value `days` from now at hh:mm (the browser runs in China time). */
function dayAt(days: number, hh: number, mm: number) {
  const d = new Date(Date.now() + days * 86_400_000);
  const c = new Date(d.getTime() + 8 * 3600_000);
  return `${c.getUTCFullYear()}-${pad(c.getUTCMonth() + 1)}-${pad(c.getUTCDate())}T${pad(hh)}:${pad(mm)}`;
}

/** The demo planner proposes from /workbench/interviews/new to the demo customer (138****8000). */
async function propose(planner: Page, topic: string, when: string) {
  await planner.goto('/workbench/interviews/new');
  await expect(planner.getByRole('heading', { name: '选择客户' })).toBeVisible();
  await planner.getByRole('radiogroup', { name: '选择客户' }).getByRole('radio', { name: /138\*\*\*\*8000/ }).click();
  await planner.getByRole('radio', { name: '到访面谈' }).click();
  await planner.getByLabel('面谈时间').fill(when);
  await planner.getByLabel('面谈地点').fill('成都市武侯区天府大道北段1700号 环球中心 W6 区');
  await planner.getByLabel('面谈主题').fill(topic);
  await planner.getByLabel('备注').fill('请带上身份证复印件');
  await planner.getByRole('button', { name: '发送邀约' }).click();
  await expectPath(planner, '/workbench/interviews');
  await expect(planner.getByRole('article', { name: /的面谈，待确认/ }).filter({ hasText: topic })).toBeVisible();
}

test.describe('面谈记录 and 我的规划师', () => {
  test('the demo planner proposes, the customer confirms from the list and from the confirm link; 我的规划师 lists the planner', async ({ page, browser, request }, info) => {
    test.setTimeout(600_000);
    const stamp = String(Date.now()).slice(-6);
    const first = `公司注册方案沟通 ${stamp}`;
    const second = `代理记账报价说明 ${stamp}`;

    // The customer consults 王规划 first: that makes them one of his customers.
    await login(page, '/my/plannerV2', DEMO_CUSTOMER);
    await page.goto('/planner/detail?mchUserId=u_demo_planner');
    await page.getByRole('button', { name: '在线咨询' }).first().click();
    await page.waitForURL((u) => u.pathname === '/im/chat', { timeout: 30_000 });

    // 我的规划师 lists him, with chat and phone.
    await page.goto('/my/plannerV2');
    await expect(page.getByRole('heading', { name: '我的规划师' })).toBeVisible();
    const row = page.getByRole('article', { name: '王规划' });
    await expect(row).toBeVisible();
    await expect(row.getByRole('button', { name: '在线咨询 王规划' })).toBeEnabled();
    await expect(row.getByRole('button', { name: '电话联系 王规划' })).toBeEnabled();
    await saveShot(page, `${SHOTS}/planners.png`, { fullPage: true });

    // The planner proposes from his workbench.
    const planner = await newPhone(browser, info);
    await login(planner, '/workbench/interviews', DEMO_PLANNER);
    await expect(planner.getByRole('heading', { name: '面谈管理' })).toBeVisible();
    await planner.getByRole('link', { name: '发起面谈' }).first().click();
    await expectPath(planner, '/workbench/interviews/new');
    await planner.getByRole('button', { name: '发送邀约' }).click();
    await expect(planner.getByRole('alert').filter({ hasText: '请选择客户' })).toBeVisible();
    await saveShot(planner, `${SHOTS}/propose.png`, { fullPage: true });
    // Times of their own (reruns on one database must not meet an earlier run's appointment).
    const minute = Number(stamp) % 60;
    await propose(planner, first, dayAt(2, 9 + (Number(stamp) % 8), minute));
    await saveShot(planner, `${SHOTS}/workbench.png`, { fullPage: true });
    // Meeting in person, the customer can scan the confirm link from the planner's phone.
    await planner.getByRole('article', { name: /的面谈，待确认/ }).filter({ hasText: first }).getByRole('button', { name: '确认二维码' }).click();
    const qr = planner.getByRole('dialog', { name: '面谈确认二维码' });
    await expect(qr.getByRole('img', { name: /的面谈确认二维码$/ })).toBeVisible();
    await qr.getByRole('button', { name: '关闭' }).click();
    await expect(qr).toHaveCount(0);

    // The customer confirms from the list.
    await page.goto('/my/interviewRecord');
    await expect(page.getByRole('heading', { name: '面谈记录' })).toBeVisible();
    const card = page.getByRole('article', { name: '王规划的面谈，待确认' }).filter({ hasText: first });
    await expect(card).toBeVisible();
    await expect(card.getByText('到访面谈')).toBeVisible();
    await saveShot(page, `${SHOTS}/list.png`, { fullPage: true });
    await card.getByRole('button', { name: '确认面谈' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确认' }).click();
    await expect(page.getByRole('article', { name: '王规划的面谈，已确认' }).filter({ hasText: first })).toBeVisible();
    await page.getByRole('tab', { name: '已确认' }).click();
    await expect(page).toHaveURL(/status=1/);
    await expect(page.getByRole('article').filter({ hasText: first })).toBeVisible();

    // A second proposal; the customer opens its confirm link (what the SMS carries).
    await propose(planner, second, dayAt(3, 9 + (Number(stamp) % 8), minute));
    await page.goto('/my/interviewRecord?status=0');
    const href = await page.getByRole('link', { name: `查看面谈详情：${second}` }).getAttribute('href');
    const id = new URL(href!, 'http://x').searchParams.get('id')!;
    await page.goto(`/my/interviewRecord/confirm/${id}`);
    await expect(page.getByRole('heading', { name: '请确认以下面谈信息' })).toBeVisible();
    await expect(page.getByText(second)).toBeVisible();
    await saveShot(page, `${SHOTS}/confirm.png`, { fullPage: true });
    await page.getByRole('button', { name: '确认面谈' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确认' }).click();
    await expect(page.getByRole('status').filter({ hasText: '您已确认面谈，请按时参加' })).toBeVisible();
    // The same page by the path alias.
    await page.goto(`/my/interviewRecord/${id}`);
    await expect(page.getByText('已确认', { exact: true })).toBeVisible();

    // Another customer opening the link sees nothing of it. (A new account: the second demo customer's password is
    // changed by the forget-password journey earlier in the run.)
    const other = await registerCustomer(request, readSmsCode);
    const stranger = await newPhone(browser, info);
    await login(stranger, `/my/interviewRecord/confirm/${id}`, { phone: other.phone, password: 'abc12345' });
    await expectPath(stranger, `/my/interviewRecord/confirm/${id}`);
    await expect(stranger.getByText('面谈记录不存在或无权查看')).toBeVisible();

    // The planner cancels the second one with a reason; the customer sees who cancelled and why.
    await planner.goto('/workbench/interviews?status=1');
    const mine = planner.getByRole('article').filter({ hasText: second });
    await mine.getByRole('button', { name: '取消面谈' }).click();
    await planner.getByRole('dialog').getByLabel('取消原因').fill('临时出差，改期再约');
    await planner.getByRole('dialog').getByRole('button', { name: '取消面谈' }).click();
    await expect(planner.getByRole('article', { name: /已取消/ }).filter({ hasText: second })).toBeVisible();
    await page.goto('/my/interviewRecord?status=3');
    await expect(page.getByRole('article').filter({ hasText: second })).toContainText('规划师于');
    await expect(page.getByRole('article').filter({ hasText: second })).toContainText('临时出差，改期再约');
  });
});
