import { absoluteUrl } from '@/components/common/Seo';
import { goodsDetailHref, tradeDetailHref } from '@/lib/goodsRoute';
import { pageLoader } from '@/lib/pageLoader';
import { getSitemapEntries } from '@/services/seo';
import { knownHref } from '@/lib/contract/known/enums';

const LISTS = ['/', '/category', '/planner/list', '/caseexample', '/combo/list', '/search', '/known', '/found'];

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * /sitemap.xml: the list pages, every goods and listing on sale, every active planner and case, 必懂 contents and news. The XML is the
 * answer, written here; the props that follow it are never rendered.
 */
export const getServerSideProps = pageLoader(
  async ({ client, req, res }) => {
    const e = await getSitemapEntries(client);
    const paths = [
      ...LISTS,
      ...e.goods.map((g) => goodsDetailHref(g)),
      ...e.trade.map((t) => tradeDetailHref(t.id, t.classCode)),
      ...e.planners.map((p) => `/planner/detail?mchUserId=${encodeURIComponent(p.mchUserId)}`),
      ...e.cases.map((c) => `/caseexample/details?id=${encodeURIComponent(c.id)}`),
      ...e.known.map((k) => knownHref(k)),
      ...e.news.map((n) => `/found/detail/${encodeURIComponent(n.id)}`),
    ];
    const host = `${(req.headers['x-forwarded-proto'] as string) || 'http'}://${req.headers.host}`;
    const loc = (p: string) => {
      const abs = absoluteUrl(p);
      return abs.startsWith('http') ? abs : host + abs;
    };
    const xml =
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
      paths.map((p) => `  <url><loc>${esc(loc(p))}</loc></url>`).join('\n') +
      '\n</urlset>\n';
    res.setHeader('Content-Type', 'application/xml; charset=utf-8');
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.end(xml);
    return {};
  },
  { errorPage: true },
);

export default function Sitemap() {
  return null;
}
