import { spawn } from 'node:child_process';
import path from 'node:path';
import { sampleIn } from './support/metricsSample';

// Cluster mode (WEB_CONCURRENCY > 1): the primary's /metrics is the sum of its workers' registries, and the workers
// listen on no port of their own. A real cluster of three small processes, without Next (tests/fixtures/metrics).
it('the cluster primary serves the sum of its workers', async () => {
  const child = spawn(process.execPath, [path.resolve(__dirname, '../fixtures/metrics/cluster.mjs')], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let out = '';
      child.stdout.setEncoding('utf8').on('data', (d: string) => {
        out += d;
        const m = /METRICS_PORT=(\d+)/.exec(out);
        if (m) resolve(Number(m[1]));
      });
      child.once('exit', (code) => reject(new Error(`cluster fixture exited with ${code}: ${out}`)));
    });
    const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
    // Worker 1 recorded 10, worker 2 recorded 20.
    expect(sampleIn(text, 'fixture_requests_total', { route: '/api/health' })).toBe(30);
    // Node's process metrics of both workers, summed (each has its own heap).
    expect(sampleIn(text, 'nodejs_heap_size_total_bytes')).toBeGreaterThan(0);
  } finally {
    child.kill('SIGTERM');
  }
}, 20_000);
