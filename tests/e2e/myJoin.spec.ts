import path from 'node:path';
import { expect as baseExpect, type APIRequestContext, type Page } from '@playwright/test';
import { test, readSmsCode, uniquePhone, expectPath, saveShot } from './fixtures';
import { prepareRequest } from '../../lib/httpCore';
import { E2E_OPERATOR_TOKEN } from '../../playwright.config';

// 商户入驻, 加入我们, 我要合作, 证照资质中心 and 服务保障 (issue 14): a new customer applies to settle, sees 审核中, the
// platform operator approves it through the API and the page says 已通过; the content pages read from the CMS; the
// legacy /my/merchantsJoinOld is a 308 that keeps the query.

// The dev server compiles each page on its first visit; give slow first loads room.
const expect = baseExpect.configure({ timeout: 60_000 });
const SHOTS = process.env.E2E_SHOTS || 'test-results/shots/my-join';
const LICENCE = path.resolve('public/images/qualification/businessLicence.svg');

async function smsLogin(page: Page, phone: string) {
  const since = Date.now() - 1000;
  await page.getByPlaceholder('请输入手机号').fill(phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByPlaceholder('请输入验证码').fill(await readSmsCode(phone, 'login', since));
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: '立即登录' }).click();
}

/** The platform operator (X-Operator-Token) on the merchant applications. */
async function operator<T>(request: APIRequestContext, method: 'GET' | 'POST', url: string, data: Record<string, string>) {
  const p = prepareRequest({
    method,
    url,
    params: method === 'GET' ? data : undefined,
    data: method === 'POST' ? data : undefined,
    identity: {},
    headers: { 'user-agent': 'crisps-e2e', 'X-Operator-Token': E2E_OPERATOR_TOKEN },
  });
  const res = await request.fetch(p.url, { method, headers: p.headers, data: typeof p.body === 'string' ? p.body : undefined });
  return (await res.json()) as { code: number; msg: string; data: T };
}

test.describe('applications and platform pages (商户入驻, 加入我们, 资质, 服务保障)', () => {
  test('a new user applies to settle, sees 审核中, the operator approves, the page says 已通过', async ({ page, request }) => {
    test.setTimeout(240_000);
    const phone = uniquePhone();
    const company = `成都明远财税咨询有限公司${phone.slice(-4)}`;

    // Login only: a visitor goes to log in and comes back.
    await page.goto('/my/merchantsJoin');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fmy%2FmerchantsJoin/);
    await smsLogin(page, phone);
    await expectPath(page, '/my/merchantsJoin');

    const form = page.getByRole('form', { name: '入驻申请' });
    await expect(form.getByRole('heading', { name: '填写入驻信息' })).toBeVisible();
    // The account's own phone needs no code; what is missing is named.
    await expect(form.getByLabel('联系电话')).toHaveValue(phone);
    await form.getByRole('button', { name: '提交申请' }).click();
    await expect(page.getByText('请填写公司名称')).toBeVisible();

    await form.getByLabel('公司名称').fill(company);
    await form.getByLabel('联系人', { exact: true }).fill('李明');
    await expect(form.getByRole('button', { name: /所在城市：成都市/ })).toBeVisible();
    // Another city: the sheet opens on the one shown, a tap on 四川省's tab lists its cities again, a city's tap ends it.
    await form.getByRole('button', { name: /所在城市：/ }).click();
    const sheet = page.locator('.adm-cascader');
    await expect(sheet.getByRole('tab', { selected: true })).toHaveText('成都市');
    await sheet.getByRole('button', { name: '绵阳市', exact: true }).click();
    await expect(sheet).toBeHidden();
    await expect(form.getByRole('button', { name: /所在城市：.*绵阳市/ })).toBeVisible();
    const categories = form.getByRole('group', { name: /经营类目/ }).getByRole('checkbox');
    await categories.nth(0).click();
    await categories.nth(1).click();
    await expect(categories.nth(0)).toHaveAttribute('aria-checked', 'true');
    await form.getByLabel('上传营业执照').setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: await pngOf(page, LICENCE) });
    await expect(form.getByRole('img', { name: '已上传的营业执照' })).toBeVisible();
    await form.getByLabel('机构介绍（选填）').fill('专注小微企业代理记账与税务申报八年。');
    await saveShot(page, `${SHOTS}/merchant-form.png`, { fullPage: true });
    await form.getByRole('button', { name: '提交申请' }).click();

    const status = page.getByRole('region', { name: '入驻申请状态' });
    await expect(status.getByRole('heading', { name: '审核中' })).toBeVisible();
    await expect(status).toContainText(company);
    await expect(status).toContainText('四川省 绵阳市');
    await saveShot(page, `${SHOTS}/merchant-pending.png`, { fullPage: true });
    // Still 审核中 after a reload: it is saved.
    await page.reload();
    await expect(page.getByRole('region', { name: '入驻申请状态' }).getByRole('heading', { name: '审核中' })).toBeVisible();

    // The operator finds it among the waiting applications and approves it.
    const list = await operator<{ records: { id: string; name: string }[] }>(request, 'GET', '/api/apply/v1/operator/merchant/list', { status: 'PENDING', limit: '50' });
    baseExpect(list.code, list.msg).toBe(200);
    const mine = list.data.records.find((r) => r.name === company);
    baseExpect(mine).toBeTruthy();
    const approved = await operator<{ status: string }>(request, 'POST', '/api/apply/v1/operator/merchant/decide', { id: mine!.id, action: 'approve' });
    baseExpect(approved.data.status).toBe('APPROVED');
    const again = await operator(request, 'POST', '/api/apply/v1/operator/merchant/decide', { id: mine!.id, action: 'reject', reason: '重复审核' });
    baseExpect(again.code).toBe(409);

    await page.reload();
    const decided = page.getByRole('region', { name: '入驻申请状态' });
    await expect(decided.getByRole('heading', { name: '已通过' })).toBeVisible();
    await expect(decided.getByRole('button', { name: '重新提交' })).toHaveCount(0);
    await saveShot(page, `${SHOTS}/merchant-approved.png`, { fullPage: true });

    // The legacy address: a 308 to the same page, keeping the query.
    const legacy = await request.get('/my/merchantsJoinOld?from=app&x=1', { maxRedirects: 0 });
    baseExpect(legacy.status()).toBe(308);
    baseExpect(legacy.headers()['location']).toBe('/my/merchantsJoin?from=app&x=1');
    await page.goto('/my/merchantsJoinOld?from=app');
    await expectPath(page, '/my/merchantsJoin', '?from=app');
  });

  test('关于我们 leads to the qualifications, the assurances and 加入我们, where a user applies for a job', async ({ page }) => {
    test.setTimeout(240_000);
    await page.goto('/login?redirect=%2Fmy%2Fabout');
    await smsLogin(page, uniquePhone());
    await expectPath(page, '/my/about');
    const links = page.getByRole('list', { name: '资质与合作' });
    await expect(links.getByRole('link')).toHaveText(['证照资质中心', '服务保障', '商户入驻', '我要合作', '加入我们']);

    // 证照资质中心: the licences with their numbers; one opens large.
    await links.getByRole('link', { name: '证照资质中心' }).click();
    await expectPath(page, '/my/qualification');
    const licence = page.getByRole('article', { name: '营业执照' });
    await expect(licence).toContainText('91510100MA6C8T2P78');
    await expect(page.getByRole('article', { name: '增值电信业务经营许可证（ICP证）' })).toContainText('川B2-20210386');
    await expect(page.getByRole('article', { name: '网络文化经营许可证' })).toBeVisible();
    await saveShot(page, `${SHOTS}/qualification.png`, { fullPage: true });
    await licence.getByRole('button', { name: '查看营业执照大图' }).click();
    await expect(page.locator('.adm-image-viewer-content img')).toBeVisible();
    await saveShot(page, `${SHOTS}/qualification-large.png`);
    await page.keyboard.press('Escape');

    // 服务保障: the platform's rules, not filler.
    await page.goto('/my/serviceAssure');
    const nav = page.getByRole('navigation', { name: '保障项目' });
    await expect(nav.getByRole('link')).toHaveText(['资金托管', '退款保障', '先行赔付', '隐私号保护', '合同保障']);
    await expect(page.getByRole('region', { name: '先行赔付' })).toContainText('最多可申请2次平台介入');
    await expect(page.getByRole('region', { name: '隐私号保护' })).toContainText('10分钟内有效');
    await saveShot(page, `${SHOTS}/service-assure.png`, { fullPage: true });

    // 加入我们: the openings; one is applied for once.
    await page.goto('/my/joinUs');
    await expect(page.getByRole('link', { name: /^企服规划师/ })).toBeVisible();
    await saveShot(page, `${SHOTS}/join-us.png`, { fullPage: true });
    await page.getByRole('link', { name: /^前端开发工程师/ }).click();
    await expectPath(page, '/my/joinUs/detail', '?id=job_frontend');
    await expect(page.getByRole('region', { name: '岗位职责' })).toBeVisible();
    await page.getByRole('button', { name: '投递简历' }).click();
    const apply = page.getByRole('form', { name: '投递前端开发工程师' });
    await apply.getByLabel('姓名').fill('王小川');
    await apply.getByLabel('个人简介').fill('五年 React 开发经验，做过电商下单和支付流程。');
    await saveShot(page, `${SHOTS}/job-apply.png`);
    await apply.getByRole('button', { name: '确认投递' }).click();
    await expect(page.getByRole('button', { name: '已投递' })).toBeDisabled();
    await expect(page.getByRole('region', { name: '我的投递' })).toContainText('已投递');
    await page.goto('/my/joinUs?tab=mine');
    await expect(page.getByRole('article', { name: '前端开发工程师，已投递' })).toBeVisible();
    await saveShot(page, `${SHOTS}/job-mine.png`, { fullPage: true });

    // 我要合作: a proposal is saved and listed with its status.
    await page.goto('/my/cooperation');
    const co = page.getByRole('form', { name: '合作信息填写' });
    await co.getByLabel('联系人').fill('赵老师');
    await co.getByLabel('公司名称').fill('蓉城会计学院');
    await co.getByRole('radiogroup', { name: '合作类型' }).getByRole('radio', { name: '渠道合作' }).click();
    await co.getByLabel('合作内容').fill('希望把学员的创业注册需求介绍到平台，共同举办财税讲座。');
    await co.getByRole('button', { name: '立即申请' }).click();
    await expect(page.getByRole('article', { name: '渠道合作，待联系' })).toContainText('蓉城会计学院');
    await saveShot(page, `${SHOTS}/cooperation.png`, { fullPage: true });
  });
});

/** The SVG licence drawn as a PNG by the browser, so the upload is a real raster image. */
async function pngOf(page: Page, svgPath: string): Promise<Buffer> {
  const svg = (await import('node:fs')).readFileSync(svgPath, 'utf8');
  const dataUrl = await page.evaluate(async (src) => {
    const img = new Image();
    img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(src)}`;
    await img.decode();
    const c = document.createElement('canvas');
    c.width = 800;
    c.height = 560;
    c.getContext('2d')!.drawImage(img, 0, 0);
    return c.toDataURL('image/png');
  }, svg);
  return Buffer.from(dataUrl.split(',')[1], 'base64');
}
