import { createHash } from 'node:crypto';
import type { FindUrlSchemeQuery, UrlSchemeAnswer } from '@/lib/contract/wechat/api';
import { SCHEME_PER_MINUTE } from '@/lib/contract/wechat/enums';
import { cachedJson, type Cache } from '../../cache';
import { AppError, ERR } from '../../http/errors';
import type { WechatAdapter } from '../../adapters/wechat';

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
