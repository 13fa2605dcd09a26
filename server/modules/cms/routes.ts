import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { jsonOk, okJson } from '../../http/openapi';
import { findProtocol } from './service';

const findProtocolRoute = createRoute({
  method: 'get',
  path: '/api/find_protocol',
  tags: ['内容'],
  summary: '按分类编码获取协议文档（HTML）；未知编码返回空 rows',
  request: {
    query: z.object({
      categoryCode: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, '协议编码有误').openapi({ example: 'protocol100122' }),
      includeField: z.string().max(64, '字段列表过长').optional().openapi({ example: 'content,title' }),
    }),
  },
  responses: jsonOk(
    z
      .object({
        rows: z.array(z.object({ categoryCode: z.string(), title: z.string().optional(), content: z.string().optional() })),
      })
      .openapi('ProtocolRows'),
  ),
});

export function cmsRoutes() {
  const r = createRouter();
  r.openapi(findProtocolRoute, async (c) => {
    const { categoryCode, includeField } = c.req.valid('query');
    return okJson(c, await findProtocol(c.get('deps').db, categoryCode, includeField));
  });
  return r;
}
