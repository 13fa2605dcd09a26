import { FindConfigQuery, FindUrlSchemeQuery, UrlSchemeAnswer, WxConfigAnswer } from '@/lib/contract/wechat/api';
import { createRouter } from '../../http/router';
import { okJson } from '../../http/openapi';
import { getRoute } from '../../http/route';
import { findUrlScheme, findWxConfig } from './service';

const tag = '微信';

const routes = {
  findUrlScheme: getRoute({
    path: '/api/wechat/v1/find_url_scheme',
    tag,
    summary: '小程序 URL Scheme（weixin://dl/business/?t=…）：打开小程序指定页面；无需登录，每 IP 每分钟 30 次；本地默认返回测试 scheme（t=LOCAL…）',
    query: FindUrlSchemeQuery,
    data: UrlSchemeAnswer,
  }),
  findConfig: getRoute({
    path: '/api/wechat/v1/find_config',
    tag,
    summary: '微信 JS-SDK 配置（wx.config：appId、timestamp、nonceStr、signature），供微信内打开小程序的开放标签使用；无需登录，每 IP 每分钟 60 次；本地默认为测试 appId 与 ticket（微信会拒绝）',
    query: FindConfigQuery,
    data: WxConfigAnswer,
  }),
};

export function wechatRoutes() {
  const r = createRouter();
  r.openapi(routes.findUrlScheme, async (c) => {
    const { cache, adapters, now } = c.get('deps');
    return okJson(c, await findUrlScheme({ cache, wechat: adapters.wechat, now }, c.get('ip'), c.req.valid('query')));
  });
  r.openapi(routes.findConfig, async (c) => {
    const { cache, adapters, now } = c.get('deps');
    return okJson(c, await findWxConfig({ cache, wechatJs: adapters.wechatJs, now }, c.get('ip'), c.req.valid('query').url));
  });
  return r;
}
