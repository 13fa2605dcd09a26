import { z } from 'zod';
import { oneOf, optional, required } from '../fields';
import { ENV_VERSIONS, MINI_PATH_PATTERN, MINI_QUERY_PATTERN } from './enums';

/**
 * WeChat (spec §7 "WeChat"): find_url_scheme, the link that opens a page of our mini-program from outside WeChat;
 * find_config, the JS-SDK signature a page in WeChat's browser needs to use the open tag that opens it from inside.
 */

export const FindUrlSchemeQuery = z.object({
  path: required(z.string({ error: '小程序页面不能为空' }).trim().regex(MINI_PATH_PATTERN, '小程序页面有误')).meta({ example: 'pages/index/index' }),
  query: optional(z.string().regex(MINI_QUERY_PATTERN, '页面参数有误'))
    .transform((v) => v ?? '')
    .meta({ example: 'id=123' }),
  envVersion: optional(oneOf(ENV_VERSIONS, '小程序版本有误'))
    .transform((v) => v ?? 'release')
    .meta({ description: 'release 正式版（默认）、trial 体验版、develop 开发版' }),
});
export type FindUrlSchemeQuery = z.infer<typeof FindUrlSchemeQuery>;

export const UrlSchemeAnswer = z.object({
  openlink: z.string().meta({ example: 'weixin://dl/business/?t=LOCAL0123456789ABCDEF' }),
  expireAt: z.string().meta({ description: 'ISO 8601；过期后需重新获取' }),
  path: z.string(),
  query: z.string(),
});
export type UrlSchemeAnswer = z.infer<typeof UrlSchemeAnswer>;

export const FindConfigQuery = z.object({
  url: required(
    z
      .string({ error: '页面地址不能为空' })
      .trim()
      .max(1000, '页面地址过长')
      .refine((u) => URL.canParse(u) && /^https?:$/.test(new URL(u).protocol), '页面地址有误'),
  ).meta({ description: '当前页面完整地址（# 之后的部分会被去掉）', example: 'https://m.example.com/activity/openWxApplet?path=pages/index/index' }),
});
export type FindConfigQuery = z.infer<typeof FindConfigQuery>;

export const WxConfigAnswer = z.object({
  appId: z.string(),
  timestamp: z.number().int().meta({ description: '秒' }),
  nonceStr: z.string(),
  signature: z.string().meta({ description: 'sha1(jsapi_ticket=…&noncestr=…&timestamp=…&url=…)' }),
  /** The URL signed (without its #fragment): wx.config must run on exactly this page address. */
  url: z.string(),
  openTagList: z.array(z.string()),
});
export type WxConfigAnswer = z.infer<typeof WxConfigAnswer>;
