import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { createRouter } from '../../http/router';
import type { HonoEnv } from '../../http/types';
import { checkCaptcha, issueCaptcha } from './captcha';
import * as dto from './dto';
import { rateLimit } from './guard';
import { formBody, jsonOk, okJson } from '../../http/openapi';
import { accountRoutes } from './routesAccount';
import { login, logout, register, retrievePassword, verifySmsCode, type Caller } from './service';
import { sendSmsCode } from './sms';

export const CAPTCHA_PATH = '/api/authentication/graph_captcha';
// An <img> cannot sign its request; the image is useless without the key its page generated.

const TAG = '认证';
export const caller = (c: Context<HonoEnv>): Caller => ({ ip: c.get('ip'), userAgent: c.req.header('user-agent') });

const loginRoute = createRoute({
  method: 'post',
  path: '/api/authentication/login',
  tags: [TAG],
  summary: '登录（短信验证码或密码；短信登录自动注册新手机号）',
  description:
    '连续失败 3 次（同一手机号或 IP，15 分钟内）后需携带 imgCaptcha + captchaKey，否则返回 10408。' +
    '同一账号 1 小时内密码错误 10 次后暂停密码登录（10410），短信登录或找回密码后恢复。' +
    '未注册的手机号与密码错误的答复相同（10402 账号或密码错误）。anonymousId 须与其 visitorToken 一起提交才会绑定。',
  request: formBody(dto.LoginBody),
  responses: jsonOk(dto.LoginResult),
});

const registerRoute = createRoute({
  method: 'post',
  path: '/api/login/v1/register',
  tags: [TAG],
  summary: '注册账号（手机号 + 注册验证码 + 密码），成功即登录',
  request: formBody(dto.RegisterBody),
  responses: jsonOk(dto.LoginResult),
});

const logoutRoute = createRoute({
  method: 'get',
  path: '/api/authentication/login_out',
  tags: [TAG],
  summary: '退出登录（吊销当前会话）',
  responses: jsonOk(z.null()),
});

const retrieveRoute = createRoute({
  method: 'post',
  path: '/api/authentication/retrieve_password',
  tags: [TAG],
  summary: '找回密码（重置验证码 + 新密码；该账号所有会话失效）',
  request: formBody(dto.RetrieveBody),
  responses: jsonOk(z.null()),
});

const sendSmsRoute = createRoute({
  method: 'post',
  path: '/api/authentication/send_sms_code',
  tags: [TAG],
  summary: '发送短信验证码（6 位，10 分钟有效；同一手机号 60 秒一次，每日手机号 10 次、IP 50 次）',
  description: '是否已注册答复相同：已注册手机号的 register、未注册手机号的 reset 改发一条提示短信，不发验证码。',
  request: formBody(dto.SendSmsBody),
  responses: jsonOk(dto.SmsSent),
});

const checkSmsRoute = createRoute({
  method: 'post',
  path: '/api/login/v1/check-sms-code',
  tags: [TAG],
  summary: '校验短信验证码（校验成功即作废）',
  request: formBody(dto.CheckSmsBody),
  responses: jsonOk(dto.Verified),
});

const captchaRoute = createRoute({
  method: 'get',
  path: CAPTCHA_PATH,
  tags: [TAG],
  summary: '图形验证码（SVG，无需签名，5 分钟有效，一次有效）',
  request: { query: dto.CaptchaQuery },
  responses: {
    200: { description: '4 位字符的 SVG 图片（参数错误时为信封 JSON）', content: { 'image/svg+xml': { schema: z.string() } } },
  },
});

export function authRoutes() {
  const r = createRouter();

  r.openapi(loginRoute, async (c) => {
    const b = c.req.valid('form');
    return okJson(c, await login(c.get('deps'), b, caller(c)));
  });

  r.openapi(registerRoute, async (c) => {
    const b = c.req.valid('form');
    return okJson(c, await register(c.get('deps'), b, caller(c)));
  });

  r.openapi(logoutRoute, async (c) => okJson(c, await logout(c.get('deps'), c.get('user'))));

  r.openapi(retrieveRoute, async (c) => {
    const b = c.req.valid('form');
    return okJson(c, await retrievePassword(c.get('deps'), b, caller(c)));
  });

  r.openapi(sendSmsRoute, async (c) => {
    const b = c.req.valid('form');
    const deps = c.get('deps');
    // Optional here: checked only when the page sends one.
    if (b.imgCaptcha || b.captchaKey) await checkCaptcha(deps.cache, b.captchaKey, b.imgCaptcha);
    return okJson(c, await sendSmsCode(deps, { phone: b.phone, type: b.type, ip: c.get('ip') }));
  });

  r.openapi(checkSmsRoute, async (c) => {
    const b = c.req.valid('form');
    return okJson(c, await verifySmsCode(c.get('deps'), b, caller(c)));
  });

  r.openapi(captchaRoute, async (c) => {
    const { captchaKey } = c.req.valid('query');
    const { cache } = c.get('deps');
    await rateLimit(cache, `captcha:${c.get('ip')}`, 60);
    const svg = await issueCaptcha(cache, captchaKey);
    return c.body(svg, 200, { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'no-store' });
  });

  r.route('/', accountRoutes());
  return r;
}
