import { test, expect as baseExpect, shot, expectToast } from './fixtures';
import { PLANNER, call, loginCustomer, paidOrder, useSession, type Session } from './myPurchase';

// The shared dev server compiles each page on its first visit; give slow first loads room.
const expect = baseExpect.configure({ timeout: 60_000 });

type Paged<T> = { records: T[]; totalCount: number };
type Fav = { id: string; targetType: string; targetId: string; name: string };
type Entry = { id: string; type: string; typeName: string; amountFen: number; refNo: string };

const GOODS = 'g_0001';

test.describe('我的收藏 and 账单', () => {
  test.beforeEach(async ({ context }) => {
    // `next dev` floats its indicator over the bottom-left corner, where 全选 is; a production build has none.
    await context.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const style = document.createElement('style');
        style.textContent = 'nextjs-portal { display: none !important; }';
        document.head.appendChild(style);
      });
    });
  });

  test('a customer favourites a product, finds it in 我的收藏 and removes it with 管理 → 删除', async ({ page, context, request, baseURL }) => {
    test.setTimeout(300_000);
    const me: Session = await loginCustomer(request);
    await useSession(context, baseURL!, me);
    // Start from "not saved", whatever an earlier run on this database left.
    await call(request, me, 'POST', '/save/v1/cancel', { targetType: 'goods', targetId: GOODS });

    await page.goto(`/detail?productId=${GOODS}`);
    await page.getByRole('button', { name: '收藏', exact: true }).click();
    await expect(page.getByText('收藏成功')).toBeVisible();
    const saved = (await call<Paged<Fav>>(request, me, 'GET', '/save/v1/list', { targetType: 'goods', limit: 50 })).records.find((f) => f.targetId === GOODS)!;
    expect(saved).toBeTruthy();

    // 我的 → 收藏: the product is there at once, newest first.
    await page.goto('/my');
    await expect(page.getByRole('link', { name: '收藏', exact: true })).toBeVisible();
    await shot(page, 'my-fav/my-entry');
    await page.getByRole('link', { name: '收藏', exact: true }).click();
    await expect(page).toHaveURL(/\/my\/collection$/);
    await expect(page.getByRole('tab', { name: '服务商品' })).toHaveAttribute('aria-selected', 'true');
    const list = page.getByRole('region', { name: '收藏列表' });
    const item = list.getByRole('listitem', { name: saved.name });
    await expect(item).toBeVisible();
    await expect(list.getByRole('listitem').first()).toHaveAccessibleName(saved.name);
    await expect(item.getByRole('link')).toHaveAttribute('href', /\/detail\?productId=g_0001/);
    await shot(page, 'my-fav/collection-goods');

    // 管理 → tick it → 删除 → confirm: gone from the list and from the product's heart.
    await page.getByRole('button', { name: '管理' }).click();
    const bar = page.getByRole('toolbar', { name: '批量管理' });
    await expect(bar.getByRole('button', { name: '删除' })).toBeDisabled();
    const tick = list.getByRole('checkbox', { name: new RegExp(saved.name.replace(/[()（）]/g, '.')) });
    await tick.click();
    await expect(tick).toHaveAttribute('aria-checked', 'true');
    await expect(bar.getByRole('button', { name: '删除(1)' })).toBeEnabled();
    await shot(page, 'my-fav/collection-manage');
    await bar.getByRole('button', { name: '删除(1)' }).click();
    await expect(page.getByText('确定取消收藏选中的1项内容吗？')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: '删除' }).click();
    await expectToast(page, '取消成功');
    await expect(list.getByRole('listitem', { name: saved.name })).toHaveCount(0);
    await expect(page.getByText('取消成功')).toBeHidden();
    expect((await call<{ saved: boolean }>(request, me, 'GET', '/save/v1/check', { targetType: 'goods', targetId: GOODS })).saved).toBe(false);

    // The other tabs: trade listings, planners and the 必懂 contents (one collected through the community's own call).
    const hot = await call<{ id: string; type: number; title: string }[]>(request, null, 'GET', '/known/v1/hot', { limit: 20 });
    const content = hot.find((c) => c.type === 2) ?? hot[0];
    await call(request, me, 'POST', '/known/v1/operation', { id: content.id, action: 'collect' });
    await page.getByRole('tab', { name: '必懂' }).click();
    await expect(page).toHaveURL(/tab=known/);
    await expect(list.getByRole('listitem', { name: content.title })).toBeVisible();
    await shot(page, 'my-fav/collection-known');
    await call(request, me, 'POST', '/save/v1/add', { targetType: 'planner', targetId: PLANNER.userId });
    await page.getByRole('tab', { name: '规划师' }).click();
    await expect(page).toHaveURL(/tab=planner/);
    await expect(list.getByRole('listitem').first().getByRole('link')).toHaveAttribute('href', /\/planner\/detail\?mchUserId=/);
    await shot(page, 'my-fav/collection-planner');
    await call(request, me, 'POST', '/save/v1/cancel', { targetType: 'planner', targetId: PLANNER.userId });
    await page.getByRole('tab', { name: '套餐' }).click();
    await expect(list.getByRole('listitem').first().or(page.getByRole('link', { name: '去看看' }))).toBeVisible();
    await shot(page, 'my-fav/collection-combo');

    // The narrower pages of the inventory: the product tabs alone, and the 必懂 list alone.
    await page.goto('/my/goodsCollect?tab=trade');
    await expect(page.getByRole('tab', { name: '交易商品' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: '必懂' })).toHaveCount(0);
    await shot(page, 'my-fav/goods-collect');
    await page.goto(`/my/collection/child?type=${content.type}`);
    await expect(page.getByRole('listitem', { name: content.title })).toBeVisible();
    await shot(page, 'my-fav/collection-child');
    await call(request, me, 'POST', '/known/v1/operation', { id: content.id, action: 'uncollect' });
  });

  test('a customer opens 账单, filters it, and reads one bill', async ({ page, context, request, baseURL }) => {
    test.setTimeout(240_000);
    const me: Session = await loginCustomer(request);
    await useSession(context, baseURL!, me);
    // An order paid from the wallet: its payment is the newest bill.
    const order = await paidOrder(request, me);
    const all = await call<Paged<Entry>>(request, me, 'POST', '/wallet/v1/bill_list', { page: 1, limit: 10 });
    expect(all.records[0]).toMatchObject({ type: 'PAY', amountFen: -order.payableFen });

    await page.goto('/my/wallet/bill/list');
    const list = page.getByRole('region', { name: '账单列表' });
    // the first page at least (a short page fills the screen by loading the next one)
    await expect(list.getByRole('listitem').nth(all.records.length - 1)).toBeVisible();
    await expect(list.getByRole('listitem').first()).toHaveAccessibleName(new RegExp(`^支付 -${(order.payableFen / 100).toFixed(2)}`));
    await shot(page, 'my-fav/bill-list');

    // 充值 only: every row is a top-up.
    await page.getByRole('group', { name: '账单类型' }).getByRole('button', { name: '充值' }).click();
    await expect(page).toHaveURL(/type=TOPUP/);
    await expect(list.getByRole('listitem').first()).toHaveAccessibleName(/^充值 \+/);
    // A month without entries.
    await page.goto('/my/wallet/bill/list?month=2020-01');
    await expect(page.getByText('该条件下暂无账单记录')).toBeVisible();
    await expect(page.getByRole('button', { name: /当前2020年1月/ })).toBeVisible();
    await page.getByRole('button', { name: /当前2020年1月/ }).click();
    await expect(page.getByText('选择月份')).toBeVisible();
    await shot(page, 'my-fav/bill-month-picker');
    await page.getByRole('button', { name: '取消' }).click();

    await page.goto('/my/wallet/bill/list');
    const first = all.records[0];
    await list.getByRole('listitem').first().getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/my/wallet/bill/detail\\?id=${first.id}`));
    await expect(page.getByText('出账金额（元）')).toBeVisible();
    await expect(page.getByTestId('bill-amount')).toHaveText(`-${(order.payableFen / 100).toFixed(2)}`);
    const info = page.getByRole('definition');
    await expect(info.filter({ hasText: first.id })).toBeVisible();
    await expect(info.filter({ hasText: first.refNo })).toBeVisible();
    await expect(page.getByText('支付单号')).toBeVisible();
    await expect(page.getByRole('link', { name: '查看订单' })).toHaveAttribute('href', `/order/detail?cusOrderId=${order.cusOrderId}`);
    await shot(page, 'my-fav/bill-detail');

    // Someone else's (or an unknown) bill answers 账单不存在.
    await page.goto('/my/wallet/bill/detail?id=wl_not_mine');
    await expect(page.getByText('账单不存在')).toBeVisible();

    // 失效券 from 我的优惠券.
    await page.goto('/my/coupon');
    await expect(page.getByRole('link', { name: '查看已失效优惠券 >' })).toBeVisible();
    await shot(page, 'my-fav/coupon-footer');
    await page.getByRole('link', { name: '查看已失效优惠券 >' }).click();
    await expect(page).toHaveURL(/\/my\/coupon\/invalid-coupon/);
    const invalid = page.getByRole('region', { name: '失效优惠券' });
    await expect(invalid.getByRole('listitem', { name: '已过期券' })).toBeVisible();
    await shot(page, 'my-fav/invalid-coupon');
  });
});
