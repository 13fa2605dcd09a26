import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DraftSaver, type DraftSaveInput, type DraftStatus } from '@/components/known/publish/draftSaver';

const v = (title: string) => ({ title, content: `<p>${title}</p>`, topicIds: ['t1', 't2'] });

function setup(save: (i: DraftSaveInput) => Promise<{ seq: number }>) {
  const statuses: DraftStatus[] = [];
  const saver = new DraftSaver('question', { save, delayMs: 1500, onStatus: (s) => statuses.push(s) });
  return { saver, statuses };
}

describe('DraftSaver', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves once, 1.5 s after the last change, with the sequence it last read', async () => {
    const save = vi.fn(async (i: DraftSaveInput) => ({ seq: i.seq + 1 }));
    const { saver } = setup(save);
    saver.adopt(3);
    saver.schedule(v('a'));
    await vi.advanceTimersByTimeAsync(1000);
    saver.schedule(v('ab'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(600);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith({ target: 'question', title: 'ab', content: '<p>ab</p>', topicIds: 't1,t2', seq: 3 });
    expect(saver.seq).toBe(4);
    expect(saver.status).toBe('saved');
    saver.schedule(v('abc'));
    await vi.advanceTimersByTimeAsync(1500);
    expect(save).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'abc', seq: 4 }));
  });

  it('never runs two saves at once: a change made while saving goes after it with the new sequence', async () => {
    let release: (v: { seq: number }) => void = () => undefined;
    const save = vi.fn((i: DraftSaveInput) => (i.seq === 0 ? new Promise<{ seq: number }>((r) => (release = r)) : Promise.resolve({ seq: i.seq + 1 })));
    const { saver } = setup(save);
    saver.schedule(v('a'));
    await vi.advanceTimersByTimeAsync(1500);
    saver.schedule(v('b'));
    await vi.advanceTimersByTimeAsync(1500);
    expect(save).toHaveBeenCalledTimes(1);
    release({ seq: 7 });
    await vi.advanceTimersByTimeAsync(0);
    expect(save).toHaveBeenCalledTimes(2);
    expect(save.mock.calls[1][0]).toMatchObject({ title: 'b', seq: 7 });
  });

  it('stops saving on 409 (another page saved a newer draft) until a draft is adopted', async () => {
    const save = vi.fn<(i: DraftSaveInput) => Promise<{ seq: number }>>(async () => {
      throw Object.assign(new Error('草稿已在其他页面更新'), { code: 409 });
    });
    const { saver, statuses } = setup(save);
    saver.schedule(v('a'));
    await vi.advanceTimersByTimeAsync(1500);
    expect(saver.status).toBe('conflict');
    saver.schedule(v('b'));
    await vi.advanceTimersByTimeAsync(3000);
    expect(save).toHaveBeenCalledTimes(1);
    expect(await saver.flush()).toBe(false);
    expect(statuses).toContain('conflict');

    save.mockImplementation(async () => ({ seq: 10 }));
    saver.adopt(9);
    saver.schedule(v('c'));
    await vi.advanceTimersByTimeAsync(1500);
    expect(save).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'c', seq: 9 }));
    expect(saver.seq).toBe(10);
  });

  it('keeps the text after a failed save and sends it on flush', async () => {
    const save = vi.fn().mockRejectedValueOnce(Object.assign(new Error('网络异常'), { code: -1 })).mockResolvedValue({ seq: 2 });
    const { saver } = setup(save);
    saver.schedule(v('a'));
    await vi.advanceTimersByTimeAsync(1500);
    expect(saver.status).toBe('failed');
    expect(await saver.flush()).toBe(true);
    expect(save).toHaveBeenCalledTimes(2);
    expect(save.mock.calls[1][0]).toMatchObject({ title: 'a' });
  });

  it('flushes a waiting change at once, and saves nothing after stop', async () => {
    const save = vi.fn(async () => ({ seq: 1 }));
    const { saver } = setup(save);
    saver.schedule(v('a'));
    expect(await saver.flush()).toBe(true);
    expect(save).toHaveBeenCalledTimes(1);
    saver.schedule(v('b'));
    saver.stop();
    await vi.advanceTimersByTimeAsync(3000);
    saver.schedule(v('c'));
    await vi.advanceTimersByTimeAsync(3000);
    expect(save).toHaveBeenCalledTimes(1);
  });
});
