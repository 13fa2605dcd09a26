import { act, fireEvent, render, screen } from '@testing-library/react';
import { BLANK_IMAGE, GOODS_PLACEHOLDER, LazyImage, PRELOAD_MARGIN } from '@/components/common/LazyImage';
import { DEFAULT_AVATAR } from '@/components/common/Avatar';

/** A controllable IntersectionObserver: tests decide when an observed element comes near the screen. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  elements: Element[] = [];
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.instances.push(this);
  }
  observe(el: Element) {
    this.elements.push(el);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  takeRecords() {
    return [];
  }
  enter() {
    const entries = this.elements.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
}

const SRC = '/images/gen/goods/cover-01.svg';
const RESIZED = '/api/img?src=/images/gen/goods/cover-01.svg&m=fill&w=360&h=240';

beforeEach(() => {
  FakeObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => vi.unstubAllGlobals());

const img = () => screen.getByRole('img', { name: '商品图' }) as HTMLImageElement;

it('keeps its box on a placeholder until it is within one screen, then loads the resized image', () => {
  render(<LazyImage src={SRC} alt="商品图" width={180} height={120} />);
  expect(img().getAttribute('src')).toBe(BLANK_IMAGE);
  expect(img()).toHaveAttribute('width', '180');
  expect(img()).toHaveAttribute('height', '120');
  expect(img().style.width).toBe('3.6rem');
  expect(img().dataset.state).toBe('waiting');

  const io = FakeObserver.instances[0];
  expect(io.options.rootMargin).toBe(PRELOAD_MARGIN);
  io.enter();
  expect(img().getAttribute('src')).toBe(RESIZED);
  expect(io.disconnected).toBe(true);

  fireEvent.load(img());
  expect(img().dataset.state).toBe('loaded');
});

it('keeps the shape it was given when a stylesheet sizes it (the square 1×1 stand-in must not set the box)', () => {
  render(<LazyImage src={SRC} alt="商品图" width={150} height={60} className="tile" />);
  // Sized by the stylesheet (no inline width/height), the box still carries its ratio for styles/globals.css.
  expect(img().style.width).toBe('');
  expect(img().style.getPropertyValue('--lazy-ratio')).toBe('150 / 60');
  expect(img().getAttribute('style')).toMatch(/--lazy-ratio/);
});

it('retries once after an error, then shows the fallback', () => {
  render(<LazyImage src={SRC} alt="商品图" width={180} height={120} fallback="goods" />);
  FakeObserver.instances[0].enter();
  fireEvent.error(img());
  expect(img().getAttribute('src')).toBe(`${RESIZED}&retry=1`);
  expect(img().dataset.state).toBe('retrying');
  fireEvent.error(img());
  expect(img().getAttribute('src')).toBe(GOODS_PLACEHOLDER);
  // The fallback failing too does not start another round.
  fireEvent.error(img());
  expect(img().getAttribute('src')).toBe(GOODS_PLACEHOLDER);
});

it('shows the fallback at once when there is no picture, and starts over when the src changes', () => {
  const { rerender } = render(<LazyImage src="" alt="商品图" width={60} height={60} fallback="avatar" className="photo" />);
  FakeObserver.instances[0].enter();
  expect(img().getAttribute('src')).toBe(DEFAULT_AVATAR);
  // A class sizes the image, so no inline size competes with it.
  expect(img().style.width).toBe('');

  rerender(<LazyImage src="/images/gen/avatar/planner-01.svg" alt="商品图" width={60} height={60} fallback="avatar" className="photo" />);
  expect(img().getAttribute('src')).toBe('/api/img?src=/images/gen/avatar/planner-01.svg&m=fill&w=120&h=120');
});

it('loads priority images without waiting and works without IntersectionObserver', () => {
  const first = render(<LazyImage src={SRC} alt="商品图" width={180} height={120} priority />);
  expect(img().getAttribute('src')).toBe(RESIZED);
  expect(img()).toHaveAttribute('fetchpriority', 'high');
  // decoded with the frame it arrives in, and not left to the browser's lazy loading
  expect(img()).not.toHaveAttribute('decoding');
  expect(img()).not.toHaveAttribute('loading');
  expect(FakeObserver.instances).toHaveLength(0);
  first.unmount();

  // eager: at once too, but at the browser's normal priority (one high-priority picture per page).
  const eager = render(<LazyImage src={SRC} alt="商品图" width={180} height={120} eager />);
  expect(img().getAttribute('src')).toBe(RESIZED);
  expect(img()).not.toHaveAttribute('fetchpriority');
  // in the server's HTML, but fetched once laid out: not preloaded ahead of the LCP picture
  expect(img()).toHaveAttribute('loading', 'lazy');
  expect(FakeObserver.instances).toHaveLength(0);
  eager.unmount();

  vi.stubGlobal('IntersectionObserver', undefined);
  render(<LazyImage src={SRC} alt="封面" width={90} height={60} mode="lfit" density={1} />);
  expect(screen.getByRole('img', { name: '封面' }).getAttribute('src')).toBe('/api/img?src=/images/gen/goods/cover-01.svg&m=lfit&w=90&h=60');
});
