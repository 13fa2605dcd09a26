import type { NextConfig } from 'next';

/** The render helper antd-mobile's utils/render re-exports (both its es and cjs builds), aliased to lib/antdRender.ts. */
export const ANTD_RENDER_MODULE = 'rc-util/lib/React/render';

/** Legacy routes of spec/routes.txt: permanent redirects that keep the query (Next keeps it by default). */
export const legacyRedirects: { source: string; destination: string }[] = [
  { source: '/planner/detail-old', destination: '/planner/detail' },
  { source: '/planner/list2', destination: '/planner/list' },
  { source: '/planner/list3', destination: '/planner/list' },
  { source: '/order/confirmorder_copy', destination: '/order/confirmorder' },
  { source: '/order/confirmorderCopy', destination: '/order/confirmorder' },
  { source: '/order/orderOld', destination: '/order/detail' },
  { source: '/pay/payResult_old', destination: '/pay/payResult' },
  { source: '/shopCart/copy', destination: '/shopCart' },
  { source: '/my/coupon/index_old', destination: '/my/coupon' },
  { source: '/my/merchantsJoinOld', destination: '/my/merchantsJoin' },
  // Campaign pages' old designs (inventory platform §4.12): the new engine's pages.
  { source: '/activity/old/exclusive', destination: '/activity/exclusive' },
  { source: '/activity/old/newproduct', destination: '/activity/newproduct' },
  { source: '/activity/old/seckill', destination: '/activity/seckill' },
  { source: '/activity/old/server', destination: '/activity/server' },
  { source: '/activity/old/special', destination: '/activity/special' },
  { source: '/activity/old/subsidy', destination: '/activity/subsidy' },
  { source: '/activity/old/subsidy3', destination: '/activity/subsidy2' },
];

/**
 * Static security headers of every page (not /api: the API answers JSON, and /api/docs carries its own inline script).
 * The Content-Security-Policy (with a per-request script nonce, lib/csp.ts) and Referrer-Policy are set by
 * proxy.ts. X-Frame-Options (older browsers) is sent only when FRAME_ANCESTORS names no other origin: it cannot
 * list origins; CSP frame-ancestors is what current browsers use.
 */
export function securityHeaders(env: Record<string, string | undefined> = process.env): { key: string; value: string }[] {
  const framed = (env.FRAME_ANCESTORS || '').split(/\s+/).some((o) => /^https?:\/\//.test(o));
  return [
    ...(framed ? [] : [{ key: 'X-Frame-Options', value: 'SAMEORIGIN' }]),
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Permissions-Policy', value: 'camera=(self), microphone=(), geolocation=(self), payment=(self), usb=(), fullscreen=(self)' },
  ];
}

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Server-rendered pages differ per request (city, session), so an ETag (a hash over the whole HTML) never saves a
  // transfer, yet hashing a 60 KB page cost about a tenth of the home's render time (docs/PERFORMANCE.md).
  generateEtags: false,
  transpilePackages: ['antd-mobile'],
  // One prom-client per process: scripts/start.mjs serves the registry the bundled server code records into
  // (server/metrics/registry.ts, ADR 0045), and a bundled copy would answer the cluster primary with another.
  serverExternalPackages: ['prom-client'],
  // Source maps of the browser chunks, for measuring what the first-load JS is made of (SOURCE_MAPS=1 npm run build).
  productionBrowserSourceMaps: process.env.SOURCE_MAPS === '1',
  // scripts/test-all.sh type-checks the whole project (tsc) before it builds, so its build skips Next's second pass
  // over the same files (about 50 s on 2 cores). Every other build type-checks as usual.
  typescript: { ignoreBuildErrors: process.env.BUILD_TYPECHECKED === '1' },
  // A fresh CI clone never reuses the build cache, and writing it took about 30 s there (docs/TESTING.md).
  experimental: {
    turbopackFileSystemCacheForBuild: !process.env.CI,
    // antd-mobile and its icons imported per component, whatever the import line says (pages/_app.tsx loads the
    // theme's global stylesheet, which only the package's index imported).
    optimizePackageImports: ['antd-mobile', 'antd-mobile-icons'],
    // A prefetch loads the route's chunks only; it does not ask the server (middleware) for every link in view
    // with a /_next/data request (issue 16: 26 such requests on the home's first load).
    proxyPrefetch: 'strict',
    // No bloom filter of routes and redirects in every page's JavaScript (issue 30). The legacy redirects below are
    // the server's: a client navigation to one asks the server (through middleware), which answers the redirect.
    clientRouterFilter: false,
  },
  turbopack: {
    // antd-mobile's imperative APIs (Toast.show, Dialog.alert) render through rc-util's React-DOM helper, which under
    // React 19 renders nothing; lib/antdRender.ts renders them with createRoot instead. Swapped at build time, so
    // _app never imports antd-mobile's entry to install a renderer (ADR 0050). vitest.config.ts has the same alias.
    resolveAlias: {
      [ANTD_RENDER_MODULE]: './lib/antdRender.ts',
      // next/link with prefetch off by default: a page's code loads on a link's hover or touch, not as it comes into
      // view (components/common/NextLink.tsx, ADR 0071).
      'next/link': './components/common/NextLink.tsx',
    },
  },
  allowedDevOrigins: ['127.0.0.1'],
  env: {
    NEXT_PUBLIC_APP_ENV: process.env.APP_ENV || 'P',
    NEXT_PUBLIC_CHAT_SITE_URL: process.env.CHAT_SITE_URL || '',
    NEXT_PUBLIC_ORDER_SITE_URL: process.env.ORDER_SITE_URL || '',
    NEXT_PUBLIC_PAY_SITE_URL: process.env.PAY_SITE_URL || '',
    NEXT_PUBLIC_SENTRY_DSN: process.env.SENTRY_DSN || '',
    NEXT_PUBLIC_SIGN_SECRET: process.env.SIGN_SECRET || '',
    NEXT_PUBLIC_SITE_URL: process.env.SITE_URL || '',
    NEXT_PUBLIC_FRAME_ANCESTORS: process.env.FRAME_ANCESTORS || '',
    NEXT_PUBLIC_WECHAT_MP_USERNAME: process.env.WECHAT_MP_USERNAME || '',
  },
  async headers() {
    return [{ source: '/((?!api/).*)', headers: securityHeaders() }];
  },
  async redirects() {
    return legacyRedirects.map((r) => ({ ...r, permanent: true }));
  },
};

export default nextConfig;
