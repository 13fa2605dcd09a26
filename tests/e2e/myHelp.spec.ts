import { test, expect as baseExpect, saveShot } from './fixtures';

// A dev server compiles each page on its first visit; give slow first loads room.
const expect = baseExpect.configure({ timeout: 60_000 });
const SHOTS = 'test-results/shots/my-help';

/**
 * 帮助中心 and 关于我们 (issue 14, inventory my.md §9, §11), as a visitor: from 我的 to the help home, a category, a
 * question and back to its category; search with marked words, nothing found, an entry that opens a page; then 关于我们
 * and its documents, the legacy ?type= address and an unknown one.
 */
test('a visitor finds an answer in 帮助中心 by category and by search', async ({ page }) => {
  await page.goto('/my');
  const services = page.getByRole('region', { name: '我的服务' });
  await expect(services.getByRole('link', { name: '关于我们' })).toHaveAttribute('href', '/my/about');
  await saveShot(page, `${SHOTS}/my.png`);
  await services.getByRole('link', { name: '帮助中心' }).click();
  await expect(page).toHaveURL(/\/my\/help$/);
  await expect(page.getByRole('heading', { level: 1, name: '帮助中心' })).toBeVisible();
  const common = page.getByRole('list', { name: '常见问题' });
  await expect(common.getByRole('link')).toHaveCount(6);
  await expect(common.getByRole('link', { name: '订单多久不付款会被自动取消？' })).toBeVisible();
  await expect(page.getByRole('tab', { name: '账号与登录' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('list', { name: '账号与登录的问题' }).getByRole('link')).toHaveCount(8);
  await expect(page.getByRole('navigation', { name: '联系客服' }).getByRole('link', { name: /电话客服/ })).toHaveAttribute('href', 'tel:028-954310');
  // Phone-sized shots: the contact bar stays at the bottom of the screen.
  await saveShot(page, `${SHOTS}/home.png`);

  // A category: its questions, kept in the address.
  await page.getByRole('tab', { name: '钱包' }).click();
  await expect(page).toHaveURL(/categoryCode=hc_wallet/);
  const wallet = page.getByRole('list', { name: '钱包的问题' });
  await expect(wallet.getByRole('link', { name: '支付密码输错被锁定了怎么办？' })).toBeVisible();
  await expect(wallet.getByRole('link', { name: '在哪里查看钱包的收支明细？' })).toHaveAttribute('href', '/my/wallet');
  await expect(page.getByRole('tab', { name: '钱包' })).toBeInViewport();
  await saveShot(page, `${SHOTS}/category.png`);

  // A question, and back to its category from there.
  await wallet.getByRole('link', { name: '如何设置或修改支付密码？' }).click();
  await expect(page).toHaveURL(/\/my\/help\/questions\?id=hq_0603$/);
  await expect(page.getByRole('heading', { level: 1, name: '问题解答' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '如何设置或修改支付密码？' })).toBeVisible();
  await expect(page.getByText(/输入6位数字密码并再次确认即可/)).toBeVisible();
  await expect(page.getByRole('list', { name: '相关问题' }).getByRole('link')).toHaveCount(5);
  await expect(page.getByRole('button', { name: '联系客服' })).toBeVisible();
  await saveShot(page, `${SHOTS}/question.png`, { fullPage: true });
  await page.getByRole('link', { name: '所属分类：钱包' }).click();
  await expect(page).toHaveURL(/\/my\/help\?categoryCode=hc_wallet$/);
  await expect(page.getByRole('tab', { name: '钱包' })).toHaveAttribute('aria-selected', 'true');

  // Search: the words marked in titles and answers; a result opens its question.
  await page.getByRole('link', { name: '搜索您遇到的问题' }).click();
  await expect(page).toHaveURL(/\/my\/help\/helpCenter$/);
  const box = page.getByRole('searchbox', { name: '搜索您遇到的问题' });
  await expect(box).toBeFocused();
  await box.fill('发票');
  await box.press('Enter');
  await expect(page).toHaveURL(/keyword=%E5%8F%91%E7%A5%A8$/);
  await expect(page.getByRole('status')).toHaveText(/^共找到 \d+ 个相关问题$/);
  const results = page.getByRole('list', { name: '搜索结果' });
  const marks = results.locator('mark');
  expect(await marks.count()).toBeGreaterThan(3);
  for (const t of await marks.allInnerTexts()) expect(t).toBe('发票');
  await saveShot(page, `${SHOTS}/search.png`, { fullPage: true });
  await results.getByRole('link', { name: '如何申请发票？' }).click();
  await expect(page.getByRole('heading', { name: '如何申请发票？' })).toBeVisible();
  await expect(page.getByText(/在订单上点击“申请开票”/)).toBeVisible();
  await page.getByRole('button', { name: '返回' }).click();
  await expect(page).toHaveURL(/keyword=%E5%8F%91%E7%A5%A8$/);

  // Two words must both occur; an entry that is a page of the site links to it.
  await box.fill('发票中心');
  await box.press('Enter');
  await expect(page).toHaveURL(/keyword=%E5%8F%91%E7%A5%A8%E4%B8%AD%E5%BF%83$/);
  await expect(results.getByRole('link', { name: '发票中心在哪里？' })).toHaveAttribute('href', '/order/invoice');

  // Nothing found: say so and offer customer service.
  await box.fill('火星移民');
  await box.press('Enter');
  await expect(page).toHaveURL(/keyword=%E7%81%AB%E6%98%9F%E7%A7%BB%E6%B0%91$/);
  await expect(page.getByText('抱歉，未找到相关问题')).toBeVisible();
  await expect(page.getByRole('button', { name: '联系客服' })).toBeVisible();
  await saveShot(page, `${SHOTS}/searchEmpty.png`, { fullPage: true });
});

test('a visitor reads 关于我们 and its documents', async ({ page }) => {
  await page.goto('/my');
  await page.getByRole('region', { name: '我的服务' }).getByRole('link', { name: '关于我们' }).click();
  await expect(page).toHaveURL(/\/my\/about$/);
  await expect(page.getByText('当前版本：V 1.2')).toBeVisible();
  const about = page.getByRole('list', { name: '关于薯片' });
  await expect(about.getByRole('link')).toHaveText(['关于薯片企服', '平台服务流程', '联系我们']);
  const rules = page.getByRole('list', { name: '协议与规则' });
  await expect(rules.getByRole('link', { name: '薯片隐私协议' })).toHaveAttribute('href', '/my/about/protocol100121');
  await saveShot(page, `${SHOTS}/about.png`, { fullPage: true });

  await about.getByRole('link', { name: '平台服务流程' }).click();
  await expect(page).toHaveURL(/\/my\/about\/about100002$/);
  await expect(page.getByRole('heading', { level: 1, name: '平台服务流程' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '二、下单与付款' })).toBeVisible();
  await expect(page.getByText(/订单须在2小时内付款，超时自动取消/)).toBeVisible();
  await saveShot(page, `${SHOTS}/document.png`, { fullPage: true });
  await page.getByRole('button', { name: '返回' }).click();
  await expect(page).toHaveURL(/\/my\/about$/);

  await rules.getByRole('link', { name: '薯片隐私协议' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '薯片隐私协议' })).toBeVisible();

  // The legacy viewer's ?type=0 shows the user agreement; an unknown document is a 404.
  await page.goto('/my/about/1?type=0');
  await expect(page.getByRole('heading', { level: 1, name: '薯片用户服务协议' })).toBeVisible();
  const missing = await page.goto('/my/about/about999999');
  expect(missing?.status()).toBe(404);
  const missingQuestion = await page.goto('/my/help/questions?id=hq_9999');
  expect(missingQuestion?.status()).toBe(404);
});
