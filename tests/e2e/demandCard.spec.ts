import { devices, type Page } from '@playwright/test';
import { test, expect, readSmsCode, uniquePhone, loginWithPassword, expectPath, DEMO_PLANNER, saveShot } from './fixtures';

const SHOTS = 'test-results/shots/demand-card';

async function smsLogin(page: Page, phone: string) {
  const since = Date.now() - 1000;
  await page.getByPlaceholder('请输入手机号').fill(phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByPlaceholder('请输入验证码').fill(await readSmsCode(phone, 'login', since));
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: '立即登录' }).click();
}

test.describe('demand cards (轻松找服务)', () => {
  test('a customer fills the company-registration card in two steps, finds it in 我的需求卡, and 王规划 gets it in the workbench', async ({ page, browser }, info) => {
    test.setTimeout(240_000);
    const stamp = String(Date.now()).slice(-6);
    const note = `希望月底前拿到营业执照 ${stamp}`;

    // The demo planner has the chat workbench open.
    const plannerContext = await browser.newContext({ ...devices['iPhone 13'], baseURL: info.project.use.baseURL, locale: 'zh-CN', timezoneId: 'Asia/Shanghai', reducedMotion: 'reduce' });
    const planner = await plannerContext.newPage();
    await planner.goto('/login?redirect=%2Fmsg');
    await loginWithPassword(planner, DEMO_PLANNER.phone, DEMO_PLANNER.password);
    await planner.waitForURL((u) => u.pathname === '/im/index', { timeout: 30_000 });
    await expect(planner.getByRole('heading', { name: '规划师工作台' })).toBeVisible({ timeout: 30_000 });

    // A new customer: 轻松找服务 needs an account, so login first and back.
    await page.goto('/myDemandCard');
    await expect(page).toHaveURL(/\/login\?redirect=%2FmyDemandCard/);
    const phone = uniquePhone();
    await smsLogin(page, phone);
    await expectPath(page, '/myDemandCard');

    // They are already talking to 王规划, so the card stays with him (their own planner, serving 成都 and 公司服务).
    await page.goto('/planner/detail?mchUserId=u_demo_planner');
    await page.getByRole('button', { name: '在线咨询' }).first().click();
    await page.waitForURL((u) => u.pathname === '/im/chat', { timeout: 30_000 });

    // Step 0: the kinds, 公司注册 first.
    await page.goto('/myDemandCard');
    const tabs = page.getByRole('tablist', { name: '服务类型' });
    await expect(tabs.getByRole('tab')).toHaveText(['公司注册', '代理记账', '公司交易', '工商变更', '审计业务', '许可证办理']);
    await expect(tabs.getByRole('tab', { name: '公司注册' })).toHaveAttribute('aria-selected', 'true');
    await saveShot(page, `${SHOTS}/home.png`);
    await page.getByRole('button', { name: '定制需求' }).click();
    await expectPath(page, '/myDemandCard/companyRegister');

    // Step 1/2: the questions; one left unanswered is named.
    const form = page.getByRole('form', { name: '公司注册需求卡' });
    await expect(form.getByRole('heading', { name: '公司注册需求卡' })).toBeVisible();
    await expect(page.getByRole('link', { name: /需求城市：成都市/ })).toBeVisible();
    await expect(form.getByRole('radiogroup', { name: '是否有公司地址' }).getByRole('radio', { name: '是' })).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('button', { name: '下一步(1/2)' }).click();
    await expect(page.getByText('请选择公司信息确认完毕')).toBeVisible();
    await form.getByRole('button', { name: '公司成立区域：不限' }).click();
    await expect(page.getByText('选择区域', { exact: true })).toBeVisible();
    // The wheel, turned item by item with its accessible 选择下一项 button (what a screen reader offers).
    const chosen = page.getByRole('button', { name: '当前选择的是：武侯区' });
    const current = page.getByRole('button', { name: /^当前选择的是：/ });
    for (let i = 0; i < 12 && !(await chosen.count()); i++) {
      const before = await current.getAttribute('aria-label');
      await page.getByRole('button', { name: /^选择下一项：/ }).dispatchEvent('click');
      await expect(current).not.toHaveAttribute('aria-label', before ?? '');
    }
    await expect(chosen).toBeAttached();
    await page.getByText('确定', { exact: true }).click();
    await expect(form.getByRole('button', { name: '公司成立区域：武侯区' })).toBeVisible();
    await form.getByRole('radiogroup', { name: '公司信息确认完毕' }).getByRole('radio', { name: '是' }).click();
    await form.getByRole('radiogroup', { name: '办理时间' }).getByRole('radio', { name: '半年内' }).click();
    await saveShot(page, `${SHOTS}/step1.png`, { fullPage: true });
    await page.getByRole('button', { name: '下一步(1/2)' }).click();
    await expectPath(page, '/myDemandCard/second');

    // Step 2/2: notes and how to reach them.
    await expect(page.getByRole('heading', { name: '您还有一些额外需求要告知我们？' })).toBeVisible();
    await page.getByLabel('称呼').fill('张先生');
    await page.getByRole('textbox', { name: '备注' }).fill(note);
    await expect(page.getByRole('switch', { name: '订阅专属服务' })).toBeChecked();
    await saveShot(page, `${SHOTS}/step2.png`, { fullPage: true });
    await page.getByRole('button', { name: '生成需求卡' }).click();
    await expect(page.getByText('提交成功，请注意接听电话')).toBeVisible();
    await expectPath(page, '/my/demandCard');

    // 我的需求卡: the card, its status and planner.
    const card = page.getByRole('article', { name: '公司注册需求卡，已匹配规划师' }).first();
    await expect(card).toBeVisible();
    await expect(card).toContainText('由正在为您服务的规划师跟进公司注册需求，请留意来电');
    await expect(card).toContainText('成都市武侯区');
    await expect(card).toContainText(note);
    await expect(card).toContainText('王规划');
    await saveShot(page, `${SHOTS}/my-cards.png`, { fullPage: true });

    // The workbench: the customer's conversation comes up with the card, without a reload.
    const row = planner.getByRole('list', { name: '会话列表' }).getByRole('listitem').filter({ hasText: '【需求卡】公司注册需求卡' }).filter({ hasText: phone.slice(-4) });
    await expect(row).toBeVisible({ timeout: 30_000 });
    await expect(row).toContainText('公司注册');
    await saveShot(planner, `${SHOTS}/workbench.png`);
    await row.getByRole('link').click();
    await planner.waitForURL((u) => u.pathname === '/im/chat');
    const room = planner.getByRole('list', { name: '聊天记录' });
    await expect(room.getByText(note)).toBeVisible({ timeout: 30_000 });
    await expect(room.getByText(/办理时间：半年内/)).toBeVisible();
    await saveShot(planner, `${SHOTS}/workbench-room.png`);
    await plannerContext.close();
  });

  test('every questionnaire asks its own questions; a step 2 opened first sends back to the kinds', async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto('/myDemandCard/second');
    await smsLogin(page, uniquePhone());
    await expectPath(page, '/myDemandCard/second');
    await expect(page.getByText('请先选择需要的服务')).toBeVisible();
    const kinds: [string, string, string[]][] = [
      ['companyRegister', '公司注册需求卡', ['您的公司打算成立在哪个区域？', '您打算什么时候办理？']],
      ['agentBilling', '代理记账需求卡', ['您的公司注册多久了？', '您公司的主营业务是什么？', '您的公司年收入大概是多少？']],
      ['companyTransaction', '公司交易需求卡', ['您购买公司的预算是？', '您想购买成立多少年的公司？', '您想要的公司注册城市？']],
      ['companyAlteration', '工商变更需求卡', ['您需要办理哪项业务的变更服务？', '您公司的注册在哪个区？', '您的身份？']],
      ['auditingService', '审计业务需求卡', ['您需要办理什么业务？', '您公司的年营收是多少？', '您公司的行业？']],
      ['permitHandling', '许可证办理需求卡', ['您需要办理的许可证业务是什么？', '您是否为主要决策人？']],
    ];
    for (const [slug, title, questions] of kinds) {
      await page.goto(`/myDemandCard/${slug}`);
      const form = page.getByRole('form', { name: title });
      await expect(form.getByRole('heading', { name: title })).toBeVisible({ timeout: 30_000 });
      for (const q of questions) await expect(form.getByText(q, { exact: true })).toBeVisible();
      if (slug === 'companyTransaction') {
        await expect(form.getByText('50-150万元')).toBeVisible();
        await expect(form.getByText('5-15年')).toBeVisible();
        await saveShot(page, `${SHOTS}/step1-transaction.png`, { fullPage: true });
      }
    }
    // 代理记账 needs its main business chosen before the next step.
    await page.goto('/myDemandCard/agentBilling');
    const billing = page.getByRole('form', { name: '代理记账需求卡' });
    await billing.getByRole('radiogroup', { name: '注册时间' }).getByRole('radio', { name: '3个月' }).click();
    await page.getByRole('button', { name: '下一步(1/2)' }).click();
    await expect(page.getByText('请选择主营业务')).toBeVisible();
    await saveShot(page, `${SHOTS}/step1-billing.png`, { fullPage: true });
  });
});

