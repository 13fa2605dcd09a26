import { closeChatHub, endChatStreams } from '@/server/modules/chat/realtime';
import { DRAIN_FRAME } from '@/server/modules/chat/routes';
import type { TestContext } from './helpers';
import { IM, newVisitor, openChat, sendText, setupChatContext } from './chatFixtures';

// A draining process ends every open event stream with a `retry:` hint and a `resync` event (docs/adr/0046), so the
// app's client reconnects at once to a process that still accepts; a stream opened during the drain ends at once.

let t: TestContext;
let planner: string;
setupChatContext((ctx, token) => {
  t = ctx;
  planner = token;
});
// Each test drains the hub; the next gets a fresh one.
afterEach(() => closeChatHub(t.deps));

/** Opens the event stream of `token` and returns a reader of its raw text. */
async function rawStream(token: string) {
  const tk = await t.call('POST', IM.TICKET, {}, { token });
  const res = await t.request('GET', `${IM.EVENTS}?ticket=${encodeURIComponent(tk.data.ticket)}`, undefined, { sign: false });
  expect(res.status).toBe(200);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  /** Reads until `want` appears in the text; rejects after 5 s. */
  const until = async (want: string) => {
    const deadline = Date.now() + 5000;
    while (!text.includes(want)) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${JSON.stringify(want)} in ${JSON.stringify(text)}`);
      const chunk = await Promise.race([reader.read(), new Promise<never>((_, reject) => setTimeout(() => reject(new Error('stream silent')), left))]);
      if (chunk.done) throw new Error(`stream ended without ${JSON.stringify(want)}: ${JSON.stringify(text)}`);
      text += decoder.decode(chunk.value, { stream: true });
    }
    return text;
  };
  /** True when the stream has ended (within 5 s). */
  const ended = async () => {
    for (;;) {
      const chunk = await Promise.race([reader.read(), new Promise<never>((_, reject) => setTimeout(() => reject(new Error('stream still open')), 5000))]);
      if (chunk.done) return true;
      text += decoder.decode(chunk.value, { stream: true });
    }
  };
  return { until, ended, text: () => text };
}

describe('chat event streams on a drain', () => {
  it('deliver what was sent, then end with the retry hint', async () => {
    const v = await newVisitor(t);
    const { groupId } = await openChat(t, v.token);
    const s = await rawStream(planner);
    await s.until('event: ready');
    const sent = await sendText(t, v.token, groupId, '排空前的消息');
    await s.until(`id: ${sent.id}`);
    expect(endChatStreams(t.deps)).toBe(1);
    await s.until(DRAIN_FRAME);
    expect(DRAIN_FRAME).toMatch(/^retry: \d+\n/);
    expect(await s.ended()).toBe(true);
    // the goodbye is the last thing on the stream
    expect(s.text().endsWith(DRAIN_FRAME)).toBe(true);
  });

  it('end at once when opened during the drain', async () => {
    const s0 = await rawStream(planner);
    await s0.until('event: ready');
    endChatStreams(t.deps);
    await s0.ended();
    const s = await rawStream(planner);
    await s.until(DRAIN_FRAME);
    expect(await s.ended()).toBe(true);
  });
});
