import { trackPageView as postPageView } from '@/services/visit';
import { resetTracking, trackPageView } from '@/lib/analytics';
import { getVisitor, clearVisitor } from '@/lib/visitor';
import { getDeviceId, resetDeviceIdMemo } from '@/lib/device';
import { registerAnonymousId } from '@/services/visit';
import { ensureVisitor, useUserStore } from '@/stores/user';

vi.mock('@/services/visit', () => ({
  trackPageView: vi.fn(() => Promise.resolve(null)),
  registerAnonymousId: vi.fn(),
}));
vi.mock('@/services/auth', () => ({ getUserInfo: vi.fn() }));

beforeEach(() => {
  vi.mocked(postPageView).mockClear();
  vi.mocked(registerAnonymousId).mockReset();
  resetTracking();
  localStorage.clear();
  resetDeviceIdMemo();
  useUserStore.setState({ anonymousInfo: null });
});
afterEach(() => vi.useRealTimers());

describe('page-view tracking', () => {
  it('posts the view 1000 ms after navigation, with the title of the new page', async () => {
    vi.useFakeTimers();
    trackPageView('/known');
    document.title = '必懂';
    vi.advanceTimersByTime(999);
    await vi.dynamicImportSettled();
    expect(postPageView).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    // the service is loaded with the first view (not at boot)
    await vi.dynamicImportSettled();
    expect(postPageView).toHaveBeenCalledWith(expect.objectContaining({ path: '/known', title: '必懂', deviceId: getDeviceId() }));
  });

  it('counts rapid repeats of a path once', async () => {
    vi.useFakeTimers();
    trackPageView('/my');
    trackPageView('/my');
    vi.advanceTimersByTime(1000);
    trackPageView('/my');
    vi.advanceTimersByTime(1000);
    await vi.dynamicImportSettled();
    expect(postPageView).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    trackPageView('/my');
    vi.advanceTimersByTime(1000);
    await vi.dynamicImportSettled();
    expect(postPageView).toHaveBeenCalledTimes(2);
  });

  it('resetTracking drops pending views', async () => {
    vi.useFakeTimers();
    trackPageView('/order');
    resetTracking();
    vi.advanceTimersByTime(2000);
    await vi.dynamicImportSettled();
    expect(postPageView).not.toHaveBeenCalled();
  });
});

describe('device id and anonymous visitor', () => {
  it('keeps one random device id in localStorage', () => {
    const id = getDeviceId();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    resetDeviceIdMemo();
    expect(getDeviceId()).toBe(id);
    expect(localStorage.getItem('deviceId')).toBe(id);
  });

  it('registers the visitor once per device (sourceType EQUIPMENT, sourceId = device id) and keeps it as myInfo', async () => {
    vi.mocked(registerAnonymousId).mockResolvedValue({ id: 'anon-1', bindState: 0, token: 'vt', imUserId: 'im-1' });
    const [a, b] = await Promise.all([ensureVisitor(), ensureVisitor()]);
    expect(registerAnonymousId).toHaveBeenCalledTimes(1);
    expect(registerAnonymousId).toHaveBeenCalledWith(getDeviceId(), 'EQUIPMENT');
    expect(a).toEqual(b);
    expect(getVisitor()).toMatchObject({ token: 'vt', imUserId: 'im-1' });
    expect(JSON.parse(localStorage.getItem('myInfo') || '{}')).toMatchObject({ token: 'vt', imUserId: 'im-1' });
    expect(useUserStore.getState().anonymousInfo).toEqual({ anonymousId: 'anon-1', userBindState: 0 });
    await ensureVisitor();
    expect(registerAnonymousId).toHaveBeenCalledTimes(1);
    clearVisitor();
    expect(getVisitor()).toBeNull();
  });

  it('a failed registration resolves null and is retried next time', async () => {
    vi.mocked(registerAnonymousId).mockRejectedValueOnce(new Error('down'));
    await expect(ensureVisitor()).resolves.toBeNull();
    vi.mocked(registerAnonymousId).mockResolvedValue({ id: 'anon-2', bindState: 1, token: 't', imUserId: 'i' });
    await expect(ensureVisitor()).resolves.toMatchObject({ anonymousId: 'anon-2' });
  });
});
