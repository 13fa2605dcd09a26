/**
 * The site's own address for links sent outside the product (SMS): the public origin the pages use for canonical URLs
 * (NEXT_PUBLIC_SITE_URL, e.g. https://m.example.com), never the request's Host (a caller could name any); a bare path
 * without it.
 */
export function siteLink(path: string, siteUrl = process.env.NEXT_PUBLIC_SITE_URL): string {
  const origin = (siteUrl ?? '').trim().replace(/\/+$/, '');
  return /^https?:\/\/[^/\s?#]+$/i.test(origin) ? `${origin}${path}` : path;
}
