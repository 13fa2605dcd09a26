import { createRouter } from '../../http/router';
import { postRoute } from '../../http/route';
import { badInput } from '../../http/errors';
import { okJson } from '../../http/openapi';
import * as api from '@/lib/contract/phone/api';
import { rateLimit } from '../auth/guard';
import { bindHidden } from './service';

const TAG = '规划师电话';
/** Calls per IP in 10 minutes: enough for a family behind one router, too few to drain the relay pool. */
const CALLS_PER_IP = 30;

const routes = {
  bindHidden: postRoute({
    path: '/api/outbound/v1/bind_hidden',
    tag: TAG,
    summary: '绑定隐私号拨打规划师电话（无需登录；登录时客户信息取自会话；空参数视为未传）',
    form: api.BindHiddenBody,
    data: api.BindHiddenResult,
  }),
  tel: postRoute({
    path: '/api/planner/v1/tel',
    tag: TAG,
    summary: '规划师电话（旧接口，等同 bind_hidden；规划师可用 plannerId 或 mchUserId 指定）',
    form: api.PlannerTelBody,
    data: api.BindHiddenResult,
  }),
};

export function phoneRoutes() {
  const r = createRouter();

  r.openapi(routes.bindHidden, async (c) => {
    const deps = c.get('deps');
    await rateLimit(deps.cache, `phone:${c.get('ip')}`, CALLS_PER_IP, 600);
    const input = c.req.valid('form');
    return okJson(c, await bindHidden(deps, { user: c.get('user'), areaHeader: c.req.header('areaCode'), input }));
  });

  r.openapi(routes.tel, async (c) => {
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
