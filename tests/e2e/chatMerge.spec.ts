import { test, expect, readSmsCode } from './fixtures';
import { call, registerCustomer, useSession, type Session } from './myPurchase';

// A customer already chatting with a planner consults the same planner as a visitor on another device, then logs in
// there: the visitor's conversation joins the account's, and the chat page that was still open on the old
// conversation moves to the kept one with the whole history.
test('a visitor conversation joins the account’s conversation with the same planner', async ({ page, context, request, baseURL }) => {
  test.setTimeout(120_000);
  const stamp = String(Date.now()).slice(-6);
  const { session, phone } = await registerCustomer(request, readSmsCode);
  const planner = { imUserId: 'u_demo_planner', imUserType: 'MERCHANT_USER' };
  const kept = await call<{ groupId: string }>(request, session, 'POST', '/im/v1/create_session', planner);
  await call(request, session, 'POST', '/im/v1/send_msg', { groupId: kept.groupId, msgType: 'text', content: `账号里的问题 ${stamp}` });

  const v = await call<{ id: string; token: string }>(request, null, 'POST', '/authentication/v1/register_anonymous_id', { sourceType: 'EQUIPMENT', sourceId: `e2e-merge-${stamp}` });
  const visitor = { token: v.token, userId: v.id, userNo: '', userType: 'VISITOR', nickName: '' } as Session;
  const visiting = await call<{ groupId: string }>(request, visitor, 'POST', '/im/v1/create_session', planner);
  expect(visiting.groupId).not.toBe(kept.groupId);
  await call(request, visitor, 'POST', '/im/v1/send_msg', { groupId: visiting.groupId, msgType: 'text', content: `访客时的问题 ${stamp}` });

  const user = await call<Session>(request, null, 'POST', '/authentication/login', {
    accountChannel: 'AUTH_PHONE_PWD',
    phone,
    password: 'abc12345',
    userType: 'ORDINARY_USER',
    client: 'COMDIC_TERMINAL_WAP',
    platformType: 'COMDIC_PLATFORM_CRISPS',
    anonymousId: v.id,
    visitorToken: v.token,
  });
  await useSession(context, baseURL!, user, phone);
  await page.goto(`/im/chat?id=${encodeURIComponent(visiting.groupId)}`);
  await expect(page).toHaveURL(new RegExp(`id=${kept.groupId}`), { timeout: 30_000 });
  const history = page.getByRole('list', { name: '聊天记录' });
  await expect(history).toContainText(`账号里的问题 ${stamp}`);
  await expect(history).toContainText(`访客时的问题 ${stamp}`);
  // one conversation with this planner in the list
  await page.goto('/im/index');
  await expect(page.getByRole('link', { name: /王规划/ })).toHaveCount(1);
});
