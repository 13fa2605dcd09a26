/** The JSON-LD of a news article (schema.org NewsArticle), as text safe inside a <script> element. */

export type ArticleLdInput = {
  title: string;
  summary: string;
  publishedAt: string;
  /** Absolute URLs (components/common/Seo absoluteUrl). */
  url: string;
  image: string;
  logo: string;
  author: string;
};

/**
 * JSON for a <script type="application/ld+json">: every character that could end the script element or start
 * markup (<, >, &) and the two JavaScript line terminators are written as \u escapes, which JSON reads back the same.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function articleJsonLd(a: ArticleLdInput): string {
  return scriptSafeJson({
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: a.title.slice(0, 110),
    description: a.summary,
    image: [a.image],
    datePublished: a.publishedAt,
    dateModified: a.publishedAt,
    mainEntityOfPage: { '@type': 'WebPage', '@id': a.url },
    url: a.url,
    author: { '@type': 'Organization', name: a.author },
    publisher: { '@type': 'Organization', name: '薯片企服', logo: { '@type': 'ImageObject', url: a.logo } },
  });
}
