import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { PLATFORM_CODE, TERMINAL_APP, TERMINAL_WAP, USER_TYPE } from '@/lib/constants';
import { CaptchaQuery, CheckSmsBody, LoginBody, LoginResult, RegisterBody, RetrieveBody, SendSmsBody, SmsSent, Verified } from '@/lib/contract/auth/api';
import type { LOGIN_PLATFORMS, LOGIN_TERMINALS, LOGIN_USER_TYPES } from '@/lib/contract/auth/enums';
import { createRouter } from '../../http/router';
import type { HonoEnv } from '../../http/types';
import { checkCaptcha, issueCaptcha } from './captcha';
import { rateLimit } from './guard';
import { okJson } from '../../http/openapi';
import { getRoute, postRoute } from '../../http/route';
import { accountRoutes } from './routesAccount';
import { handoffRoutes } from './routesHandoff';
import { profileRoutes } from './routesProfile';
import { login, logout, register, retrievePassword, verifySmsCode, type Caller } from './service';
import { sendSmsCode } from './sms';

export const CAPTCHA_PATH = '/api/authentication/graph_captcha';
// An <img> cannot sign its request; the image is useless without the key its page generated.

const tag = '认证';
export const caller = (c: Context<HonoEnv>): Caller => ({ ip: c.get('ip'), userAgent: c.req.header('user-agent') });

// The contract writes out the codes of lib/constants.ts (it imports nothing of the app): this fails to compile when they drift.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _sameCodes: [
  Same<(typeof LOGIN_USER_TYPES)[number], typeof USER_TYPE.ORDINARY_USER | typeof USER_TYPE.MERCHANT_USER>,
  Same<(typeof LOGIN_TERMINALS)[number], typeof TERMINAL_WAP | typeof TERMINAL_APP>,
  Same<(typeof LOGIN_PLATFORMS)[number], typeof PLATFORM_CODE>,
] = [true, true, true];

const routes = {
  login: postRoute({
    path: '/api/authentication/login',
    tag,
    summary: '登录（短信验证码或密码；短信登录自动注册新手机号）',
    description:
      '连续失败 3 次（同一手机号或 IP，15 分钟内）后需携带 imgCaptcha + captchaKey，否则返回 10408。' +
      '同一账号 1 小时内密码错误 10 次后暂停密码登录（10410），短信登录或找回密码后恢复。' +
      '未注册的手机号与密码错误的答复相同（10402 账号或密码错误）。anonymousId 须与其 visitorToken 一起提交才会绑定。',
    form: LoginBody,
    data: LoginResult,
  }),
  register: postRoute({
    path: '/api/login/v1/register',
    tag,
    summary: '注册账号（手机号 + 注册验证码 + 密码），成功即登录',
    form: RegisterBody,
    data: LoginResult,
  }),
  logout: getRoute({ path: '/api/authentication/login_out', tag, summary: '退出登录（吊销当前会话）', data: z.null() }),
  retrievePassword: postRoute({
    path: '/api/authentication/retrieve_password',
    tag,
    summary: '找回密码（重置验证码 + 新密码；该账号所有会话失效）',
    form: RetrieveBody,
    data: z.null(),
  }),
  sendSmsCode: postRoute({
    path: '/api/authentication/send_sms_code',
    tag,
    summary: '发送短信验证码（6 位，10 分钟有效；同一手机号 60 秒一次，每日手机号 10 次、IP 50 次）',
    description: '是否已注册答复相同：已注册手机号的 register、未注册手机号的 reset 改发一条提示短信，不发验证码。',
    form: SendSmsBody,
    data: SmsSent,
  }),
  checkSmsCode: postRoute({
    path: '/api/login/v1/check-sms-code',
    tag,
    summary: '校验短信验证码（校验成功即作废）',
    form: CheckSmsBody,
    data: Verified,
  }),
  // Not JSON: the answer is an SVG image, so this one keeps createRoute (getRoute documents a JSON envelope).
  captcha: createRoute({
    method: 'get',
    path: CAPTCHA_PATH,
    tags: [tag],
    summary: '图形验证码（SVG，无需签名，5 分钟有效，一次有效）',
    request: { query: CaptchaQuery },
    responses: {
      200: { description: '4 位字符的 SVG 图片（参数错误时为信封 JSON）', content: { 'image/svg+xml': { schema: z.string() } } },
    },
  }),
};

export function authRoutes() {
  const r = createRouter();

  r.openapi(routes.login, async (c) => {
    const b = c.req.valid('form');
    return okJson(c, await login(c.get('deps'), b, caller(c)));
  });

  r.openapi(routes.register, async (c) => {
    const b = c.req.valid('form');
    return okJson(c, await register(c.get('deps'), b, caller(c)));
  });

  r.openapi(routes.logout, async (c) => okJson(c, await logout(c.get('deps'), c.get('user'))));

  r.openapi(routes.retrievePassword, async (c) => {
    const b = c.req.valid('form');
    return okJson(c, await retrievePassword(c.get('deps'), b, caller(c)));
  });

  r.openapi(routes.sendSmsCode, async (c) => {
    const b = c.req.valid('form');
    const deps = c.get('deps');
    // Optional here: checked only when the page sends one.
    if (b.imgCaptcha || b.captchaKey) await checkCaptcha(deps.cache, b.captchaKey, b.imgCaptcha);
    return okJson(c, await sendSmsCode(deps, { phone: b.phone, type: b.type, ip: c.get('ip') }));
  });

  r.openapi(routes.checkSmsCode, async (c) => {
    const b = c.req.valid('form');
    return okJson(c, await verifySmsCode(c.get('deps'), b, caller(c)));
  });

  r.openapi(routes.captcha, async (c) => {
    const { captchaKey } = c.req.valid('query');
    const { cache } = c.get('deps');
    await rateLimit(cache, `captcha:${c.get('ip')}`, 60);
    const svg = await issueCaptcha(cache, captchaKey);
    return c.body(svg, 200, { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'no-store' });
  });

  r.route('/', accountRoutes());
  r.route('/', profileRoutes());
  r.route('/', handoffRoutes());
  return r;
}
