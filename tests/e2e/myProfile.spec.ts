import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { test, expect as baseExpect, readSmsCode, uniquePhone, loginWithPassword, expectPath, DATA_DIR, waitSmsGap, saveShot, expectToast } from './fixtures';

/** A nickname of the longest allowed length (NICKNAME_MAX, 14). */
const NICK = '薯片小王爱吃薯片也爱喝可乐哈';

// 个人信息 and account security: a new customer edits the nickname and avatar and sees them on 我的 (and in the
// cookies the store writes), sets a login password, and moves the account to a new phone with codes to both phones.

// A dev server compiles each page on its first visit; give slow first loads room.
const expect = baseExpect.configure({ timeout: 30_000 });
const SHOTS = 'test-results/shots/my-profile';

const cookieValue = async (context: import('@playwright/test').BrowserContext, name: string) => {
  const c = (await context.cookies()).find((x) => x.name === name);
  return c ? decodeURIComponent(c.value) : undefined;
};

/** One SMS per phone per gap: wait it out since the last message the local SMS outbox holds for the phone. */
const afterGap = async (phone: string) => {
  const sent = fs
    .readFileSync(path.join(DATA_DIR, 'sms-outbox.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { phone: string; at: string })
    .filter((r) => r.phone === phone)
    .map((r) => Date.parse(r.at));
  await waitSmsGap(Math.max(0, ...sent));
};

test('a customer edits the profile, sets a password and changes the phone', async ({ page, context }) => {
  test.setTimeout(120_000);
  const phone = uniquePhone();
  const newPhone = '136' + phone.slice(3);
  const password = 'pw' + phone.slice(-6);

  // log in by SMS: a new account without a password
  await page.goto('/login?redirect=%2Fmy%2Finformation');
  let since = Date.now() - 1000;
  await page.getByPlaceholder('请输入手机号').fill(phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByPlaceholder('请输入验证码').fill(await readSmsCode(phone, 'login', since));
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: '立即登录' }).click();
  await expectPath(page, '/my/information');
  const basics = page.getByRole('region', { name: '基本资料' });
  await expect(basics.getByRole('link', { name: new RegExp(`^昵称\\s*薯片用户${phone.slice(-4)}`) })).toBeVisible();
  await expect(page.getByRole('link', { name: /^登录密码\s*未设置/ })).toBeVisible();

  // 昵称: emoji are cleared as typed, special characters refused, then saved
  await basics.getByRole('link', { name: /^昵称/ }).click();
  await expectPath(page, '/my/info/nickname');
  const nick = page.getByLabel('昵称');
  await nick.fill('薯片😀小王');
  await nick.blur();
  await expect(nick).toHaveValue('薯片小王');
  await nick.fill('薯片@小王');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('昵称不能输入特殊字符')).toBeVisible();
  await nick.fill(NICK);
  await page.getByRole('button', { name: '保存' }).click();
  await expectToast(page, '修改成功');
  await expectPath(page, '/my/information');
  await expect(basics.getByRole('link', { name: new RegExp(`^昵称\\s*${NICK}`) })).toBeVisible();

  // 头像: a wide picture, cropped to a square in the cropper, resized by the server
  const picture = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2b8a3e' } })
    .composite([{ input: Buffer.from('<svg width="300" height="300"><circle cx="150" cy="150" r="140" fill="#ffd43b"/></svg>'), left: 300, top: 150 }])
    .png()
    .toBuffer();
  await page.getByLabel('更换头像').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: picture });
  const cropper = page.getByRole('dialog', { name: '裁剪头像' });
  await expect(cropper.getByText('拖动或缩放图片，选择头像区域')).toBeVisible();
  await saveShot(page, `${SHOTS}/cropper.png`);
  await cropper.getByRole('button', { name: '确定' }).click();
  await expectToast(page, '头像已更新');
  const avatar = basics.getByRole('img', { name: '头像' });
  await expect(avatar).toHaveAttribute('src', /^\/api\/upload\/v1\/file\/u\/.+\.webp$/);
  const avatarUrl = (await avatar.getAttribute('src'))!;
  await saveShot(page, `${SHOTS}/information.png`, { fullPage: true });

  // 所在地区: a province, then a city, each tapped in its own tab; the city's tap saves, and the sheet reopens on it
  const contact = page.getByRole('region', { name: '联系方式' });
  await contact.getByRole('button', { name: /^所在地区/ }).click();
  const sheet = page.locator('.adm-cascader');
  // Each place is a button; the other levels' lists are hidden, so only the open tab's places match.
  const place = (name: string) => sheet.getByRole('button', { name, exact: true });
  await place('四川省').click();
  await expect(sheet.getByRole('tab', { selected: true })).toHaveText('请选择');
  await place('绵阳市').click();
  await expectToast(page, '设置成功');
  await expect(sheet).toBeHidden();
  await expect(contact.getByRole('button', { name: /^所在地区\s*四川省 绵阳市/ })).toBeVisible();
  await contact.getByRole('button', { name: /^所在地区/ }).click();
  await expect(sheet.getByRole('tab', { selected: true })).toHaveText('绵阳市');
  // A second tap on the city chosen keeps it (the list would uncheck it) and closes the sheet.
  await place('绵阳市').click();
  await expect(sheet).toBeHidden();
  await expect(contact.getByRole('button', { name: /^所在地区\s*四川省 绵阳市/ })).toBeVisible();

  // 我的 and the session cookies show both at once
  expect(await cookieValue(context, 'userName')).toBe(NICK);
  expect(await cookieValue(context, 'avatar')).toBe(avatarUrl);
  await page.goto('/my');
  await expect(page.getByRole('heading', { name: NICK })).toBeVisible();
  // The nickname's allowed 14 characters all show (two lines at most, nothing cut off).
  const fits = await page.getByRole('heading', { name: NICK }).evaluate((h) => h.scrollWidth <= h.clientWidth && h.scrollHeight <= h.clientHeight + 1);
  expect(fits).toBe(true);
  await expect(page.getByRole('region', { name: '账号' }).getByRole('img', { name: '头像' })).toHaveAttribute('src', avatarUrl);
  await saveShot(page, `${SHOTS}/my.png`);

  // 登录密码: the first one is set with a code to the phone
  await page.goto('/my/settings/setPassword');
  await page.getByRole('link', { name: /^设置登录密码/ }).click();
  await expectPath(page, '/my/settings/setPwd', '?status=0');
  await afterGap(phone);
  since = Date.now() - 1000;
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByPlaceholder('请输入验证码').fill(await readSmsCode(phone, 'default', since));
  await page.getByPlaceholder('请输入新密码(6-15位数字/字母/标点符号)').fill(password);
  await page.getByPlaceholder('确认新密码').fill(password + 'x');
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('两次输入的密码不一致')).toBeVisible();
  await page.getByPlaceholder('确认新密码').fill(password);
  await saveShot(page, `${SHOTS}/setPwd.png`);
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('密码设置成功')).toBeVisible();
  await expectPath(page, '/my/settings/setPassword');
  await expect(page.getByRole('link', { name: /^修改登录密码\s*已设置/ })).toBeVisible();

  // 手机号: a code to the old phone, then to the new one
  await page.goto('/my/settings');
  await page.getByRole('link', { name: /^手机号/ }).click();
  await expectPath(page, '/my/settings/phoneVerify');
  await expect(page.getByText(`${phone.slice(0, 3)}****${phone.slice(-4)}`)).toBeVisible();
  await afterGap(phone);
  since = Date.now() - 1000;
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByPlaceholder('请输入验证码').fill(await readSmsCode(phone, 'default', since));
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByRole('form', { name: '绑定新手机号' })).toBeVisible();
  // The new phone's code button does not inherit the old phone's countdown.
  await expect(page.getByRole('form', { name: '绑定新手机号' }).getByRole('button', { name: '获取验证码' })).toBeVisible({ timeout: 3_000 });
  await page.getByPlaceholder('请输入新手机号').fill(newPhone);
  since = Date.now() - 1000;
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByPlaceholder('请输入验证码').fill(await readSmsCode(newPhone, 'default', since));
  await saveShot(page, `${SHOTS}/phoneVerify.png`);
  await page.getByRole('button', { name: '确认更换' }).click();
  await expectToast(page, '手机号已更换');
  await expectPath(page, '/my/settings');
  const masked = `${newPhone.slice(0, 3)}****${newPhone.slice(-4)}`;
  await expect(page.getByRole('link', { name: new RegExp(`^手机号\\s*${masked.replace(/\*/g, '\\*')}`) })).toBeVisible();
  expect(await cookieValue(context, 'userPhone')).toBe(newPhone);
  await saveShot(page, `${SHOTS}/settings.png`, { fullPage: true });

  // the new phone and the new password log in
  await page.getByText('退出登录').click();
  // The confirm's own button (its Dialog loads on first open, ADR 0051: until then the last match was the page's).
  await page.getByRole('dialog').getByRole('button', { name: /确定|退出/ }).click();
  await expectPath(page, '/');
  await page.goto('/login?redirect=%2Fmy');
  await loginWithPassword(page, newPhone, password);
  await expectPath(page, '/my');
  await expect(page.getByRole('heading', { name: NICK })).toBeVisible();
});
