import { isEmail, isIdCard, isPassword, isPhone, isSafeRedirect, isSmsCode } from '@/lib/validators';

describe('ID card (GB 11643 checksum)', () => {
  it.each(['11010519491231002X', '440524188001010014', '11010119900307803X', '510107200002291232'])('accepts valid %s', (id) =>
    expect(isIdCard(id)).toBe(true),
  );

  it('accepts a lower-case x check character', () => expect(isIdCard('11010519491231002x')).toBe(true));

  it.each([
    ['wrong check digit', '110105194912310021'],
    ['impossible date (30 February), checksum right', '110105194902300020'],
    ['too short', '11010519491231002'],
    ['letters', '1101051949123100AX'],
    ['future birth, checksum right', '110105299912310020'],
    ['empty', ''],
  ])('refuses %s', (_why, id) => expect(isIdCard(id)).toBe(false));
});

describe('isSafeRedirect', () => {
  it.each(['/', '/my', '/order/detail?id=1#top', '/search?kw=%E5%85%AC%E5%8F%B8'])('allows %s', (p) =>
    expect(isSafeRedirect(p)).toBe(true),
  );
  it.each([
    'https://example.com/',
    '//evil.com',
    '/\\evil.com',
    '/\\/evil.com',
    'javascript:alert(1)',
    'my',
    '/\t/evil.com',
    '/\n/evil.com',
    '',
    undefined,
  ])('refuses %s', (p) => expect(isSafeRedirect(p)).toBe(false));
});

it('checks phones, passwords, SMS codes and e-mail', () => {
  expect(isPhone('13800138000')).toBe(true);
  expect(isPhone('23800138000')).toBe(false);
  expect(isPhone('1380013800')).toBe(false);
  expect(isPassword('demo123456')).toBe(true);
  expect(isPassword('a!b@c#')).toBe(true);
  expect(isPassword('12345')).toBe(false);
  expect(isPassword('1234567890123456')).toBe(false);
  expect(isPassword('密码123456')).toBe(false);
  expect(isPassword('abc 123456')).toBe(false);
  expect(isSmsCode('1234')).toBe(true);
  expect(isSmsCode('123456')).toBe(true);
  expect(isSmsCode('123')).toBe(false);
  expect(isSmsCode('12a4')).toBe(false);
  expect(isEmail('user@example.com')).toBe(true);
  expect(isEmail('user@qq')).toBe(false);
});
