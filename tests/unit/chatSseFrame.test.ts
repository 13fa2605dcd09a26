import { describe, expect, it } from 'vitest';
import { ChatHub, sseFrame, type HubEvent } from '@/server/modules/chat/realtime';

describe('the SSE frame of a chat event', () => {
  it('is written as hono writeSSE writes it: event, data, id, blank line', () => {
    const ev: HubEvent = { targets: ['u1'], event: 'message', id: '42', data: { groupId: 'g1', message: { content: '你好\n第二行' } } };
    expect(sseFrame(ev)).toBe(`event: message\ndata: {"groupId":"g1","message":{"content":"你好\\n第二行"}}\nid: 42\n\n`);
    expect(sseFrame({ targets: ['u1'], event: 'read', data: { groupId: 'g1' } })).toBe('event: read\ndata: {"groupId":"g1"}\n\n');
  });

  it('writes any JSON value on one data line (JSON escapes line breaks)', () => {
    expect(sseFrame({ targets: ['u1'], event: 'notice', data: 'a' })).toBe('event: notice\ndata: "a"\n\n');
    const raw = { targets: ['u1'], event: 'notice', data: { toJSON: () => 'x' } } as unknown as HubEvent;
    expect(sseFrame(raw)).toBe('event: notice\ndata: "x"\n\n');
  });

  it('is built once per event, however many streams take it, and never reaches the bus', () => {
    let reads = 0;
    const data = {
      get text() {
        reads++;
        return 'hi';
      },
    };
    const ev: HubEvent = { targets: ['visitor', 'planner'], event: 'message', id: '7', data };
    const hub = new ChatHub();
    const got: string[] = [];
    hub.subscribe(['visitor'], (e) => got.push(sseFrame(e)));
    hub.subscribe(['planner'], (e) => got.push(sseFrame(e)));
    hub.subscribe(['planner', 'visitor'], (e) => got.push(sseFrame(e))); // one stream under both: once
    void hub.publish(ev);
    expect(got).toHaveLength(3);
    expect(new Set(got).size).toBe(1);
    expect(reads).toBe(1);
    // What the Redis bus carries is the event alone.
    expect(Object.keys(JSON.parse(JSON.stringify(ev))).sort()).toEqual(['at', 'data', 'event', 'id', 'targets']);
  });
});
