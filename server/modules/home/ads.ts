import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AdsBySlot, NavItem } from '@/lib/contract/home/api';
import { LINK_WAY, type LinkWay } from '@/lib/contract/home/enums';
import type { DbLike } from '../../db/types';
import { ads, navItems } from './schema';

const imgPage = (url: string) => `/img?url=${encodeURIComponent(url)}`;
const way = (n: number): LinkWay => (n === LINK_WAY.URL || n === LINK_WAY.IMAGE ? n : LINK_WAY.ROUTE);

/** Inventory §0.4: 1 route, 2 external URL, 3 the full-screen image page; anything else the route. */
function target(kind: LinkWay, route: string, url: string, image: string) {
  if (kind === LINK_WAY.URL && url) return { href: url, external: true };
  if (kind === LINK_WAY.IMAGE && image) return { href: imgPage(image), external: false };
  return { href: route || '/', external: false };
}

export type AdScope = { areaCode: string; terminalCode: string; now: Date };

/** Ads of the slots, each slot's materials in order; a slot without materials maps to []. */
export async function findAdvertising(db: DbLike, codes: string[], scope: AdScope): Promise<AdsBySlot> {
  const out: AdsBySlot = Object.fromEntries(codes.map((c) => [c, []]));
  if (!codes.length) return out;
  const rows = await db
    .select()
    .from(ads)
    .where(
      and(
        inArray(ads.locationCode, codes),
        eq(ads.enabled, true),
        sql`(cardinality(${ads.terminalCodes}) = 0 or ${ads.terminalCodes} @> ARRAY[${scope.terminalCode}]::text[])`,
        sql`(cardinality(${ads.areaCodes}) = 0 or ${ads.areaCodes} @> ARRAY[${scope.areaCode}]::text[])`,
        sql`(${ads.startsAt} is null or ${ads.startsAt} <= ${scope.now})`,
        sql`(${ads.endsAt} is null or ${ads.endsAt} > ${scope.now})`,
      ),
    )
    .orderBy(asc(ads.locationCode), asc(ads.sort), asc(ads.id));
  for (const r of rows) {
    const linkType = way(r.linkType);
    out[r.locationCode].push({
      id: r.id,
      locationCode: r.locationCode,
      materialUrl: r.materialUrl,
      materialName: r.materialName,
      materialDescription: r.materialDescription,
      linkType,
      wapLink: r.wapLink,
      materialLink: r.materialLink,
      imgLink: r.imgLink,
      ...target(linkType, r.wapLink, r.materialLink, r.imgLink),
    });
  }
  return out;
}

export async function findNavigation(db: DbLike, categoryCode: string, limit: number): Promise<NavItem[]> {
  const rows = await db
    .select()
    .from(navItems)
    .where(and(eq(navItems.categoryCode, categoryCode), eq(navItems.enabled, true)))
    .orderBy(asc(navItems.sort), asc(navItems.id))
    .limit(limit);
  return rows.map((r) => {
    const w = way(r.navigationWay);
    return {
      id: r.id,
      name: r.name,
      navigationImageUrl: r.iconUrl,
      navigationWay: w,
      wapRoute: r.wapRoute,
      url: r.url,
      imageUrl: r.imageUrl,
      ...target(w, r.wapRoute, r.url, r.imageUrl),
    };
  });
}
