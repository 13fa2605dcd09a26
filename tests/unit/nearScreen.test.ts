import { afterEach, describe, expect, it, vi } from 'vitest';
import { onceNear } from '@/lib/nearScreen';

type Callback = (entries: { isIntersecting: boolean }[]) => void;
const made: { cb: Callback; margin: string; observed: unknown[]; disconnected: number }[] = [];
class FakeObserver {
  rec: (typeof made)[number];
  constructor(cb: Callback, opts: { rootMargin: string }) {
    this.rec = { cb, margin: opts.rootMargin, observed: [], disconnected: 0 };
    made.push(this.rec);
  }
  observe(el: unknown) {
    this.rec.observed.push(el);
  }
  disconnect() {
    this.rec.disconnected++;
  }
}
afterEach(() => {
  vi.unstubAllGlobals();
  made.length = 0;
});

describe('onceNear', () => {
  it('is null where the browser has no IntersectionObserver, and calls nothing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const onNear = vi.fn();
    expect(onceNear({} as Element, '100px', onNear)).toBeNull();
    expect(onNear).not.toHaveBeenCalled();
  });

  it('calls back once, on the first entry that is near, and stops watching', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const el = {} as Element;
    const onNear = vi.fn();
    const stop = onceNear(el, '300px', onNear);
    expect(typeof stop).toBe('function');
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ margin: '300px', observed: [el] });
    made[0].cb([{ isIntersecting: false }]);
    expect(onNear).not.toHaveBeenCalled();
    made[0].cb([{ isIntersecting: false }, { isIntersecting: true }]);
    expect(onNear).toHaveBeenCalledTimes(1);
    expect(made[0].disconnected).toBe(1);
  });

  it('stops watching when told to, before anything came near', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const stop = onceNear({} as Element, '100px', vi.fn());
    stop!();
    expect(made[0].disconnected).toBe(1);
  });
});
