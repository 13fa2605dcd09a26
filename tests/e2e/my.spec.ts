import { test, expect as baseExpect, saveShot } from './fixtures';

// The shared dev server compiles each page on its first visit; give slow first loads room.
const expect = baseExpect.configure({ timeout: 60_000 });
import { loginCustomer, paidOrder, SHOTS, useSession, call } from './myPurchase';

test.describe('我的 page', () => {
  test('a visitor sees the login prompt and every service entry asks for a login', async ({ page }) => {
    await page.goto('/my');
    await expect(page.getByRole('heading', { name: '登录/注册' })).toBeVisible();
    await page.getByRole('link', { name: '发票中心' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Forder%2Finvoice/);
  });

  test('a customer sees orders by status with counts and the after-purchase services', async ({ page, context, request, baseURL }) => {
    const s = await loginCustomer(request);
    await paidOrder(request, s);
    const progressing = (await call<{ counts: Record<string, number> }>(request, s, 'POST', '/order/v2/find_order_page', { page: 1, limit: 1 })).counts['2'];
    await useSession(context, baseURL!, s);
    await page.goto('/my');
    const status = page.getByRole('region', { name: '订单状态' });
    await expect(status.getByRole('link', { name: `办理中（${progressing > 99 ? '99+' : progressing}）` })).toBeVisible();
    await expect(status.getByRole('link', { name: /^待付款/ })).toHaveAttribute('href', '/order?type=1');
    await expect(status.getByRole('link', { name: /^退款\/售后/ })).toHaveAttribute('href', '/my/afterSale/list');
    await expect(status.getByRole('link', { name: /^待评价/ })).toHaveAttribute('href', '/my/evaluate');
    const services = page.getByRole('region', { name: '我的服务' });
    await expect(services.getByRole('link', { name: '合同' })).toHaveAttribute('href', '/contract/contractList');
    await expect(services.getByRole('link', { name: '发票中心' })).toHaveAttribute('href', '/order/invoice');
    await expect(services.getByText(/张可用$/)).toBeVisible();
    await expect(services.getByText(/^¥\d+\.\d{2}$/)).toBeVisible();
    await expect(page.getByRole('link', { name: '个人信息' })).toHaveAttribute('href', '/my/information');
    await expect(page.getByRole('link', { name: /^个人主页/ })).toHaveAttribute('href', '/known/home');
    await saveShot(page, `${SHOTS}/my.png`, { fullPage: true });
  });
});
