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
  del(key: string): Promise<void>;
  close(): Promise<void>;
}

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
  private sweep() {
    if (this.store.size < 10_000) return;
    const now = Date.now();
    for (const [k, e] of this.store) if (e.exp <= now) this.store.delete(k);
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
  async del(key: string) {
    this.store.delete(key);
  }
  async close() {
    this.store.clear();
  }
}

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
  async del(key: string) {
    await this.redis.del(this.prefix + key);
  }
  async close() {
    this.redis.disconnect();
  }
}

export async function openCache(redisUrl?: string, prefix?: string): Promise<Cache> {
  if (!redisUrl) return new MemoryCache();
  const { Redis } = await import('ioredis');
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false });
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
