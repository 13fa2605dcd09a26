import { FindUrlSchemeQuery, UrlSchemeAnswer } from '@/lib/contract/wechat/api';
import { createRouter } from '../../http/router';
import { okJson } from '../../http/openapi';
import { getRoute } from '../../http/route';
import { findUrlScheme } from './service';

const tag = '微信';

const routes = {
  findUrlScheme: getRoute({
    path: '/api/wechat/v1/find_url_scheme',
    tag,
    summary: '小程序 URL Scheme（weixin://dl/business/?t=…）：打开小程序指定页面；无需登录，每 IP 每分钟 30 次；本地默认返回测试 scheme（t=LOCAL…）',
    query: FindUrlSchemeQuery,
    data: UrlSchemeAnswer,
  }),
};

export function wechatRoutes() {
  const r = createRouter();
  r.openapi(routes.findUrlScheme, async (c) => {
    const { cache, adapters, now } = c.get('deps');
    return okJson(c, await findUrlScheme({ cache, wechat: adapters.wechat, now }, c.get('ip'), c.req.valid('query')));
  });
  return r;
}
