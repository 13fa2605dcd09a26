import { test, expect as baseExpect, readSmsCode } from './fixtures';
import { call, loginCustomer, registerCustomer, useSession } from './myPurchase';

// The shared dev server compiles each page on its first visit; give slow first loads room.
const expect = baseExpect.configure({ timeout: 60_000 });

type UserPage = { records: { id: string; name: string; type: number; isFollowing: boolean }[] };

/**
 * 必懂 journeys (inventory known.md §1, §9b, §13, §8): a visitor browses the boards and comes back from a content to
 * the same place; the search highlights what it found; a customer follows a planner and sees them everywhere.
 */
test.describe('必懂 tab', () => {
  test('a visitor switches boards, opens a card and comes back to the same list and scroll', async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto('/known');
    const tabs = page.getByRole('tablist');
    await expect(page.getByRole('tab', { name: '推荐', selected: true })).toBeVisible();
    const recommend = page.getByRole('list', { name: '推荐列表' });
    const cards = recommend.getByRole('article');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThanOrEqual(5);

    // 热榜: the two curated cards and a ranking hottest first.
    await tabs.getByRole('tab', { name: '热榜' }).click();
    await expect(page.getByRole('link', { name: /日报精选/ })).toHaveAttribute('href', '/known/newspaper?id=daily');
    await expect(page.getByRole('link', { name: /进站必看/ })).toHaveAttribute('href', '/known/mustSee?id=mustSee');
    const hot = page.getByRole('list', { name: '热榜' });
    await expect(hot.getByRole('listitem').first()).toContainText('热度');

    // 关注 as a visitor: nobody followed yet.
    await tabs.getByRole('tab', { name: '关注' }).click();
    await expect(page.getByText('关注列表空空如也～')).toBeVisible();
    await expect(page.getByRole('link', { name: '前往关注' })).toHaveAttribute('href', '/known/more');

    // A topic board has its own feed.
    const topic = tabs.getByRole('tab').nth(4);
    const topicName = (await topic.textContent()) ?? '';
    await topic.click();
    await expect(page.getByRole('list', { name: `${topicName}列表` }).getByRole('article').first()).toBeVisible();

    // Back on 推荐: scroll to the second page, open a text card, come back.
    await tabs.getByRole('tab', { name: '推荐' }).click();
    const before = await cards.count();
    // The tab switch puts 推荐 back where it was left (its top) on the next frame, which a busy machine can run after a
    // first scroll: scroll down again while the second page has not come, as a reader would (and not after it has, or
    // a third page would load behind the count read below).
    await expect
      .poll(
        async () => {
          const n = await cards.count();
          if (n <= before) await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
          return n;
        },
        { timeout: 30_000 },
      )
      .toBeGreaterThan(before);
    const loaded = await cards.count();
    const card = recommend.locator('article:has(a[href^="/known/detail/"]:not([href*="video"]))').nth(before);
    await card.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, -160));
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(400);
    const link = card.locator('a[href^="/known/detail/"]').first();
    const href = (await link.getAttribute('href')) ?? '';
    await link.dispatchEvent('click');
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[?]/g, '\\?')}$`));
    await page.goBack();
    await expect(page).toHaveURL(/\/known$/);
    await expect(page.getByRole('tab', { name: '推荐', selected: true })).toBeVisible();
    await expect(cards).toHaveCount(loaded);
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5_000 }).toBeGreaterThan(scrolled - 80);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(scrolled + 80);
  });

  test('the search finds 注册 and highlights it', async ({ page }) => {
    await page.goto('/known');
    await page.getByRole('link', { name: '搜索必懂' }).click();
    await expect(page).toHaveURL(/\/known\/search$/);
    const input = page.getByPlaceholder('请输入搜索关键词');
    await expect(input).toBeFocused();
    await input.fill('注册');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/known\/search\/result\?keyword=%E6%B3%A8%E5%86%8C&type=question$/);
    await expect(page.getByRole('tab', { name: '问题', selected: true })).toBeVisible();
    const results = page.getByRole('list', { name: '问题搜索结果' });
    await expect(results.locator('em.hl').first()).toHaveText('注册');
    await expect(results.getByRole('link').first()).toContainText(/\d+ 赞同 \| \d+ 评论 \| (刚刚|\d+分钟前|\d+小时前|昨天 \d{2}:\d{2}|\d{2}-\d{2}|\d{4}-\d{2}-\d{2})/);

    // 文章 loads its own results; the box takes the visitor back to change the keyword, history kept.
    await page.getByRole('tab', { name: '文章' }).click();
    await expect(page).toHaveURL(/type=article$/);
    await expect(page.getByRole('list', { name: '文章搜索结果' }).locator('em.hl').first()).toBeVisible();
    await page.getByRole('button', { name: /^搜索：注册/ }).click();
    await expect(page).toHaveURL(/\/known\/search\?type=article&keyword=%E6%B3%A8%E5%86%8C$/);
    await expect(page.getByPlaceholder('请输入搜索关键词')).toHaveValue('注册');
    await expect(page.getByRole('heading', { name: '历史记录' })).toBeVisible();
    // (注册 may also be among 热门搜索 once people searched it: the history's own button.)
    await expect(page.getByRole('region', { name: '历史记录' }).getByRole('button', { name: '注册', exact: true })).toBeVisible();

    // Written in traditional characters, the keyword finds the same questions, marked in the text as it is written.
    await page.goto(`/known/search/result?keyword=${encodeURIComponent('發票')}&type=question`);
    const traditional = page.getByRole('list', { name: '问题搜索结果' });
    await expect(traditional.locator('em.hl').first()).toHaveText('发票');
    const firstTitle = await traditional.getByRole('link').first().textContent();
    await page.goto(`/known/search/result?keyword=${encodeURIComponent('发票')}&type=question`);
    // The search box in the result header takes the header's whole middle (it was as narrow as its word).
    const box = await page.getByRole('button', { name: /^搜索：发票/ }).boundingBox();
    expect(box!.width).toBeGreaterThan(page.viewportSize()!.width * 0.6);
    await expect(page.getByRole('list', { name: '问题搜索结果' }).getByRole('link').first()).toHaveText(firstTitle!);
  });

  test('a customer follows a planner on 关注更多 and finds them in 关注 and on the homepage lists', async ({ page, request, context, baseURL }) => {
    test.setTimeout(180_000);
    const me = await loginCustomer(request);
    const suggested = await call<UserPage>(request, me, 'GET', '/known/v1/suggest_users', { page: 1, limit: 20 });
    const planner = suggested.records[0];
    // Start from "not following" whatever earlier runs left behind.
    await call(request, me, 'POST', '/known/v1/follow', { userId: planner.id, follow: 0 });
    await useSession(context, baseURL!, me);

    await page.goto('/known/more');
    await expect(page.getByRole('heading', { name: '关注更多' })).toBeVisible();
    const row = page.getByRole('list', { name: '推荐关注的规划师' }).getByRole('listitem').filter({ hasText: planner.name }).first();
    await row.getByRole('button', { name: '关注', exact: true }).click();
    await expect(page.getByText('关注成功')).toBeVisible();
    await expect(row.getByRole('button', { name: '已关注' })).toBeVisible();

    await page.goto('/known?params=guanzhu');
    const following = page.getByRole('navigation', { name: '我关注的人' });
    await expect(following.getByRole('link', { name: planner.name })).toBeVisible();
    await expect(following.getByRole('link', { name: '查看更多' })).toHaveAttribute('href', '/known/more');

    await page.goto(`/known/home/attention?homeUserId=${encodeURIComponent(me.userId)}&userType=2`);
    await expect(page.getByRole('tab', { name: '规划师', selected: true })).toBeVisible();
    const mine = page.getByRole('list', { name: '关注的规划师' }).getByRole('listitem').filter({ hasText: planner.name });
    await expect(mine).toBeVisible();

    // Unfollow from one's own list: confirm, 取关成功, and the planner leaves the list.
    await mine.getByRole('button', { name: '已关注' }).click();
    await expect(page.getByText('确定不再关注当前用户吗？')).toBeVisible();
    await page.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('取关成功')).toBeVisible();
    await expect(mine).toHaveCount(0);
  });

  test('关注 opens on the tab that has people: a customer who follows only a planner lands on 规划师', async ({ page, request, context, baseURL }) => {
    const { session: me, phone } = await registerCustomer(request, readSmsCode);
    const planner = (await call<UserPage>(request, me, 'GET', '/known/v1/suggest_users', { page: 1, limit: 5 })).records[0];
    await call(request, me, 'POST', '/known/v1/follow', { userId: planner.id, follow: 1 });
    await useSession(context, baseURL!, me, phone);
    await page.goto(`/known/home/attention?homeUserId=${encodeURIComponent(me.userId)}`);
    await expect(page.getByRole('tab', { name: '规划师', selected: true })).toBeVisible();
    await expect(page.getByRole('list', { name: '关注的规划师' }).getByRole('listitem').filter({ hasText: planner.name })).toBeVisible();
  });
});
