import { aboutDocumentCode, groupEntries, helpEntryHref, highlightSegments } from '@/lib/help/helpLinks';

const entry = (linkType: number, wapRoute = '', link = '') => ({ id: 'hq_0101', linkType, wapRoute, link });

describe('where a help entry opens', () => {
  it('opens its question page by default', () => {
    expect(helpEntryHref(entry(1))).toEqual({ href: '/my/help/questions?id=hq_0101', external: false });
    expect(helpEntryHref({ ...entry(1), id: 'a b&c' }).href).toBe('/my/help/questions?id=a%20b%26c');
  });

  it('opens a page of this site for linkType 2, and an outside page for linkType 3', () => {
    expect(helpEntryHref(entry(2, '/my/wallet'))).toEqual({ href: '/my/wallet', external: false });
    expect(helpEntryHref(entry(3, '', 'https://example.com/a'))).toEqual({ href: 'https://example.com/a', external: true });
  });

  it('falls back to the question page when the route or link is not safe', () => {
    for (const bad of [entry(2, '//evil.example'), entry(2, 'javascript:alert(1)'), entry(2, '/\\evil'), entry(3, '', 'javascript:alert(1)'), entry(3, '', 'ftp://x'), entry(2)]) {
      expect(helpEntryHref(bad)).toEqual({ href: '/my/help/questions?id=hq_0101', external: false });
    }
  });
});

describe('the document of /my/about/:id', () => {
  it('is the id, or the agreement the legacy type named', () => {
    expect(aboutDocumentCode('about100001')).toBe('about100001');
    expect(aboutDocumentCode('anything', '0')).toBe('protocol100122');
    expect(aboutDocumentCode('1')).toBe('protocol100122');
    expect(aboutDocumentCode('anything', '1')).toBe('protocol100121');
    expect(aboutDocumentCode('about100003', '7')).toBe('about100003');
  });

  it('groups the entries under their headings in order', () => {
    const list = [
      { code: 'a', group: '关于薯片' },
      { code: 'b', group: '协议与规则' },
      { code: 'c', group: '关于薯片' },
    ];
    expect(groupEntries(list)).toEqual([
      { name: '关于薯片', entries: [list[0], list[2]] },
      { name: '协议与规则', entries: [list[1]] },
    ]);
  });
});

describe('marking the search words', () => {
  const join = (parts: { text: string }[]) => parts.map((p) => p.text).join('');

  it('marks every occurrence of every word, whatever its case, and gives the text back whole', () => {
    const parts = highlightSegments('如何设置支付密码？App里的支付密码', ['支付密码', 'app']);
    expect(parts.filter((p) => p.hit).map((p) => p.text)).toEqual(['支付密码', 'App', '支付密码']);
    expect(join(parts)).toBe('如何设置支付密码？App里的支付密码');
  });

  it('prefers the longer word where two start at the same place', () => {
    expect(highlightSegments('支付密码', ['支付', '支付密码'])).toEqual([{ text: '支付密码', hit: true }]);
  });

  it('leaves text without words alone', () => {
    expect(highlightSegments('发票', [])).toEqual([{ text: '发票', hit: false }]);
    expect(highlightSegments('', ['发票'])).toEqual([]);
  });
});
