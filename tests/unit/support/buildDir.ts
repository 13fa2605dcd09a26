import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A `.next`-like folder with a BUILD_ID and a routes manifest written the way Next writes them (for routeMatcher). */
export function fakeBuildDir(buildId: string, manifest: { staticRoutes?: { page: string }[]; dynamicRoutes?: { page: string; regex: string }[]; redirects?: unknown[]; rewrites?: unknown }): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'crisps-dist-'));
  fs.writeFileSync(path.join(dist, 'BUILD_ID'), `${buildId}\n`);
  const staticRoutes = (manifest.staticRoutes ?? []).map((r) => ({ ...r, regex: `^${r.page === '/' ? '/' : r.page}(?:/)?$` }));
  fs.writeFileSync(path.join(dist, 'routes-manifest.json'), JSON.stringify({ ...manifest, staticRoutes }));
  return dist;
}

/** The usual test build: `/`, `/detail`, the API catch-all and one dynamic page. */
export const STANDARD_ROUTES = {
  staticRoutes: [{ page: '/' }, { page: '/detail' }],
  dynamicRoutes: [{ page: '/api/[[...route]]', regex: '^/api(?:/(.+?))?(?:/)?$' }],
};
