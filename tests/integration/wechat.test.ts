import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, randomIp, type TestContext } from './helpers';

// WeChat find_url_scheme (spec §7 "WeChat"): the mini-program link of a page; the local default answers the
// documented test scheme (weixin://dl/business/?t=LOCAL + 16 hex), stable per target; input named by field;
// 30 a minute per client IP.

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ catalog: false });
});
afterAll(() => t?.close());

const scheme = (input: Record<string, string>, ip = randomIp()) => t.call('GET', '/api/wechat/v1/find_url_scheme', input, { ip });

describe('find_url_scheme', () => {
  it('answers the local test scheme for a page and its query, the same one for the same target', async () => {
    const a = await scheme({ path: 'pages/my_son/interview/confirm', query: 'id=iv_1' });
    expect(a.code, a.msg).toBe(200);
    expect(a.data.openlink).toMatch(/^weixin:\/\/dl\/business\/\?t=LOCAL[0-9A-F]{16}$/);
    expect(a.data).toMatchObject({ path: 'pages/my_son/interview/confirm', query: 'id=iv_1' });
    expect(Date.parse(a.data.expireAt) - t.deps.now().getTime()).toBeGreaterThan(29 * 86400_000);
    const again = await scheme({ path: 'pages/my_son/interview/confirm', query: 'id=iv_1' });
    expect(again.data.openlink).toBe(a.data.openlink);
    const other = await scheme({ path: 'pages/my_son/interview/confirm', query: 'id=iv_2' });
    expect(other.data.openlink).not.toBe(a.data.openlink);
    const trial = await scheme({ path: 'pages/my_son/interview/confirm', query: 'id=iv_1', envVersion: 'trial' });
    expect(trial.data.openlink).not.toBe(a.data.openlink);
  });

  it('refuses what is not a page of the mini-program, naming the field', async () => {
    expect((await scheme({})).msg).toMatch(/^path：/);
    expect((await scheme({ path: 'https://evil.example' })).msg).toBe('path：小程序页面有误');
    expect((await scheme({ path: 'pages/a', query: 'a=<b>' })).msg).toBe('query：页面参数有误');
    expect((await scheme({ path: 'pages/a', query: 'a'.repeat(513) })).msg).toBe('query：页面参数有误');
    expect((await scheme({ path: 'pages/a', envVersion: 'beta' })).msg).toBe('envVersion：小程序版本有误');
  });

  it('gives one client IP 30 schemes a minute, counted exactly under concurrency', async () => {
    const ip = randomIp();
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => scheme({ path: 'pages/index/index', query: `n=${i}` }, ip)));
    expect(answers.filter((a) => a.code === 200)).toHaveLength(30);
    expect(answers.filter((a) => a.code === 429)).toHaveLength(20);
    expect((await scheme({ path: 'pages/index/index' }, ip)).msg).toBe('请求过于频繁，请稍后再试');
    // Another visitor is not held back.
    expect((await scheme({ path: 'pages/index/index' })).code).toBe(200);
  });
});

describe('find_config', () => {
  const config = (url: string | undefined, ip = randomIp()) => t.call('GET', '/api/wechat/v1/find_config', url === undefined ? {} : { url }, { ip });

  it('signs the page address without its fragment with the (local) jsapi_ticket, as WeChat checks it', async () => {
    const { jsSdkSignature } = await import('@/server/modules/wechat/service');
    const { LOCAL_JS_APP_ID, LOCAL_JSAPI_TICKET } = await import('@/server/adapters/wechat');
    const before = Math.floor(t.deps.now().getTime() / 1000);
    const r = await config('https://m.example.com/activity/openWxApplet?path=pages/index/index#top');
    const after = Math.floor(t.deps.now().getTime() / 1000);
    expect(r.code, r.msg).toBe(200);
    expect(r.data).toMatchObject({ appId: LOCAL_JS_APP_ID, url: 'https://m.example.com/activity/openWxApplet?path=pages/index/index', openTagList: ['wx-open-launch-weapp'] });
    // The server's clock in whole seconds, read while the call ran.
    expect(r.data.timestamp).toBeGreaterThanOrEqual(before);
    expect(r.data.timestamp).toBeLessThanOrEqual(after);
    expect(r.data.nonceStr).toMatch(/^[0-9a-f]{16}$/);
    expect(r.data.signature).toBe(jsSdkSignature({ ticket: LOCAL_JSAPI_TICKET, nonceStr: r.data.nonceStr, timestamp: r.data.timestamp, url: r.data.url }));
    // A fresh nonce each time.
    expect((await config('https://m.example.com/a')).data.nonceStr).not.toBe(r.data.nonceStr);
  });

  it('names the field for a missing or unusable address', async () => {
    expect((await config(undefined)).msg).toBe('url：不能为空');
    expect((await config('javascript:alert(1)')).msg).toBe('url：页面地址有误');
    expect((await config('not a url')).msg).toBe('url：页面地址有误');
    expect((await config(`https://m.example.com/${'a'.repeat(1000)}`)).msg).toBe('url：页面地址过长');
  });

  it('gives one client IP 60 signatures a minute, counted exactly under concurrency', async () => {
    const ip = randomIp();
    const answers = await Promise.all(Array.from({ length: 70 }, (_, i) => config(`https://m.example.com/p${i}`, ip)));
    expect(answers.filter((a) => a.code === 200)).toHaveLength(60);
    expect(answers.filter((a) => a.code === 429)).toHaveLength(10);
  });
});
