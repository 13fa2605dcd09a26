import { test, expect as baseExpect, shot } from './fixtures';
import { api, freshCustomer, signIn } from './orderHelpers';

// The notifications centre (issue 27 §2): someone answers my question while I am on 消息; the 互动消息 entry shows it
// without a reload, the list opens the answer, the tab's badge follows; a group turned off in 设置 stays quiet.

const expect = baseExpect.configure({ timeout: 30_000 });
const TOPIC = 'kt_01_01';
const waitSince = async (at: number, ms = 5_500) => {
  const left = at + ms - Date.now();
  if (left > 0) await new Promise((r) => setTimeout(r, left));
};

test('a customer hears of an answer to their question in 消息, opens it, and turns the group off', async ({ page, request, context, baseURL }) => {
  const asker = await freshCustomer(request);
  const answerer = await freshCustomer(request);
  const title = `公司注销一般要多久${Date.now().toString(36)}？`;
  const q = await api<{ id: string; status: number }>(request, 'POST', '/known/v1/add', { type: 1, title, topicIds: TOPIC }, asker.token, asker.userId);
  expect(q.status).toBe(1);
  const askedAt = Date.now();

  await signIn(context, baseURL!, asker);
  await page.goto('/msg');
  await page.waitForURL((u) => u.pathname === '/im/index');
  const groups = page.getByRole('list', { name: '通知' });
  const interact = groups.getByRole('link', { name: /^互动消息/ });
  await expect(interact).toHaveAccessibleName('互动消息');
  // the event stream is live before the answer is written
  await expect(page.locator('[data-stream="live"]')).toBeAttached();

  const a = await api<{ id: string; status: number }>(request, 'POST', '/known/v1/add', { type: 3, sourceId: q.id, content: '<p>材料齐全的话一到两个月，先清算再注销。</p>' }, answerer.token, answerer.userId);
  expect(a.status).toBe(1);
  const answeredAt = Date.now();

  // live: no reload
  await expect(interact).toHaveAccessibleName('互动消息，1条未读');
  await expect(interact).toContainText('回答了你的问题');
  await expect(interact).toHaveAttribute('href', '/msg/notices?category=interact');
  await shot(page, 'notices/msg-entries');

  // 我的: the tab bar's 消息 and the bell count it too; the bell opens the notices, the tabs switch groups
  await page.goto('/my');
  await expect(page.getByRole('navigation', { name: '底部导航' }).getByRole('link', { name: /消息/ })).toContainText('1条未读');
  await page.getByRole('link', { name: '通知，1条未读' }).click();
  await page.waitForURL((u) => u.pathname === '/msg/notices' && u.searchParams.get('category') === 'trade');
  await page.getByRole('tab', { name: '互动消息' }).click();
  await page.waitForURL((u) => u.pathname === '/msg/notices' && u.searchParams.get('category') === 'interact');
  await expect(page.getByRole('tab', { name: '互动消息' })).toHaveAttribute('aria-selected', 'true');
  const item = page.getByRole('button', { name: /^未读，.*回答了你的问题/ });
  await expect(item).toBeVisible();
  await expect(page.getByText('1 条未读')).toBeVisible();
  await shot(page, 'notices/list');
  await item.click();
  await page.waitForURL((u) => u.pathname === '/known/detail/answer' && u.searchParams.get('id') === a.id);
  await page.goBack();
  await page.waitForURL((u) => u.pathname === '/msg/notices');
  await expect(page.getByText('全部已读').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^未读，/ })).toHaveCount(0);

  // 设置 › 消息通知: 互动消息 off, then nothing of it is written
  await page.goto('/my/settings');
  const sw = page.getByRole('switch', { name: /互动消息/ });
  await expect(sw).toBeEnabled();
  await expect(sw).toBeChecked();
  await sw.click();
  await expect(sw).not.toBeChecked();
  await expect(sw).toBeEnabled();
  await shot(page, 'notices/settings');
  // one person posts at most once in 5 s (the community's posting interval)
  await waitSince(askedAt);
  const q2 = await api<{ id: string }>(request, 'POST', '/known/v1/add', { type: 1, title: `续：${title}`, topicIds: TOPIC }, asker.token, asker.userId);
  await waitSince(answeredAt);
  await api(request, 'POST', '/known/v1/add', { type: 3, sourceId: q2.id, content: '<p>同上，看材料是否齐全。</p>' }, answerer.token, answerer.userId);
  const list = await api<{ records: { kind: string }[] }>(request, 'GET', '/notice/v1/list', { category: 'interact' }, asker.token, asker.userId);
  expect(list.records.filter((n) => n.kind === 'known.answer')).toHaveLength(1);
});
