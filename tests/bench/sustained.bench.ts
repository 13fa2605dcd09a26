/**
 * Does a request cost more the longer the server runs? The production server (scripts/start.mjs) on PGlite without
 * Redis, as `npm run up` runs it, answers signed API calls from 16 kept-alive connections in batches of 6,000; each
 * batch reports the server's CPU per request (from /proc) and the rate. Every signed call leaves a nonce in the
 * in-process cache for 10 minutes, so from the third batch on the cache holds more than 10,000 of them: the ratio of
 * the last batch to the second is what a day of steady traffic adds to each request (1.0: nothing).
 *
 * Usage: npm run build; npm run bench:sustained -- [--batches 4] [--size 6000] [--port 3160]
 *   [--cpu-prof <dir>]   (the server writes a V8 CPU profile there when it stops)
 * BENCH_SERVER_DIR runs another checkout's build against this client (a base/new pair).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '@/server/config';
import { signedCaller, type Request } from './orders/books';
import { httpClient, newTally } from '../process/client';
import { processCpuMs, startServer, stopServer, waitUp } from './prodServer.mjs';

const arg = (name: string, def: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : def;
};
const BATCHES = Number(arg('batches', '4'));
const SIZE = Number(arg('size', '6000'));
const PORT = Number(arg('port', '3160'));
const CPU_PROF = arg('cpu-prof', '');
const BASE = `http://127.0.0.1:${PORT}`;

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crisps-sustained-'));
  const server = startServer({ port: PORT, dataDir, env: { LOG_LEVEL: 'warn' }, nodeArgs: CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(CPU_PROF)}`] : [] });
  const client = httpClient(BASE, newTally(), { maxSockets: 16 });
  try {
    await waitUp(BASE);
    const call = signedCaller(client.request as unknown as Request, loadConfig().signSecret);
    const rows: { batch: number; cpuMsPerRequest: number; perSecond: number }[] = [];
    for (let b = 1; b <= BATCHES; b++) {
      const cpu0 = processCpuMs(server.pid) ?? 0;
      const t0 = performance.now();
      let next = 0;
      await Promise.all(
        Array.from({ length: 16 }, async () => {
          while (next++ < SIZE) {
            // A signed read the home's sections make; any answer but a refused signature counts.
            const r = await call('GET', '/api/faq/v1/list', { groupCode: 'HELP' });
            if (r.code >= 4000 && r.code < 4010) throw new Error(`signature refused: ${JSON.stringify(r)}`);
          }
        }),
      );
      const cpu = ((processCpuMs(server.pid) ?? 0) - cpu0) / SIZE;
      rows.push({ batch: b, cpuMsPerRequest: Number(cpu.toFixed(3)), perSecond: Math.round(SIZE / ((performance.now() - t0) / 1000)) });
    }
    const ratio = rows[rows.length - 1].cpuMsPerRequest / rows[Math.min(1, rows.length - 1)].cpuMsPerRequest;
    console.log(JSON.stringify({ server: process.env.BENCH_SERVER_DIR || '.', size: SIZE, rows, lastToSecond: Number(ratio.toFixed(2)), load: os.loadavg().map((x) => x.toFixed(2)).join(' ') }, null, 2));
  } finally {
    client.agent.destroy();
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
