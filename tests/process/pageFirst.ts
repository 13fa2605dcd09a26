/**
 * The production server (scripts/start.mjs, PGlite) as a visitor meets it: a page is the first thing it serves, then
 * the API, then pages again. Every browser test's server is first asked /api/health/ready, so they never see this
 * order; yet a page served before the first /api request, then any /api request, had every page after it answer 500
 * (the API's listener replaced the process's Response under the proxy, docs/adr/0060).
 *
 * Usage: npx tsx tests/process/pageFirst.ts [--port 3126] [--report .test-reports/page-first.json]. Needs a build.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer, stopServer } from '../bench/prodServer.mjs';

const arg = (name: string, def: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : def;
};
const PORT = Number(arg('port', '3126'));
const REPORT = arg('report', '');
const BASE = `http://127.0.0.1:${PORT}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function status(p: string): Promise<number> {
  try {
    const res = await fetch(BASE + p, { redirect: 'manual' });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crisps-page-first-'));
  // Its warnings and errors (LOG_LEVEL=warn) go to this run's output: a 500's cause is printed where it happened.
  const server = startServer({ port: PORT, dataDir, env: { LOG_LEVEL: 'warn' }, stdout: 'inherit' });
  const checks: { name: string; ok: boolean; detail: string }[] = [];
  const expectStatus = async (p: string, want: number) => {
    const got = await status(p);
    checks.push({ name: `${p} answers ${want}`, ok: got === want, detail: `got ${got}` });
  };
  try {
    // The first request the process answers is a page (it boots the runtime on its way).
    const deadline = Date.now() + 120_000;
    let first = 0;
    while (first !== 200 && Date.now() < deadline) {
      first = await status('/');
      if (first !== 200) await sleep(250);
    }
    checks.push({ name: 'the home page is the first answer', ok: first === 200, detail: `got ${first}` });
    await expectStatus('/api/health/ready', 200);
    await expectStatus('/api/health/ready', 200);
    // Pages the anonymous page cache does not keep (scripts/pageCache.mjs keeps the home): each is a fresh render.
    await expectStatus('/known', 200);
    await expectStatus('/planner/list', 200);
    await expectStatus('/my/settings', 307); // the proxy's guard answers a visitor
  } finally {
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  for (const c of checks) console.log(`${c.ok ? 'ok  ' : 'FAIL'} ${c.name}${c.ok ? '' : ` (${c.detail})`}`);
  const failed = checks.filter((c) => !c.ok).length;
  if (REPORT) fs.writeFileSync(REPORT, JSON.stringify({ numPassedTests: checks.length - failed, numFailedTests: failed, numPendingTests: 0 }));
  process.exit(failed ? 1 : 0);
}

main().catch((err) => {
  console.error(err);
  if (REPORT) fs.writeFileSync(REPORT, JSON.stringify({ numPassedTests: 0, numFailedTests: 1, numPendingTests: 0 }));
  process.exit(1);
});
