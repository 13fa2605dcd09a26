import { Toast } from 'antd-mobile';
import { act, type ReactElement, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import { screen } from '@testing-library/dom';
import { loadToast, toast, validateIconColor, validateIconSize } from '@/lib/toast';

// Loaded with the file (docs/TESTING.md, "Code a test opens on demand").
await loadToast();

afterEach(() => {
  vi.restoreAllMocks();
  toast.hide();
});

const spyShow = () => vi.spyOn(Toast, 'show');

describe('toast input types (spec §5)', () => {
  it.each([
    ['message', { message: 1 }],
    ['message', { message: undefined }],
    ['duration', { message: 'a', duration: '1000' }],
    ['duration', { message: 'a', duration: NaN }],
    ['icon', { message: 'a', icon: 1 }],
    ['forbidClick', { message: 'a', forbidClick: 'yes' }],
    ['onClose', { message: 'a', onClose: 'fn' }],
  ])('throws "%s类型错误" for a wrongly typed field', (field, options) => {
    expect(() => toast.show(options as never)).toThrow(new TypeError(`${field}类型错误`));
  });

  it('throws for an icon colour or size of the wrong form', () => {
    expect(() => toast.show({ message: 'a', icon: 'success', iconColor: 'red' })).toThrow('iconColor类型错误');
    expect(() => toast.show({ message: 'a', icon: 'success', iconSize: '20' })).toThrow('iconSize类型错误');
  });

  it('the typed helpers check the message too', () => {
    expect(() => toast.success(42 as never)).toThrow('message类型错误');
  });
});

describe('icon colour and size', () => {
  it.each(['#fff', '#4974F5', 'rgb(73, 116, 245)', 'rgba(0,0,0,0.5)', 'rgba(255, 255, 255, 1)'])('accepts %s', (c) => {
    expect(validateIconColor(c)).toBe(true);
  });
  it.each(['red', '#ffff', '#12345', 'rgb(1,2)', 'rgba(1,2,3)', 'rgb(300,0,0)', 'hsl(0,0%,0%)', 12])('refuses %s', (c) => {
    expect(validateIconColor(c)).toBe(false);
  });
  it.each(['16px', '0.32rem', '.5rem', '36px'])('accepts size %s', (v) => expect(validateIconSize(v)).toBe(true));
  it.each(['16', 16, '16em', 'px', '-1px', '1 px'])('refuses size %s', (v) => expect(validateIconSize(v)).toBe(false));
});

/** What antd-mobile was asked to show last: its text, and the content element, which says when it is on the screen. */
const lastShown = (s: ReturnType<typeof spyShow>) => {
  const props = s.mock.calls.at(-1)![0] as { content: ReactElement<{ children: ReactNode }> };
  return { text: props.content.props.children, content: props.content };
};

describe('durations (spec §9)', () => {
  afterEach(() => vi.useRealTimers());

  /** A stand-in for antd-mobile's toast that draws nothing until the test renders its content. */
  const fakeShow = () => {
    const handler = { close: vi.fn(), replace: vi.fn(), isRendered: () => true };
    const s = spyShow().mockImplementation(() => handler as never);
    return { s, handler };
  };

  it.each([
    ['show', 1000, () => toast.show({ message: '已保存' })],
    ['success', 1500, () => toast.success('成功')],
    ['error', 1500, () => toast.error('失败')],
    ['warning', 1500, () => toast.warning('注意')],
    ['loading', 1500, () => toast.loading('加载中')],
  ])('%s closes %i ms after its toast is on the screen, however long the first frame took', async (_name, ms, call) => {
    vi.useFakeTimers();
    const { s, handler } = fakeShow();
    call();
    // antd-mobile keeps it (0): its own timer would run from the call, and a page that draws no frame for that long
    // never showed the toast at all.
    expect(s).toHaveBeenCalledWith(expect.objectContaining({ duration: 0 }));
    vi.advanceTimersByTime(10_000);
    expect(handler.close).not.toHaveBeenCalled();
    render(lastShown(s).content);
    vi.advanceTimersByTime(ms - 1);
    expect(handler.close).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(handler.close).toHaveBeenCalledTimes(1);
  });

  it('a toast replaced by a newer one does not close the newer one when its time is up', () => {
    vi.useFakeTimers();
    const { s, handler } = fakeShow();
    toast.success('第一条');
    render(lastShown(s).content);
    toast.success('第二条');
    vi.advanceTimersByTime(1500);
    expect(handler.close).not.toHaveBeenCalled();
    render(lastShown(s).content);
    vi.advanceTimersByTime(1500);
    expect(handler.close).toHaveBeenCalledTimes(1);
  });

  it('passes forbidClick and onClose through, and the message as the text', () => {
    const s = spyShow();
    const onClose = () => undefined;
    toast.show({ message: 'x', duration: 3000, forbidClick: true, onClose });
    expect(s).toHaveBeenCalledWith(expect.objectContaining({ maskClickable: false, afterClose: onClose }));
    expect(lastShown(s).text).toBe('x');
  });

  it('a handle says when its toast is on the screen, and when a newer one replaced it first', async () => {
    const { s } = fakeShow();
    const first = toast.loading('正在联系规划师...', 0);
    const second = toast.loading('正在连接...', 0);
    await expect(first.shown).resolves.toBeUndefined();
    let shown = false;
    void second.shown.then(() => (shown = true));
    await Promise.resolve();
    expect(shown).toBe(false);
    render(lastShown(s).content);
    await expect(second.shown).resolves.toBeUndefined();
    second.close();
  });

  it('a handle of a toast hidden before it was drawn settles at hide()', async () => {
    const { s } = fakeShow();
    const h = toast.loading('正在连接...', 0);
    let shown = false;
    void h.shown.then(() => (shown = true));
    await Promise.resolve();
    expect(shown).toBe(false);
    toast.hide();
    await expect(h.shown).resolves.toBeUndefined();
    expect(s).toHaveBeenCalledTimes(1);
  });

  it('loading uses the spinner and stays until closed', () => {
    vi.useFakeTimers();
    const { s, handler } = fakeShow();
    const h = toast.loading('定位中', 0);
    expect(s).toHaveBeenCalledWith(expect.objectContaining({ icon: 'loading', duration: 0 }));
    render(lastShown(s).content);
    vi.advanceTimersByTime(60_000);
    expect(handler.close).not.toHaveBeenCalled();
    h.close();
    expect(handler.close).toHaveBeenCalledTimes(1);
  });
});

it('renders the message on the page', async () => {
  // antd-mobile renders the toast into a root of its own, outside Testing Library's act(): flushed here inside act,
  // so the test does not depend on when the scheduler gets to it (it once did not within 10 s on a loaded machine).
  await act(async () => {
    toast.show({ message: '登录失效，请重新登录', duration: 0 });
  });
  expect(await screen.findByText('登录失效，请重新登录')).toBeInTheDocument();
});
