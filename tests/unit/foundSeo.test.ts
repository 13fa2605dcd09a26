import { describe, expect, it } from 'vitest';
import { articleJsonLd, scriptSafeJson } from '@/lib/found/foundSeo';

describe('scriptSafeJson', () => {
  it('cannot close a script element or open markup, and reads back the same', () => {
    const value = { t: '</script><script>alert(1)</script> & <!-- \u2028\u2029' };
    const text = scriptSafeJson(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe('articleJsonLd', () => {
  it('is a schema.org NewsArticle of the article', () => {
    const ld = JSON.parse(
      articleJsonLd({
        title: '商标注册全攻略',
        summary: '商标按45个类别注册',
        publishedAt: '2026-11-20T02:00:00.000Z',
        url: 'https://m.example.com/found/detail/art_0009',
        image: 'https://m.example.com/images/gen/goods/cover-01.svg',
        logo: 'https://m.example.com/images/logo.svg',
        author: '薯片资讯',
      }),
    );
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: '商标注册全攻略',
      description: '商标按45个类别注册',
      datePublished: '2026-11-20T02:00:00.000Z',
      image: ['https://m.example.com/images/gen/goods/cover-01.svg'],
      mainEntityOfPage: { '@id': 'https://m.example.com/found/detail/art_0009' },
      author: { '@type': 'Organization', name: '薯片资讯' },
      publisher: { name: '薯片企服', logo: { url: 'https://m.example.com/images/logo.svg' } },
    });
  });
});
