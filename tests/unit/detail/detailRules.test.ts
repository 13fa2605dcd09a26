import { classCodeOneRedirect, verticalPathFor } from '@/lib/detail/verticalRoute';
import { localImageUrl } from '@/components/detail/localImage';
import { sanitizeRichText } from '@/lib/detail/sanitizeRichText';
import { confirmOrderHref } from '@/components/detail/DetailBottomBar';

describe('classCodeOne redirect (inventory platform §1.6 step 3)', () => {
  it.each([
    ['FL20210425164438', '/detail/server/zscq'],
    ['FL20210425164496', '/detail/server/zscq'],
    ['FL20210425164558', '/detail/server/financing'],
    ['FL20210604312000', '/detail/server/law'],
    ['FL20210428166370', '/detail/server/law'],
    ['FL20210526292003', '/detail/server/internet'],
    ['FL20210425164016', '/detail/server/internet'],
    ['FL20201224000000', '/detail'],
  ])('%s opens %s', (code, path) => expect(verticalPathFor(code)).toBe(path));

  it('drops classCodeOne and keeps the rest of the query', () => {
    expect(classCodeOneRedirect({ productId: 'g_1', classCodeOne: 'FL20210425164558', plannerId: 'u_2' })).toBe(
      '/detail/server/financing?productId=g_1&plannerId=u_2',
    );
    expect(classCodeOneRedirect({ productId: 'g_1', classCodeOne: '' })).toBe('/detail?productId=g_1');
  });

  it('does nothing without classCodeOne', () => {
    expect(classCodeOneRedirect({ productId: 'g_1' })).toBeNull();
  });
});

describe('/img only shows our own images', () => {
  it('accepts same-site paths', () => {
    expect(localImageUrl('/images/gen/banner/1.svg')).toBe('/images/gen/banner/1.svg');
    expect(localImageUrl('/api/img?u=/images/a.png&w=750')).toBe('/api/img?u=/images/a.png&w=750');
  });
  it.each(['https://evil.example/a.png', '//evil.example/a.png', '/\\evil.example', 'javascript:alert(1)', '/a.png" onerror="x', undefined])(
    'refuses %s',
    (u) => expect(localImageUrl(u)).toBeNull(),
  );
});

describe('goods descriptions', () => {
  it('keeps local pictures and the allowed markup, drops scripts, handlers and outside pictures', () => {
    const html = sanitizeRichText(
      '<p onclick="x()">服务<b>内容</b></p><img src="/images/d1.png" onerror="x()"><img src="https://cdn.example/x.png"><script>alert(1)</script>',
    );
    expect(html).toBe('<p>服务<b>内容</b></p><img src="/images/d1.png" alt="" loading="lazy" decoding="async">');
  });
  it('does not let text forge a picture', () => {
    expect(sanitizeRichText('a\u2063img0\u2063b')).toBe('ab');
  });
});

describe('立即购买', () => {
  it('goes to the order confirmation with the goods, the chosen SKU and the sharing planner', () => {
    expect(confirmOrderHref('g_1', 'sku_2', 'u_3')).toBe('/order/confirmorder?productId=g_1&skuId=sku_2&plannerId=u_3');
    expect(confirmOrderHref('g_1', null)).toBe('/order/confirmorder?productId=g_1');
  });
});
