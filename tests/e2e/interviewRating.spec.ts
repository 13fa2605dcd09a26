import { devices } from '@playwright/test';
import { test, expect as baseExpect, DEMO_CUSTOMER_2, escapeRegExp, expectPath, expectToast, readSmsCode, shot } from './fixtures';
import { PLANNER, call, loginPlanner, loginWithSmsCode, paidOrder, registerCustomer, useSession } from './myPurchase';

// Interviews that close (issue 27 §4): a buyer who never chatted with the planner can be invited (their order makes
// them the planner's customer) and hears of it; a held appointment is rated by its customer, once, and the rating
// counts on the planner's page like an order review.

const expect = baseExpect.configure({ timeout: 30_000 });
const pad = (n: number) => String(n).padStart(2, '0');
/** A datetime-local value `days` from now at hh:mm, China time. */
function dayAt(days: number, hh: number, mm: number) {
  const c = new Date(Date.now() + days * 86_400_000 + 8 * 3600_000);
  return `${c.getUTCFullYear()}-${pad(c.getUTCMonth() + 1)}-${pad(c.getUTCDate())}T${pad(hh)}:${pad(mm)}`;
}

test('a buyer who never chatted is invited and told', async ({ request, browser, baseURL }) => {
  test.setTimeout(180_000);
  const { session: buyer, phone } = await registerCustomer(request, readSmsCode);
  const payPassword = '582047';
  await call(request, buyer, 'POST', '/wallet/v1/reset_password', { payPassword });
  await paidOrder(request, buyer, 'g_0001', payPassword);

  const ctx = await browser.newContext({ ...devices['iPhone 13'], baseURL, locale: 'zh-CN', timezoneId: 'Asia/Shanghai', reducedMotion: 'reduce' });
  await useSession(ctx, baseURL!, await loginPlanner(request), PLANNER.phone);
  const planner = await ctx.newPage();
  await planner.goto('/workbench/interviews/new');
  const masked = `${phone.slice(0, 3)}****${phone.slice(7)}`;
  const option = planner.getByRole('radiogroup', { name: '选择客户' }).getByRole('radio', { name: new RegExp(escapeRegExp(masked)) });
  await expect(option).toContainText('您服务的订单');
  await option.click();
  const topic = `核对注册材料${Date.now().toString(36)}`;
  await planner.getByRole('radio', { name: '去店面谈' }).click();
  await planner.getByLabel('面谈时间').fill(dayAt(2, 10, 30));
  await planner.getByLabel('面谈地点').fill('成都市高新区天府三街 薯片企服大厦 12 楼');
  await planner.getByLabel('面谈主题').fill(topic);
  await planner.getByRole('button', { name: '发送邀约' }).click();
  await expectPath(planner, '/workbench/interviews');
  await expect(planner.getByRole('article', { name: /的面谈，待确认/ }).filter({ hasText: topic })).toBeVisible();

  const told = await call<{ records: { kind: string; body: string; link: string }[] }>(request, buyer, 'GET', '/notice/v1/list', { category: 'system', limit: 50 });
  const invited = told.records.filter((n) => n.kind === 'interview.invited' && n.body.includes(topic));
  expect(invited).toHaveLength(1);
  await ctx.close();
});

test('a held interview is rated once by its customer and counts on the planner’s page', async ({ page, request, context, baseURL }) => {
  test.setTimeout(120_000);
  // The demo data's held appointment: the second demo customer and the seeded planner u_planner_01, three days ago.
  const s = await loginWithSmsCode(request, DEMO_CUSTOMER_2.phone, readSmsCode);
  await useSession(context, baseURL!, s, DEMO_CUSTOMER_2.phone);
  const countOf = async () => (await call<{ evaluateCount: number }>(request, null, 'GET', '/planner/v1/find_card', { mchUserId: 'u_planner_01' })).evaluateCount;
  const before = await countOf();

  await page.goto('/my/interviewRecord/detail?id=iv_seed_held_01');
  const form = page.getByRole('region', { name: '评价面谈' });
  // A rating is once per appointment: this needs the test server's fresh database (as every run of the suite has).
  await expect(page.getByRole('region', { name: '我的评价' }), 'the seeded appointment was rated already (not a fresh database)').toHaveCount(0);
  await expect(form).toBeVisible();
  await form.getByRole('button', { name: '提交评价' }).click();
  await expectToast(page, '请先选择评分');
  await form.getByRole('group', { name: '评分' }).getByRole('button', { name: '5星' }).click();
  const words = `准备充分，讲得很清楚${Date.now().toString(36)}`;
  await form.getByLabel('评价内容').fill(words);
  await shot(page, 'interview/rate');
  await form.getByRole('button', { name: '提交评价' }).click();
  await expectToast(page, '评价成功，感谢您的反馈');
  const mine = page.getByRole('region', { name: '我的评价' });
  await expect(mine.getByRole('img', { name: '5星' })).toBeVisible();
  await expect(mine).toContainText(words);
  await expect(page.getByRole('region', { name: '评价面谈' })).toHaveCount(0);

  // On the planner's page: one more review, with these words.
  expect(await countOf()).toBe(before + 1);
  await page.goto('/planner/detail?mchUserId=u_planner_01');
  await expect(page.getByText(words)).toBeVisible();
});
