import { z } from 'zod';
import {
  OpsAuditPage,
  OpsAuditQuery,
  OpsCodeBody,
  OpsCodeSent,
  OpsHeldPage,
  OpsLoginBody,
  OpsMe,
  OpsPageQuery,
  OpsQueues,
  OpsSheet,
  OpsSheetPage,
  OpsSheetQuery,
} from '@/lib/contract/ops/api';
import { createRouter } from '../../http/router';
import { okJson } from '../../http/openapi';
import { getRoute, postRoute } from '../../http/route';
import { searchAudit } from './audit';
import { meOf, opsLogin, opsLogout, requireOpsOperator, sendOpsCode, setOpsCookie } from './login';
import { arbitrationPage, arbitrationSheet } from '../aftersale/arbitration';
import { heldPostPage } from '../known/held';
import { queueCounts } from './queues';

const TAG = '运营工作台';
const Ok = z.object({ ok: z.boolean() });

const routes = {
  code: postRoute({ path: '/api/ops/v1/code', tag: TAG, summary: '运营登录第一步：手机号与密码正确时向该手机发送验证码（密码每小时最多错 10 次）', form: OpsCodeBody, data: OpsCodeSent }),
  login: postRoute({ path: '/api/ops/v1/login', tag: TAG, summary: '运营登录第二步：密码与验证码；成功后设置 HttpOnly、SameSite=Strict 的会话 Cookie', form: OpsLoginBody, data: OpsMe }),
  logout: postRoute({ path: '/api/ops/v1/logout', tag: TAG, summary: '退出运营工作台', form: z.object({}), data: Ok }),
  me: getRoute({ path: '/api/ops/v1/me', tag: TAG, summary: '当前运营账号（仅运营会话；其他会话 403）', data: OpsMe }),
  queues: getRoute({ path: '/api/ops/v1/queues', tag: TAG, summary: '各待办队列的数量', data: OpsQueues }),
  held: getRoute({ path: '/api/ops/v1/known/held', tag: TAG, summary: '待审核的必懂内容（先早后晚），附暂缓原因与命中的词', query: OpsPageQuery, data: OpsHeldPage }),
  refunds: getRoute({ path: '/api/ops/v1/refund/list', tag: TAG, summary: '待平台裁决的售后单（客户申请平台介入，先早后晚）', query: OpsPageQuery, data: OpsSheetPage }),
  refund: getRoute({ path: '/api/ops/v1/refund/detail', tag: TAG, summary: '售后单裁决详情：双方陈述、金额与协商历史', query: OpsSheetQuery, data: OpsSheet }),
  audit: getRoute({ path: '/api/ops/v1/audit', tag: TAG, summary: '审计日志：平台的每一次决定（运营或 X-Operator-Token），可按对象ID、操作人、内容搜索', query: OpsAuditQuery, data: OpsAuditPage }),
};

/** The operator desk's own endpoints (issue 27 §5); its decisions go through the existing endpoints, audited there. */
export function opsRoutes() {
  const r = createRouter();
  r.openapi(routes.code, async (c) => okJson(c, await sendOpsCode(c.get('deps'), c.req.valid('form'), c.get('ip'))));
  r.openapi(routes.login, async (c) => {
    const s = await opsLogin(c.get('deps'), c.req.valid('form'), c.get('ip'));
    setOpsCookie(c, s.token, s.expiresAt);
    return okJson(c, s.me);
  });
  r.openapi(routes.logout, async (c) => {
    await opsLogout(c);
    return okJson(c, { ok: true });
  });
  r.openapi(routes.me, async (c) => okJson(c, meOf(requireOpsOperator(c))));
  r.openapi(routes.queues, async (c) => {
    requireOpsOperator(c);
    return okJson(c, await queueCounts(c.get('deps').db));
  });
  r.openapi(routes.held, async (c) => {
    requireOpsOperator(c);
    return okJson(c, await heldPostPage(c.get('deps').db, c.req.valid('query')));
  });
  r.openapi(routes.refunds, async (c) => {
    requireOpsOperator(c);
    return okJson(c, await arbitrationPage(c.get('deps').db, c.req.valid('query')));
  });
  r.openapi(routes.refund, async (c) => {
    requireOpsOperator(c);
    return okJson(c, await arbitrationSheet(c.get('deps').db, c.req.valid('query').id));
  });
  r.openapi(routes.audit, async (c) => {
    requireOpsOperator(c);
    return okJson(c, await searchAudit(c.get('deps').db, c.req.valid('query')));
  });
  return r;
}
