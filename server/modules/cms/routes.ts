import { FindProtocolQuery, ProtocolRows } from '@/lib/contract/cms/api';
import { createRouter } from '../../http/router';
import { okJson } from '../../http/openapi';
import { getRoute } from '../../http/route';
import { findProtocol } from './service';

const findProtocolRoute = getRoute({
  path: '/api/find_protocol',
  tag: '内容',
  summary: '按分类编码获取协议文档（HTML）；未知编码返回空 rows',
  query: FindProtocolQuery,
  data: ProtocolRows,
});

export function cmsRoutes() {
  const r = createRouter();
  r.openapi(findProtocolRoute, async (c) => {
    const { categoryCode, includeField } = c.req.valid('query');
    return okJson(c, await findProtocol(c.get('deps').db, categoryCode, includeField));
  });
  return r;
}
