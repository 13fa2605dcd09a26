import sharp from 'sharp';
import { prepareRequest } from '../../lib/httpCore';
import { E2E_OPERATOR_TOKEN } from '../../playwright.config';
import { test, expect as baseExpect, readSmsCode, uniquePhone, shot } from './fixtures';
import { call, useSession, type Session } from './myPurchase';

// 我要吐槽: a new customer sends feedback with a picture from 我的, follows it in 反馈进度, the platform operator
// answers through the operator endpoint, and the customer reads the reply (the help centre's 留言 leads here too).

// A dev server compiles each page on its first visit; give slow first loads room.
const expect = baseExpect.configure({ timeout: 60_000 });

type Request = Parameters<typeof call>[0];

async function newCustomer(request: Request): Promise<Session & { phone: string }> {
  const phone = uniquePhone();
  const since = Date.now() - 1000;
  await call(request, null, 'POST', '/authentication/send_sms_code', { phone, type: 'login' });
  const smsCode = await readSmsCode(phone, 'login', since);
  const s = await call<Session>(request, null, 'POST', '/authentication/login', { accountChannel: 'AUTH_PHONE_VERIFY', phone, smsCode, userType: 'ORDINARY_USER' });
  return { ...s, phone };
}

/** The platform operator's reply (POST /api/complain/v1/operator/reply with X-Operator-Token). */
async function operatorReply(request: Request, id: string, content: string) {
  const p = prepareRequest({
    method: 'POST',
    url: '/api/complain/v1/operator/reply',
    data: { id, content },
    identity: {},
    headers: { 'user-agent': 'crisps-e2e', 'X-Operator-Token': E2E_OPERATOR_TOKEN },
  });
  const res = await request.fetch(p.url, { method: 'POST', headers: p.headers, data: typeof p.body === 'string' ? p.body : undefined });
  return (await res.json()) as { code: number; msg: string };
}

test('a customer sends feedback with a picture, the operator replies, the customer reads the reply', async ({ page, context, request, baseURL }) => {
  test.setTimeout(300_000);
  const me = await newCustomer(request);
  await useSession(context, baseURL!, me, me.phone);
  const text = `下单页找不到发票抬头入口，希望加在提交订单前（${me.phone.slice(-4)}）`;

  // The help centre's 留言 and 我的 → 我要吐槽 both lead to the form.
  await page.goto('/my/help');
  await expect(page.getByRole('navigation', { name: '联系客服' }).getByRole('link', { name: '留言（我要吐槽）' })).toHaveAttribute('href', '/my/complain');
  await page.goto('/my');
  await page.getByRole('link', { name: '我要吐槽', exact: true }).click();
  await expect(page).toHaveURL(/\/my\/complain$/);
  await expect(page.getByLabel('联系电话')).toHaveValue(me.phone);

  // Checked before sending, in the original's order.
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.locator('.adm-toast-main').getByText('描述问题为必填，长度为10-200个字')).toBeVisible();
  await page.getByLabel('问题描述').fill(text);
  await expect(page.getByText(`${text.length}/200`)).toBeVisible();
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.locator('.adm-toast-main').getByText('请选择反馈或建议的类型')).toBeVisible();
  await page.getByRole('button', { name: '产品建议' }).click();
  await expect(page.getByRole('button', { name: '产品建议' })).toHaveAttribute('aria-pressed', 'true');

  // A picture, uploaded as soon as it is picked.
  const png = await sharp({ create: { width: 240, height: 160, channels: 3, background: '#4974f5' } }).png().toBuffer();
  const uploaded = page.waitForResponse((r) => r.url().includes('/api/upload/v1/upload'));
  await page.locator('input[type=file]').setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: png });
  expect((await (await uploaded).json()).code).toBe(200);
  await expect(page.getByRole('img', { name: '已选图片1', exact: true })).toBeVisible();
  await shot(page, 'my-complain/form');
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('提交成功，感谢您的反馈')).toBeVisible();

  // 反馈进度: the feedback, 待处理.
  await expect(page).toHaveURL(/\/my\/complain\/list$/);
  const item = page.getByRole('region', { name: '反馈列表' }).getByRole('link', { name: new RegExp(`^${text.slice(0, 8)}.*产品建议.*待处理`) });
  await expect(item).toBeVisible();
  await shot(page, 'my-complain/list');
  await item.click();
  await expect(page).toHaveURL(/\/my\/complain\/fb_/);
  const id = new URL(page.url()).pathname.split('/').pop()!;
  await expect(page.getByText(text)).toBeVisible();
  await expect(page.getByText('待处理')).toBeVisible();
  await expect(page.getByRole('button', { name: '查看第1张图片' })).toBeVisible();
  await expect(page.getByText('平台客服会尽快处理您的反馈')).toBeVisible();

  // The operator replies once; a second reply is refused.
  const reply = '感谢建议！发票抬头已加在确认订单页的合同信息下方，下个版本上线。';
  const first = await operatorReply(request, id, reply);
  expect(first.code, first.msg).toBe(200);
  const again = await operatorReply(request, id, '再次回复');
  expect(again.code).toBe(409);

  // The customer sees it: pull the list to refresh, then the detail with the reply.
  await page.goto('/my/complain/list');
  await expect(page.getByRole('region', { name: '反馈列表' }).getByRole('link', { name: /产品建议.*已回复/ })).toBeVisible();
  await page.goto(`/my/complain/${id}`);
  await expect(page.getByTestId('feedback-reply')).toHaveText(reply);
  await expect(page.getByText('已回复')).toBeVisible();
  await expect(page.getByText(/^解决时间：/)).toBeVisible();
  await shot(page, 'my-complain/detail');
  await page.getByRole('button', { name: '查看第1张图片' }).click();
  const viewer = page.locator('.adm-image-viewer-content img').first();
  await expect(viewer).toBeVisible();
  // antd-mobile's viewer takes a tap only once its opening animation has settled; under load the first tap can come
  // too soon (seen once in CI), so tap again until it closes.
  await expect(async () => {
    if (await viewer.isVisible()) await viewer.tap({ timeout: 1_000 });
    await expect(viewer).toBeHidden({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });

  // Another customer cannot open it.
  const other = await newCustomer(request);
  const theirs = await request.get(`/my/complain/${id}`, { headers: { cookie: `token=${other.token}; userId=${other.userId}; userType=${other.userType}` } });
  expect(theirs.status()).toBe(404);
});
