import { CreateAuditBody, DecideAuditBody, FindByCodeQuery, PurchaseAudit } from '@/lib/contract/bossaudit/api';
import { createRouter } from '../../http/router';
import { okJson } from '../../http/openapi';
import { getRoute, postRoute } from '../../http/route';
import { accountIdOf } from '../../http/caller';
import { requireAccount } from '../auth/session';
import { rateLimit } from '../auth/guard';
import { createAudit, decideAudit, findByCode } from './service';

const TAG = '老板审批';

const routes = {
  create: postRoute({
    path: '/api/treeBook/v1/create_audit',
    tag: TAG,
    summary: '发起采购审批（需登录）：按服务器价格生成审批单和发给老板的链接，7 天有效',
    form: CreateAuditBody,
    data: PurchaseAudit,
  }),
  findByCode: getRoute({
    path: '/api/treeBook/v1/find_by_code',
    tag: TAG,
    summary: '按审批码读取采购审批（链接即凭证，无需登录）',
    query: FindByCodeQuery,
    data: PurchaseAudit,
  }),
  decide: postRoute({
    path: '/api/treeBook/v1/decide',
    tag: TAG,
    summary: '老板审批：同意或驳回（驳回需原因）；每单只能审批一次，过期或重复为 409',
    form: DecideAuditBody,
    data: PurchaseAudit,
  }),
};

export function bossAuditRoutes() {
  const r = createRouter();
  r.openapi(routes.create, async (c) => {
    const user = requireAccount(c);
    const deps = c.get('deps');
    await rateLimit(deps.cache, `boss-audit:${user.userId}`, 20, 3600);
    return okJson(c, await createAudit(deps.db, user.userId, c.req.valid('form'), deps.now()));
  });
  r.openapi(routes.findByCode, async (c) => {
    const deps = c.get('deps');
    return okJson(c, await findByCode(deps.db, c.req.valid('query').code, deps.now(), accountIdOf(c)));
  });
  r.openapi(routes.decide, async (c) => {
    const deps = c.get('deps');
    // Guessing codes is pointless (90 random bits), but bound the tries per address anyway.
    await rateLimit(deps.cache, `boss-decide:${c.get('ip')}`, 30, 600);
    return okJson(c, await decideAudit(deps.db, c.req.valid('form'), deps.now(), accountIdOf(c)));
  });
  return r;
}
