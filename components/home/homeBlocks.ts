/** Rules of the home's middle blocks (inventory catalog.md §1.3–§1.7): plain functions, unit-tested. */
import type { HomeAd } from './homeView';
import { MARKETING_LINKS } from './homeLinks';

export { MARKETING_LINKS, pairs } from './homeLinks';

export type KnownTile = { title: string; slogan: string; image: string; href: string; external: boolean };

const KNOWN_DEFAULT: KnownTile = {
  title: '企服必懂',
  slogan: '创业路上的知识加油站',
  image: '/images/home/known-tile.svg',
  href: MARKETING_LINKS.known,
  external: false,
};

/** 企服必懂: the first material of ad100032 overrides title, slogan, image and link; each falls back on its own. */
export function knownTile(ads: HomeAd[] | undefined): KnownTile {
  const ad = ads?.[0];
  if (!ad) return KNOWN_DEFAULT;
  return {
    title: ad.materialName || KNOWN_DEFAULT.title,
    slogan: ad.materialDescription || KNOWN_DEFAULT.slogan,
    image: ad.materialUrl || KNOWN_DEFAULT.image,
    href: ad.href || KNOWN_DEFAULT.href,
    external: ad.href ? ad.external : false,
  };
}

/** 政策补贴 pictures: two or more share the row (48% each), a single one takes it whole. */
export function subsidyImageWidth(count: number): string {
  return count >= 2 ? '48%' : '100%';
}

export type FloatMode = 'hidden' | 'recommend' | 'top';

/**
 * The floating button (FiexdBtn): hidden near the top; 推荐 once the marketing block has scrolled up to the top of
 * the screen and until the recommend block arrives there; 顶部 past it. Positions are relative to the viewport.
 */
export function floatMode(marketingTop: number | null, recommendTop: number | null, headerHeight = 0): FloatMode {
  // A few pixels of slack: scrollIntoView stops at the block's scroll margin, which is about the bar's height.
  if (recommendTop !== null && recommendTop <= headerHeight + 8) return 'top';
  if (marketingTop !== null && marketingTop <= headerHeight) return recommendTop === null ? 'top' : 'recommend';
  return 'hidden';
}
