import { badgeCount, fenToYuan, formatCount, maskPhone, maskString, resizeImage, placeText, secondsToHms } from '@/lib/format';

describe('money (fen to yuan, spec §9)', () => {
  it.each([
    [12345, '123.45'],
    [0, '0.00'],
    [5, '0.05'],
    [100, '1.00'],
    [-250, '-2.50'],
    ['990', '9.90'],
    [null, '0.00'],
    [undefined, '0.00'],
    ['abc', '0.00'],
  ])('%s fen shows %s', (fen, yuan) => expect(fenToYuan(fen)).toBe(yuan));
});

describe('counts of 10000 or more show in ten-thousands with suffix w', () => {
  it.each([
    [9999, '9999'],
    [10000, '1w'],
    [12345, '1.2w'],
    [15500, '1.6w'],
    [123456, '12.3w'],
    [0, '0'],
  ])('%s -> %s', (n, s) => expect(formatCount(n)).toBe(s));
});

it('formats seconds as hh:mm:ss', () => {
  expect(secondsToHms(0)).toBe('00:00:00');
  expect(secondsToHms(59)).toBe('00:00:59');
  expect(secondsToHms(3661)).toBe('01:01:01');
  expect(secondsToHms(100 * 3600)).toBe('100:00:00');
  expect(secondsToHms(-5)).toBe('00:00:00');
});

it('masks phones and strings', () => {
  expect(maskPhone('13812345678')).toBe('138****5678');
  expect(maskPhone('')).toBe('暂无');
  expect(maskString('张三丰')).toBe('张*丰');
  expect(maskString('成都某某科技有限公司', 0, 8)).toBe('**某某科技有限公司');
  expect(maskString('ab')).toBe('ab');
});

describe('image resize by query (default 180x120, fill)', () => {
  it('appends the resize parameters', () => {
    expect(resizeImage('/img/a.jpg')).toBe('/img/a.jpg?x-oss-process=image/resize,m_fill,w_180,h_120,limit_0');
    expect(resizeImage('/img/a.jpg?v=1', 10, 10)).toBe('/img/a.jpg?v=1&x-oss-process=image/resize,m_fill,w_10,h_10,limit_0');
  });
  it('sends local images through the resizing endpoint', () => {
    expect(resizeImage('/images/gen/goods/cover-01.svg')).toBe('/api/img?src=/images/gen/goods/cover-01.svg&m=fill&w=180&h=120');
    expect(resizeImage('/files/a b.png', 10, 10, 'lfit')).toBe('/api/img?src=/files/a%20b.png&m=lfit&w=10&h=10');
    expect(resizeImage('/images/a.png?v=2', 750.4, 5000)).toBe('/api/img?src=/images/a.png%3Fv%3D2&m=fill&w=750&h=2000');
    expect(resizeImage('/images/a.png?x-oss-process=image/resize,m_fill,w_9,h_9')).toBe(
      '/api/img?src=/images/a.png&x-oss-process=image/resize,m_fill,w_9,h_9',
    );
  });
  it('sizes an endpoint URL only once', () => {
    expect(resizeImage('/api/img?src=/images/a.png')).toBe('/api/img?src=/images/a.png&m=fill&w=180&h=120');
    const sized = '/api/img?src=/images/a.png&m=fill&w=20&h=20';
    expect(resizeImage(sized, 40, 40)).toBe(sized);
  });
  it('leaves resized, empty and data URLs alone', () => {
    const done = '/a.jpg?x-oss-process=image/resize,m_fill,w_1,h_1';
    expect(resizeImage(done)).toBe(done);
    expect(resizeImage('')).toBe('');
    expect(resizeImage('data:image/png;base64,AAA')).toBe('data:image/png;base64,AAA');
  });
});

it('caps the unread badge at 99+', () => {
  expect(badgeCount(0)).toBe('');
  expect(badgeCount(5)).toBe('5');
  expect(badgeCount(99)).toBe('99');
  expect(badgeCount(100)).toBe('99+');
});

describe('placeText', () => {
  it('drops a level that repeats the one before it (a municipality), keeps the rest in order', () => {
    expect(placeText('北京市', '北京市')).toBe('北京市');
    expect(placeText('北京市', '北京市', '朝阳区')).toBe('北京市 朝阳区');
    expect(placeText('四川省', '成都市', '武侯区')).toBe('四川省 成都市 武侯区');
    expect(placeText('上海市', null, undefined)).toBe('上海市');
    expect(placeText()).toBe('');
  });
});
