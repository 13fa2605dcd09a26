// The route template of a page request, for the metrics' `route` label (docs/METRICS.md): the page Next serves it
// with (`/detail/[id]`), read from the build's routes manifest, never the raw path, so the number of series stays
// bounded whatever URLs arrive. Next's own assets are a few fixed labels; anything else (public files, redirects,
// 404s) is `other`.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const OTHER = 'other';

/** A labeller from a routes manifest ({ staticRoutes, dynamicRoutes }: `.next/routes-manifest.json`). */
export function pageRouteLabeler(manifest = {}) {
  const exact = new Map((manifest.staticRoutes ?? []).map((r) => [r.page, r.page]));
  const dynamic = (manifest.dynamicRoutes ?? []).filter((r) => !r.page.startsWith('/api/')).map((r) => ({ page: r.page, re: new RegExp(r.regex) }));
  return function label(url = '/') {
    const q = url.indexOf('?');
    let p = q === -1 ? url : url.slice(0, q);
    if (p.startsWith('/_next/')) {
      // A client navigation's data request names its page: /_next/data/<build id>/<path>.json.
      if (!p.startsWith('/_next/data/')) return p.startsWith('/_next/static/') ? '/_next/static' : p.startsWith('/_next/image') ? '/_next/image' : '/_next/other';
      const rest = p.slice('/_next/data/'.length);
      const slash = rest.indexOf('/');
      if (slash === -1 || !rest.endsWith('.json')) return '/_next/data';
      p = rest.slice(slash, -'.json'.length);
      if (p === '/index') p = '/';
    }
    if (p.length > 1 && p.endsWith('/')) p = p.slice(0, -1);
    const hit = exact.get(p);
    if (hit) return hit;
    for (const d of dynamic) if (d.re.test(p)) return d.page;
    return OTHER;
  };
}

/** The labeller of the build in `dir` (an empty one when the manifest cannot be read: every page is then `other`). */
export function buildPageRouteLabeler(dir = process.cwd()) {
  try {
    return pageRouteLabeler(JSON.parse(readFileSync(path.join(dir, '.next', 'routes-manifest.json'), 'utf8')));
  } catch {
    return pageRouteLabeler();
  }
}
