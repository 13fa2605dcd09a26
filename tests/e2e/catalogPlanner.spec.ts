import type { APIRequestContext, Page } from '@playwright/test';
import { canonicalParams, computeSign, makeNonce } from '../../lib/sign';
import { SIGN_SECRET } from '../../lib/env';
import { test, expect, expectPath } from './fixtures';

/** A signed call of the API as the browser client makes it (GET query, or POST JSON); `data` of a 200 envelope. */
async function api<T>(request: APIRequestContext, method: 'GET' | 'POST', path: string, params: Record<string, unknown> = {}): Promise<T> {
  const full = `/api${path}`;
  const time = Date.now();
  const nonce = makeNonce();
  const q = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  const body = method === 'POST' ? JSON.stringify(params) : undefined;
  const data = method === 'GET' ? canonicalParams(q) : (body as string);
  const headers: Record<string, string> = {
    'user-agent': 'crisps-e2e',
    'x-sign': computeSign({ method, path: full, data, time, nonce, sysCode: 'spc-wap', secret: SIGN_SECRET }),
    'x-sign-time': String(time),
    'x-sign-nonce': nonce,
    'x-sys-code': 'spc-wap',
    platformCode: 'COMDIC_PLATFORM_CRISPS',
    terminalCode: 'COMDIC_TERMINAL_WAP',
    areaCode: '510100',
  };
  const res =
    method === 'GET'
      ? await request.get(`${full}${[...q].length ? `?${q}` : ''}`, { headers })
      : await request.post(full, { headers: { ...headers, 'content-type': 'application/json' }, data: body });
  const env = (await res.json()) as { code: number; data: T; msg: string };
  if (env.code !== 200) throw new Error(`${path}: ${env.code} ${env.msg}`);
  return env.data;
}

type Paged<T> = { records: T[]; totalCount: number };

/** The first listing of a trade kind (CONDITION-JY-GS / -SB / -ZL / -ZZ). */
async function firstListing(request: APIRequestContext, dictCode: string) {
  const data = await api<{ goods: Paged<{ id: string; typeCode: string; name: string }> }>(request, 'POST', '/goodslist/v2/get_jy_list', {
    dictCode,
    start: 1,
    limit: 1,
  });
  const item = data.goods.records[0];
  if (!item) throw new Error(`no ${dictCode} listing seeded`);
  return item;
}

const basicInfo = (page: Page) => page.getByRole('region', { name: '基本信息' });

test.describe('planners', () => {
  test('planner list → planner card with name, post and evaluations', async ({ page }) => {
    await page.goto('/planner/list');
    await expect(page.getByRole('heading', { name: '在线直选规划师' })).toBeVisible();
    const list = page.getByRole('region', { name: '规划师列表' });
    const first = list.getByRole('article').first();
    await expect(first).toBeVisible();
    const name = (await first.getByRole('heading').first().textContent())?.trim() ?? '';
    expect(name).not.toBe('');
    await expect(first.getByText('薯片分')).toBeVisible();
    await expect(first.getByRole('button', { name: `在线咨询 ${name}` })).toBeVisible();
    await expect(first.getByRole('button', { name: `电话联系 ${name}` })).toBeVisible();

    await first.getByRole('link').first().click();
    await expectPath(page, '/planner/detail');
    const card = page.getByRole('region', { name: '规划师名片' });
    await expect(card.getByRole('heading', { level: 1 })).toContainText(name);
    await expect(page.getByRole('region', { name: '薯片分' })).toBeVisible();
    await expect(page.getByRole('region', { name: '个人信息' }).getByText('好评率')).toBeVisible();
    const reviews = page.getByRole('region', { name: '客户评价' });
    await expect(reviews).toBeVisible();
    await expect(page.getByRole('button', { name: '在线咨询' })).toBeVisible();
    await expect(page.getByRole('button', { name: '电话联系' })).toBeVisible();

    const all = reviews.getByRole('link', { name: '查看全部评价' });
    if (await all.count()) {
      await all.click();
      await expectPath(page, '/plannerEvaluate');
      await expect(page.getByRole('heading', { name: '规划师评价' })).toBeVisible();
      await expect(page.getByRole('region', { name: '评价概况' })).toContainText(name);
      await expect(page.getByRole('group', { name: '评价筛选' }).getByRole('button', { name: /^全部/ })).toHaveAttribute('aria-pressed', 'true');
    }
  });

  test('the post and the evaluations of the demo planner', async ({ page }) => {
    await page.goto('/planner/detail?mchUserId=u_demo_planner');
    const card = page.getByRole('region', { name: '规划师名片' });
    await expect(card.getByRole('heading', { level: 1 })).toContainText('王规划');
    await expect(card.getByText('金牌规划师').first()).toBeVisible();
    await expect(page.getByRole('region', { name: '客户评价' }).getByRole('article').first()).toBeVisible();
    await expect(page).toHaveTitle(/王规划/);
  });

  test('sorting by deals puts the busiest planner first', async ({ page }) => {
    await page.goto('/planner/list');
    await page.getByText('薯片分从高到低').first().click();
    await page.getByRole('option', { name: '成交量从高到低' }).click();
    await expect(page).toHaveURL(/sort=paynum_desc/);
    const deals = page.getByRole('region', { name: '规划师列表' }).getByRole('article').locator('dt:has-text("历史成交") + dd');
    await expect(deals.nth(1)).toBeVisible();
    const [a, b] = [Number(await deals.nth(0).textContent()), Number(await deals.nth(1).textContent())];
    expect(a).toBeGreaterThanOrEqual(b);
  });

  test('电话联系 on the card: the notice, then a relay number to dial', async ({ page }) => {
    await page.goto('/planner/detail?mchUserId=u_demo_planner');
    await page.getByRole('button', { name: '电话联系' }).click();
    await expect(page.getByText('为了持续为您提供服务，规划师可能会主动联系您')).toBeVisible();
    const dial = page.getByRole('dialog', { name: '拨打规划师电话' });
    await expect(dial).toBeVisible({ timeout: 15_000 });
    await expect(dial.getByRole('link', { name: /立即拨打/ })).toHaveAttribute('href', /^tel:/);
  });

  test('a visitor who saves a planner is sent to login first', async ({ page }) => {
    await page.goto('/planner/detail?mchUserId=u_demo_planner');
    await page.getByRole('button', { name: '收藏' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fplanner%2Fdetail/);
  });

  test('the legacy planner routes answer 308 and keep the query', async ({ request }) => {
    for (const [from, to] of [
      ['/planner/detail-old?mchUserId=u_demo_planner&requireCode=FL1', '/planner/detail?mchUserId=u_demo_planner&requireCode=FL1'],
      ['/planner/list2?categoryCode=FL2', '/planner/list?categoryCode=FL2'],
      ['/planner/list3?regionCode=510104', '/planner/list?regionCode=510104'],
    ]) {
      const res = await request.get(from, { maxRedirects: 0 });
      expect(res.status()).toBe(308);
      expect(res.headers().location).toBe(to);
    }
  });

  test('a client-side navigation to a legacy route lands on its target (no client router filter: the server redirects)', async ({ page }) => {
    await page.goto('/planner/list');
    await page.evaluate(() => (window as unknown as { next: { router: { push: (url: string) => Promise<boolean> } } }).next.router.push('/planner/list2?categoryCode=FL2'));
    await expect(page).toHaveURL(/\/planner\/list\?categoryCode=FL2$/);
  });
});

test.describe('trading listings', () => {
  const kinds = [
    { dictCode: 'CONDITION-JY-GS', slug: 'company', chip: '公司交易', labels: ['行业', '经营时间', '注册资本', '经营范围'], info: '查看工商信息' },
    { dictCode: 'CONDITION-JY-SB', slug: 'brand', chip: '商标交易', labels: ['类别', '注册号', '适用项目', '类似群组'], info: '查看商标信息' },
    { dictCode: 'CONDITION-JY-ZL', slug: 'patent', chip: '专利交易', labels: ['专利号', '申请日期', '有效日期'], info: '查看专利信息' },
    { dictCode: 'CONDITION-JY-ZZ', slug: 'qualification', chip: '资质交易', labels: ['到期时间', '转让方式', '安许证'], info: null },
  ];

  for (const k of kinds) {
    test(`a ${k.chip} listing shows its own fields`, async ({ page, request }) => {
      const item = await firstListing(request, k.dictCode);
      await page.goto(`/detail/transactionDetails?productId=${item.id}&type=${item.typeCode}`);
      await expect(page.getByRole('region', { name: '商品信息' }).getByText(k.chip)).toBeVisible();
      for (const label of k.labels) await expect(basicInfo(page).getByText(label, { exact: true })).toBeVisible();
      if (k.slug === 'qualification') {
        await expect(page.getByRole('region', { name: '资质信息' }).getByRole('columnheader', { name: '资质等级' })).toBeVisible();
      }
      const consult = page.getByRole('region', { name: '咨询规划师' });
      await expect(consult.getByRole('button', { name: '在线咨询' })).toBeVisible();
      await expect(consult.getByRole('button', { name: '电话联系' })).toBeVisible();

      // The kind's own route shows the same listing.
      await page.goto(`/detail/transaction/${k.slug}?productId=${item.id}`);
      for (const label of k.labels) await expect(basicInfo(page).getByText(label, { exact: true })).toBeVisible();
      if (k.info) {
        await page.getByRole('link', { name: k.info }).click();
        await expectPath(page, `/detail/info/${k.slug}`);
        await expect(page.getByRole('link', { name: /查看交易详情/ })).toBeVisible();
      }
    });
  }

  test('a listing opened on another kind’s route goes to its own', async ({ page, request }) => {
    const item = await firstListing(request, 'CONDITION-JY-GS');
    await page.goto(`/detail/transaction/brand?productId=${item.id}`);
    await expectPath(page, '/detail/transaction/company');
  });

  test('an unknown listing answers 404 with a clear message', async ({ page }) => {
    const res = await page.goto('/detail/transactionDetails?productId=no-such-listing');
    expect(res?.status()).toBe(404);
    await expect(page.getByText('抱歉，该商品不存在或已下架')).toBeVisible();
  });
});

test.describe('stores and cases', () => {
  test('a planner store lists its goods and explains the 薯片分', async ({ page }) => {
    await page.goto('/store/plannerStore?mchUserId=u_demo_planner');
    await expect(page.getByRole('heading', { name: '规划师店铺' })).toBeVisible();
    const goods = page.getByRole('region', { name: '为您推荐' });
    await expect(goods.getByRole('link').first()).toBeVisible();
    await expect(page.getByRole('region', { name: '联系规划师' }).getByRole('button', { name: '电话联系' })).toBeVisible();
    await page.getByRole('region', { name: '薯片分' }).getByRole('link', { name: /查看详情/ }).click();
    await expectPath(page, '/store/spScoreDetail');
    await expect(page.getByRole('region', { name: '各项指标对比同行' }).getByRole('img')).toBeVisible();
    await expect(page.getByRole('region', { name: '指标说明' })).toBeVisible();
  });

  test('the case square opens a case with its sections and team', async ({ page }) => {
    await page.goto('/caseexample');
    await expect(page.getByRole('heading', { name: '案例广场' })).toBeVisible();
    const first = page.getByRole('region', { name: '案例列表' }).getByRole('link').first();
    const name = (await first.locator('h3').innerText()).trim();
    await first.click();
    await expectPath(page, '/caseexample/details');
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await expect(page.getByRole('region', { name: '案例概况' }).getByText('办理周期')).toBeVisible();
    await expect(page.getByRole('region', { name: '服务团队' })).toBeVisible();
    await expect(page.getByRole('region', { name: '咨询规划师' }).getByRole('button', { name: '在线咨询' })).toBeVisible();
  });

  test('the case square filters by trade cases', async ({ page }) => {
    await page.goto('/caseexample?goodsType=PRO_CLASS_TYPE_TRANSACTION');
    const cards = page.getByRole('region', { name: '案例列表' }).getByRole('link');
    await expect(cards.first()).toBeVisible();
    // The 分类 title names the chosen branch.
    await expect(page.getByText('交易商品', { exact: true }).first()).toBeVisible();
  });
});
