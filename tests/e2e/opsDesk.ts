import type { Browser, BrowserContext, Page } from '@playwright/test';
import { E2E_OPS } from '../../playwright.config';
import { expect, readSmsCode } from './fixtures';

/**
 * The operator's own browser (a desktop window: the desk is a working screen), logged in through /ops/login with the
 * password and the code the SMS stand-in wrote. The test fixtures record this context's toasts and check its pages'
 * accessibility like any other.
 */
export async function deskPage(browser: Browser, baseURL: string): Promise<{ desk: Page; context: BrowserContext }> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 860 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai', reducedMotion: 'reduce' });
  const desk = await context.newPage();
  await desk.goto('/ops');
  await desk.waitForURL((u) => u.pathname === '/ops/login');
  await desk.getByLabel('手机号').fill(E2E_OPS.phone);
  await desk.getByLabel('密码').fill(E2E_OPS.password);
  const since = Date.now() - 1000;
  await desk.getByRole('button', { name: '获取验证码' }).click();
  await expect(desk.getByText('验证码已发送至该手机')).toBeVisible();
  await desk.getByLabel('验证码').fill(await readSmsCode(E2E_OPS.phone, undefined, since));
  await desk.getByRole('button', { name: '登录' }).click();
  await desk.waitForURL((u) => u.pathname === '/ops');
  await expect(desk.getByText(E2E_OPS.name)).toBeVisible();
  return { desk, context };
}
