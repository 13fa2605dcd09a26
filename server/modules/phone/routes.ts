import { createRoute } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { badInput } from '../../http/errors';
import { formBody, jsonOk, okJson } from '../../http/openapi';
import { rateLimit } from '../auth/guard';
import * as dto from './dto';
import { bindHidden } from './service';

const TAG = '规划师电话';
/** Calls per IP in 10 minutes: enough for a family behind one router, too few to drain the relay pool. */
const CALLS_PER_IP = 30;

const bindHiddenRoute = createRoute({
  method: 'post',
  path: '/api/outbound/v1/bind_hidden',
  tags: [TAG],
  summary: '绑定隐私号拨打规划师电话（无需登录；登录时客户信息取自会话；空参数视为未传）',
  request: formBody(dto.BindHiddenBody),
  responses: jsonOk(dto.BindHiddenResult),
});

const telRoute = createRoute({
  method: 'post',
  path: '/api/planner/v1/tel',
  tags: [TAG],
  summary: '规划师电话（旧接口，等同 bind_hidden；规划师可用 plannerId 或 mchUserId 指定）',
  request: formBody(dto.PlannerTelBody),
  responses: jsonOk(dto.BindHiddenResult),
});

export function phoneRoutes() {
  const r = createRouter();

  r.openapi(bindHiddenRoute, async (c) => {
    const deps = c.get('deps');
    await rateLimit(deps.cache, `phone:${c.get('ip')}`, CALLS_PER_IP, 600);
    const input = c.req.valid('form');
    return okJson(c, await bindHidden(deps, { user: c.get('user'), areaHeader: c.req.header('areaCode'), input }));
  });

  r.openapi(telRoute, async (c) => {
    const deps = c.get('deps');
    const { mchUserId, plannerId, ...rest } = c.req.valid('form');
    const id = plannerId ?? mchUserId;
    if (!id) throw badInput('plannerId：不能为空');
    await rateLimit(deps.cache, `phone:${c.get('ip')}`, CALLS_PER_IP, 600);
    const input = { ...rest, plannerId: id };
    return okJson(c, await bindHidden(deps, { user: c.get('user'), areaHeader: c.req.header('areaCode'), input }));
  });

  return r;
}
