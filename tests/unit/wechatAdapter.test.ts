import { describe, expect, it } from 'vitest';
import { createLocalWechat, createWechatAdapter, createWechatApi, LOCAL_SCHEME_PREFIX } from '@/server/adapters/wechat';

const NOW = new Date('2026-11-25T03:00:00Z');
const target = { path: 'pages/index/index', query: 'a=1', envVersion: 'release' as const };

describe('wechat adapter', () => {
  it('is local without an app id and secret', async () => {
    expect(createWechatAdapter({}).name).toBe('local');
    expect(createWechatAdapter({ WECHAT_MP_APPID: 'wx1', WECHAT_MP_SECRET: 's' }).name).toBe('wechat');
    const s = await createLocalWechat().generateScheme(target, NOW);
    expect(s.openlink.startsWith(LOCAL_SCHEME_PREFIX)).toBe(true);
    expect(s.expireAt.toISOString()).toBe('2026-12-25T03:00:00.000Z');
  });

  it('asks WeChat for a token once, then generatescheme with the page, and drops a revoked token', async () => {
    const calls: { url: string; body?: string }[] = [];
    let schemeAnswers = [{ errcode: 0, openlink: 'weixin://dl/business/?t=abc' }, { errcode: 40001, errmsg: 'invalid credential' }, { errcode: 0, openlink: 'weixin://dl/business/?t=def' }];
    const fetch = async (url: string, init?: RequestInit) => {
      calls.push({ url, body: init?.body as string | undefined });
      const body = url.includes('/cgi-bin/token') ? { access_token: `tok${calls.length}`, expires_in: 7200 } : schemeAnswers[0];
      if (!url.includes('/cgi-bin/token')) schemeAnswers = schemeAnswers.slice(1);
      return new Response(JSON.stringify(body), { status: 200 });
    };
    const wx = createWechatApi({ appId: 'wx1', secret: 'sec', fetch });
    expect((await wx.generateScheme(target, NOW)).openlink).toBe('weixin://dl/business/?t=abc');
    expect(calls[0].url).toContain('appid=wx1');
    expect(JSON.parse(calls[1].body!)).toMatchObject({ jump_wxa: { path: 'pages/index/index', query: 'a=1', env_version: 'release' }, is_expire: true });
    expect(calls[1].url).toContain('access_token=tok1');
    await expect(wx.generateScheme(target, NOW)).rejects.toThrow('40001');
    expect(calls).toHaveLength(3);
    expect((await wx.generateScheme(target, NOW)).openlink).toBe('weixin://dl/business/?t=def');
    // The revoked token was dropped: a new one was fetched before the third scheme.
    expect(calls.filter((c) => c.url.includes('/cgi-bin/token'))).toHaveLength(2);
  });
});
