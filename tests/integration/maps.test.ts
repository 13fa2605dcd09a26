import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAmapGeo, createLocalGeo, isLanIp, type GeoAdapter } from '@/server/adapters/geo';
import { CITIES, HOT_CITY_CODES, inChina, nearestCity, PROVINCES } from '@/server/modules/maps/cities';
import { createTestContext, type TestContext } from './helpers';
import { captureLogs } from './logCapture';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t?.close();
});

const IP = '/api/maps/v1/ip_location';
const REGEO = '/api/maps/v1/regeo';
const LIST = '/api/city/v1/list';
const SEARCH = '/api/city/v1/search';

/** Swaps the geo provider of this context for one test. */
let localGeo: GeoAdapter;
function useGeo(geo: GeoAdapter) {
  t.deps.adapters.geo = geo;
}
afterEach(() => {
  localGeo ??= createLocalGeo();
  t.deps.adapters.geo = localGeo;
});

describe('GET /api/maps/v1/ip_location', () => {
  it.each(['10.1.2.3', '192.168.0.8', '172.20.1.1', '127.0.0.1', '::1', 'fd00::1', '::ffff:192.168.1.1'])(
    'treats the local-network address %s as a failure (5001)',
    async (ip) => {
      expect(await t.call('GET', IP, undefined, { ip })).toEqual({ code: 5001, data: null, msg: '定位失败,请稍后再试' });
    },
  );

  it('answers a public IP without a configured provider with 5003 and the default city', async () => {
    const res = await t.call('GET', IP, undefined, { ip: '117.136.12.34' });
    expect(res.code).toBe(5003);
    expect(res.data).toMatchObject({ name: '成都市', code: '510100', pid: '510000', pname: '四川省' });
    expect(res.msg).toContain('默认城市');
  });

  it('needs the request signature like every call', async () => {
    expect((await t.call('GET', IP, undefined, { sign: false })).code).toBe(4001);
  });

  it('locates a public IP through a provider: district codes map to their city, municipalities to 110100 etc.', async () => {
    const places: Record<string, Awaited<ReturnType<GeoAdapter['locateIp']>>> = {
      '1.1.1.1': { kind: 'city', adcode: '440106', name: '广州市' },
      '1.1.1.2': { kind: 'city', adcode: '110105', name: '北京市' },
      '1.1.1.3': { kind: 'none' },
      '1.1.1.4': { kind: 'city', adcode: '429004', name: '仙桃市' },
    };
    useGeo({ ...createLocalGeo(), name: 'fake', locateIp: async (ip) => places[ip] ?? { kind: 'unknown' } });
    expect(await t.call('GET', IP, undefined, { ip: '1.1.1.1' })).toEqual({
      code: 200,
      data: { name: '广州市', code: '440100', pid: '440000', pname: '广东省' },
      msg: '定位成功，匹配到对应的服务城市',
    });
    expect((await t.call('GET', IP, undefined, { ip: '1.1.1.2' })).data).toMatchObject({ code: '110100', name: '北京市' });
    expect(await t.call('GET', IP, undefined, { ip: '1.1.1.3' })).toMatchObject({ code: 5001, data: null });
    // located, but not a prefecture-level city of the table: "not served", with the place itself
    expect(await t.call('GET', IP, undefined, { ip: '1.1.1.4' })).toMatchObject({ code: 5003, data: { name: '仙桃市', code: '429004' } });
  });

  it('reports a provider error as 5001 定位失败，未知异常 and caches good answers per IP', async () => {
    let calls = 0;
    useGeo({
      ...createLocalGeo(),
      name: 'flaky',
      locateIp: async (ip) => {
        calls++;
        if (ip === '2.2.2.2') throw new Error('provider down');
        return { kind: 'city', adcode: '510104', name: '成都市' };
      },
    });
    const { lines } = await captureLogs(async () => {
      expect(await t.call('GET', IP, undefined, { ip: '2.2.2.2' })).toEqual({ code: 5001, data: null, msg: '定位失败，未知异常' });
    }, 'warn');
    expect(lines).toEqual([expect.objectContaining({ level: 'warn', where: 'maps', msg: 'lookup failed', err: expect.objectContaining({ message: 'provider down' }) })]);
    expect((await t.call('GET', IP, undefined, { ip: '2.2.2.3' })).data.code).toBe('510100');
    expect((await t.call('GET', IP, undefined, { ip: '2.2.2.3' })).data.code).toBe('510100');
    expect(calls).toBe(2);
  });
});

describe('GET /api/maps/v1/regeo', () => {
  it.each([
    [30.66, 104.06, '510100', '成都市'],
    [39.9, 116.4, '110100', '北京市'],
    [31.22, 121.48, '310100', '上海市'],
    [22.54, 114.05, '440300', '深圳市'],
    [30.81, 108.41, '500100', '重庆市'], // 万州, far from Chongqing's seat
    [43.83, 87.62, '650100', '乌鲁木齐市'],
    [18.25, 109.5, '460200', '三亚市'],
    [52.97, 122.54, '232700', '大兴安岭地区'],
  ])('(%s, %s) is in %s', async (lat, lng, code, name) => {
    expect(await t.call('GET', REGEO, { lat, lng })).toMatchObject({ code: 200, data: { code, name }, msg: '定位成功，匹配到对应的服务城市' });
  });

  it.each([
    [35.68, 139.69, 'Tokyo'],
    [37.57, 126.98, 'Seoul'],
    [47.92, 106.92, 'Ulaanbaatar'],
    [21.03, 105.85, 'Hanoi'],
    [48.86, 2.35, 'Paris'],
    [0, 0, 'the Gulf of Guinea'],
  ])('(%s, %s) in %s is outside China: 5001', async (lat, lng) => {
    expect(await t.call('GET', REGEO, { lat, lng })).toEqual({ code: 5001, data: null, msg: '定位失败,请稍后再试' });
  });

  it('names the bad field', async () => {
    expect(await t.call('GET', REGEO, { lng: 104 })).toMatchObject({ code: 400, msg: 'lat：不能为空' });
    expect(await t.call('GET', REGEO, { lat: 30 })).toMatchObject({ code: 400, msg: 'lng：不能为空' });
    expect(await t.call('GET', REGEO, { lat: 'abc', lng: 104 })).toMatchObject({ code: 400, msg: 'lat：纬度格式有误' });
    expect(await t.call('GET', REGEO, { lat: 95, lng: 104 })).toMatchObject({ code: 400, msg: 'lat：纬度超出范围' });
    expect(await t.call('GET', REGEO, { lat: 30, lng: 181 })).toMatchObject({ code: 400, msg: 'lng：经度超出范围' });
  });
});

describe('GET /api/city/v1/list', () => {
  it('groups every city by initial letter, A–Z, with the hot cities first', async () => {
    const res = await t.call('GET', LIST);
    expect(res.code).toBe(200);
    const { groups, hotCities, total } = res.data as {
      groups: { initial: string; cities: { code: string; name: string; initial: string; pid: string; pname: string }[] }[];
      hotCities: { code: string; name: string }[];
      total: number;
    };
    expect(hotCities.map((c) => c.name)).toEqual(['北京市', '上海市', '广州市', '深圳市', '成都市', '杭州市', '重庆市', '武汉市', '西安市', '南京市', '天津市', '苏州市']);
    const letters = groups.map((g) => g.initial);
    expect(letters).toEqual([...letters].sort());
    expect(letters).not.toContain('I');
    expect(groups.flatMap((g) => g.cities)).toHaveLength(total);
    expect(total).toBe(CITIES.length);
    for (const g of groups) for (const c of g.cities) expect(c.initial).toBe(g.initial);
    const c = groups.find((g) => g.initial === 'C')!.cities;
    expect(c.map((x) => x.name)).toEqual(expect.arrayContaining(['成都市', '重庆市', '长沙市', '长春市']));
    expect(c.find((x) => x.code === '510100')).toEqual({ code: '510100', name: '成都市', pid: '510000', pname: '四川省', initial: 'C' });
    expect(groups.find((g) => g.initial === 'X')!.cities.map((x) => x.name)).toContain('厦门市');
  });
});

describe('GET /api/city/v1/search', () => {
  const names = (rows: { name: string }[]) => rows.map((r) => r.name);

  it('finds by a part of the name, best match first, with the part to highlight', async () => {
    const res = await t.call('GET', SEARCH, { keyword: '成都' });
    expect(res.code).toBe(200);
    expect(res.data.rows[0]).toMatchObject({ code: '510100', name: '成都市', match: { start: 0, end: 2 } });
    const zhou = await t.call('GET', SEARCH, { keyword: '州' });
    expect(zhou.data.rows.length).toBe(50);
    expect(zhou.data.total).toBe(50);
    const yang = await t.call('GET', SEARCH, { keyword: '阳' });
    const shenyang = yang.data.rows.find((r: { name: string }) => r.name === '沈阳市');
    expect(shenyang.match).toEqual({ start: 1, end: 2 });
  });

  it('finds by pinyin initials and by pinyin prefix', async () => {
    expect(names((await t.call('GET', SEARCH, { keyword: 'cd' })).data.rows)).toEqual(['成都市', '常德市', '昌都市', '承德市']);
    expect(names((await t.call('GET', SEARCH, { keyword: 'bj' })).data.rows)).toEqual(['北京市', '宝鸡市', '毕节市']);
    const py = await t.call('GET', SEARCH, { keyword: 'Cheng Du' });
    expect(py.data.rows).toEqual([expect.objectContaining({ name: '成都市', match: { start: 0, end: 2 } })]);
    const cheng = await t.call('GET', SEARCH, { keyword: 'chengd' });
    expect(names(cheng.data.rows)).toEqual(['成都市', '承德市']);
    expect(names((await t.call('GET', SEARCH, { keyword: 'cq' })).data.rows)).toContain('重庆市');
    expect(names((await t.call('GET', SEARCH, { keyword: 'xiamen' })).data.rows)).toEqual(['厦门市']);
  });

  it('answers an unknown keyword with no rows', async () => {
    expect(await t.call('GET', SEARCH, { keyword: '火星' })).toMatchObject({ code: 200, data: { rows: [], total: 0 } });
    expect((await t.call('GET', SEARCH, { keyword: 'zzzz' })).data.rows).toEqual([]);
  });

  it('names the keyword when it is missing, blank or too long', async () => {
    expect(await t.call('GET', SEARCH, {})).toMatchObject({ code: 400, msg: 'keyword：不能为空' });
    expect(await t.call('GET', `${SEARCH}?keyword=%20%20`)).toMatchObject({ code: 400, msg: 'keyword：不能为空' });
    expect(await t.call('GET', SEARCH, { keyword: '长'.repeat(21) })).toMatchObject({ code: 400, msg: 'keyword：关键词过长' });
  });
});

describe('API documentation', () => {
  it('lists the maps endpoints under the maps tag', async () => {
    const doc = (await (await t.request('GET', '/api/openapi.json', undefined, { sign: false })).json()) as {
      paths: Record<string, { get?: { tags?: string[] } }>;
    };
    for (const p of [IP, REGEO, LIST, SEARCH]) expect(doc.paths[p]?.get?.tags, p).toEqual(['maps']);
  });
});

describe('the offline city table', () => {
  it('has every prefecture-level city once, with 6-digit codes ending in 00 under one of the 34 provinces', () => {
    expect(CITIES.length).toBeGreaterThanOrEqual(330);
    expect(new Set(CITIES.map((c) => c.code)).size).toBe(CITIES.length);
    for (const c of CITIES) expect(c.code, c.name).toMatch(/^\d{4}00$/);
    for (const c of CITIES) expect(c.code.endsWith('0000'), c.name).toBe(false);
    expect(PROVINCES).toHaveLength(34);
    const provinceCodes = new Set(PROVINCES.map((p) => p.code));
    for (const c of CITIES) {
      expect(provinceCodes.has(c.pid), c.name).toBe(true);
      expect(c.pid.slice(0, 2)).toBe(c.code.slice(0, 2));
      expect(c.pname).toBe(PROVINCES.find((p) => p.code === c.pid)!.name);
    }
    // all 31 mainland divisions have cities; Taiwan, Hong Kong and Macau are listed as provinces only
    expect(new Set(CITIES.map((c) => c.pid)).size).toBe(31);
    expect(PROVINCES.map((p) => p.name)).toEqual(expect.arrayContaining(['台湾省', '香港特别行政区', '澳门特别行政区']));
    for (const code of ['110100', '120100', '310100', '500100', '510100', '152900', '232700', '542500', '653000']) {
      expect(CITIES.find((c) => c.code === code), code).toBeDefined();
    }
    for (const code of HOT_CITY_CODES) expect(CITIES.find((c) => c.code === code), code).toBeDefined();
  });

  it('gives every city an A–Z initial matching its pinyin and a centre inside China near itself', () => {
    for (const c of CITIES) {
      expect(c.initial, c.name).toMatch(/^[A-Z]$/);
      expect(c.pinyin[0].toUpperCase()).toBe(c.initial);
      expect(inChina(c.lat, c.lng), c.name).toBe(true);
      expect(nearestCity(c.lat, c.lng)?.code, c.name).toBe(c.code);
    }
  });
});

describe('geo adapters', () => {
  it('classifies local-network addresses', () => {
    for (const ip of ['10.0.0.1', '100.64.1.1', '169.254.3.3', '172.31.255.255', '192.168.1.1', '127.0.0.1', '0.0.0.0', '::1', 'fe80::1', 'fc00::2', 'unknown', 'local', ''])
      expect(isLanIp(ip), ip).toBe(true);
    for (const ip of ['8.8.8.8', '172.32.0.1', '117.136.12.34', '2408:8000::1', '::ffff:8.8.8.8']) expect(isLanIp(ip), ip).toBe(false);
  });

  it('reads AMap answers (LAN, city, abroad, regeo) without a network', async () => {
    const answers: Record<string, unknown> = {
      '/v3/ip?ip=8.8.8.8': { status: '1', province: '局域网', city: [], adcode: [] },
      '/v3/ip?ip=117.136.12.34': { status: '1', province: '四川省', city: '成都市', adcode: '510100' },
      '/v3/ip?ip=23.1.1.1': { status: '1', province: [], city: [], adcode: [] },
      '/v3/geocode/regeo?location=121.480000,31.220000': {
        status: '1',
        regeocode: { addressComponent: { province: '上海市', city: [], district: '黄浦区', adcode: '310101' } },
      },
    };
    const seen: string[] = [];
    const fetch = async (url: string) => {
      const u = new URL(url);
      seen.push(u.searchParams.get('key') || '');
      u.searchParams.delete('key');
      const body = answers[decodeURIComponent(`${u.pathname}?${u.searchParams}`)];
      return new Response(JSON.stringify(body ?? { status: '0' }), { status: 200 });
    };
    const amap = createAmapGeo({ key: 'k1', fetch });
    expect(await amap.locateIp('192.168.1.1')).toEqual({ kind: 'lan' });
    expect(await amap.locateIp('8.8.8.8')).toEqual({ kind: 'lan' });
    expect(await amap.locateIp('117.136.12.34')).toMatchObject({ kind: 'city', adcode: '510100' });
    expect(await amap.locateIp('23.1.1.1')).toEqual({ kind: 'none' });
    expect(await amap.regeo(31.22, 121.48)).toMatchObject({ kind: 'city', adcode: '310101', name: '上海市' });
    await expect(amap.locateIp('9.9.9.9')).rejects.toThrow();
    expect(new Set(seen)).toEqual(new Set(['k1']));

    useGeo(amap);
    expect(await t.call('GET', REGEO, { lat: 31.22, lng: 121.48 })).toMatchObject({ code: 200, data: { code: '310100', name: '上海市' } });
  });
});
