import { LCP_WAIT_MS, paintFirstLoader } from '@/components/common/paintFirstLoader';

const SRCS = ['/_next/static/chunks/a.js', '/_next/static/chunks/b.js', '/_next/static/build/_buildManifest.js'];

/** Runs the loader as the document's inline script would. */
const runLoader = () => new Function(paintFirstLoader(SRCS))();
const inserted = () => Array.from(document.head.querySelectorAll('script[src]')) as HTMLScriptElement[];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});
afterEach(() => vi.useRealTimers());

it('starts the scripts after the next frame, in document order and not async, when there is no LCP picture', () => {
  runLoader();
  expect(inserted()).toHaveLength(0);
  vi.advanceTimersToNextFrame();
  expect(inserted()).toHaveLength(0); // the frame is painted first; the scripts come in the task after it
  vi.advanceTimersByTime(1);
  const scripts = inserted();
  expect(scripts.map((s) => s.getAttribute('src'))).toEqual(SRCS);
  expect(scripts.every((s) => s.async === false)).toBe(true);
});

it('waits for the LCP picture to load (or fail) before it starts them, once', () => {
  document.body.innerHTML = '<img fetchpriority="high" src="/api/img?src=/images/banner.svg">';
  const img = document.querySelector('img')!;
  Object.defineProperty(img, 'complete', { value: false });
  runLoader();
  vi.advanceTimersToNextFrame();
  vi.advanceTimersByTime(10);
  expect(inserted()).toHaveLength(0);

  img.dispatchEvent(new Event('load'));
  vi.advanceTimersToNextFrame();
  vi.advanceTimersByTime(1);
  expect(inserted()).toHaveLength(SRCS.length);

  // a late error event or the cap does not start them a second time
  img.dispatchEvent(new Event('error'));
  vi.advanceTimersByTime(LCP_WAIT_MS + 100);
  expect(inserted()).toHaveLength(SRCS.length);
});

it('does not wait longer than LCP_WAIT_MS for a picture that never arrives', () => {
  document.body.innerHTML = '<img fetchpriority="high" src="/api/img?src=/images/slow.svg">';
  Object.defineProperty(document.querySelector('img')!, 'complete', { value: false });
  runLoader();
  vi.advanceTimersByTime(LCP_WAIT_MS - 1);
  expect(inserted()).toHaveLength(0);
  vi.advanceTimersByTime(1);
  expect(inserted()).toHaveLength(SRCS.length);
});
