import { createHash, randomBytes } from 'node:crypto';
import type { FindUrlSchemeQuery, UrlSchemeAnswer, WxConfigAnswer } from '@/lib/contract/wechat/api';
import { CONFIG_PER_MINUTE, OPEN_TAG_WEAPP, SCHEME_PER_MINUTE } from '@/lib/contract/wechat/enums';
import { cachedJson, type Cache } from '../../cache';
import { AppError, ERR } from '../../http/errors';
import type { WechatAdapter, WechatJsAdapter } from '../../adapters/wechat';

/** A scheme is reused for a day per target: WeChat's generatescheme has a daily quota, and a scheme lives 30 days. */
const REUSE_SECONDS = 24 * 3600;

/**
 * find_url_scheme: the mini-program link for a page and its query. Each client IP may ask SCHEME_PER_MINUTE times a
 * minute (reserved before the vendor is called, ADR 0004); the same target is answered from the cache for a day.
 */
export async function findUrlScheme(deps: { cache: Cache; wechat: WechatAdapter; now: () => Date }, ip: string, input: FindUrlSchemeQuery): Promise<UrlSchemeAnswer> {
  const slot = await deps.cache.incrUpTo(`wx:scheme:ip:${ip}`, SCHEME_PER_MINUTE, 60);
  if (slot === null) throw new AppError(ERR.TOO_MANY, '请求过于频繁，请稍后再试');
  const target = { path: input.path, query: input.query, envVersion: input.envVersion };
  const key = `wx:scheme:${deps.wechat.name}:${createHash('sha256').update(`${target.envVersion}:${target.path}?${target.query}`).digest('hex')}`;
  return cachedJson(deps.cache, key, REUSE_SECONDS, async () => {
    let scheme;
    try {
      scheme = await deps.wechat.generateScheme(target, deps.now());
    } catch {
      throw new AppError(ERR.BUSY, '小程序链接生成失败，请稍后再试');
    }
    return { openlink: scheme.openlink, expireAt: scheme.expireAt.toISOString(), path: target.path, query: target.query };
  });
}

/** WeChat's JS-SDK signature: sha1 of the four fields in this order, as WeChat documents it. */
export function jsSdkSignature(f: { ticket: string; nonceStr: string; timestamp: number; url: string }): string {
  return createHash('sha1').update(`jsapi_ticket=${f.ticket}&noncestr=${f.nonceStr}&timestamp=${f.timestamp}&url=${f.url}`).digest('hex');
}

/**
 * find_config: wx.config's fields for a page in WeChat's browser. The jsapi_ticket is shared through the cache for as
 * long as WeChat says it lives (less 5 minutes), so instances do not each ask for one (WeChat limits the calls).
 */
export async function findWxConfig(deps: { cache: Cache; wechatJs: WechatJsAdapter; now: () => Date }, ip: string, pageUrl: string): Promise<WxConfigAnswer> {
  const slot = await deps.cache.incrUpTo(`wx:config:ip:${ip}`, CONFIG_PER_MINUTE, 60);
  if (slot === null) throw new AppError(ERR.TOO_MANY, '请求过于频繁，请稍后再试');
  const now = deps.now();
  let ticket: string;
  try {
    const cached = await deps.cache.get(`wx:jsticket:${deps.wechatJs.name}:${deps.wechatJs.appId}`);
    if (cached) ticket = cached;
    else {
      const t = await deps.wechatJs.jsapiTicket(now);
      ticket = t.ticket;
      await deps.cache.set(`wx:jsticket:${deps.wechatJs.name}:${deps.wechatJs.appId}`, ticket, Math.max(60, t.expiresIn - 300));
    }
  } catch {
    throw new AppError(ERR.BUSY, '微信配置获取失败，请稍后再试');
  }
  const url = pageUrl.split('#')[0];
  const nonceStr = randomBytes(8).toString('hex');
  const timestamp = Math.floor(now.getTime() / 1000);
  return { appId: deps.wechatJs.appId, timestamp, nonceStr, signature: jsSdkSignature({ ticket, nonceStr, timestamp, url }), url, openTagList: [OPEN_TAG_WEAPP] };
}
