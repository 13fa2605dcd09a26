/**
 * Lookups by key made at the same moment share one query. The first call schedules a batch for the next turn of the
 * event loop; calls until then (and while a batch is running) join the next batch, which starts when the running one
 * ends; at most `max` keys go into one. A burst of N requests each reading its own row by key (a flash sale's buyers'
 * sessions) costs a few statements instead of N, each with its round trip and its socket write. A key asked twice in
 * one batch is read once. `load` answers the rows it found by key; a key it did not find resolves undefined. If `load`
 * fails, every caller of that batch gets its error.
 */
export function batchLoad<K, V>(load: (keys: K[]) => Promise<Map<K, V>>, max = 500): (key: K) => Promise<V | undefined> {
  type Waiter = { resolve: (v: V | undefined) => void; reject: (err: unknown) => void };
  const pending = new Map<K, Waiter[]>();
  let running = false;
  let scheduled = false;

  const flush = () => {
    scheduled = false;
    if (running || pending.size === 0) return;
    const batch = new Map<K, Waiter[]>();
    for (const [k, ws] of pending) {
      if (batch.size >= max) break;
      batch.set(k, ws);
    }
    for (const k of batch.keys()) pending.delete(k);
    running = true;
    Promise.resolve()
      .then(() => load([...batch.keys()]))
      .then(
        (found) => {
          for (const [k, ws] of batch) for (const w of ws) w.resolve(found.get(k));
        },
        (err: unknown) => {
          for (const ws of batch.values()) for (const w of ws) w.reject(err);
        },
      )
      .finally(() => {
        running = false;
        flush();
      });
  };

  return (key: K) =>
    new Promise<V | undefined>((resolve, reject) => {
      const ws = pending.get(key);
      if (ws) ws.push({ resolve, reject });
      else pending.set(key, [{ resolve, reject }]);
      if (!running && !scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    });
}
