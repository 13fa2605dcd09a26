import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { browserPosition, type GeoLookupResult } from '@/services/city';
import { toast } from '@/lib/toast';
import { cityGroups, searchCities as searchTable } from '@/server/modules/maps/cities';
import { useCityStore } from '@/stores/city';
import { useCity1Store } from '@/stores/city1';
import ChoiceCityPage from '@/pages/city/choiceCity';
import SearchCityPage from '@/pages/city/searchCity';
import { clearAllCookies, cookieMap } from './support/cookies';

/** The page's props as pageLoader answers them. */
const ready = <const T,>(data: T) => ({ data, error: '', query: {} });

const router = vi.hoisted(() => ({ pathname: '/city/choiceCity', asPath: '/city/choiceCity', back: vi.fn(), replace: vi.fn(() => Promise.resolve(true)) }));
vi.mock('next/router', () => ({ useRouter: () => router }));

/**
 * The backend behind lib/http, one mock per endpoint. Mocking lib/http rather than services/city keeps the
 * real services (and browserPosition) under test; services/city -> lib/http -> stores/city is a cycle that
 * a partial mock of services/city would break.
 */
const api = vi.hoisted(() => ({
  ip: vi.fn<() => Promise<GeoLookupResult>>(),
  regeo: vi.fn<(q: object) => Promise<GeoLookupResult>>(),
  list: vi.fn<() => Promise<unknown>>(),
  search: vi.fn<(q: { keyword: string }) => Promise<unknown>>(),
}));
vi.mock('@/lib/http', () => {
  const envelope = (_m: string, url: string, payload?: object) => (url === '/maps/v1/regeo' ? api.regeo(payload!) : api.ip());
  const get = (url: string, params?: object) => (url === '/city/v1/list' ? api.list() : api.search(params as { keyword: string }));
  const http = { envelope, get, post: vi.fn() };
  return {
    http,
    serverHttp: () => http,
    isApiError: () => false,
    isSessionInvalidCode: () => false,
    loginRedirect: vi.fn(),
  };
});
const locateByIp = api.ip;
const regeo = api.regeo;

const list = JSON.parse(JSON.stringify(cityGroups()));
const noPosition = { name: '', code: '', status: null };
const initial = useCityStore.getState();
const initial1 = useCity1Store.getState();
const handle = { close: () => undefined, shown: Promise.resolve() };

function fakeGeolocation(answer: { lat: number; lng: number } | 'denied', permission: PermissionState = 'prompt') {
  const getCurrentPosition = vi.fn((ok: PositionCallback, fail?: PositionErrorCallback | null) => {
    if (answer === 'denied') fail?.({ code: 1, message: 'denied' } as GeolocationPositionError);
    else ok({ coords: { latitude: answer.lat, longitude: answer.lng } } as GeolocationPosition);
  });
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  Object.defineProperty(navigator, 'permissions', { value: { query: vi.fn(async () => ({ state: permission })) }, configurable: true });
  return getCurrentPosition;
}

beforeEach(() => {
  clearAllCookies();
  useCityStore.setState(initial, true);
  useCity1Store.setState(initial1, true);
  for (const m of Object.values(api)) m.mockReset();
  router.back.mockClear();
  vi.spyOn(window.history, 'length', 'get').mockReturnValue(3);
  for (const k of ['loading', 'success', 'error', 'warning'] as const) vi.spyOn(toast, k).mockReturnValue(handle);
});
afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'geolocation');
  Reflect.deleteProperty(navigator, 'permissions');
});

describe('/city/choiceCity', () => {
  const chengdu = { code: '510100', name: '成都市' };

  it('renders the server list: current city, located city, hot cities and the A–Z index', async () => {
    document.cookie = `currentCity=${encodeURIComponent(JSON.stringify(chengdu))}; path=/`;
    render(<ChoiceCityPage {...ready({ type: 0, list, cookieCity: chengdu, cookiePosition: { name: '广州市', code: '440100', status: 2 } })} />);
    expect(screen.getByRole('heading', { name: '选择城市' })).toBeInTheDocument();
    expect(screen.getByText('当前选择').previousSibling).toHaveTextContent('成都市');
    expect(within(screen.getByRole('region', { name: '当前城市' })).getByRole('button', { name: /广州市\s*GPS定位/ })).toBeInTheDocument();
    const hot = within(screen.getByRole('region', { name: '热门城市' }));
    expect(hot.getAllByRole('button').map((b) => b.textContent)).toHaveLength(12);
    const index = within(screen.getByRole('navigation', { name: '城市首字母索引' }));
    expect(index.getByRole('button', { name: 'A' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'X开头的城市' })).toHaveTextContent('厦门市');
    expect(screen.getByRole('link', { name: /请输入城市名称/ })).toHaveAttribute('href', '/city/searchCity?from=choice');
    await act(async () => {});
    expect(locateByIp).not.toHaveBeenCalled();
  });

  it('choosing a city sets the site city with its 7-day cookie and history, then goes back', async () => {
    // A first visit: the silent lookup is still running when the user taps, and must not undo the choice.
    let answer: (r: GeoLookupResult) => void = () => {};
    locateByIp.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    render(<ChoiceCityPage {...ready({ type: 0, list, cookieCity: null, cookiePosition: noPosition })} />);
    fireEvent.click(within(screen.getByRole('region', { name: 'X开头的城市' })).getByRole('button', { name: '厦门市' }));
    await waitFor(() => expect(locateByIp).toHaveBeenCalled());
    await act(async () => answer({ code: 200, data: { name: '广州市', code: '440100' }, msg: '' }));
    expect(useCityStore.getState().positionCityCode).toBe('440100');
    expect(useCityStore.getState().currentCity).toMatchObject({ code: '350200', name: '厦门市', pid: '350000' });
    const c = cookieMap();
    expect(JSON.parse(c.currentCity)).toMatchObject({ code: '350200' });
    expect(JSON.parse(c.cityHistory)).toEqual([{ code: '350200', cityName: '厦门市' }]);
    expect(router.back).toHaveBeenCalled();
  });

  it('type=1 sets only the activity city, without cookies or history', () => {
    render(<ChoiceCityPage {...ready({ type: 1, list, cookieCity: null, cookiePosition: noPosition })} />);
    fireEvent.click(within(screen.getByRole('region', { name: '热门城市' })).getByRole('button', { name: '上海市' }));
    expect(useCity1Store.getState().currentCity).toMatchObject({ code: '310100' });
    expect(useCityStore.getState().currentCity?.code).not.toBe('310100');
    expect(cookieMap().cityHistory).toBeUndefined();
    expect(screen.queryByRole('region', { name: '历史选择' })).toBeNull();
  });

  it('shows the history chips of earlier choices', () => {
    document.cookie = `cityHistory=${encodeURIComponent(JSON.stringify([{ code: '440300', cityName: '深圳市' }]))}; path=/`;
    document.cookie = `currentCity=${encodeURIComponent(JSON.stringify(chengdu))}; path=/`;
    render(<ChoiceCityPage {...ready({ type: 0, list, cookieCity: chengdu, cookiePosition: noPosition })} />);
    fireEvent.click(within(screen.getByRole('region', { name: '历史选择' })).getByRole('button', { name: '深圳市' }));
    expect(useCityStore.getState().currentCity?.code).toBe('440300');
  });

  it('重新定位 runs the manual retry: 定位中, then 定位成功, keeping the chosen city', async () => {
    document.cookie = `currentCity=${encodeURIComponent(JSON.stringify(chengdu))}; path=/`;
    locateByIp.mockResolvedValue({ code: 200, data: { name: '武汉市', code: '420100' }, msg: '' });
    render(<ChoiceCityPage {...ready({ type: 0, list, cookieCity: chengdu, cookiePosition: { name: '', code: '', status: 0 } })} />);
    expect(screen.getByText('无法定位到当前城市')).toBeInTheDocument();
    // Queried inside the panel: a role query over the whole A–Z list takes seconds on a busy machine.
    const panel = within(screen.getByRole('region', { name: '当前城市' }));
    await act(async () => fireEvent.click(panel.getByRole('button', { name: '重新定位' })));
    expect(toast.loading).toHaveBeenCalledWith('定位中', 0);
    expect(toast.success).toHaveBeenCalledWith('定位成功');
    expect(await panel.findByRole('button', { name: /武汉市\s*GPS定位/ })).toBeInTheDocument();
    expect(useCityStore.getState().currentCity?.code).toBe('510100');
  });

  it('locates silently on a first visit and loads the list when the server could not', async () => {
    locateByIp.mockResolvedValue({ code: 5003, data: { name: '成都市', code: '510100' }, msg: '' });
    api.list.mockResolvedValue(list);
    render(<ChoiceCityPage {...ready({ type: 0, list: null, cookieCity: null, cookiePosition: noPosition })} />);
    expect(await screen.findByRole('region', { name: '热门城市' })).toBeInTheDocument();
    await waitFor(() => expect(useCityStore.getState().positionStatus).toBe(1));
    expect(screen.getByText('未开通服务')).toBeInTheDocument();
    expect(toast.loading).not.toHaveBeenCalled();
  });

  it('tells when the list cannot be loaded', async () => {
    locateByIp.mockResolvedValue({ code: 5001, data: null, msg: '' });
    api.list.mockRejectedValue(new Error('down'));
    render(<ChoiceCityPage {...ready({ type: 0, list: null, cookieCity: chengdu, cookiePosition: noPosition })} />);
    expect(await screen.findByText('服务异常，请刷新重试！')).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('服务异常，请刷新重试！');
  });
});

describe('/city/searchCity', () => {
  beforeEach(() => {
    api.search.mockImplementation(async ({ keyword }) => ({ rows: searchTable(keyword), total: 0 }));
  });

  it('searches as the user types and highlights the match', async () => {
    render(<SearchCityPage {...ready({ type: 0, fromChoice: true, initial: null })} />);
    fireEvent.change(screen.getByRole('searchbox', { name: '城市名称' }), { target: { value: '成都' } });
    const row = await screen.findByRole('button', { name: /成都市/ });
    expect(row.querySelector('em')).toHaveTextContent('成都');
    expect(api.search).toHaveBeenCalledWith({ keyword: '成都' });
  });

  it('shows 暂无搜索结果 when nothing matches', async () => {
    render(<SearchCityPage {...ready({ type: 0, fromChoice: false, initial: null })} />);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '火星' } });
    expect(await screen.findByText('暂无搜索结果')).toBeInTheDocument();
  });

  it('strips emoji from the input', () => {
    render(<SearchCityPage {...ready({ type: 0, fromChoice: false, initial: null })} />);
    const input = screen.getByRole('searchbox') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '成😀都' } });
    fireEvent.keyUp(input);
    expect(input.value).toBe('成都');
  });

  it('a tap selects the city and goes back past the picker', async () => {
    const go = vi.spyOn(window.history, 'go').mockImplementation(() => {});
    render(<SearchCityPage {...ready({ type: 0, fromChoice: true, initial: { keyword: 'cd', rows: searchTable('cd') } })} />);
    fireEvent.click(screen.getByRole('button', { name: /承德市/ }));
    expect(useCityStore.getState().currentCity).toMatchObject({ code: '130800', name: '承德市' });
    expect(JSON.parse(cookieMap().cityHistory)[0]).toEqual({ code: '130800', cityName: '承德市' });
    expect(go).toHaveBeenCalledWith(-2);
    expect(api.search).not.toHaveBeenCalled();
  });

  it('type=1 sets the activity city', () => {
    render(<SearchCityPage {...ready({ type: 1, fromChoice: false, initial: { keyword: '北京', rows: searchTable('北京') } })} />);
    fireEvent.click(screen.getByRole('button', { name: /北京市/ }));
    expect(useCity1Store.getState().currentCity?.code).toBe('110100');
    expect(router.back).toHaveBeenCalled();
  });
});

describe('browser position in the first city store', () => {
  it('a manual retry asks the browser and uses the nearest city of the position', async () => {
    const ask = fakeGeolocation({ lat: 30.6, lng: 114.3 });
    regeo.mockResolvedValue({ code: 200, data: { name: '武汉市', code: '420100' }, msg: '' });
    await useCityStore.getState().positionCity({ manual: true });
    expect(ask).toHaveBeenCalled();
    expect(regeo).toHaveBeenCalledWith({ lat: '30.600000', lng: '114.300000' });
    expect(locateByIp).not.toHaveBeenCalled();
    expect(useCityStore.getState()).toMatchObject({ positionCityCode: '420100', positionStatus: 2 });
    expect(toast.success).toHaveBeenCalledWith('定位成功');
  });

  it('falls back to the IP when the position is refused or outside China', async () => {
    fakeGeolocation('denied');
    locateByIp.mockResolvedValue({ code: 200, data: { name: '广州市', code: '440100' }, msg: '' });
    await useCityStore.getState().positionCity({ manual: true });
    expect(regeo).not.toHaveBeenCalled();
    expect(useCityStore.getState().positionCityCode).toBe('440100');

    fakeGeolocation({ lat: 48.86, lng: 2.35 });
    regeo.mockResolvedValue({ code: 5001, data: null, msg: '定位失败,请稍后再试' });
    locateByIp.mockResolvedValue({ code: 5001, data: null, msg: '' });
    await useCityStore.getState().positionCity({ manual: true });
    expect(useCityStore.getState().positionStatus).toBe(0);
    expect(toast.error).toHaveBeenCalled();
  });

  it('the silent lookup never prompts: it uses the position only when already allowed', async () => {
    const ask = fakeGeolocation({ lat: 30.6, lng: 104.1 }, 'prompt');
    locateByIp.mockResolvedValue({ code: 5003, data: { name: '成都市', code: '510100' }, msg: '' });
    await useCityStore.getState().positionCity();
    expect(ask).not.toHaveBeenCalled();

    const allowed = fakeGeolocation({ lat: 30.6, lng: 104.1 }, 'granted');
    regeo.mockResolvedValue({ code: 200, data: { name: '成都市', code: '510100' }, msg: '' });
    await useCityStore.getState().positionCity();
    expect(allowed).toHaveBeenCalled();
    expect(useCityStore.getState()).toMatchObject({ positionStatus: 2, currentCity: { code: '510100' } });
  });

  it('treats a local-network answer as a failure', async () => {
    locateByIp.mockResolvedValue({ code: 200, data: { name: '局域网', code: '0' }, msg: '' });
    await useCityStore.getState().positionCity();
    expect(useCityStore.getState().positionStatus).toBe(0);
    expect(await browserPosition()).toBeNull();
  });
});
