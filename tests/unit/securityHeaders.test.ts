import nextConfig, { securityHeaders } from '@/next.config';
import { referrerPolicyOf } from '@/proxy';
import { contentSecurityPolicy, nonceOf } from '@/lib/csp';
// @ts-expect-error a plain .mjs module of the production server
import { inlineScriptHashes, patchCspHeader, withScriptHashes } from '@/scripts/cspStatic.mjs';

const header = (hs: { key: string; value: string }[], key: string) => hs.find((h) => h.key === key)?.value;
const directive = (csp: string, name: string) => csp.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `)) ?? '';

async function runMiddleware(path: string) {
  const { NextRequest } = await import('next/server');
  const { proxy } = await import('@/proxy');
  return proxy(new NextRequest(`http://localhost:3100${path}`, { headers: { host: '127.0.0.1:3100' } }));
}

describe('static security headers of pages (next.config.ts)', () => {
  it('applies them to every page but not to the API', async () => {
    const rules = await nextConfig.headers!();
    expect(rules).toHaveLength(1);
    const re = new RegExp(`^${rules[0].source}$`);
    expect(re.test('/')).toBe(true);
    expect(re.test('/order/sharePay')).toBe(true);
    expect(re.test('/api/openapi.json')).toBe(false);
    const hs = securityHeaders({});
    expect(header(hs, 'X-Frame-Options')).toBe('SAMEORIGIN');
    expect(header(hs, 'X-Content-Type-Options')).toBe('nosniff');
    expect(header(hs, 'Permissions-Policy')).toMatch(/microphone=\(\)/);
    // an embedding origin is configured: frame-ancestors decides, X-Frame-Options cannot list it
    expect(header(securityHeaders({ FRAME_ANCESTORS: 'https://app.example.com' }), 'X-Frame-Options')).toBeUndefined();
  });
});

describe('Content-Security-Policy (lib/csp.ts, proxy.ts)', () => {
  it('runs scripts from this origin and the request nonce only, and is framed only by our own pages', () => {
    const csp = contentSecurityPolicy({ nonce: 'abc123==' });
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'nonce-abc123=='");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'self'");
    // Frames: our own pages only (the signed PDFs are drawn by PDF.js, not framed).
    expect(directive(csp, 'frame-src')).toBe("frame-src 'self'");
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
    expect(directive(csp, 'base-uri')).toBe("base-uri 'self'");
    expect(nonceOf(csp)).toBe('abc123==');
  });

  it('adds configured embedders, Sentry and, in development, hot reload', () => {
    const csp = contentSecurityPolicy({ nonce: 'n', frameAncestors: 'https://app.example.com  https://mp.example.com/x bad', sentryDsn: 'https://k@o1.ingest.sentry.io/2' });
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'self' https://app.example.com https://mp.example.com");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://o1.ingest.sentry.io");
    expect(directive(contentSecurityPolicy({ nonce: 'n', dev: true }), 'script-src')).toBe("script-src 'self' 'nonce-n' 'unsafe-eval'");
    expect(directive(contentSecurityPolicy({ nonce: 'n', wechatJsSdk: true }), 'script-src')).toBe("script-src 'self' 'nonce-n' https://res.wx.qq.com");
  });

  it('the proxy sends a fresh nonce per page, on the response and to the render', async () => {
    const a = await runMiddleware('/');
    const b = await runMiddleware('/');
    const csp = a.headers.get('content-security-policy')!;
    expect(nonceOf(csp)).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonceOf(b.headers.get('content-security-policy'))).not.toBe(nonceOf(csp));
    expect(a.headers.get('x-middleware-request-content-security-policy')).toBe(csp);
  });

  it('the production server allows the inline scripts of prerendered pages by hash', () => {
    const html = '<script id="__NEXT_DATA__" type="application/json">{"a":1}</script><script>boot()</script><script src="/x.js"></script>';
    const hashes = inlineScriptHashes(html);
    expect(hashes).toHaveLength(1);
    expect(hashes[0]).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
    expect(withScriptHashes("default-src 'self'; script-src 'self' 'nonce-n'; style-src 'self'", hashes)).toBe(
      `default-src 'self'; script-src 'self' 'nonce-n' ${hashes[0]}; style-src 'self'`,
    );
    const set: Record<string, string> = {};
    const res = { setHeader: (k: string, v: string) => (set[k] = v), writeHead: () => res };
    patchCspHeader(res, hashes);
    res.setHeader('Content-Security-Policy', "script-src 'self'");
    res.setHeader('X-Other', "script-src 'self'");
    expect(set['Content-Security-Policy']).toBe(`script-src 'self' ${hashes[0]}`);
    expect(set['X-Other']).toBe("script-src 'self'");
  });
});

describe('Referrer-Policy (proxy.ts)', () => {
  it('never lets a hand-off token leave in a Referer', () => {
    const q = (s: string) => new URLSearchParams(s);
    expect(referrerPolicyOf('/', q(''))).toBe('strict-origin-when-cross-origin');
    expect(referrerPolicyOf('/detail', q('productId=1'))).toBe('strict-origin-when-cross-origin');
    expect(referrerPolicyOf('/order/sharePay', q('token=abc'))).toBe('no-referrer');
    expect(referrerPolicyOf('/pay/sharePayResult', q(''))).toBe('no-referrer');
    expect(referrerPolicyOf('/im/chat', q('token=t&userId=u'))).toBe('no-referrer');
    expect(referrerPolicyOf('/', q('sourcePlatform=IM&token=t'))).toBe('no-referrer');
  });

  it('is sent on the page response, also on redirects', async () => {
    expect((await runMiddleware('/')).headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect((await runMiddleware('/order/sharePay?token=abc')).headers.get('referrer-policy')).toBe('no-referrer');
    const redirected = await runMiddleware('/my/wallet?token=abc');
    expect(redirected.status).toBe(307);
    expect(redirected.headers.get('referrer-policy')).toBe('no-referrer');
  });
});
