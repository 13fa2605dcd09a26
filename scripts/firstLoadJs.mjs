// First-load JavaScript of the built pages, from .next/build-manifest.json (Next 16 no longer prints it).
// A page's first load is the scripts the browser is sent for a full page load of it: _app's chunks (the framework,
// Next's client, the app shell) plus the page's own, each counted once, gzip level 9 as a CDN would serve them.
// Chunks loaded later by dynamic import() are not first-load JS; what a page evaluates at start is what the
// Lighthouse bench (tests/bench/lighthouse.bench.mjs) measures.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const KB = 1024;

/** { page: gzip bytes } for every page of the build, and the files of each. */
export function firstLoadJsOfBuild(distDir = '.next') {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'));
  const sizes = new Map();
  const gzipOf = (file) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length);
    return sizes.get(file);
  };
  const app = manifest.pages['/_app'] || [];
  const pages = {};
  for (const [page, files] of Object.entries(manifest.pages)) {
    if (page === '/_app' || page === '/_error' || page === '/_document') continue;
    const all = [...new Set([...app, ...files])].filter((f) => f.endsWith('.js'));
    pages[page] = { bytes: all.reduce((sum, f) => sum + gzipOf(f), 0), files: all };
  }
  return { pages, appBytes: [...new Set(app)].filter((f) => f.endsWith('.js')).reduce((s, f) => s + gzipOf(f), 0) };
}

/** gzip bytes of one page's first load. */
export function firstLoadJs(page, distDir = '.next') {
  const { pages } = firstLoadJsOfBuild(distDir);
  if (!pages[page]) throw new Error(`${page} is not in the build manifest`);
  return pages[page].bytes;
}
