import type { Context } from 'hono';
import { USER_TYPE } from '@/lib/constants';
import {
  AccountInfo,
  AccountInfoBody,
  AnonymousInfo,
  AnonymousRegistered,
  BindAnonymousBody,
  FindAnonymousBody,
  RegisterAnonymousBody,
  UserInfoQuery,
} from '@/lib/contract/auth/api';
import { createRouter } from '../../http/router';
import type { HonoEnv } from '../../http/types';
import { anonymousInfo, bindAnonymous, registerAnonymous } from './anonymous';
import { rateLimit } from './guard';
import { okJson } from '../../http/openapi';
import { getRoute, postRoute } from '../../http/route';
import { accountInfo } from './service';
import { requireAccount } from './session';

const tag = '认证';
const ipOf = (c: Context<HonoEnv>) => c.get('ip');

const routes = {
  accountInfo: postRoute({
    path: '/api/login/v1/account_info',
    tag,
    summary: '当前账号信息（userId 须为当前登录用户，否则 403）',
    form: AccountInfoBody,
    data: AccountInfo,
  }),
  userInfo: getRoute({
    path: '/api/user/v1/info',
    tag,
    summary: '当前用户信息（id 须为当前登录用户，否则 403）',
    query: UserInfoQuery,
    data: AccountInfo,
  }),
  registerAnonymous: postRoute({
    path: '/api/authentication/v1/register_anonymous_id',
    tag,
    summary: '注册匿名访客身份，签发新的 VISITOR 令牌（带上该身份已有的 visitorToken 时沿用原身份，否则为新身份）',
    form: RegisterAnonymousBody,
    data: AnonymousRegistered,
  }),
  findAnonymous: postRoute({
    path: '/api/authentication/v1/find_anonymous_info',
    tag,
    summary: '查询匿名访客身份及其绑定状态（仅限该访客本人或其绑定的账号，否则按不存在答复 404）',
    form: FindAnonymousBody,
    data: AnonymousInfo,
  }),
  bindAnonymous: postRoute({
    path: '/api/authentication/v1/bind_user_anonymous',
    tag,
    summary: '把匿名访客身份绑定到当前登录账号（需登录，并以该访客的 visitorToken 证明身份归属）',
    form: BindAnonymousBody,
    data: AnonymousInfo,
  }),
};

export function accountRoutes() {
  const r = createRouter();

  r.openapi(routes.accountInfo, async (c) => {
    const { userId } = c.req.valid('form');
    return okJson(c, await accountInfo(c.get('deps'), requireAccount(c), userId));
  });

  r.openapi(routes.userInfo, async (c) => {
    const { id } = c.req.valid('query');
    return okJson(c, await accountInfo(c.get('deps'), requireAccount(c), id));
  });

  r.openapi(routes.registerAnonymous, async (c) => {
    const b = c.req.valid('form');
    const deps = c.get('deps');
    await rateLimit(deps.cache, `anon:${ipOf(c)}`, deps.config.anonPerIpPerMinute);
    // The visitor's own session, when it calls with it, proves the identity like visitorToken does.
    const user = c.get('user');
    const visitorToken = b.visitorToken ?? (user?.userType === USER_TYPE.VISITOR ? user.token : undefined);
    const res = await registerAnonymous(deps, { ...b, visitorToken, ip: ipOf(c), userAgent: c.req.header('user-agent') });
    return okJson(c, res);
  });

  r.openapi(routes.findAnonymous, async (c) => {
    const { anonymousId, visitorToken } = c.req.valid('form');
    return okJson(c, await anonymousInfo(c.get('deps').db, anonymousId, c.get('user'), visitorToken));
  });

  r.openapi(routes.bindAnonymous, async (c) => {
    const user = requireAccount(c);
    const { anonymousId, visitorToken } = c.req.valid('form');
    return okJson(c, await bindAnonymous(c.get('deps').db, anonymousId, user.userId, visitorToken));
  });

  return r;
}
