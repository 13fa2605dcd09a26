import type { Context } from 'hono';
import { LoginResult } from '@/lib/contract/auth/api';
import { HandoffExchangeBody, HandoffTicket, HandoffTicketBody, HandoffVerifyBody } from '@/lib/contract/auth/handoff';
import { createRouter } from '../../http/router';
import type { HonoEnv } from '../../http/types';
import { okJson } from '../../http/openapi';
import { postRoute } from '../../http/route';
import { rateLimit } from './guard';
import { handoffExchange, handoffTicket, handoffVerify } from './handoff';
import { requireAccount } from './session';

const tag = '认证';
const caller = (c: Context<HonoEnv>) => ({ ip: c.get('ip'), userAgent: c.req.header('user-agent') });

const routes = {
  handoffTicket: postRoute({
    path: '/api/authentication/v1/handoff_ticket',
    tag,
    summary: '小程序交接：用当前登录会话签发一次性票据（60 秒内兑换一次）',
    description: '小程序用自己的会话调用，把票据放进 web-view 地址 ?isApplets=1&ticket=…；需登录账号（访客令牌 403）。',
    form: HandoffTicketBody,
    data: HandoffTicket,
  }),
  handoffExchange: postRoute({
    path: '/api/authentication/v1/handoff_exchange',
    tag,
    summary: '小程序交接：兑换一次性票据，得到该账号的新会话（与登录的答复相同）',
    description:
      '票据只能兑换一次（并发兑换只有一个成功），过期、已用、伪造或签发它的会话已失效时答复 10411。' +
      '新会话不晚于小程序会话结束。页面只在小程序 web-view 内调用。',
    form: HandoffExchangeBody,
    data: LoginResult,
  }),
  handoffVerify: postRoute({
    path: '/api/authentication/v1/handoff_verify',
    tag,
    summary: '小程序交接（旧式 token + userId）：确认令牌是该用户仍有效的账号会话',
    description: '确认后答复该会话的账号信息（userId、userType 以服务端为准）；否则 10411。页面只在小程序 web-view 内调用。',
    form: HandoffVerifyBody,
    data: LoginResult,
  }),
};

export function handoffRoutes() {
  const r = createRouter();

  r.openapi(routes.handoffTicket, async (c) => {
    const user = requireAccount(c);
    const deps = c.get('deps');
    await rateLimit(deps.cache, `handoff-mint:${user.userId}`, 20);
    return okJson(c, await handoffTicket(deps, user));
  });

  r.openapi(routes.handoffExchange, async (c) => {
    const { ticket } = c.req.valid('form');
    const deps = c.get('deps');
    await rateLimit(deps.cache, `handoff:${c.get('ip')}`, 30);
    return okJson(c, await handoffExchange(deps, ticket, caller(c)));
  });

  r.openapi(routes.handoffVerify, async (c) => {
    const b = c.req.valid('form');
    const deps = c.get('deps');
    await rateLimit(deps.cache, `handoff:${c.get('ip')}`, 30);
    return okJson(c, await handoffVerify(deps, b));
  });

  return r;
}
