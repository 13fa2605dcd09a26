import { reserveEach, type Cache } from '../../cache';

/**
 * The send limits of verification codes (SMS and e-mail), each reserved in one atomic step before anything is sent
 * (docs/adr/0004): exact under any concurrency.
 */

/** A reserved send: `sent` records its time (the gap runs from it), `release` gives the slot back when it is refused. */
export type SendSlot = { sent: () => Promise<void>; release: () => Promise<void> };

/**
 * One send per `<prefix>:<id>` per `seconds`. The last send time is kept as a value (not only a TTL) so the gap follows
 * the server clock (deps.now), and only one request may move on from a given "last send": concurrent sends cannot
 * both pass the gap. `tooFrequent` builds the refusal from the seconds left.
 */
export async function reserveSendGap(
  cache: Cache,
  prefix: string,
  id: string,
  seconds: number,
  now: Date,
  tooFrequent: (secondsLeft: number) => Error,
): Promise<SendSlot> {
  const lastKey = `${prefix}:last:${id}`;
  const last = Number((await cache.get(lastKey)) ?? 0);
  const since = now.getTime() - last;
  if (last && since < seconds * 1000) throw tooFrequent(Math.ceil((seconds * 1000 - since) / 1000));
  const claim = `${prefix}:claim:${id}:${last}`;
  if (!(await cache.setNx(claim, '1', seconds))) throw tooFrequent(seconds);
  return {
    sent: () => cache.set(lastKey, String(now.getTime()), seconds),
    release: () => cache.del(claim),
  };
}

/**
 * Takes one from each daily counter (reserveEach); false when one is full (nothing is kept then). The keys live two
 * days, so a counter of "today" outlives the day it counts.
 */
export async function reserveDaily(cache: Cache, counters: { key: string; max: number }[]): Promise<boolean> {
  const r = await reserveEach(cache, counters.map((c) => ({ ...c, ttlSeconds: 2 * 86400 })));
  return r.refused === -1;
}
