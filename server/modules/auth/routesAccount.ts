import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { USER_TYPE } from '@/lib/constants';
import { createRouter } from '../../http/router';
import type { HonoEnv } from '../../http/types';
import { anonymousInfo, bindAnonymous, registerAnonymous } from './anonymous';
import * as dto from './dto';
import { rateLimit } from './guard';
import { formBody, jsonOk, okJson } from '../../http/openapi';
import { accountInfo } from './service';
import { requireAccount } from './session';

const TAG = '认证';
const ipOf = (c: Context<HonoEnv>) => c.get('ip');

const accountInfoRoute = createRoute({
  method: 'post',
  path: '/api/login/v1/account_info',
  tags: [TAG],
  summary: '当前账号信息（userId 须为当前登录用户，否则 403）',
  request: formBody(dto.AccountInfoBody),
  responses: jsonOk(dto.AccountInfo),
});

const userInfoRoute = createRoute({
  method: 'get',
  path: '/api/user/v1/info',
  tags: [TAG],
  summary: '当前用户信息（id 须为当前登录用户，否则 403）',
  request: { query: dto.UserInfoQuery },
  responses: jsonOk(dto.AccountInfo),
});

const registerAnonymousRoute = createRoute({
  method: 'post',
  path: '/api/authentication/v1/register_anonymous_id',
  tags: [TAG],
  summary: '注册匿名访客身份，签发新的 VISITOR 令牌（带上该身份已有的 visitorToken 时沿用原身份，否则为新身份）',
  request: formBody(dto.RegisterAnonymousBody),
  responses: jsonOk(dto.AnonymousRegistered),
});

const findAnonymousRoute = createRoute({
  method: 'post',
  path: '/api/authentication/v1/find_anonymous_info',
  tags: [TAG],
  summary: '查询匿名访客身份及其绑定状态（仅限该访客本人或其绑定的账号，否则按不存在答复 404）',
  request: formBody(dto.FindAnonymousBody),
  responses: jsonOk(dto.AnonymousInfo),
});

const bindAnonymousRoute = createRoute({
  method: 'post',
  path: '/api/authentication/v1/bind_user_anonymous',
  tags: [TAG],
  summary: '把匿名访客身份绑定到当前登录账号（需登录，并以该访客的 visitorToken 证明身份归属）',
  request: formBody(dto.BindAnonymousBody),
  responses: jsonOk(dto.AnonymousInfo),
});

export function accountRoutes() {
  const r = createRouter();

  r.openapi(accountInfoRoute, async (c) => {
    const { userId } = c.req.valid('form');
    return okJson(c, await accountInfo(c.get('deps'), requireAccount(c), userId));
  });

  r.openapi(userInfoRoute, async (c) => {
    const { id } = c.req.valid('query');
    return okJson(c, await accountInfo(c.get('deps'), requireAccount(c), id));
  });

  r.openapi(registerAnonymousRoute, async (c) => {
    const b = c.req.valid('form');
    const deps = c.get('deps');
    await rateLimit(deps.cache, `anon:${ipOf(c)}`, 30);
    // The visitor's own session, when it calls with it, proves the identity like visitorToken does.
    const user = c.get('user');
    const visitorToken = b.visitorToken ?? (user?.userType === USER_TYPE.VISITOR ? user.token : undefined);
    const res = await registerAnonymous(deps, { ...b, visitorToken, ip: ipOf(c), userAgent: c.req.header('user-agent') });
    return okJson(c, res);
  });

  r.openapi(findAnonymousRoute, async (c) => {
    const { anonymousId, visitorToken } = c.req.valid('form');
    return okJson(c, await anonymousInfo(c.get('deps').db, anonymousId, c.get('user'), visitorToken));
  });

  r.openapi(bindAnonymousRoute, async (c) => {
    const user = requireAccount(c);
    const { anonymousId, visitorToken } = c.req.valid('form');
    return okJson(c, await bindAnonymous(c.get('deps').db, anonymousId, user.userId, visitorToken));
  });

  return r;
}
