#!/usr/bin/env node
// Page-speed benchmark (issue 16; not a timed test): Lighthouse (npm) in Debian's chromium, mobile preset with
// simulated throttling, over every key page of the storefront, each run --runs times (median reported).
// Prints per page: performance score, FCP, LCP, total blocking time, speed index, CLS, and the boot figures of the
// median run: script evaluation (bootup-time), main-thread breakdown, JS transferred and the number of requests the
// page made for other routes (prefetches). Lighthouse scores depend on the machine's load: the 1-minute load average
// (`uptime`) is printed before and after, and decisions should lean on the deterministic figures (bytes, counts).
// Usage: npm run build && npm run bench:lighthouse -- [--runs 3] [--pages /,/test] [--port 3391] [--url http://…]
//        [--baseline http://…] [--json out.json] [--reports dir] [--launcher-flags]
// --baseline: a server of another build (same seed): each page's runs alternate between it and this build.
// --launcher-flags: let Lighthouse launch Chrome itself, with chrome-launcher's flags as they are (RenderDocument off;
// see shippedChromeFlags below and docs/adr/0076).
// Without --url it starts the production server (scripts/start.mjs) on a fresh data dir and stops it at the end.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Launcher, launch as launchChromeAt } from 'chrome-launcher';
import { get, median, startServer, stopServer, waitUp as waitUpAt } from './prodServer.mjs';

const arg = (name, def) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : def;
};
const RUNS = Number(arg('runs', 3));
const PORT = Number(arg('port', 3391));
const BASE = arg('url', `http://127.0.0.1:${PORT}`);
const ONLY = arg('pages', '')
  .split(',')
  .filter(Boolean);
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';
const load = () => os.loadavg().map((x) => x.toFixed(2)).join(' ');

const waitUp = () => waitUpAt(BASE);

/** Follows redirects (a goods card may land on its category's own detail page); the final path. */
async function landing(p, base = BASE) {
  let cur = p;
  for (let i = 0; i < 4; i++) {
    const r = await get(base + cur);
    if (r.status >= 300 && r.status < 400 && r.location) {
      const u = new URL(r.location, base);
      cur = u.pathname + u.search;
      continue;
    }
    if (r.status !== 200) throw new Error(`${cur} answered ${r.status}`);
    return { path: cur, body: r.body };
  }
  throw new Error(`${p}: too many redirects`);
}

const firstHref = (html, re, what) => {
  const m = re.exec(html);
  if (!m) throw new Error(`no ${what} link found`);
  return m[1].replace(/&amp;/g, '&');
};

/** The key pages, found the way a visitor finds them: through the pages' own links. */
async function keyPages() {
  const home = await landing('/');
  const detail = await landing(firstHref(home.body, /href="(\/detail[^"]*productId=[^"]+)"/, 'goods'));
  const planner = firstHref(detail.body + home.body, /href="(\/planner\/detail\?[^"]+)"/, 'planner');
  const known = await landing('/known');
  const knownDetail = firstHref(known.body, /href="(\/known\/detail\/(?:question|article|answer)\?[^"]+)"/, '必懂 detail');
  return [
    ['/', '/'],
    ['/detail', detail.path],
    ['/planner/detail', (await landing(planner)).path],
    ['/category', (await landing('/category')).path],
    ['/search/searchGoods', (await landing('/search/searchGoods?keyword=%E5%85%AC%E5%8F%B8%E6%B3%A8%E5%86%8C')).path],
    ['/known', known.path],
    ['/known/detail', (await landing(knownDetail)).path],
    // The rest of issue 30's ten pages: 发现, 我的 (a visitor's) and the 秒杀会场.
    ['/found', (await landing('/found')).path],
    ['/my', (await landing('/my')).path],
    ['/seckill', (await landing('/seckill')).path],
    ['/test', '/test'],
  ].filter(([name]) => !ONLY.length || ONLY.includes(name));
}

const LH_BIN = path.resolve('node_modules/.bin/lighthouse');

const LAUNCHER_FLAGS = process.argv.includes('--launcher-flags');

/**
 * chrome-launcher's own flags for tools (no first-run screens, no background networking, no throttled timers…), except
 * that RenderDocument keeps Chrome's default. chrome-launcher 1.2.1 turns it off to dodge Lighthouse bugs of its own;
 * with it off, Chromium held this app's first frame on screen for 1 to 2 s after the page had loaded (the trace's first
 * paint came after hydration on /known, /found, search results, `/` and `/detail`, but at 0.2 s on /test), so
 * Lighthouse's simulation charged every script to the LCP. A browser as shipped renders the new document at once.
 */
function shippedChromeFlags() {
  return Launcher.defaultFlags().map((flag) => {
    if (!flag.startsWith('--disable-features=')) return flag;
    const features = flag.slice('--disable-features='.length).split(',').filter((f) => f !== 'RenderDocument');
    return `--disable-features=${features.join(',')}`;
  });
}

/** One Lighthouse run in its own fresh Chrome: the report's JSON. */
async function lighthouse(url) {
  const lhArgs = [url, '--quiet', '--output=json', '--output-path=stdout', '--only-categories=performance', '--max-wait-for-load=60000'];
  const opts = { env: { ...process.env, CHROME_PATH }, maxBuffer: 256 * 1024 * 1024, encoding: 'utf8', timeout: 10 * 60_000, killSignal: 'SIGKILL' };
  if (LAUNCHER_FLAGS) return JSON.parse(execFileSync(LH_BIN, [...lhArgs, `--chrome-flags=${CHROME_FLAGS}`], opts));
  const chrome = await launchChromeAt({ chromePath: CHROME_PATH, ignoreDefaultFlags: true, chromeFlags: [...shippedChromeFlags(), ...CHROME_FLAGS.split(' ')] });
  try {
    return JSON.parse(execFileSync(LH_BIN, [...lhArgs, `--port=${chrome.port}`], opts));
  } finally {
    chrome.kill();
  }
}

/** The figures of one report. */
function figures(lhr, url) {
  const a = lhr.audits;
  const num = (id) => a[id]?.numericValue ?? NaN;
  const items = (id) => a[id]?.details?.items ?? [];
  const origin = new URL(url).origin;
  const requests = items('network-requests');
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  // <link rel=prefetch> of other routes' chunks (next/link) load at the lowest priority
  const prefetches = requests.filter((r) => r.url.startsWith(`${origin}/_next/`) && (r.priority === 'Lowest' || r.priority === 'VeryLow'));
  const breakdown = Object.fromEntries(items('mainthread-work-breakdown').map((i) => [i.group, Math.round(i.duration)]));
  const bootup = items('bootup-time')
    .filter((i) => i.url?.startsWith(origin))
    .map((i) => ({ url: i.url.replace(origin, ''), total: Math.round(i.total), scripting: Math.round(i.scripting) }));
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: Math.round(num('first-contentful-paint')),
    lcp: Math.round(num('largest-contentful-paint')),
    tbt: Math.round(num('total-blocking-time')),
    si: Math.round(num('speed-index')),
    cls: Math.round(num('cumulative-layout-shift') * 1000) / 1000,
    bootupMs: Math.round(num('bootup-time')),
    mainThreadMs: Math.round(num('mainthread-work-breakdown')),
    breakdown,
    bootup,
    jsKB: Math.round(scripts.reduce((s, r) => s + (r.transferSize || 0), 0) / 102.4) / 10,
    scripts: scripts.length,
    requests: requests.length,
    prefetches: prefetches.length,
    domSize: a['dom-size-insight']?.details?.items?.find((i) => i.statistic === 'Total elements')?.value?.value ?? num('dom-size'),
    lcpElement: (a['lcp-breakdown-insight']?.details?.items ?? []).find((i) => i.type === 'node')?.snippet ?? '',
    renderBlocking: items('render-blocking-insight').length || items('render-blocking-resources').length,
    // Lighthouse's own measure of the host's CPU (a mid-tier phone ~1000; below 1000 it warns that the host is slower
    // than its 4× CPU slowdown assumes, so every blocking time comes out longer): tells a slow day from a slow page.
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? NaN),
    // Lighthouse's own doubts about the run (a page that did not settle, a trace it could not read): printed per run
    warnings: lhr.runWarnings ?? [],
  };
}

async function main() {
  const loadBefore = load();
  const own = !arg('url');
  const dataDir = own ? mkdtempSync(path.join(os.tmpdir(), 'crisps-lh-')) : '';
  const server = own ? startServer({ port: PORT, dataDir }) : null;
  const reportsDir = arg('reports');
  if (reportsDir) mkdirSync(reportsDir, { recursive: true });
  try {
    await waitUp();
    const pages = await keyPages();
    // warm the server (first renders compile and fill caches), so the first Lighthouse run is not an outlier
    for (const [, p] of pages) await get(BASE + p);
    // --baseline URL: another server of the same seed (e.g. the previous build); each page's runs alternate between
    // the two, so both see the same machine load, and both are reported.
    const baseline = arg('baseline');
    const targets = baseline ? [['baseline', baseline], ['this build', BASE]] : [['this build', BASE]];
    if (baseline) for (const [, p] of pages) await get(baseline + p);
    const results = [];
    for (const [name, p] of pages) {
      const runs = new Map(targets.map(([label]) => [label, []]));
      for (let i = 0; i < RUNS; i++) {
        for (const [label, base] of targets) {
          const url = base + p;
          const lhr = await lighthouse(url);
          if (reportsDir) writeFileSync(path.join(reportsDir, `${label.replace(/\W+/g, '_')}-${name.replace(/\W+/g, '_') || 'home'}-${i}.json`), JSON.stringify(lhr));
          const f = figures(lhr, url);
          runs.get(label).push(f);
          process.stderr.write(`${label} ${name} run ${i + 1}: ${f.score} (TBT ${f.tbt} ms, LCP ${f.lcp} ms, host benchmarkIndex ${f.benchmarkIndex}, load ${load()})\n`);
          for (const w of f.warnings) process.stderr.write(`  Lighthouse warns: ${w}\n`);
        }
      }
      for (const [label, rs] of runs) {
        const med = median(rs.map((r) => r.score));
        // the run whose score is the median: its boot figures are reported in full
        const rep = rs.find((r) => r.score === med) ?? rs[0];
        results.push({
          build: label,
          page: name,
          path: p,
          scores: rs.map((r) => r.score),
          score: med,
          tbt: median(rs.map((r) => r.tbt)),
          lcp: median(rs.map((r) => r.lcp)),
          fcp: median(rs.map((r) => r.fcp)),
          si: median(rs.map((r) => r.si)),
          cls: median(rs.map((r) => r.cls)),
          bootupMs: median(rs.map((r) => r.bootupMs)),
          mainThreadMs: median(rs.map((r) => r.mainThreadMs)),
          benchmarkIndex: median(rs.map((r) => r.benchmarkIndex)),
          medianRun: rep,
        });
      }
    }
    const benchmarkIndex = median(results.map((r) => r.benchmarkIndex));
    const result = { when: new Date().toISOString(), machine: `${os.cpus().length} cores, ${os.cpus()[0]?.model ?? ''}`.trim(), benchmarkIndex, loadBefore, loadAfter: load(), runs: RUNS, results };
    const pad = (s, n) => String(s).padEnd(n);
    console.log(`Lighthouse ${RUNS}× per page (median), mobile, simulated throttling, ${LAUNCHER_FLAGS ? "chrome-launcher's Chrome flags" : 'Chrome with RenderDocument as shipped'}; load average before ${loadBefore}, after ${result.loadAfter}`);
    console.log(`host CPU: Lighthouse benchmarkIndex ${benchmarkIndex} (median of the pages' medians; Lighthouse calls a host below 1000 slower than it expects)`);
    console.log(`${pad('build', 12)}${pad('page', 20)}${pad('score', 14)}${pad('FCP', 7)}${pad('LCP', 7)}${pad('TBT', 7)}${pad('SI', 7)}${pad('CLS', 7)}${pad('boot', 7)}${pad('main', 7)}${pad('JS KB', 8)}${pad('DOM', 6)}`);
    for (const r of results) {
      console.log(
        `${pad(r.build, 12)}${pad(r.page, 20)}${pad(`${r.score} (${r.scores.join(',')})`, 14)}${pad(r.fcp, 7)}${pad(r.lcp, 7)}${pad(r.tbt, 7)}${pad(r.si, 7)}${pad(r.cls, 7)}${pad(r.bootupMs, 7)}${pad(r.mainThreadMs, 7)}${pad(r.medianRun.jsKB, 8)}${pad(r.medianRun.domSize, 6)}`,
      );
    }
    for (const r of results) {
      const m = r.medianRun;
      console.log(`\n${r.build} ${r.page} (${r.path}): ${m.scripts} scripts, ${m.requests} requests (${m.prefetches} prefetches), LCP element ${m.lcpElement.slice(0, 120)}`);
      console.log(`  main thread: ${Object.entries(m.breakdown).map(([k, v]) => `${k} ${v}`).join(', ')}`);
      console.log(`  bootup: ${m.bootup.slice(0, 6).map((b) => `${b.url.replace(/^\/_next\/static\/chunks\//, '')} ${b.total}/${b.scripting}`).join(', ')}`);
    }
    const out = arg('json');
    if (out) writeFileSync(out, JSON.stringify(result, null, 2) + '\n');
  } finally {
    if (server) {
      await stopServer(server);
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
