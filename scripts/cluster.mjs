// The primary of `WEB_CONCURRENCY=N npm start` (scripts/start.mjs): it serves nothing itself, it forks N workers that
// each run the whole app (Next + the /api backend) and share the listening port through the cluster module.
// The first worker starts alone (migrations and the seed are also serialised by a PostgreSQL advisory lock, as the
// app may listen before its runtime is up); a worker that dies is replaced (after a pause when it died young, so a
// broken start does not spin).
// Signals (docs/adr/0046): SIGTERM/SIGINT drain every worker (asked by message; scripts/drain.mjs) and exit once they
// are gone; a second one ends them at once. SIGHUP replaces the workers one at a time (a rolling restart): fork a new
// one, wait until it listens and says it is ready, then drain the old one. Capacity never drops below N ready workers.
import cluster from 'node:cluster';
import { serveClusterMetrics } from './metrics.mjs';
import { drainTimeout } from './drain.mjs';

const READY = 'crisps:ready';
/** Asks a worker to drain, or to stop now (scripts/start.mjs): a request is never counted as a worker's signal. */
const ask = (w, type, orElse) => {
  try {
    w.send({ type });
  } catch {
    w.process.kill(orElse); // its channel is gone: the signal is all there is
  }
};
const askToDrain = (w) => ask(w, 'crisps:drain', 'SIGTERM');
/** How long a replacement may take to listen and be ready before a rolling restart gives up (keeping the old one). */
const START_TIMEOUT_MS = 120_000;

/**
 * Worker side: tells the primary this worker is ready, once its runtime is up (the app listens before it is: the
 * runtime sets the phase `serving` when it is, server/lifecycle.ts) and its own readiness check (in-process) says so.
 */
export async function announceReady() {
  if (!cluster.isWorker) return;
  if (globalThis[Symbol.for('crisps.phase')] !== 'serving') {
    const watchers = (globalThis[Symbol.for('crisps.phase.watchers')] ??= new Set());
    await new Promise((resolve) => {
      const on = (p) => p === 'serving' && (watchers.delete(on), resolve());
      watchers.add(on);
    });
  }
  try {
    const runtime = await globalThis[Symbol.for('crisps.runtime')];
    const res = await runtime.app.request('/api/health/ready');
    if (res.status === 200) return process.send?.({ type: READY });
    console.warn(`[cluster] worker ${cluster.worker.id} is not ready: ${JSON.stringify((await res.json()).data)}`);
  } catch (err) {
    console.warn(`[cluster] worker ${cluster.worker.id} could not check its readiness:`, err?.message ?? err);
  }
}

export async function runPrimary(n) {
  // METRICS_PORT: the primary serves the sum of its workers' metrics (scripts/metrics.mjs).
  serveClusterMetrics();
  let stopping = false;
  let restarting = false;
  const bornAt = new Map();
  /** Workers drained on purpose (a rolling restart): their exit is not a death to replace. */
  const retiring = new Set();
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
  /** Listening and ready (its message), or an error after START_TIMEOUT_MS or when it exits first. */
  const ready = (w) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`worker ${w.id} not ready within ${START_TIMEOUT_MS} ms`)), START_TIMEOUT_MS);
      w.on('message', (m) => {
        if (m?.type !== READY) return;
        clearTimeout(timer);
        resolve();
      });
      w.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`worker ${w.id} exited with ${code} before it was ready`));
      });
    });
  const gone = (w) => new Promise((resolve) => (w.isDead() ? resolve() : w.once('exit', resolve)));

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
    const retired = retiring.delete(w.id);
    if (stopping || retired) return;
    const young = Date.now() - (bornAt.get(w.id) ?? 0) < 10_000;
    bornAt.delete(w.id);
    console.warn(`[cluster] worker ${w.id} (pid ${w.process.pid}) ended (${signal || code}); starting another${young ? ' in 5 s' : ''}`);
    setTimeout(fork, young ? 5000 : 0);
  });

  async function rollingRestart() {
    if (restarting || stopping) return console.warn('[cluster] SIGHUP ignored: a restart or a stop is under way');
    restarting = true;
    const old = Object.values(cluster.workers ?? {}).filter((w) => w && !retiring.has(w.id));
    console.log(`[cluster] rolling restart of ${old.length} workers`);
    try {
      for (const w of old) {
        if (stopping) break;
        const fresh = fork();
        try {
          await Promise.all([listening(fresh), ready(fresh)]);
        } catch (err) {
          console.error(`[cluster] rolling restart stopped, the old workers keep serving: ${err.message}`);
          retiring.add(fresh.id);
          fresh.process.kill('SIGTERM');
          break;
        }
        retiring.add(w.id);
        askToDrain(w);
        await gone(w);
        console.log(`[cluster] worker ${w.id} replaced by worker ${fresh.id}`);
      }
    } finally {
      restarting = false;
    }
    console.log('[cluster] rolling restart done');
  }
  process.on('SIGHUP', () => void rollingRestart());

  for (const sig of ['SIGINT', 'SIGTERM']) {
    process.on(sig, () => {
      // A second signal: the workers stop at once, and so does the primary.
      if (stopping) {
        for (const w of Object.values(cluster.workers ?? {})) if (w) ask(w, 'crisps:stop-now', 'SIGKILL');
        process.exit(1);
      }
      stopping = true;
      // Asked, not signalled: a signal sent to the whole group (systemd, pkill, Ctrl-C) reaches the workers too, and
      // this request must not turn it into their second one.
      for (const w of Object.values(cluster.workers ?? {})) if (w) askToDrain(w);
      // Workers drain and exit; the primary follows once they are gone (or shortly after their drain deadline).
      const done = () => Object.keys(cluster.workers ?? {}).length === 0 && process.exit(0);
      cluster.on('exit', done);
      done();
      setTimeout(() => process.exit(0), drainTimeout() + 5000).unref();
    });
  }
}
