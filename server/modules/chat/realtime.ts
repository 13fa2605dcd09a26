import type { Redis } from 'ioredis';
import { RedisCache } from '../../cache';
import type { Deps } from '../../http/types';
import { instrumentRedis } from '../../metrics/redis';
import { log } from '../../log';

/** One event for some chat identities (member ids; an account's is its user id). `id` is set for message events (the SSE event id); `notice` carries a notification (notice/outbox.ts). */
export type HubEvent = { targets: string[]; event: 'message' | 'read' | 'conversation' | 'notice'; data: unknown; id?: string; /** ms since the epoch when a message was committed and published (the delivery-lag metric). */ at?: number };
type Subscriber = { ids: readonly string[]; send: (ev: HubEvent) => void; end?: () => void };

const FRAME = Symbol('sseFrame');
type Framed = HubEvent & { [FRAME]?: string };

/**
 * One event in SSE framing, as hono's writeSSE writes it, built once per event however many of this process's
 * streams take it (both members of a conversation, a user's devices): the JSON of the data is the largest allocation
 * of a delivery. Kept on the event under a symbol (JSON.stringify, and so the Redis bus, never sees it); an event is
 * not changed after it is published.
 */
export function sseFrame(ev: HubEvent): string {
  const framed = ev as Framed;
  let frame = framed[FRAME];
  if (frame === undefined) {
    const json = JSON.stringify(ev.data) ?? 'null';
    // JSON has no raw line breaks unless a string holds one (it never does: they are escaped); split only then.
    const data = /[\r\n]/.test(json) ? json.split(/\r\n|\r|\n/).map((l) => `data: ${l}`).join('\n') : `data: ${json}`;
    frame = `event: ${ev.event}\n${data}\n${ev.id !== undefined ? `id: ${ev.id}\n` : ''}\n`;
    framed[FRAME] = frame;
  }
  return frame;
}

/**
 * Fans chat events out to the SSE streams of this process. With a Redis cache every instance publishes to one
 * channel and delivers what it receives to its own streams (so a message sent through any instance reaches all);
 * without Redis, delivery is in-process.
 */
export class ChatHub {
  private subs = new Map<string, Set<Subscriber>>();
  private pub?: Redis;
  private sub?: Redis;
  private readonly channel: string;
  private ready: Promise<void>;
  private closed = false;
  private ending = false;

  constructor(redis?: { client: Redis; prefix: string }) {
    this.channel = `${redis?.prefix ?? 'crisps:'}chat:events`;
    if (!redis) {
      this.ready = Promise.resolve();
      return;
    }
    this.pub = redis.client;
    this.sub = redis.client.duplicate({ enableAutoPipelining: false });
    instrumentRedis(this.sub);
    this.sub.on('message', (channel: string, raw: string) => {
      if (channel !== this.channel) return;
      try {
        this.deliverLocal(JSON.parse(raw) as HubEvent);
      } catch (err) {
        log.warn({ where: 'chat', err }, 'bad event on the bus');
      }
    });
    this.sub.on('error', (err: Error) => log.warn({ where: 'chat', err }, 'redis subscriber error'));
    this.ready = this.sub.subscribe(this.channel).then(() => undefined);
  }

  get distributed() {
    return Boolean(this.pub);
  }

  /** Resolves once this instance receives the bus (immediately without Redis). */
  whenReady() {
    return this.ready;
  }

  async publish(ev: HubEvent): Promise<void> {
    if (!ev.targets.length || this.closed) return;
    if (ev.event === 'message') ev.at ??= Date.now();
    if (this.pub) {
      await this.pub.publish(this.channel, JSON.stringify(ev));
      return;
    }
    this.deliverLocal(ev);
  }

  /** Several events in order: one pipelined round trip to Redis (one write), or delivered in-process. */
  async publishMany(evs: HubEvent[]): Promise<void> {
    const live = evs.filter((ev) => ev.targets.length);
    if (!live.length || this.closed) return;
    const at = Date.now();
    for (const ev of live) if (ev.event === 'message') ev.at ??= at;
    if (this.pub) {
      const p = this.pub.pipeline();
      for (const ev of live) p.publish(this.channel, JSON.stringify(ev));
      const res = await p.exec();
      const failed = res?.find(([err]) => err);
      if (failed) throw failed[0];
      return;
    }
    for (const ev of live) this.deliverLocal(ev);
  }

  /**
   * Registers a stream for the given identities; returns the unsubscribe function. `end` is called when the process
   * drains (endStreams): the stream should say goodbye and end. A stream opened during a drain is ended at once.
   */
  subscribe(ids: readonly string[], send: (ev: HubEvent) => void, end?: () => void): () => void {
    const s: Subscriber = { ids, send, end };
    if (this.ending) queueMicrotask(() => end?.());
    for (const id of ids) {
      let set = this.subs.get(id);
      if (!set) this.subs.set(id, (set = new Set()));
      set.add(s);
    }
    return () => {
      for (const id of ids) {
        const set = this.subs.get(id);
        if (!set) continue;
        set.delete(s);
        if (!set.size) this.subs.delete(id);
      }
    };
  }

  /** Open streams of this process (for tests and the benchmark). */
  get streamCount() {
    const all = new Set<Subscriber>();
    for (const set of this.subs.values()) for (const s of set) all.add(s);
    return all.size;
  }

  private deliverLocal(ev: HubEvent) {
    // A stream subscribed under several of the targets gets the event once (no set for the usual single target).
    const seen = ev.targets.length > 1 ? new Set<Subscriber>() : undefined;
    for (const id of ev.targets) {
      const set = this.subs.get(id);
      if (!set) continue;
      for (const s of set) {
        if (seen) {
          if (seen.has(s)) continue;
          seen.add(s);
        }
        try {
          s.send(ev);
        } catch (err) {
          log.warn({ where: 'chat', err }, 'stream send failed');
        }
      }
    }
  }

  /** A drain: every open stream of this process (and every one opened from now on) is told to end. Returns how many. */
  endStreams(): number {
    this.ending = true;
    const all = new Set<Subscriber>();
    for (const set of this.subs.values()) for (const s of set) all.add(s);
    for (const s of all) s.end?.();
    return all.size;
  }

  async close() {
    this.closed = true;
    this.subs.clear();
    if (this.sub) this.sub.disconnect();
  }
}

const hubs = new WeakMap<Deps, ChatHub>();

function redisOf(deps: Deps): { client: Redis; prefix: string } | undefined {
  if (!(deps.cache instanceof RedisCache)) return undefined;
  // The cache's own connection publishes; a duplicate subscribes. The cache prefix keeps test runs apart.
  return { client: deps.cache['redis'], prefix: deps.cache['prefix'] };
}

/** The hub of one backend (one per Deps: the app's, or a test context's). */
export function hubOf(deps: Deps): ChatHub {
  let hub = hubs.get(deps);
  if (!hub) {
    hub = new ChatHub(redisOf(deps));
    hubs.set(deps, hub);
  }
  return hub;
}

/** A drain: ends the open streams of this backend's hub, if it has one (none is made for it). */
export function endChatStreams(deps: Deps): number {
  return hubs.get(deps)?.endStreams() ?? 0;
}

/** Tests: closes the hub's Redis subscriber before the context closes. */
export async function closeChatHub(deps: Deps) {
  const hub = hubs.get(deps);
  hubs.delete(deps);
  await hub?.close();
}
