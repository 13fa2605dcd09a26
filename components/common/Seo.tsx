import Head from 'next/head';

/**
 * The public origin for canonical and Open Graph URLs. Set NEXT_PUBLIC_SITE_URL at build time
 * (e.g. https://m.shupian.cn); without it canonical links stay root-relative, which search engines accept.
 */
export const SITE_URL = (process.env.NEXT_PUBLIC_SITE_URL || '').replace(/\/$/, '');

/** '/detail?productId=1' -> 'https://host/detail?productId=1' (or the path itself without a configured origin). */
export function absoluteUrl(path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  const p = path.startsWith('/') ? path : `/${path}`;
  return `${SITE_URL}${p}`;
}

export type SeoProps = {
  title: string;
  description: string;
  /** The page's canonical path with only the query that identifies it, e.g. `/detail?productId=12`. */
  path: string;
  ogImage?: string;
  /** Defaults to 'website'; product pages pass 'product'. */
  ogType?: string;
  noindex?: boolean;
};

/** <title>, description, canonical and Open Graph tags of one page. Keys replace _app's defaults. */
export function Seo({ title, description, path, ogImage, ogType = 'website', noindex = false }: SeoProps) {
  const url = absoluteUrl(path);
  const desc = description.replace(/\s+/g, ' ').trim().slice(0, 160);
  return (
    <Head>
      <title key="title">{title}</title>
      <meta key="description" name="description" content={desc} />
      <link key="canonical" rel="canonical" href={url} />
      <meta key="og:title" property="og:title" content={title} />
      <meta key="og:description" property="og:description" content={desc} />
      <meta key="og:url" property="og:url" content={url} />
      <meta key="og:type" property="og:type" content={ogType} />
      <meta key="og:site_name" property="og:site_name" content="薯片企服" />
      {ogImage ? <meta key="og:image" property="og:image" content={absoluteUrl(ogImage)} /> : null}
      {noindex ? <meta key="robots" name="robots" content="noindex,follow" /> : null}
    </Head>
  );
}
