// The primary of `WEB_CONCURRENCY=N npm start` (scripts/start.mjs): it serves nothing itself, it forks N workers that
// each run the whole app (Next + the /api backend) and share the listening port through the cluster module.
// The first worker starts alone (migrations and the seed are also serialised by a PostgreSQL advisory lock, as the
// app may listen before its runtime is up); a worker that dies is replaced (after a pause when it died young, so a
// broken start does not spin).
import cluster from 'node:cluster';
import { serveClusterMetrics } from './metrics.mjs';

export async function runPrimary(n) {
  // METRICS_PORT: the primary serves the sum of its workers' metrics (scripts/metrics.mjs).
  serveClusterMetrics();
  let stopping = false;
  const bornAt = new Map();
  const fork = () => {
    const w = cluster.fork();
    bornAt.set(w.id, Date.now());
    return w;
  };
  const listening = (w) =>
    new Promise((resolve, reject) => {
      w.once('listening', resolve);
      w.once('exit', (code) => reject(new Error(`worker ${w.id} exited with ${code} before listening`)));
    });

  // 78 (EX_CONFIG): a worker refused the configuration (instrumentation.ts); every replacement would too.
  cluster.on('exit', (w, code) => {
    if (code !== 78) return;
    console.error(`[cluster] worker ${w.id} refused the configuration; stopping`);
    stopping = true;
    for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM');
    process.exit(78);
  });

  try {
    await listening(fork());
  } catch (err) {
    console.error('[cluster]', err.message);
    process.exit(1);
  }
  await Promise.all(Array.from({ length: n - 1 }, () => listening(fork()).catch((err) => console.error('[cluster]', err.message))));
  console.log(`[cluster] ${n} workers on port ${process.env.PORT || 3000} (primary pid ${process.pid})`);

  cluster.on('exit', (w, code, signal) => {
    if (stopping) return;
    const young = Date.now() - (bornAt.get(w.id) ?? 0) < 10_000;
    bornAt.delete(w.id);
    console.warn(`[cluster] worker ${w.id} (pid ${w.process.pid}) ended (${signal || code}); starting another${young ? ' in 5 s' : ''}`);
    setTimeout(fork, young ? 5000 : 0);
  });

  for (const sig of ['SIGINT', 'SIGTERM']) {
    process.on(sig, () => {
      stopping = true;
      for (const w of Object.values(cluster.workers ?? {})) w?.process.kill(sig);
      // Workers close their servers and exit; the primary follows once they are gone (or after 10 s).
      const done = () => Object.keys(cluster.workers ?? {}).length === 0 && process.exit(0);
      cluster.on('exit', done);
      setTimeout(() => process.exit(0), 10_000).unref();
    });
  }
}
