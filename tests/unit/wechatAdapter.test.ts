import { describe, expect, it } from 'vitest';
import { createLocalWechat, createWechatAdapter, createWechatApi, createWechatJsAdapter, createWechatJsApi, LOCAL_SCHEME_PREFIX } from '@/server/adapters/wechat';
import { jsSdkSignature } from '@/server/modules/wechat/service';

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

  it('signs the JS-SDK config as WeChat documents it (its published example)', () => {
    expect(
      jsSdkSignature({
        ticket: 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
        nonceStr: 'Wm3WZYTPz0wzccnW',
        timestamp: 1414587457,
        url: 'http://mp.weixin.qq.com?params=value',
      }),
    ).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed');
  });

  it('asks WeChat for the official account\'s jsapi_ticket with its own token; local without credentials', async () => {
    expect(createWechatJsAdapter({}).name).toBe('local');
    expect(createWechatJsAdapter({ WECHAT_OA_APPID: 'wxoa', WECHAT_OA_SECRET: 's' })).toMatchObject({ name: 'wechat', appId: 'wxoa' });
    const urls: string[] = [];
    const fetch = async (url: string) => {
      urls.push(url);
      const body = url.includes('/cgi-bin/token') ? { access_token: 'tokoa', expires_in: 7200 } : { errcode: 0, ticket: 'T1', expires_in: 7200 };
      return new Response(JSON.stringify(body), { status: 200 });
    };
    const js = createWechatJsApi({ appId: 'wxoa', secret: 'sec', fetch });
    expect(await js.jsapiTicket(NOW)).toEqual({ ticket: 'T1', expiresIn: 7200 });
    expect(urls[0]).toContain('appid=wxoa');
    expect(urls[1]).toBe('https://api.weixin.qq.com/cgi-bin/ticket/getticket?type=jsapi&access_token=tokoa');
  });
});
