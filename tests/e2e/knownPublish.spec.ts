import { devices, type Page } from '@playwright/test';
import { test, expect as baseExpect, saveShot, expectToast } from './fixtures';
import { call, callEnvelope, loginCustomer, loginPlanner, useSession, PLANNER, type Session } from './myPurchase';
import { prepareRequest } from '../../lib/httpCore';
import { E2E_OPERATOR_TOKEN } from '../../playwright.config';

// The shared dev server compiles each page on its first visit; give slow first loads room.
const expect = baseExpect.configure({ timeout: 60_000 });
const SHOTS = process.env.E2E_SHOTS || 'test-results/shots/known-publish';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
/** The server refuses a second post of one user within this many seconds (KNOWN_LIMITS.POST_INTERVAL_S). */
const POST_GAP_MS = 5_500;

/** Forgets the drafts earlier runs may have left, so no 继续编辑? comes unasked. */
async function clearDrafts(request: Parameters<typeof call>[0], s: Session, targets: string[]) {
  for (const target of targets) await call(request, s, 'POST', '/known/v1/draft/delete', { target });
}

/** The phone the tests browse with (the project's device), in a browser context of its own. */
const { defaultBrowserType: _ignored, ...PHONE } = devices['iPhone 13'];

/** Picks the first topic of the first level-1 topic in the picker; returns that level-1 topic's name (its board). */
async function pickOneTopic(page: Page): Promise<string> {
  await page.getByRole('button', { name: '+ 话题 (至少添加一个)' }).click();
  const sheet = page.getByRole('list', { name: /下的话题$/ });
  await sheet.getByRole('checkbox').first().check();
  const board = ((await sheet.getAttribute('aria-label')) ?? '').replace(/下的话题$/, '');
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('button', { name: '+ 话题(1/5)' })).toBeVisible();
  return board;
}

type Request = Parameters<typeof call>[0];

/** The platform operator's decision on a held content (POST /api/known/v1/review with X-Operator-Token). */
async function operatorReview(request: Request, id: string, decision: 'approve' | 'reject', reason = '') {
  const p = prepareRequest({
    method: 'POST',
    url: '/api/known/v1/review',
    data: { id, decision, reason },
    identity: {},
    headers: { 'user-agent': 'crisps-e2e', 'X-Operator-Token': E2E_OPERATOR_TOKEN },
  });
  const res = await request.fetch(p.url, { method: 'POST', headers: p.headers, data: typeof p.body === 'string' ? p.body : undefined });
  const env = (await res.json()) as { code: number; msg: string; data: { id: string; status: number; reason: string | null } };
  expect(env.code, env.msg).toBe(200);
  return env.data;
}

test.describe('必懂 publishing and the creator centre', () => {
  // One customer's posts: the later journeys rely on the question of the first, and posts are spaced by the server.
  test.describe.configure({ mode: 'serial' });
  /** The question the 审核中 journey leaves held; the operator journey rejects it (no extra post: new accounts get 5 a day). */
  let heldQuestion: { id: string; title: string } | null = null;
  /** The first journey's question and the planner's answer to it. */
  let answered: { questionId: string; title: string; answerId: string } | null = null;

  test('a customer asks a question with a picture, a planner answers it, the creator centre lists it', async ({ page, browser, request, context, baseURL }) => {
    test.setTimeout(240_000);
    const customer = await loginCustomer(request);
    await clearDrafts(request, customer, ['question']);
    await useSession(context, baseURL!, customer);
    const stamp = Date.now().toString(36);
    const title = `公司注册后多久要报税${stamp}？`;

    await page.goto('/known/publish/question');
    await expect(page.getByText('让你的提问获得更多解答')).toBeVisible();
    // The submit is there, grey (aria-disabled), until the title has something; it still validates when tapped.
    await expect(page.getByRole('button', { name: '发布问题' })).toHaveAttribute('aria-disabled', 'true');
    await page.getByRole('button', { name: '发布问题' }).click({ force: true });
    await expect(page.getByText('标题不能少于4个字哦')).toBeVisible();
    await page.getByLabel('标题', { exact: true }).fill('公司注册后多久要报税');
    await page.getByRole('button', { name: '发布问题' }).click();
    await expect(page.getByText('标题需以问号结尾')).toBeVisible();
    await page.getByLabel('标题', { exact: true }).fill(title);
    await page.getByRole('button', { name: '发布问题' }).click();
    await expect(page.getByText('请选择话题')).toBeVisible();
    await pickOneTopic(page);

    const editor = page.getByRole('textbox', { name: '问题描述（选填）' });
    await editor.click();
    await page.keyboard.type('刚拿到营业执照，第一次记账报税要准备什么？');
    await page.getByLabel('选择图片').setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: PNG });
    await expect(editor.locator('img')).toHaveAttribute('src', /^\/api\/upload\/v1\/file\//);
    await page.getByRole('button', { name: '关闭提示' }).click();
    await expect(page.getByText('让你的提问获得更多解答')).toBeHidden();
    await saveShot(page, `${SHOTS}/question-filled.png`, { fullPage: true });

    await page.getByRole('button', { name: '发布问题' }).click();
    await expectToast(page, '发布成功');
    await page.waitForURL(/\/known\/detail\/question\?id=[^&]+&status=release/);
    const questionId = new URL(page.url()).searchParams.get('id')!;
    await expect(page.getByText('成功提问')).toBeVisible();
    await expect(page.getByText(title).first()).toBeVisible();
    await saveShot(page, `${SHOTS}/question-released.png`, { fullPage: true });

    // The planner answers it from the answer editor.
    const planner = await loginPlanner(request);
    await clearDrafts(request, planner, [`answer:${questionId}`]);
    const plannerContext = await browser.newContext({ ...PHONE, baseURL, locale: 'zh-CN', timezoneId: 'Asia/Shanghai', reducedMotion: 'reduce' });
    await useSession(plannerContext, baseURL!, planner, PLANNER.phone);
    const plannerPage = await plannerContext.newPage();
    await plannerPage.goto(`/known/publish/answer?id=${questionId}`);
    await expect(plannerPage.getByRole('heading', { name: title })).toBeVisible();
    // Not ready yet (aria-disabled), but a tap still says what is missing.
    await expect(plannerPage.getByRole('button', { name: '发布' })).toHaveAttribute('aria-disabled', 'true');
    await plannerPage.getByRole('button', { name: '发布' }).click({ force: true });
    await expect(plannerPage.getByText('内容区域不能为空哦')).toBeVisible();
    await plannerPage.getByRole('textbox', { name: '回答内容' }).click();
    await plannerPage.keyboard.type(`首月起就要按期申报，零收入也要零申报。${stamp}`);
    await saveShot(plannerPage, `${SHOTS}/answer-filled.png`, { fullPage: true });
    await plannerPage.getByRole('button', { name: '发布' }).click();
    await plannerPage.waitForURL(/\/known\/detail\/answer\?id=[^&]+&status=release/);
    answered = { questionId, title, answerId: new URL(plannerPage.url()).searchParams.get('id')! };
    await plannerContext.close();

    // The creator centre lists the question as published.
    await page.goto('/known/createCenter');
    const card = page.getByRole('listitem').filter({ hasText: title });
    await expect(card).toBeVisible();
    await expect(card.getByText('已通过')).toBeVisible();
    await expect(card.getByText(/^1 回答 · \d+ 收藏$/)).toBeVisible();
    await saveShot(page, `${SHOTS}/create-center.png`, { fullPage: true });
  });

  test('a second 写回答 on the same question opens 编辑我的回答, and the server refuses a second answer', async ({ page, request, context, baseURL }) => {
    test.setTimeout(180_000);
    const { questionId, title, answerId } = answered!;
    const planner = await loginPlanner(request);
    await clearDrafts(request, planner, [`answer:${questionId}`, `edit:${answerId}`]);
    await useSession(context, baseURL!, planner, PLANNER.phone);
    await page.goto(`/known/detail/question?id=${questionId}`);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    const actions = page.getByRole('button', { name: '编辑我的回答' }).first();
    await expect(actions).toBeVisible();
    await expect(page.getByRole('button', { name: '写回答', exact: true })).toHaveCount(0);
    await saveShot(page, `${SHOTS}/question-my-answer.png`, { fullPage: true });
    await actions.click();
    await page.waitForURL((u) => u.pathname === '/known/publish/answer' && u.searchParams.get('id') === answerId && u.searchParams.get('editType') === '2');
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByRole('textbox', { name: '回答内容' })).toContainText('首月起就要按期申报');
    // Any other 写回答 of this question (a feed card, the answer list, an old link) lands on the same editor.
    await page.goto(`/known/publish/answer?id=${questionId}`);
    await page.waitForURL((u) => u.pathname === '/known/publish/answer' && u.searchParams.get('id') === answerId && u.searchParams.get('editType') === '2');
    await expect(page.getByRole('textbox', { name: '回答内容' })).toContainText('首月起就要按期申报');
    // The server holds the rule whatever the page does: a second answer is refused, naming the first.
    const second = await callEnvelope<null>(request, planner, 'POST', '/known/v1/add', { type: 3, sourceId: questionId, content: '<p>另一个回答</p>' });
    expect(second).toMatchObject({ code: 409, msg: 'sourceId：你已经回答过这个问题了，可以编辑你的回答', data: { answerId } });
  });

  test('a question with a phone number waits for review and shows under 审核中 with its reason', async ({ page, request, context, baseURL }) => {
    test.setTimeout(180_000);
    const customer = await loginCustomer(request);
    await clearDrafts(request, customer, ['question']);
    await useSession(context, baseURL!, customer);
    const title = `代账公司靠谱吗${Date.now().toString(36)}？`;
    await page.waitForTimeout(POST_GAP_MS);

    await page.goto('/known/publish/question');
    await page.getByLabel('标题', { exact: true }).fill(title);
    await pickOneTopic(page);
    await page.getByRole('textbox', { name: '问题描述（选填）' }).click();
    await page.keyboard.type('有推荐的可以联系我 13812345678');
    await page.getByRole('button', { name: '发布问题' }).click();
    await expect(page.getByText('已提交，审核通过后发布')).toBeVisible();
    await page.waitForURL(/\/known\/detail\/question\?id=[^&]+&status=release/);
    heldQuestion = { id: new URL(page.url()).searchParams.get('id')!, title };

    await page.goto('/known/createCenter?active=2');
    await expect(page.getByRole('tab', { name: '审核中', selected: true })).toBeVisible();
    const card = page.getByRole('listitem').filter({ hasText: title });
    await expect(card.getByText('审核中', { exact: true })).toBeVisible();
    await expect(card.getByText('审核说明：内容包含联系方式，需人工审核')).toBeVisible();
    await saveShot(page, `${SHOTS}/create-center-pending.png`, { fullPage: true });
    await page.getByRole('tab', { name: '已发布' }).click();
    await expect(page).toHaveURL(/active=1/);
    await expect(page.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
  });

  test('a held question stays out of the feed and search until the operator approves it; a rejected one shows 未通过', async ({ page, request, context, baseURL }) => {
    test.setTimeout(300_000);
    const customer = await loginCustomer(request);
    await clearDrafts(request, customer, ['question']);
    await useSession(context, baseURL!, customer);
    const stamp = `k${Date.now().toString(36)}`;
    const title = `注册地址可以用住宅吗${stamp}？`;
    await page.waitForTimeout(POST_GAP_MS);

    await page.goto('/known/publish/question');
    await page.getByLabel('标题', { exact: true }).fill(title);
    const boardName = await pickOneTopic(page);
    expect(boardName).not.toBe('');
    await page.getByRole('textbox', { name: '问题描述（选填）' }).click();
    await page.keyboard.type('想用自己家做注册地址，懂的加我 13812345678');
    await page.getByRole('button', { name: '发布问题' }).click();
    await expect(page.getByText('已提交，审核通过后发布')).toBeVisible();
    await page.waitForURL(/\/known\/detail\/question\?id=[^&]+&status=release/);
    const heldId = new URL(page.url()).searchParams.get('id')!;

    // Held: not in its board's feed (newest first) nor in the search.
    const board = page.getByRole('tablist').getByRole('tab', { name: boardName, exact: true });
    const feed = page.getByRole('list', { name: `${boardName}列表` });
    await page.goto('/known');
    await board.click();
    await expect(board).toHaveAttribute('aria-selected', 'true');
    await expect(feed.getByRole('article').first()).toBeVisible();
    await expect(feed.getByRole('article').filter({ hasText: title })).toHaveCount(0);
    await page.goto(`/known/search/result?keyword=${stamp}&type=question`);
    await expect(page.getByText('没有找到相关问题')).toBeVisible();

    // Only the platform operator may decide; the customer's own session is refused.
    const refused = await callEnvelope(request, customer, 'POST', '/known/v1/review', { id: heldId, decision: 'approve' });
    expect(refused.code).not.toBe(200);
    expect((await operatorReview(request, heldId, 'approve')).status).toBe(1);

    // Approved: first in its board's newest list, found by the search, 已通过 under 已发布 in the creator centre.
    await page.goto('/known');
    await board.click();
    await expect(feed.getByRole('article').filter({ hasText: title })).toBeVisible();
    await saveShot(page, `${SHOTS}/approved-in-feed.png`, { fullPage: true });
    await page.goto(`/known/search/result?keyword=${stamp}&type=question`);
    await expect(page.getByRole('list', { name: '问题搜索结果' }).getByRole('listitem').filter({ hasText: title })).toBeVisible();
    await page.goto('/known/createCenter?active=1');
    await expect(page.getByRole('tab', { name: '已发布', selected: true })).toBeVisible();
    const approved = page.getByRole('listitem').filter({ hasText: title });
    await expect(approved.getByText('已通过', { exact: true })).toBeVisible();
    await expect(approved.getByText('审核中', { exact: true })).toHaveCount(0);
    await expect(approved.getByText(/^审核说明/)).toHaveCount(0);
    await page.getByRole('tab', { name: '审核中' }).click();
    await expect(page).toHaveURL(/active=2/);
    await expect(page.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);

    // The question the 审核中 journey left held is rejected: 未通过 with the operator's reason, and it opens its editor.
    const held = heldQuestion!;
    const reason = '含站外联系方式，请删除手机号后重新提交';
    expect((await operatorReview(request, held.id, 'reject', reason)).status).toBe(2);
    await page.goto('/known/createCenter?active=3');
    await expect(page.getByRole('tab', { name: '未通过', selected: true })).toBeVisible();
    const rejected = page.getByRole('listitem').filter({ hasText: held.title });
    await expect(rejected.getByText('未通过', { exact: true })).toBeVisible();
    await expect(rejected.getByText(`未通过原因：${reason}`)).toBeVisible();
    await expect(rejected.getByRole('link')).toHaveAttribute('href', `/known/publish/question?id=${held.id}&editType=2`);
    await saveShot(page, `${SHOTS}/create-center-rejected.png`, { fullPage: true });
  });

  test('a draft typed in one page is offered with 继续编辑? after a reload, and another tab’s newer draft wins', async ({ page, request, context, baseURL }) => {
    test.setTimeout(180_000);
    const customer = await loginCustomer(request);
    await clearDrafts(request, customer, ['article']);
    await useSession(context, baseURL!, customer);
    const title = `创业第一年的记账心得${Date.now().toString(36)}`;

    await page.goto('/known/publish/article');
    await expect(page.getByRole('heading', { name: '撰写文章' })).toBeVisible();
    await expect(page.getByLabel('标题', { exact: true })).toBeFocused();
    await page.getByLabel('标题', { exact: true }).fill(title);
    await page.getByRole('textbox', { name: '文章正文' }).click();
    await page.keyboard.type('第一条：发票要按月整理。');
    await expect(page.getByText('草稿已保存')).toBeVisible();

    await page.reload();
    await expect(page.getByText('继续编辑?')).toBeVisible();
    await saveShot(page, `${SHOTS}/draft-offered.png`, { fullPage: true });
    await page.getByRole('button', { name: '继续编辑' }).click();
    await expect(page.getByLabel('标题', { exact: true })).toHaveValue(title);
    await expect(page.getByRole('textbox', { name: '文章正文' })).toContainText('第一条：发票要按月整理。');

    // A second tab saves a newer draft; this tab's next save is refused and offers to load it.
    const other = await context.newPage();
    await other.goto('/known/publish/article');
    await other.getByRole('button', { name: '继续编辑' }).click();
    await other.getByLabel('标题', { exact: true }).fill(`${title}（第二版）`);
    await expect(other.getByText('草稿已保存')).toBeVisible();
    await other.close();

    await page.getByLabel('标题', { exact: true }).fill(`${title}（旧页面）`);
    await expect(page.getByText('草稿已在其他页面更新')).toBeVisible();
    await saveShot(page, `${SHOTS}/draft-conflict.png`, { fullPage: true });
    await page.getByRole('button', { name: '载入最新' }).click();
    await expect(page.getByLabel('标题', { exact: true })).toHaveValue(`${title}（第二版）`);

    // 取消 asks first and keeps the draft; 放弃 on the next visit deletes it.
    await page.getByRole('button', { name: '取消' }).first().click();
    await expect(page.getByText('是否退出? 草稿已保存，可稍后继续编辑')).toBeVisible();
    await page.getByRole('button', { name: '退出' }).click();
    await page.goto('/known/publish/article');
    // The form is busy until the page has settled whether to offer a draft.
    const busyForm = page.locator('[aria-busy="true"]').filter({ has: page.getByLabel('标题', { exact: true }) });
    await expect(busyForm).toHaveCount(1);
    // 放弃 asks once more: 再想想 goes back to 继续编辑?, 放弃草稿 deletes it.
    await page.getByRole('button', { name: '放弃', exact: true }).click();
    await expect(page.getByText('放弃后草稿将被删除，无法恢复')).toBeVisible();
    await expect(page.getByText('你有一份未发布的草稿，是否继续编辑？')).toBeHidden();
    await saveShot(page, `${SHOTS}/draft-discard-confirm.png`, { fullPage: true });
    await page.getByRole('button', { name: '再想想' }).click();
    await expect(page.getByRole('dialog').filter({ hasText: '继续编辑?' })).toBeVisible();
    await page.getByRole('button', { name: '放弃', exact: true }).click();
    await page.getByRole('button', { name: '放弃草稿' }).click();
    await expect(page.getByText('草稿已删除')).toBeVisible();
    await expect(busyForm).toHaveCount(0);
    await expect(page.getByLabel('标题', { exact: true })).toHaveValue('');
    await page.reload();
    await expect(page.getByRole('heading', { name: '撰写文章' })).toBeVisible();
    // Settled, and no draft is offered.
    await expect(busyForm).toHaveCount(0);
    await expect(page.getByText('继续编辑?')).toBeHidden();
  });

  test('the creator pages need a login and show the creator’s numbers', async ({ page, request, context, baseURL }) => {
    await page.goto('/creatCenter/myData');
    await expect(page).toHaveURL(/\/login\?redirect=%2FcreatCenter%2FmyData/);
    const customer = await loginCustomer(request);
    await useSession(context, baseURL!, customer);
    // The hub's draft rows say what each editor holds.
    const draftTitle = `注销公司要多久${Date.now().toString(36)}？`;
    await clearDrafts(request, customer, ['question', 'article']);
    await call(request, customer, 'POST', '/known/v1/draft/save', { target: 'question', title: draftTitle, seq: 0 });
    await page.goto('/creatCenter');
    await expect(page.getByRole('link', { name: '查看数据' })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(`^问题草稿\\s*${draftTitle}\\s*· \\d{2}-\\d{2} \\d{2}:\\d{2}$`) })).toHaveAttribute('href', '/known/publish/question');
    await expect(page.getByRole('link', { name: /^文章草稿\s*暂无草稿$/ })).toBeVisible();
    await clearDrafts(request, customer, ['question']);
    await saveShot(page, `${SHOTS}/creat-center-hub.png`, { fullPage: true });
    // An answer draft is listed with the other drafts, by its question, and its editor offers it back.
    const question = await call<{ id: string; title: string }>(request, null, 'GET', '/known/v1/detail', { id: 'kq_s0002' });
    await clearDrafts(request, customer, [`answer:${question.id}`]);
    await call(request, customer, 'POST', '/known/v1/draft/save', { target: `answer:${question.id}`, content: '<p>先写一半的回答</p>', seq: 0 });
    await page.reload();
    const titleRe = question.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const answerDraft = page.getByRole('link', { name: new RegExp(`^回答草稿\\s*${titleRe}\\s*· \\d{2}-\\d{2} \\d{2}:\\d{2}$`) });
    await expect(answerDraft).toHaveAttribute('href', `/known/publish/answer?id=${question.id}`);
    await saveShot(page, `${SHOTS}/creat-center-hub-answer-draft.png`, { fullPage: true });
    await answerDraft.click();
    await expect(page.getByText('你有一份未发布的草稿，是否继续编辑？')).toBeVisible();
    // 放弃 asks once more before the draft is deleted.
    await page.getByRole('button', { name: '放弃', exact: true }).click();
    await expect(page.getByText('放弃后草稿将被删除，无法恢复')).toBeVisible();
    await page.getByRole('button', { name: '放弃草稿' }).click();
    await expectToast(page, '草稿已删除');
    await page.goto('/creatCenter');
    await expect(page.getByRole('heading', { name: '草稿' })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(`^回答草稿\\s*${titleRe}`) })).toHaveCount(0);
    await page.getByRole('link', { name: /^数据/ }).click();
    await expect(page).toHaveURL(/\/creatCenter\/myData$/);
    await expect(page.getByRole('group', { name: '统计周期' })).toBeVisible();
    await page.getByRole('button', { name: '30天' }).click();
    await expect(page.getByRole('button', { name: '30天' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('img', { name: '近30天的浏览、获赞和新增粉丝' }).or(page.getByText('近30天暂无数据，去发布内容吧～'))).toBeVisible();
    await saveShot(page, `${SHOTS}/creat-center-data.png`, { fullPage: true });
    await page.goto('/creatCenter/myContent');
    await page.getByRole('button', { name: '问题' }).click();
    await expect(page).toHaveURL(/type=1/);
    const cards = page.getByRole('list', { name: '我的创作' }).getByRole('listitem');
    await expect(cards.first()).toContainText('问题');
  });
});
