import { instrumentRedis } from './metrics/redis';

/**
 * Small key-value cache used for rate limits, nonces and short-lived state.
 * In-process by default; Redis when REDIS_URL is set so several app instances share it.
 */
export interface Cache {
  /** Set only if absent; true when it was set. */
  setNx(key: string, value: string, ttlSeconds: number): Promise<boolean>;
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
  /** Increment and return the new value; the TTL is set when the key is created. */
  incr(key: string, ttlSeconds: number): Promise<number>;
  /**
   * One atomic step: increment and return the new value only while the count is below `max`; null (and no change)
   * once it has reached it. A limit reserved this way holds exactly under any concurrency.
   */
  incrUpTo(key: string, max: number, ttlSeconds: number): Promise<number | null>;
  /** Give one back (a reserved slot that was not used); never below 0, never creates the key. */
  decr(key: string): Promise<void>;
  /** Read and delete in one step: of concurrent takers of one value, exactly one gets it. */
  take(key: string): Promise<string | null>;
  del(key: string): Promise<void>;
  close(): Promise<void>;
  /** Redis only: one round trip to the server (the readiness probe, server/health.ts). Absent in-process. */
  ping?(): Promise<void>;
  /**
   * Redis only: runs a Lua script atomically over these keys (prefixed like every other key). Absent in-process,
   * where the callers' rules rest on the database alone (the flash-sale gate, docs/adr/0021).
   */
  evalScript?(script: string, keys: string[], args: (string | number)[]): Promise<unknown>;
}

/** A reservation of several counters: which refused (-1: none, all were taken), and how to give the taken ones back. */
export type Reservation = { refused: number; giveBack: () => Promise<void> };

/**
 * Takes one from each counter in turn, each in one atomic step (docs/adr/0004), so a limit holds exactly under any
 * concurrency. At the first counter that is full, the ones already taken are given back and its index is answered.
 * A request that fails after reserving calls `giveBack`.
 */
export async function reserveEach(cache: Cache, counters: { key: string; max: number; ttlSeconds: number }[]): Promise<Reservation> {
  const taken: string[] = [];
  const giveBack = async () => {
    await Promise.all(taken.splice(0).map((k) => cache.decr(k)));
  };
  for (let i = 0; i < counters.length; i++) {
    const { key, max, ttlSeconds } = counters[i];
    if ((await cache.incrUpTo(key, max, ttlSeconds)) === null) {
      await giveBack();
      return { refused: i, giveBack };
    }
    taken.push(key);
  }
  return { refused: -1, giveBack };
}

/** The in-process cache walks its store for expired entries from this many on (see MemoryCache.sweep). */
const SWEEP_FROM = 10_000;

export class MemoryCache implements Cache {
  private store = new Map<string, { v: string; exp: number }>();
  private live(key: string) {
    const e = this.store.get(key);
    if (!e) return undefined;
    if (e.exp <= Date.now()) {
      this.store.delete(key);
      return undefined;
    }
    return e;
  }
  /** Entries held, expired ones not yet swept included. */
  get size() {
    return this.store.size;
  }
  /** How many times the store was walked for expired entries. */
  sweeps = 0;
  private sweepAt = SWEEP_FROM;
  /**
   * Expired entries are dropped when the store reaches `sweepAt`, which then becomes twice what is left (at least
   * SWEEP_FROM). A walk of every entry on every write once 10,000 were held cost 160 µs a write with 20,000 live keys
   * (a nonce lives 10 minutes, so ~17 signed requests a second) and 610 µs with 60,000; now a write costs the walk's
   * share, and the store is at most about twice the live entries.
   */
  private sweep() {
    if (this.store.size < this.sweepAt) return;
    this.sweeps++;
    const now = Date.now();
    for (const [k, e] of this.store) if (e.exp <= now) this.store.delete(k);
    this.sweepAt = Math.max(SWEEP_FROM, this.store.size * 2);
  }
  async setNx(key: string, value: string, ttl: number) {
    if (this.live(key)) return false;
    this.sweep();
    this.store.set(key, { v: value, exp: Date.now() + ttl * 1000 });
    return true;
  }
  async get(key: string) {
    return this.live(key)?.v ?? null;
  }
  async set(key: string, value: string, ttl: number) {
    this.sweep();
    this.store.set(key, { v: value, exp: Date.now() + ttl * 1000 });
  }
  async incr(key: string, ttl: number) {
    const e = this.live(key);
    const n = (e ? Number(e.v) : 0) + 1;
    this.store.set(key, { v: String(n), exp: e ? e.exp : Date.now() + ttl * 1000 });
    return n;
  }
  // No await between the read and the write: atomic within the process, like incr.
  async incrUpTo(key: string, max: number, ttl: number) {
    const e = this.live(key);
    if ((e ? Number(e.v) : 0) >= max) return null;
    return this.incr(key, ttl);
  }
  async decr(key: string) {
    const e = this.live(key);
    if (e && Number(e.v) > 0) e.v = String(Number(e.v) - 1);
  }
  async take(key: string) {
    const v = this.live(key)?.v ?? null;
    this.store.delete(key);
    return v;
  }
  async del(key: string) {
    this.store.delete(key);
  }
  async close() {
    this.store.clear();
  }
}

/** Scripts run atomically in Redis: nothing else runs between their read and their write. */
const INCR_UP_TO = `local v = tonumber(redis.call('GET', KEYS[1]) or '0')
if v >= tonumber(ARGV[1]) then return -1 end
v = redis.call('INCR', KEYS[1])
if redis.call('TTL', KEYS[1]) < 0 then redis.call('EXPIRE', KEYS[1], ARGV[2]) end
return v`;
const DECR_FLOOR = `local v = tonumber(redis.call('GET', KEYS[1]) or '0')
if v > 0 then redis.call('DECR', KEYS[1]) end
return 0`;
const TAKE = `local v = redis.call('GET', KEYS[1])
if v then redis.call('DEL', KEYS[1]) end
return v`;

export class RedisCache implements Cache {
  constructor(
    private redis: import('ioredis').Redis,
    private prefix = 'crisps:',
  ) {}
  async setNx(key: string, value: string, ttl: number) {
    return (await this.redis.set(this.prefix + key, value, 'EX', ttl, 'NX')) === 'OK';
  }
  async get(key: string) {
    return this.redis.get(this.prefix + key);
  }
  async set(key: string, value: string, ttl: number) {
    await this.redis.set(this.prefix + key, value, 'EX', ttl);
  }
  async incr(key: string, ttl: number) {
    const k = this.prefix + key;
    const [[, n]] = (await this.redis.multi().incr(k).expire(k, ttl, 'NX').exec()) as [[unknown, number]];
    return n;
  }
  async incrUpTo(key: string, max: number, ttl: number) {
    const n = Number(await this.redis.eval(INCR_UP_TO, 1, this.prefix + key, max, ttl));
    return n < 0 ? null : n;
  }
  async decr(key: string) {
    await this.redis.eval(DECR_FLOOR, 1, this.prefix + key);
  }
  async take(key: string) {
    return (await this.redis.eval(TAKE, 1, this.prefix + key)) as string | null;
  }
  async del(key: string) {
    await this.redis.del(this.prefix + key);
  }
  async evalScript(script: string, keys: string[], args: (string | number)[]) {
    return this.redis.eval(script, keys.length, ...keys.map((k) => this.prefix + k), ...args);
  }
  async ping() {
    await this.redis.ping();
  }
  async close() {
    this.redis.disconnect();
  }
}

export async function openCache(redisUrl?: string, prefix?: string): Promise<Cache> {
  if (!redisUrl) return new MemoryCache();
  const { Redis } = await import('ioredis');
  // Auto-pipelining: commands issued in the same tick go out in one write (a burst's nonces and rate limits), in
  // order; each still gets its own reply.
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false, enableAutoPipelining: true });
  instrumentRedis(redis);
  return new RedisCache(redis, prefix);
}

/**
 * A short-lived shared copy of a public, user-independent read (home content): computed once per key and TTL,
 * shared between instances when the cache is Redis. Never use it for anything that depends on the user.
 */
export async function cachedJson<T>(cache: Cache, key: string, ttlSeconds: number, compute: () => Promise<T>): Promise<T> {
  const hit = await cache.get(key);
  if (hit !== null) return JSON.parse(hit) as T;
  const value = await compute();
  await cache.set(key, JSON.stringify(value), ttlSeconds);
  return value;
}

/**
 * cachedJson for a route that answers the copy as it is (server/http/openapi.ts okJsonText): the JSON text, never
 * parsed. A 20 KB copy (the home's) costs about 0.15 ms to parse and as much to write out again, on every request.
 */
export async function cachedJsonText(cache: Cache, key: string, ttlSeconds: number, compute: () => Promise<unknown>): Promise<string> {
  const hit = await cache.get(key);
  if (hit !== null) return hit;
  const text = JSON.stringify(await compute());
  await cache.set(key, text, ttlSeconds);
  return text;
}
