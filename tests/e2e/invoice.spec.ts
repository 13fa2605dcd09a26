import { test, expect as baseExpect, saveShot, expectToast } from './fixtures';

// The shared dev server compiles each page on its first visit; give slow first loads room.
const expect = baseExpect.configure({ timeout: 60_000 });
import { creditCodeCheckChar } from '../../lib/validators/creditCode';
import { call, loginCustomer, loginPlanner, paidOrder, SHOTS, useSession } from './myPurchase';

test.describe('invoices', () => {
  test('a customer applies for an invoice on a paid order, the merchant issues it, the customer opens the PDF', async ({ page, context, request, baseURL }) => {
    test.setTimeout(180_000);
    const s = await loginCustomer(request);
    const order = await paidOrder(request, s);
    const { orderNo, cusOrderNo } = await call<{ orderNo: string; cusOrderNo: string }>(request, s, 'GET', '/invoice/v1/apply_invoice_info', { orderId: order.orderId });
    // The customer order's number (C…) is the one shown, as in the order list; the line's (D…) is not.
    expect(cusOrderNo).toMatch(/^C/);
    expect(orderNo).not.toBe(cusOrderNo);
    await useSession(context, baseURL!, s);

    await page.goto('/order/invoice');
    const card = page.getByRole('article', { name: `订单${cusOrderNo}` });
    await expect(card.getByText('待开票')).toBeVisible();
    await expect(page.getByText(orderNo)).toHaveCount(0);
    // Each filter chip keeps its label on one line (not one character per line).
    for (const name of ['全部状态', '待开票', '开票成功']) {
      const box = (await page.getByRole('group', { name: '开票状态' }).getByRole('button', { name, exact: true }).boundingBox())!;
      expect(box.width, name).toBeGreaterThan(box.height * 1.5);
      expect(box.height, name).toBeLessThan(40);
    }
    await saveShot(page, `${SHOTS}/invoice-center.png`, { fullPage: true });
    await card.getByRole('button', { name: '申请开发票' }).click();

    await expect(page.getByRole('heading', { name: '发票信息' })).toBeVisible();
    await page.getByRole('button', { name: '增值税电子普通发票' }).click();
    await page.getByRole('button', { name: '个人', exact: true }).click();
    await page.getByLabel('个人名称').fill('张三');
    await page.getByLabel('收票人手机').fill('13800138000');
    await page.getByLabel('收票人邮箱').fill('zhangsan@example.com');
    await saveShot(page, `${SHOTS}/invoice-apply.png`, { fullPage: true });
    await page.getByRole('button', { name: '申请开票' }).click();
    await expect(page).toHaveURL(/\/order\/invoice\?tabActive=1/);
    await expect(page.getByRole('link', { name: /^发票申请/ }).first()).toBeVisible();
    // History: chips on one line, times in China time (never a raw ISO string).
    const typeChip = (await page.getByRole('group', { name: '发票类型' }).getByRole('button', { name: '增值税普通发票', exact: true }).boundingBox())!;
    expect(typeChip.width).toBeGreaterThan(typeChip.height * 2);
    await expect(page.getByText(/申请时间：\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/).first()).toBeVisible();
    await expect(page.getByText(/\d{4}-\d{2}-\d{2}T\d{2}:/)).toHaveCount(0);
    await saveShot(page, `${SHOTS}/invoice-history.png`, { fullPage: true });

    // the merchant (the order's store: the demo planner) issues it
    const applied = await call<{ id: string; invoiceStatus: string }>(request, s, 'GET', '/invoice/v1/invoice_detail', { orderId: order.orderId });
    expect(applied.invoiceStatus).toBe('INVOICE_STATUS_AUDIT');
    const planner = await loginPlanner(request);
    await call(request, planner, 'POST', '/invoice/v1/operator/issue', { id: applied.id });

    await page.goto(`/order/invoice/detail?orderId=${order.orderId}`);
    await expect(page.getByRole('heading', { name: '已开票' })).toBeVisible();
    await expect(page.getByText('张三')).toBeVisible();
    await expect(page.getByText('请对本次服务进行评价')).toHaveCount(0);
    await expect(page.getByText(cusOrderNo)).toBeVisible();
    await expect(page.getByText(/\d{4}-\d{2}-\d{2}T\d{2}:/)).toHaveCount(0);
    // The local issuer is a stand-in: the page says so, and what it issued is a 样票, not an invoice.
    await expect(page.getByRole('note').filter({ hasText: '演示开票：开出的是样票（非正式发票）' })).toBeVisible();
    await expect(page.getByRole('note').filter({ hasText: /^样票（非正式发票）：/ })).toBeVisible();
    await saveShot(page, `${SHOTS}/invoice-detail.png`, { fullPage: true });
    await page.getByRole('link', { name: '查看发票' }).click();
    await expect(page.getByText('点击查看电子发票')).toBeVisible();
    await expect(page.getByText('样票编号')).toBeVisible();
    await expect(page.getByText('发票代码')).toHaveCount(0);
    await saveShot(page, `${SHOTS}/invoice-preview-list.png`, { fullPage: true });
    await page.getByText('点击查看电子发票').first().click();
    // The invoice drawn by PDF.js on a canvas (a phone's browser shows no PDF inside a frame), not a blank one.
    const sheet = page.getByRole('img', { name: /^样票YP\d{16}( 第1页)?$/ });
    await expect(sheet).toBeVisible();
    await expect.poll(() => sheet.evaluate((c: HTMLCanvasElement) => {
          const px = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
          let inked = 0;
          for (let i = 0; i < px.length; i += 4) if (px[i] < 160 && px[i + 3] > 0) inked += 1;
          return inked / (px.length / 4);
        })).toBeGreaterThan(0.005);
    await expect(page.getByRole('link', { name: '下载文件' })).toHaveAttribute('download', /\.pdf$/);
    await expect(page.getByRole('link', { name: '下载文件' })).toHaveAttribute('href', /^blob:/);
    await saveShot(page, `${SHOTS}/invoice-preview-details.png`);
  });

  test('the apply form opened directly (or reloaded) prefills 收票人手机 with the account phone', async ({ page, context, request, baseURL }) => {
    test.setTimeout(120_000);
    const s = await loginCustomer(request);
    const order = await paidOrder(request, s);
    await useSession(context, baseURL!, s);
    await page.goto(`/order/invoice/invoiceApply?orderId=${order.orderId}`);
    await expect(page.getByLabel('收票人手机')).toHaveValue('13800138000');
    await page.reload();
    await expect(page.getByLabel('收票人手机')).toHaveValue('13800138000');
    await saveShot(page, `${SHOTS}/invoice-apply-direct.png`, { fullPage: true });
  });

  test('a company header needs a valid unified social credit code', async ({ page, context, request, baseURL }) => {
    const s = await loginCustomer(request);
    await useSession(context, baseURL!, s);
    const name = `成都测试科技有限公司${Date.now() % 100000}`;
    const first17 = '91510100MA6' + String(Date.now()).slice(-6);
    const good = first17 + creditCodeCheckChar(first17);
    const bad = first17 + (good.endsWith('0') ? '1' : '0');

    await page.goto('/order/invoice?tabActive=2');
    await page.getByRole('button', { name: '添加发票抬头' }).click();
    await expect(page.getByRole('heading', { name: '添加发票抬头' })).toBeVisible();
    await page.getByRole('button', { name: '单位' }).click();
    await page.getByLabel('发票抬头').fill(name);
    await page.getByLabel('单位税号').fill(bad);
    await page.getByRole('button', { name: '立即添加' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /^统一社会信用代码/ })).toBeVisible();
    await saveShot(page, `${SHOTS}/invoice-head-add.png`, { fullPage: true });
    await page.getByLabel('单位税号').fill(good);
    await page.getByRole('button', { name: '立即添加' }).click();
    await expectToast(page, '添加成功');
    await expect(page.getByText(name)).toBeVisible();
    await saveShot(page, `${SHOTS}/invoice-headers.png`, { fullPage: true });
    await page.getByRole('link', { name: `编辑${name}` }).click();
    await expect(page.getByRole('heading', { name: '编辑发票抬头' })).toBeVisible();
    await expect(page.getByLabel('单位税号')).toHaveValue(good);
    await saveShot(page, `${SHOTS}/invoice-head-edit.png`, { fullPage: true });
    await page.getByRole('button', { name: '删除' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '删除' }).click();
    await expectToast(page, '删除成功');
  });
});
