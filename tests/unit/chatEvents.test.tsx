import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({ sseTicket: vi.fn() }));
vi.mock('@/services/chat', () => ({
  sseTicket: api.sseTicket,
  chatEventsUrl: (t: string) => `/api/im/v1/events?ticket=${t}`,
}));

import { useChatEvents } from '@/components/chat/useChatEvents';

class FakeEventSource {
  static all: FakeEventSource[] = [];
  url: string;
  closed = false;
  onerror: (() => void) | null = null;
  listeners = new Map<string, ((e: MessageEvent) => void)[]>();
  constructor(url: string) {
    this.url = url;
    FakeEventSource.all.push(this);
  }
  addEventListener(type: string, fn: (e: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: unknown) {
    for (const fn of this.listeners.get(type) ?? []) fn(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
  fail() {
    this.onerror?.();
  }
}

const latest = () => FakeEventSource.all[FakeEventSource.all.length - 1];
const AUTH = { token: 't1' };

describe('chat event stream (SSE)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeEventSource.all = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    let n = 0;
    api.sseTicket.mockReset().mockImplementation(async () => ({ ticket: `tk${++n}`, expiresIn: 60 }));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('connects with a fresh ticket and delivers messages', async () => {
    const onMessage = vi.fn();
    const { result } = renderHook(() => useChatEvents(AUTH, { onMessage }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(api.sseTicket).toHaveBeenCalledWith(AUTH);
    expect(latest().url).toBe('/api/im/v1/events?ticket=tk1');
    act(() => latest().emit('ready', { imUserId: 'u', userType: 'ORDINARY_USER', unreadTotal: 0 }));
    expect(result.current.status).toBe('live');
    act(() => latest().emit('message', { groupId: 'g', message: { id: '1', seq: 1 } }));
    expect(onMessage).toHaveBeenCalledWith({ groupId: 'g', message: { id: '1', seq: 1 } });
  });

  it('a resync notice (the server dropped our backlog) reconnects at once and asks to catch up', async () => {
    const onReady = vi.fn();
    renderHook(() => useChatEvents(AUTH, { onReady }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    act(() => latest().emit('ready', { imUserId: 'u', userType: 'X', unreadTotal: 0 }));
    const first = latest();
    act(() => first.emit('resync', { reason: 'slow_consumer', maxQueued: 500 }));
    expect(first.closed).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(FakeEventSource.all).toHaveLength(2);
    expect(latest().url).toBe('/api/im/v1/events?ticket=tk2');
    act(() => latest().emit('ready', { imUserId: 'u', userType: 'X', unreadTotal: 0 }));
    expect(onReady).toHaveBeenLastCalledWith(expect.anything(), true);
  });

  it('a dropped connection shows reconnecting, retries after 1000 ms with a new ticket, then asks to catch up', async () => {
    const onReady = vi.fn();
    const { result } = renderHook(() => useChatEvents(AUTH, { onReady }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    act(() => latest().emit('ready', { imUserId: 'u', userType: 'X', unreadTotal: 0 }));
    expect(onReady).toHaveBeenLastCalledWith(expect.anything(), false);
    const first = latest();
    act(() => first.fail());
    expect(first.closed).toBe(true);
    expect(result.current.status).toBe('reconnecting');
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(FakeEventSource.all).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(FakeEventSource.all).toHaveLength(2);
    expect(latest().url).toBe('/api/im/v1/events?ticket=tk2');
    act(() => latest().emit('ready', { imUserId: 'u', userType: 'X', unreadTotal: 0 }));
    expect(result.current.status).toBe('live');
    expect(onReady).toHaveBeenLastCalledWith(expect.anything(), true);
  });

  it('gives up after 10 tries and reconnects on demand', async () => {
    api.sseTicket.mockRejectedValue(new Error('offline'));
    const { result } = renderHook(() => useChatEvents(AUTH, {}));
    await act(() => vi.advanceTimersByTimeAsync(0));
    for (let i = 0; i < 12; i++) await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(api.sseTicket).toHaveBeenCalledTimes(10);
    expect(result.current.status).toBe('offline');
    api.sseTicket.mockResolvedValue({ ticket: 'again', expiresIn: 60 });
    act(() => result.current.reconnect());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(latest().url).toBe('/api/im/v1/events?ticket=again');
    expect(result.current.status).toBe('reconnecting');
  });

  it('closes the stream when the page goes away', async () => {
    const { unmount } = renderHook(() => useChatEvents(AUTH, {}));
    await act(() => vi.advanceTimersByTimeAsync(0));
    unmount();
    expect(latest().closed).toBe(true);
  });
});
