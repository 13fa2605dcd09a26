import { test, expect, saveShot } from './fixtures';
import { loginCustomer, useSession } from './myPurchase';

const SHOTS = 'test-results/shots';

/**
 * 官方补贴 spec by spec (spec §7 "Subsidies": get_spec, find_sku): 立即抢购 opens the spec sheet; a value that is
 * not subsidised cannot be chosen; choosing another subsidised spec shows its own subsidy price from the server; the
 * chosen spec is bought through the normal checkout at that price.
 */
test('the subsidy sheet prices each spec on the server and buys the chosen one through checkout', async ({ page, context, request, baseURL }) => {
  test.setTimeout(180_000);
  const me = await loginCustomer(request);
  await useSession(context, baseURL!, me);

  await page.goto('/activity/subsidy');
  const list = page.getByRole('list', { name: '活动商品' });
  await expect(list.getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });
  await expect(list.getByText(/^补贴价 /).first()).toBeVisible();

  // The first product whose goods has another subsidised spec to choose.
  const sheet = page.getByRole('dialog', { name: '选择补贴规格' });
  const buttons = list.getByRole('button', { name: /^立即抢购：.+，选规格$/ });
  const n = await buttons.count();
  expect(n).toBeGreaterThan(0);
  let other = null;
  for (let i = 0; i < n && !other; i++) {
    await buttons.nth(i).click();
    await expect(sheet.getByRole('radiogroup').first()).toBeVisible({ timeout: 30_000 });
    const free = sheet.getByRole('radio', { checked: false }).and(page.locator(':enabled'));
    if (await free.count()) other = free.first();
    else {
      await page.keyboard.press('Escape');
      await page.mouse.click(10, 10);
      await expect(sheet).toHaveCount(0);
    }
  }
  expect(other, 'a subsidised goods with a second spec').not.toBeNull();
  await expect(sheet.getByText(/^补贴价 /)).toBeVisible();
  const name = (await other!.textContent())!.trim();
  // By its name from here on: the "unchecked" locator would move to another value once this one is checked.
  const chosen = sheet.getByRole('radio', { name, exact: true });
  await chosen.click();
  await expect(chosen).toHaveAttribute('aria-checked', 'true');
  await expect(sheet.getByText(new RegExp(`已选：.*${name}`))).toBeVisible({ timeout: 30_000 });
  const price = (await sheet.getByText(/^补贴价 /).textContent())!.match(/补贴价 ([\d.]+)元/)![1];
  await saveShot(page, `${SHOTS}/activity-subsidy-sheet.png`);

  // The chosen spec, through the normal checkout at its subsidy price.
  await sheet.getByRole('button', { name: '立即抢购' }).click();
  await expect(page).toHaveURL(/\/order\/confirmorder\?activityProductId=/, { timeout: 30_000 });
  await expect(page.getByTestId('need-pay')).toHaveText(Number(price).toFixed(2));
  await expect(page.getByText(name).first()).toBeVisible();
});
