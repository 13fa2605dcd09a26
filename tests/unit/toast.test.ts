import { Toast } from 'antd-mobile';
import { act } from 'react';
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

describe('durations (spec §9)', () => {
  it('show defaults to 1000 ms', () => {
    const s = spyShow();
    toast.show({ message: '已保存' });
    expect(s).toHaveBeenCalledWith(expect.objectContaining({ content: '已保存', duration: 1000, maskClickable: true }));
  });

  it.each([
    ['success', () => toast.success('成功')],
    ['error', () => toast.error('失败')],
    ['warning', () => toast.warning('注意')],
    ['loading', () => toast.loading('加载中')],
  ])('%s defaults to 1500 ms', (_name, call) => {
    const s = spyShow();
    call();
    expect(s).toHaveBeenCalledWith(expect.objectContaining({ duration: 1500 }));
  });

  it('passes a given duration, forbidClick and onClose through', () => {
    const s = spyShow();
    const onClose = () => undefined;
    toast.show({ message: 'x', duration: 3000, forbidClick: true, onClose });
    expect(s).toHaveBeenCalledWith(expect.objectContaining({ duration: 3000, maskClickable: false, afterClose: onClose }));
  });

  it('a handle says when its toast is on the screen (at once once antd-mobile is loaded)', async () => {
    const s = spyShow();
    const h = toast.loading('正在联系规划师...', 0);
    expect(s).toHaveBeenCalledTimes(1);
    await expect(h.shown).resolves.toBeUndefined();
    h.close();
  });

  it('loading uses the spinner', () => {
    const s = spyShow();
    toast.loading('定位中', 0);
    expect(s).toHaveBeenCalledWith(expect.objectContaining({ icon: 'loading', duration: 0 }));
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
