import { describe, expect, it } from 'vitest';
import type { PageLoadContext } from '@/lib/pageLoader';
import { handoffMode, miniRoute, passThroughQuery, targetFromLink } from '@/lib/wechat/handoffRules';
import { loadFixedTarget, loadInterviewTarget, loadLinkedTarget } from '@/services/loaders/miniHandoff';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36';

describe('mini-program hand-off rules', () => {
  it('chooses the way by where the page is open', () => {
    expect(handoffMode(IPHONE)).toBe('mobile');
    expect(handoffMode(ANDROID)).toBe('mobile');
    expect(handoffMode(`${IPHONE} MicroMessenger/8.0.47`)).toBe('wechat');
    expect(handoffMode(`${ANDROID} MicroMessenger/8.0.47 miniProgram`)).toBe('miniProgram');
    expect(handoffMode('Mozilla/5.0 (X11; Linux x86_64) Chrome/126 Safari/537.36')).toBe('desktop');
  });

  it('renders the first frame for the request’s browser: the loaders read the user agent', async () => {
    const ctx = (ua: string, query: Record<string, string> = {}) => ({ query, req: { headers: { 'user-agent': ua } } }) as unknown as PageLoadContext;
    expect(await loadLinkedTarget(ctx(IPHONE))).toEqual({ target: { path: 'pages/index/index', query: '' }, mode: 'mobile' });
    expect((await loadFixedTarget('pages/member/index')(ctx(`${IPHONE} MicroMessenger/8.0.47`, { id: '3' })))).toEqual({
      target: { path: 'pages/member/index', query: 'id=3' },
      mode: 'wechat',
    });
    expect((await loadInterviewTarget(ctx('Mozilla/5.0 (X11; Linux x86_64) Chrome/126', { id: 'iv_1' }))).mode).toBe('desktop');
  });

  it('hands the link’s own parameters on, never its flags or credentials', () => {
    expect(passThroughQuery({ id: '12', channel: 'sms', token: 't', userId: 'u', isHideH5Nav: '1', path: 'x', empty: '' })).toBe('id=12&channel=sms');
    expect(passThroughQuery({})).toBe('');
  });

  it('accepts only pages of the mini-program with a query WeChat takes', () => {
    expect(targetFromLink(undefined, undefined, 'pages/index/index')).toEqual({ path: 'pages/index/index', query: '' });
    expect(targetFromLink('/pages/goods/detail', '?id=1&from=h5', 'pages/index/index')).toEqual({ path: 'pages/goods/detail', query: 'id=1&from=h5' });
    expect(targetFromLink('https://evil.example/x', '', 'pages/index/index')).toBeNull();
    expect(targetFromLink('pages/../../x', '', 'pages/index/index')).toBeNull();
    expect(targetFromLink('pages/a', 'a=<b>', 'pages/index/index')).toBeNull();
    expect(targetFromLink('pages/a', 'a'.repeat(513), 'pages/index/index')).toBeNull();
    expect(miniRoute({ path: 'pages/a/b', query: 'id=1' })).toBe('/pages/a/b?id=1');
    expect(miniRoute({ path: 'pages/a/b', query: '' })).toBe('/pages/a/b');
  });
});
