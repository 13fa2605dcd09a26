/**
 * The chat part of the rolling-restart load: visitors each in a conversation with the demo planner, every one of them
 * and the planner holding an event stream, the visitors sending messages. A stream that ends is reopened as the app's
 * client does (components/chat/useChatEvents.ts, ChatRoom): a fresh ticket, and once `ready` comes, the catch-up of
 * each conversation after the last seq it holds (GET /api/im/v1/messages afterSeq), merged with what streams in.
 * A stream that ends without the drain's goodbye (`retry:` + `resync`) counts as cut. In the end every stream must
 * hold each message of its conversations (none lost), and no connection may have carried one message twice.
 */
import http from 'node:http';
import { USER_TYPE } from '@/lib/constants';
import type { Db } from '@/server/db/client';
import { createSession } from '@/server/modules/auth/session';
import { must, type Call } from '../bench/orders/books';
import { fail, type Tally } from './client';
import { sseBlocks } from './sseBlocks';

const DEMO_PLANNER = 'u_demo_planner';

type Stream = {
  name: string;
  groups: string[];
  /** Message ids held (from the streams and the catch-ups), and the highest seq held per conversation. */
  held: Set<string>;
  maxSeq: Map<string, number>;
  /** Messages one connection carried twice (a server fault). */
  twice: number;
  caughtUp: number;
  opens: number;
  goodbyes: number;
  cut: number;
  stopped: boolean;
  req?: http.ClientRequest;
};

export async function chatLoad(base: string, call: Call, db: Db, tally: Tally, opts: { visitors: number; everyMs: number; run: number }) {
  const ip = (i: number) => `10.250.${opts.run % 250}.${i + 1}`;
  const planner = (await createSession(db, { userId: DEMO_PLANNER, userType: USER_TYPE.MERCHANT_USER }, new Date(), 3600)).token;
  const visitors: { token: string; groupId: string }[] = [];
  for (let i = 0; i < opts.visitors; i++) {
    const v = must(await call('POST', '/api/authentication/v1/register_anonymous_id', { sourceType: 'EQUIPMENT', sourceId: `rr-${opts.run}-${i}-${Date.now()}` }, '', ip(i)), 'visitor');
    const s = must(await call('POST', '/api/im/v1/create_session', { imUserId: DEMO_PLANNER, imUserType: 'MERCHANT_USER' }, v.token, ip(i)), 'chat');
    visitors.push({ token: v.token, groupId: s.groupId });
  }
  const sent: { id: string; visitor: number }[] = [];
  const streams: Stream[] = [];

  /** Opens (and on its end reopens) the event stream of `token`; resolves once the first `ready` arrived. */
  function follow(name: string, token: string, who: number, groups: string[]): Promise<void> {
    const s: Stream = { name, groups, held: new Set(), maxSeq: new Map(), twice: 0, caughtUp: 0, opens: 0, goodbyes: 0, cut: 0, stopped: false };
    const hold = (groupId: string, m: { id: string; seq: number }) => {
      s.held.add(String(m.id));
      s.maxSeq.set(groupId, Math.max(s.maxSeq.get(groupId) ?? 0, m.seq));
    };
    /**
     * After a reconnect: what each conversation got meanwhile, as ChatRoom's catchUp asks for it, after the last seq
     * held when `ready` came (taken then: a live message arriving before a conversation's turn must not move it on).
     */
    const catchUp = async (from: Map<string, number>) => {
      for (const groupId of s.groups) {
        try {
          let afterSeq = from.get(groupId) ?? 0;
          for (let more = true; more; ) {
            const page = must(await call('GET', '/api/im/v1/messages', { groupId, afterSeq, limit: 100 }, token, ip(who)), 'catch-up');
            const records = page.records as { id: string; seq: number }[];
            for (const m of records) if (!s.held.has(String(m.id)) && (s.caughtUp += 1)) hold(groupId, m);
            afterSeq = Math.max(afterSeq, ...records.map((m) => m.seq));
            more = page.hasMore && records.length > 0;
          }
        } catch (err) {
          fail(tally, `${name} catch-up: ${(err as Error).message}`);
        }
      }
    };
    streams.push(s);
    return new Promise<void>((firstReady) => {
      const open = async () => {
        if (s.stopped) return;
        let ticket: string;
        try {
          ticket = must(await call('POST', '/api/im/v1/sse_ticket', {}, token, ip(who)), 'ticket').ticket;
        } catch (err) {
          fail(tally, `${name} ticket: ${(err as Error).message}`);
          return void setTimeout(open, 200);
        }
        s.opens++;
        tally.requests++;
        const resumed = s.opens > 1;
        const req = http.get(`${base}/api/im/v1/events?ticket=${encodeURIComponent(ticket)}`, { agent: false }, (res) => {
          if (res.statusCode !== 200) {
            fail(tally, `${name} stream: HTTP ${res.statusCode}`);
            res.resume();
            return void res.on('end', () => setTimeout(open, 200));
          }
          let goodbye = false;
          const carried = new Set<string>();
          res.setEncoding('utf8');
          res.on(
            'data',
            sseBlocks((block) => {
              if (/^retry: \d+$/m.test(block) && /^event: resync$/m.test(block)) goodbye = true;
              if (/^event: ready$/m.test(block)) {
                firstReady();
                if (resumed) void catchUp(new Map(s.maxSeq));
              }
              const id = /^id: (\d+)$/m.exec(block)?.[1];
              const data = /^data: (.*)$/m.exec(block)?.[1];
              if (id && data && /^event: message$/m.test(block)) {
                if (carried.has(id)) s.twice++;
                carried.add(id);
                const { groupId, message } = JSON.parse(data) as { groupId: string; message: { id: string; seq: number } };
                hold(groupId, message);
              }
            }),
          );
          const again = () => {
            if (s.stopped) return;
            if (goodbye) s.goodbyes++;
            else {
              s.cut++;
              fail(tally, `${name} stream ended without the drain's goodbye`);
            }
            void open();
          };
          res.on('end', again);
          res.on('error', () => undefined);
        });
        s.req = req;
        req.on('error', (err) => {
          if (s.stopped) return;
          fail(tally, `${name} stream: ${err.message}`);
          setTimeout(open, 200);
        });
      };
      void open();
    });
  }

  await Promise.all([
    follow('planner', planner, 250, visitors.map((v) => v.groupId)),
    ...visitors.map((v, i) => follow(`visitor ${i}`, v.token, i, [v.groupId])),
  ]);

  let stop = false;
  let n = 0;
  const senders = visitors.map(async (v, i) => {
    while (!stop) {
      try {
        const m = must(await call('POST', '/api/im/v1/send_msg', { groupId: v.groupId, msgType: 'text', content: `滚动重启消息 ${++n}`, clientMsgId: `rr-${opts.run}-${i}-${n}` }, v.token, ip(i)), 'send');
        sent.push({ id: String(m.id), visitor: i });
      } catch (err) {
        fail(tally, `send: ${(err as Error).message}`);
      }
      await new Promise((r) => setTimeout(r, opts.everyMs));
    }
  });

  /** What each stream lacks or saw twice (empty: exactly once everywhere). */
  const faults = () => {
    const out: string[] = [];
    for (const s of streams) {
      const mine = s.name === 'planner' ? sent : sent.filter((m) => `visitor ${m.visitor}` === s.name);
      const lost = mine.filter((m) => !s.held.has(m.id)).length;
      if (lost) out.push(`${s.name}: ${lost} messages lost`);
      if (s.twice) out.push(`${s.name}: ${s.twice} messages twice on one connection`);
    }
    return out;
  };

  return {
    /** Stops sending; waits (up to `ms`) until every stream has every message, then closes the streams. */
    async finish(ms = 15_000) {
      stop = true;
      await Promise.all(senders);
      const deadline = Date.now() + ms;
      while (faults().some((f) => f.includes('lost')) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      for (const s of streams) {
        s.stopped = true;
        s.req?.destroy();
      }
      return {
        messages: sent.length,
        streams: streams.length,
        reopened: streams.reduce((a, s) => a + s.opens - 1, 0),
        goodbyes: streams.reduce((a, s) => a + s.goodbyes, 0),
        caughtUp: streams.reduce((a, s) => a + s.caughtUp, 0),
        cut: streams.reduce((a, s) => a + s.cut, 0),
        faults: faults(),
      };
    },
  };
}
