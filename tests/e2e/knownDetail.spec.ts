import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect as baseExpect, saveShot, expectToast, escapeRegExp } from './fixtures';
import { call, callEnvelope, loginCustomer, loginPlanner, useSession, type Session } from './myPurchase';

// The shared dev server compiles each page on its first visit; give slow first loads room.
const expect = baseExpect.configure({ timeout: 60_000 });
const SHOTS = process.env.E2E_SHOTS || 'test-results/shots/known-detail';

type Card = { id: string; type: number; title: string; answerCount: number; topics: { id: string; name: string }[] };
type Paged<T> = { records: T[]; totalCount: number };

/** A published question of the seeded community with answers and a topic (from the hot list, as a visitor sees it). */
async function seededQuestion(request: APIRequestContext): Promise<Card> {
  const hot = await call<Card[]>(request, null, 'GET', '/known/v1/hot', { limit: 50 });
  const q = hot.find((c) => c.type === 1 && c.answerCount > 0 && c.topics.length > 0);
  if (!q) throw new Error('no seeded question with answers in the hot list');
  return q;
}

async function firstAnswer(request: APIRequestContext, questionId: string): Promise<Card> {
  const page = await call<Paged<Card>>(request, null, 'GET', '/known/v1/answers', { questionId, sort: 'default', page: 1, limit: 15 });
  return page.records[0];
}

type Reply = { id: string; author: { name: string }; replyTo: { name: string } | null };
/** The server's gap between two comments or replies of one person (KNOWN_LIMITS.COMMENT_INTERVAL_S), with a margin. */
const COMMENT_GAP_MS = 3_500;
const lastSent = new Map<string, number>();

/** A comment (`path` publish) or reply (`path` reply) through the API, waiting out the person's comment gap first. */
async function send<T>(request: APIRequestContext, who: Session, path: 'publish' | 'reply', form: object): Promise<T> {
  const left = (lastSent.get(who.userId) ?? 0) + COMMENT_GAP_MS - Date.now();
  if (left > 0) await new Promise((r) => setTimeout(r, left));
  for (let attempt = 0; ; attempt++) {
    const env = await callEnvelope<T>(request, who, 'POST', `/known/comments/v1/${path}`, form);
    lastSent.set(who.userId, Date.now());
    if (env.code === 200) return env.data;
    // An earlier test of this run may have commented as the same person a moment ago.
    if (env.code !== 429 || attempt > 2) throw new Error(`${path}: ${env.code} ${env.msg}`);
    await new Promise((r) => setTimeout(r, COMMENT_GAP_MS));
  }
}

/** Puts a toggle back to off (an earlier run may have left it on), then checks it is off. */
async function ensureOff(page: Page, name: string | RegExp) {
  const btn = page.getByRole('button', { name }).first();
  if ((await btn.getAttribute('aria-pressed')) === 'true') {
    await btn.click();
    await expect(btn).toHaveAttribute('aria-pressed', 'false');
  }
}

test.describe('必懂 detail pages', () => {
  test.beforeEach(async ({ context }) => {
    // `next dev` floats its indicator over the bottom-left corner, where the 赞同 pill is; a production build has none.
    await context.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const style = document.createElement('style');
        style.textContent = 'nextjs-portal { display: none !important; }';
        document.head.appendChild(style);
      });
    });
  });

  test('a visitor reads a question and its answers; 好问题 sends them to log in', async ({ page, request }) => {
    const q = await seededQuestion(request);
    await page.goto(`/known/detail/question?id=${q.id}`);
    await expect(page.getByRole('heading', { level: 1, name: q.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^回答 \d+$/ })).toBeVisible();
    await expect(page.locator('a[href^="/known/detail/answer?id="]').first()).toBeVisible();
    // One name for the collect count everywhere: 收藏 (an answer's row once said 喜欢).
    await expect(page.getByText(/^\d+ 赞同 · \d+ 收藏 · \d+ 评论/).first()).toBeVisible();
    // SEO: canonical without the visitor's query, and the question as a QAPage.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/known/detail/question\\?id=${q.id}$`));
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
    expect(ld['@type']).toBe('QAPage');
    expect(ld.mainEntity.name).toBe(q.title);
    await saveShot(page, `${SHOTS}/question-visitor.png`, { fullPage: true });

    // 最新 reloads the answers in the other order; 默认 is back.
    await page.getByRole('button', { name: '最新' }).click();
    await expect(page.getByRole('button', { name: '最新' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('a[href^="/known/detail/answer?id="]').first()).toBeVisible();

    await page.getByRole('button', { name: /好问题/ }).click();
    await page.waitForURL((u) => u.pathname === '/login' && (u.searchParams.get('redirect') ?? '').startsWith(`/known/detail/question?id=${q.id}`));
  });

  test('a customer likes and collects a question, comments on it and deletes the comment', async ({ page, request, context, baseURL }) => {
    test.setTimeout(180_000);
    const q = await seededQuestion(request);
    await useSession(context, baseURL!, await loginCustomer(request));
    await page.goto(`/known/detail/question?id=${q.id}`);
    await expect(page.getByRole('heading', { level: 1, name: q.title })).toBeVisible();

    await ensureOff(page, /好问题/);
    const good = page.getByRole('button', { name: /好问题/ });
    await good.click();
    await expect(page.getByText('点赞成功')).toBeVisible();
    await expect(good).toHaveAttribute('aria-pressed', 'true');
    await good.click();
    await expect(page.getByText('取消点赞')).toBeVisible();
    await expect(good).toHaveAttribute('aria-pressed', 'false');

    // The action row under the question (the sticky bar repeats it once scrolled away).
    const collect = page.getByRole('button', { name: /^(收藏|已收藏)$/ }).first();
    await ensureOff(page, /^(收藏|已收藏)$/);
    await collect.click();
    await expect(page.getByText('收藏成功')).toBeVisible();
    await expect(collect).toHaveText('已收藏');
    await collect.click();
    await expect(page.getByText('取消收藏')).toBeVisible();
    await expect(collect).toHaveText('收藏');

    // Comments: open from the stats row, publish, see it first with the count up, delete it.
    await page.getByRole('button', { name: /^\d+ 评论$/ }).click();
    await expect(page.getByRole('heading', { name: '全部评论' })).toBeVisible();
    const countText = page.getByText(/^评论 \d+$/);
    await expect(countText).toBeVisible();
    const before = Number((await countText.textContent())!.replace(/\D/g, ''));
    const text = `请问需要多少注册资金？${Date.now().toString(36)}`;
    const input = page.getByPlaceholder('请输入您的评论内容');
    await input.fill(`  ${text}  `);
    await expect(input).toHaveValue(`  ${text}  `);
    // The request is awaited on its own, so a failure tells a lost tap from a slow or failed answer.
    const published = page.waitForResponse((r) => r.url().includes('/known/comments/v1/publish'), { timeout: 30_000 });
    await page.getByRole('button', { name: '发布' }).click();
    // Every answer of the API is HTTP 200 and its envelope's code tells a refusal (200 is CODE.OK): the code is checked.
    const res = await published;
    const answer = (await res.json()) as { code: number; msg: string };
    expect(answer.code, JSON.stringify(answer)).toBe(200);
    await expectToast(page, '发布成功');
    await expect(page.getByText(`评论 ${before + 1}`)).toBeVisible();
    const list = page.getByRole('list', { name: '评论列表' });
    await expect(list.getByRole('listitem').first()).toContainText(text);
    await saveShot(page, `${SHOTS}/comments.png`);
    await list.getByRole('listitem').first().getByRole('button', { name: '删除评论' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '删除' }).click();
    await expectToast(page, '删除成功');
    await expect(list.getByText(text)).toHaveCount(0);
    await expect(page.getByText(`评论 ${before}`)).toBeVisible();
    await page.getByRole('button', { name: '关闭' }).click();
    await expect(page.getByRole('button', { name: `${before} 评论` })).toBeVisible();
  });

  test('a customer replies to a reply under a comment: 「A 回复 B」, 查看全部 N 条回复, then deletes the reply', async ({ page, request, context, baseURL }) => {
    test.setTimeout(180_000);
    const q = await seededQuestion(request);
    const me = await loginCustomer(request);
    const planner = await loginPlanner(request);
    // A planner's comment with three replies, made through the API: mine, the planner's to mine, mine to the planner's.
    const tag = Date.now().toString(36);
    const commentText = `注册资金要实缴吗？${tag}`;
    const cm = await send<{ id: string }>(request, planner, 'publish', { contentId: q.id, content: commentText });
    const r1 = await send<Reply>(request, me, 'reply', { commentId: cm.id, content: `认缴就可以${tag}` });
    const r2 = await send<Reply>(request, planner, 'reply', { commentId: r1.id, content: `对，章程里写清楚期限${tag}` });
    await send<Reply>(request, me, 'reply', { commentId: r2.id, content: `明白了，谢谢${tag}` });
    const [myName, plannerName] = [r1.author.name, r2.author.name];
    expect(r2.replyTo?.name).toBe(myName);

    await useSession(context, baseURL!, me);
    await page.goto(`/known/detail/question?id=${q.id}`);
    await page.getByRole('button', { name: /^\d+ 评论$/ }).click();
    await expect(page.getByRole('heading', { name: '全部评论' })).toBeVisible();
    await page.getByRole('button', { name: '时间' }).click();
    const row = page.getByRole('list', { name: '评论列表' }).getByRole('listitem').filter({ hasText: commentText }).first();
    const thread = row.getByRole('list', { name: `${plannerName}的评论的回复` });
    // Folded: the first two replies, the second 「planner 回复 me」, and the way to the third.
    await expect(thread.getByRole('listitem')).toHaveCount(2);
    await expect(thread.getByRole('listitem').nth(1)).toContainText(`${plannerName} 回复 ${myName}`);
    await row.getByRole('button', { name: /^查看全部 3 条回复/ }).click();
    await expect(thread.getByRole('listitem')).toHaveCount(3);
    await expect(thread.getByRole('listitem').nth(2)).toContainText(`${myName} 回复 ${plannerName}`);

    // 回复 on the planner's reply: the input says whom it answers.
    const plannerReply = thread.getByRole('listitem').filter({ hasText: `章程里写清楚期限${tag}` });
    await plannerReply.getByRole('button', { name: new RegExp(`^回复\\s?${escapeRegExp(plannerName)}$`) }).click();
    const input = page.getByPlaceholder(`回复 ${plannerName}`);
    await expect(input).toBeVisible();
    const text = `那实缴期限最长多久？${tag}`;
    await input.fill(text);
    const left = (lastSent.get(me.userId) ?? 0) + COMMENT_GAP_MS - Date.now();
    if (left > 0) await page.waitForTimeout(left);
    const replied = page.waitForResponse((r) => r.url().includes('/known/comments/v1/reply'), { timeout: 30_000 });
    await page.getByRole('button', { name: '发布' }).click();
    const res = await replied;
    const answer = (await res.json()) as { code: number; msg: string };
    expect(answer.code, JSON.stringify(answer)).toBe(200);
    await expectToast(page, '回复成功');
    const mine = thread.getByRole('listitem').filter({ hasText: text });
    await expect(mine).toContainText(`${myName} 回复 ${plannerName}`);
    await expect(thread.getByRole('listitem')).toHaveCount(4);
    await expect(page.getByPlaceholder('请输入您的评论内容')).toBeVisible();
    await saveShot(page, `${SHOTS}/replies.png`);

    // One's own reply can be deleted, after a confirmation.
    await mine.getByRole('button', { name: '删除回复' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '删除' }).click();
    await expectToast(page, '删除成功');
    await expect(thread.getByText(text)).toHaveCount(0);
    await expect(thread.getByRole('listitem')).toHaveCount(3);
  });

  test('on an answer, 赞同 → 已赞同, then 反对 → 已反对 (they exclude each other)', async ({ page, request, context, baseURL }) => {
    test.setTimeout(120_000);
    const q = await seededQuestion(request);
    const a = await firstAnswer(request, q.id);
    await useSession(context, baseURL!, await loginCustomer(request));
    await page.goto(`/known/detail/answer?id=${a.id}`);
    await expect(page.getByText(q.title).first()).toBeVisible();
    const bar = page.getByRole('navigation', { name: '操作' });
    const applaud = bar.getByRole('button', { name: /赞同/ });
    const against = bar.getByRole('button', { name: /反对/ });
    if ((await against.getAttribute('aria-pressed')) === 'true') {
      await against.click();
      await expect(against).toHaveAttribute('aria-pressed', 'false');
    }
    if ((await applaud.getAttribute('aria-pressed')) === 'true') {
      await applaud.click();
      await expect(applaud).toHaveAttribute('aria-pressed', 'false');
    }

    await applaud.click();
    await expect(page.getByText('点赞成功')).toBeVisible();
    await expect(applaud).toContainText('已赞同');
    await saveShot(page, `${SHOTS}/answer-applauded.png`, { fullPage: true });
    await against.click();
    await expect(page.getByText('反对成功')).toBeVisible();
    await expect(against).toHaveText('已反对');
    await expect(applaud).not.toContainText('已赞同');
    await expect(applaud).toHaveAttribute('aria-pressed', 'false');
    // Undo, so the next run starts from the same place.
    await against.click();
    await expect(page.getByText('取消反对')).toBeVisible();
    await expect(against).toHaveAttribute('aria-pressed', 'false');

    // The question block replaces the page with the question.
    await page.getByRole('button', { name: new RegExp(q.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).click();
    await page.waitForURL((u) => u.pathname === '/known/detail/question' && u.searchParams.get('id') === q.id);
  });

  test('the video page: 赞同, 收藏 and 评论 with the server\'s counts; a visitor is sent to log in', async ({ page, request, context, baseURL }) => {
    test.setTimeout(180_000);
    const VIDEO = 'kv_s01';
    const path = `/known/detail/video?id=${VIDEO}`;
    type VideoState = { title: string; applaudCount: number; collectCount: number; remarkCount: number; isApplaud: boolean; isCollect: boolean };
    const bar = page.getByRole('navigation', { name: '操作' });
    const applaud = bar.getByRole('button', { name: /赞同/ });
    const collect = bar.getByRole('button', { name: /收藏/ });

    // A visitor: the buttons are there with the counts, and a tap asks for a login that comes back here.
    const seen = await call<VideoState>(request, null, 'GET', '/known/v1/detail', { id: VIDEO });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: seen.title })).toBeVisible();
    await expect(applaud).toHaveAttribute('aria-pressed', 'false');
    await expect(collect).toHaveAttribute('aria-pressed', 'false');
    if (seen.applaudCount > 0) await expect(applaud).toHaveText(`赞同${seen.applaudCount}`);
    if (seen.collectCount > 0) await expect(collect).toHaveText(`收藏 ${seen.collectCount}`);
    await collect.click();
    await page.waitForURL((u) => u.pathname === '/login' && u.searchParams.get('redirect') === path);
    await page.goto(path);
    await applaud.click();
    await page.waitForURL((u) => u.pathname === '/login' && u.searchParams.get('redirect') === path);

    // A customer: each tap is the server's answer (its counts, aria-pressed), undone after.
    const me = await loginCustomer(request);
    await useSession(context, baseURL!, me);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: seen.title })).toBeVisible();
    await ensureOff(page, /赞同/);
    await ensureOff(page, /收藏/);
    const off = await call<VideoState>(request, me, 'GET', '/known/v1/detail', { id: VIDEO });
    expect(off).toMatchObject({ isApplaud: false, isCollect: false });

    await applaud.click();
    await expect(page.getByText('点赞成功')).toBeVisible();
    await expect(applaud).toHaveAttribute('aria-pressed', 'true');
    await expect(applaud).toHaveText(`已赞同 ${off.applaudCount + 1}`);
    await collect.click();
    await expect(page.getByText('收藏成功')).toBeVisible();
    await expect(collect).toHaveAttribute('aria-pressed', 'true');
    await expect(collect).toHaveText(`已收藏 ${off.collectCount + 1}`);
    expect(await call<VideoState>(request, me, 'GET', '/known/v1/detail', { id: VIDEO })).toMatchObject({
      isApplaud: true,
      applaudCount: off.applaudCount + 1,
      isCollect: true,
      collectCount: off.collectCount + 1,
    });
    // A reload shows what the server keeps.
    await page.reload();
    await expect(applaud).toHaveAttribute('aria-pressed', 'true');
    await expect(collect).toHaveText(`已收藏 ${off.collectCount + 1}`);
    await saveShot(page, `${SHOTS}/video-reactions.png`, { fullPage: true });
    await applaud.click();
    await expect(applaud).toHaveAttribute('aria-pressed', 'false');
    await collect.click();
    await expect(collect).toHaveAttribute('aria-pressed', 'false');
    await expect(collect).toHaveText(off.collectCount > 0 ? `收藏 ${off.collectCount}` : '收藏');

    // 评论 with its count opens 全部评论, the same sheet as the feed's and the other detail pages'.
    const comment = bar.getByRole('button', { name: /评论/ });
    await expect(comment).toHaveText(off.remarkCount > 0 ? `评论 ${off.remarkCount}` : '评论');
    await comment.click();
    await expect(page.getByRole('heading', { name: '全部评论' })).toBeVisible();
    await expect(page.getByText(`评论 ${off.remarkCount}`, { exact: true }).last()).toBeVisible();
    await expect(page.getByPlaceholder('请输入您的评论内容')).toBeVisible();
    await page.getByRole('button', { name: '关闭' }).click();
    await expect(page.getByRole('heading', { name: '全部评论' })).toHaveCount(0);
  });

  test('topic chips open the topic; the trampoline follows only 必懂 pages; old news links move to /found', async ({ page, request }) => {
    const q = await seededQuestion(request);
    await page.goto(`/known/detail/question?id=${q.id}`);
    const topic = q.topics[0];
    await page.getByRole('link', { name: `# ${topic.name}` }).click();
    await page.waitForURL((u) => u.pathname === '/known/detail/topic' && u.searchParams.get('id') === topic.id);
    await expect(page.getByRole('heading', { name: `# ${topic.name}` })).toBeVisible();
    await expect(page.locator(`ul[aria-label="${topic.name}的内容"] > li`).first()).toBeVisible();
    await saveShot(page, `${SHOTS}/topic.png`, { fullPage: true });

    await page.goto(`/known/detail/tran?id=${q.id}&page=${encodeURIComponent('/known/detail/question')}`);
    await page.waitForURL((u) => u.pathname === '/known/detail/question' && u.searchParams.get('id') === q.id);
    await page.goto(`/known/detail/tran?id=x&page=${encodeURIComponent('https://evil.example/known/detail/question')}`);
    await expect(page.getByRole('heading', { name: '链接无效或已失效' })).toBeVisible();
    expect(new URL(page.url()).host).not.toBe('evil.example');

    const res = await page.goto('/known/detail/article?id=art_0001');
    await page.waitForURL((u) => u.pathname === '/found/detail/art_0001');
    expect(res).not.toBeNull();

    const missing = await page.goto('/known/detail/question?id=kq_nope_404');
    expect(missing?.status()).toBe(404);
  });

  test('inviting answerers: 邀请 → 已邀请 after logging in', async ({ page, request, context, baseURL }) => {
    const q = await seededQuestion(request);
    await useSession(context, baseURL!, await loginCustomer(request));
    await page.goto(`/known/detail/invitationList?questionId=${q.id}`);
    await expect(page.getByRole('heading', { name: /^为你精选 \d+ 位优质回答者$/ })).toBeVisible();
    const row = page.getByRole('list', { name: '推荐回答者' }).getByRole('listitem').first();
    await row.getByRole('button', { name: '邀请' }).click();
    await expectToast(page, '邀请成功');
    await expect(row.getByRole('button', { name: '已邀请' })).toBeDisabled();
    await saveShot(page, `${SHOTS}/invite.png`);
    await page.getByRole('link', { name: '搜索你想邀请的人' }).click();
    await page.waitForURL((u) => u.pathname === '/known/detail/invitationSearch');
    await expect(page.getByRole('searchbox', { name: '搜索你想邀请的人' })).toBeFocused();
  });
});
