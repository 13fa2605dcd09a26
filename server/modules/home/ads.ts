import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbLike } from '../../db/types';
import { ads, navItems } from '../catalog/schema';

// The wire shapes are the client's (services/home.ts), so the two cannot drift apart.
export type { AdItem, NavItem } from '@/services/home';
import type { AdItem, NavItem } from '@/services/home';

const imgPage = (url: string) => `/img?url=${encodeURIComponent(url)}`;
const way = (n: number): 1 | 2 | 3 => (n === 2 || n === 3 ? n : 1);

/** Inventory §0.4: 1 route, 2 external URL, 3 the full-screen image page; anything else the route. */
function target(kind: 1 | 2 | 3, route: string, url: string, image: string) {
  if (kind === 2 && url) return { href: url, external: true };
  if (kind === 3 && image) return { href: imgPage(image), external: false };
  return { href: route || '/', external: false };
}

export type AdScope = { areaCode: string; terminalCode: string; now: Date };

/** Ads of the slots, each slot's materials in order; a slot without materials maps to []. */
export async function findAds(db: DbLike, codes: string[], scope: AdScope): Promise<Record<string, AdItem[]>> {
  const out: Record<string, AdItem[]> = Object.fromEntries(codes.map((c) => [c, []]));
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

export async function findNavs(db: DbLike, categoryCode: string, limit: number): Promise<NavItem[]> {
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
