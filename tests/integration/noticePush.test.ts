import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeChatHub, hubOf } from '@/server/modules/chat/realtime';
import { flushNotices, outboxSettled, unpushedCount } from '@/server/modules/notice/outbox';
import { SEED_ENTRY, credit } from '@/server/modules/wallet/service';
import { createTestContext, type TestContext } from './helpers';
import { openStream } from './chatFixtures';
import { paidOrder } from './aftersaleFixtures';
import { DEMO, loginDemo, loginPlanner } from './orderFixtures';

// A request that wrote notices answers without waiting for their live push (notice/outbox.ts flushAfterRequest): the
// notices are committed with its work and in their people's lists; the push follows, and a drain waits for it.

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  await credit(t.deps.db, { userId: DEMO.userId, amountFen: 1_000_000, type: SEED_ENTRY, refType: 'TEST', refId: 'notice-push-test', refNo: '', remark: '测试充值', now: t.deps.now() });
});
afterAll(async () => {
  if (t) await closeChatHub(t.deps);
  await t?.close();
});

describe('the push of a request’s notices', () => {
  it('follows the answer: a payment answers while its notice’s push is held, the push then reaches the planner’s stream, and outboxSettled waits for it', async () => {
    const demo = await loginDemo(t);
    const planner = await loginPlanner(t);
    const stream = await openStream(t, planner);
    await flushNotices(t.deps); // what the context's setup left
    // The hub's delivery is held until released; the payment must answer meanwhile.
    const hub = hubOf(t.deps);
    const publishMany = hub.publishMany.bind(hub);
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let reached = false;
    hub.publishMany = async (evs) => {
      reached = true;
      await gate;
      return publishMany(evs);
    };
    try {
      const o = await paidOrder(t, demo);
      // Answered with the push still held (before, the answer waited for it and this line was never reached).
      expect(o.orderId).toBeTruthy();
      let settled = false;
      const settling = outboxSettled(t.deps).then(() => (settled = true));
      // The flush runs after the answer: its claim is made, its push is waiting at the gate.
      await expect.poll(() => reached).toBe(true);
      expect(await unpushedCount(t.deps)).toBe(0);
      expect(settled).toBe(false);
      release();
      await settling;
      const ev = await stream.nextOf('notice');
      expect(ev.data).toMatchObject({ kind: 'order.paid', category: 'trade', read: false });
      expect((ev.data as { link: string }).link).toBe(`/workbench/orders/${o.orderId}`);
    } finally {
      release();
      hub.publishMany = publishMany;
      await stream.close();
    }
  });
});
