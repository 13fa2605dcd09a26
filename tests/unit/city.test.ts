import { locateByIp } from '@/services/city';
import { toast } from '@/lib/toast';
import { useCityStore, LOCATE_FAILED_TEXT } from '@/stores/city';
import { useCity1Store } from '@/stores/city1';
import { clearAllCookies, cookieMap } from './support/cookies';

vi.mock('@/services/city', () => ({ locateByIp: vi.fn() }));

const located = vi.mocked(locateByIp);
const chengdu = { code: '510100', name: '成都市', pid: '510000', pname: '四川省' };
const initial = useCityStore.getState();
const initial1 = useCity1Store.getState();
const handle = { close: () => undefined, shown: Promise.resolve() };
const spyToasts = () => ({
  loading: vi.spyOn(toast, 'loading').mockReturnValue(handle),
  success: vi.spyOn(toast, 'success').mockReturnValue(handle),
  error: vi.spyOn(toast, 'error').mockReturnValue(handle),
});
let toasts: ReturnType<typeof spyToasts>;

beforeEach(() => {
  clearAllCookies();
  useCityStore.setState(initial, true);
  useCity1Store.setState(initial1, true);
  located.mockReset();
  toasts = spyToasts();
});

afterEach(() => vi.restoreAllMocks());

describe('city store (spec §4 Location)', () => {
  it('starts with Chengdu as default city and no position', () => {
    const s = useCityStore.getState();
    expect(s.defaultCity).toEqual(chengdu);
    expect(s.positionStatus).toBeNull();
  });

  it('on success stores the located city with status 2, sets it current, and writes the 7-day cookies', async () => {
    located.mockResolvedValue({ code: 200, data: { name: '广州市', code: '440100' }, msg: '定位成功，匹配到对应的服务城市' });
    await useCityStore.getState().positionCity();
    const s = useCityStore.getState();
    expect(s).toMatchObject({ positionCityName: '广州市', positionCityCode: '440100', positionStatus: 2 });
    expect(s.currentCity).toMatchObject({ code: '440100', name: '广州市' });
    const c = cookieMap();
    expect(c).toMatchObject({ positionCityName: '广州市', positionCityCode: '440100', positionStatus: '2' });
    expect(JSON.parse(c.currentCity)).toMatchObject({ code: '440100' });
    expect(toasts.loading).not.toHaveBeenCalled();
  });

  it('a manual retry shows 定位中 then 定位成功 and keeps the chosen current city', async () => {
    useCityStore.getState().setCurrentCity({ code: '110100', name: '北京市' });
    located.mockResolvedValue({ code: 200, data: { name: '广州市', code: '440100' }, msg: '' });
    await useCityStore.getState().positionCity({ manual: true });
    expect(toasts.loading).toHaveBeenCalledWith('定位中', 0);
    expect(toasts.success).toHaveBeenCalledWith('定位成功');
    expect(useCityStore.getState().positionStatus).toBe(2);
    expect(useCityStore.getState().currentCity?.code).toBe('110100');
  });

  it('5003 sets status 1 and uses the default city', async () => {
    located.mockResolvedValue({ code: 5003, data: null, msg: '当前城市暂未开通服务' });
    await useCityStore.getState().positionCity();
    const s = useCityStore.getState();
    expect(s.positionStatus).toBe(1);
    expect(s.currentCity).toEqual(chengdu);
    expect(cookieMap().positionStatus).toBe('1');
  });

  it('5003 on a manual retry shows the success toast', async () => {
    located.mockResolvedValue({ code: 5003, data: null, msg: '' });
    await useCityStore.getState().positionCity({ manual: true });
    expect(useCityStore.getState().positionStatus).toBe(1);
    expect(toasts.success).toHaveBeenCalledWith('定位成功');
  });

  it.each([
    ['code 5001', () => located.mockResolvedValue({ code: 5001, data: null, msg: '定位失败,请稍后再试' })],
    ['code 200 without a city', () => located.mockResolvedValue({ code: 200, data: { name: '', code: '' }, msg: '' })],
    ['a thrown error', () => located.mockRejectedValue(new Error('network'))],
  ])('%s sets status 0 with the default city as position and current city', async (_name, arrange) => {
    arrange();
    await useCityStore.getState().positionCity();
    const s = useCityStore.getState();
    expect(s).toMatchObject({ positionStatus: 0, positionCityName: '成都市', positionCityCode: '510100' });
    expect(s.currentCity).toEqual(chengdu);
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it('a failed manual retry shows the GPS hint and keeps the current city', async () => {
    useCityStore.getState().setCurrentCity({ code: '110100', name: '北京市' });
    located.mockResolvedValue({ code: 5001, data: null, msg: '' });
    await useCityStore.getState().positionCity({ manual: true });
    expect(toasts.error).toHaveBeenCalledWith(LOCATE_FAILED_TEXT);
    expect(LOCATE_FAILED_TEXT).toBe('定位失败，建议检查GPS是否打开或清除浏览器缓存再试');
    expect(useCityStore.getState().positionStatus).toBe(0);
    expect(useCityStore.getState().currentCity?.code).toBe('110100');
  });

  it('setCurrentCity writes the currentCity cookie as JSON, and restoreFromCookies reads it back', () => {
    useCityStore.getState().setCurrentCity({ code: '440300', name: '深圳市', pid: '440000', pname: '广东省' });
    expect(JSON.parse(cookieMap().currentCity)).toEqual({ code: '440300', name: '深圳市', pid: '440000', pname: '广东省' });
    useCityStore.setState(initial, true);
    useCityStore.getState().restoreFromCookies();
    expect(useCityStore.getState().currentCity?.name).toBe('深圳市');
  });
});

describe('second city store (activity pages, no cookies)', () => {
  it('stores the located city on code 200 without writing cookies', async () => {
    located.mockResolvedValue({ code: 200, data: { name: '广州市', code: '440100' }, msg: '' });
    await useCity1Store.getState().positionCity();
    expect(useCity1Store.getState()).toMatchObject({ currentCity: { code: '440100', name: '广州市' }, positionStatus: 2 });
    expect(cookieMap()).toEqual({});
  });

  it.each([
    ['a non-200 code', { code: 5003, data: { name: '绵阳市', code: '510700' }, msg: '' }],
    ['a missing code', { code: 200, data: { name: '某地', code: '' }, msg: '' }],
    ["code '0'", { code: 200, data: { name: '局域网', code: '0' }, msg: '' }],
    ['no data', { code: 200, data: null, msg: '' }],
  ])('falls back to the default city on %s', async (_name, res) => {
    located.mockResolvedValue(res);
    await useCity1Store.getState().positionCity();
    expect(useCity1Store.getState()).toMatchObject({ currentCity: chengdu, positionStatus: 0 });
  });

  it('falls back to the default city on a thrown error', async () => {
    located.mockRejectedValue(new Error('boom'));
    await useCity1Store.getState().positionCity();
    expect(useCity1Store.getState().currentCity).toEqual(chengdu);
  });

  it('setCurrentCity changes only this store', () => {
    useCity1Store.getState().setCurrentCity({ code: '310100', name: '上海市' });
    expect(useCity1Store.getState().currentCity?.code).toBe('310100');
    expect(useCityStore.getState().currentCity).toBeNull();
    expect(cookieMap()).toEqual({});
  });
});
