/**
 * The four kinds of trading listings (inventory catalog §8, platform §1.11 codeTranslate): their dictionary
 * code, first-level class code, names and the type-specific routes that show them.
 */
export type TradeKey = 'GS' | 'SB' | 'ZL' | 'ZZ';
/** The slug of /detail/transaction/{slug} and /detail/info/{slug}. */
export type TradeSlug = 'company' | 'brand' | 'patent' | 'qualification';

export type TradeKind = {
  key: TradeKey;
  dictCode: string;
  classCode: string;
  slug: TradeSlug;
  /** 公司 / 商标 / 专利 / 资质 */
  name: string;
  /** 公司交易 / 商标交易 ... */
  tradeName: string;
  /** The subject page of /detail/info/{slug}: companies, trademarks and patents have one. */
  infoTitle?: string;
};

export const TRADE_KINDS: readonly TradeKind[] = [
  { key: 'GS', dictCode: 'CATE-JYZY-GS', classCode: 'FL20201224136319', slug: 'company', name: '公司', tradeName: '公司交易', infoTitle: '工商信息' },
  { key: 'SB', dictCode: 'CATE-JYZY-SB', classCode: 'FL20201224136273', slug: 'brand', name: '商标', tradeName: '商标交易', infoTitle: '商标信息' },
  { key: 'ZL', dictCode: 'CATE-JYZY-ZL', classCode: 'FL20201224136341', slug: 'patent', name: '专利', tradeName: '专利交易', infoTitle: '专利信息' },
  { key: 'ZZ', dictCode: 'CATE-JYZY-ZZ', classCode: 'FL20201224136348', slug: 'qualification', name: '资质', tradeName: '资质交易' },
];

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v).trim());

/** The kind of a listing from whatever identifies it: dict code, key, class code (any level list) or slug. */
export function tradeKindOf(...hints: unknown[]): TradeKind | null {
  for (const hint of hints) {
    const h = str(hint);
    if (!h) continue;
    const parts = h.split(',').map((p) => p.trim());
    const hit = TRADE_KINDS.find(
      (k) => k.dictCode === h || k.key === h || k.slug === h || parts.includes(k.classCode) || h.endsWith(`-${k.key}`),
    );
    if (hit) return hit;
  }
  return null;
}

export const tradeKindBySlug = (slug: TradeSlug): TradeKind => TRADE_KINDS.find((k) => k.slug === slug) as TradeKind;

/** The type-specific detail route of a listing. */
export function tradeTypeHref(kind: TradeKind, productId: string): string {
  return `/detail/transaction/${kind.slug}?productId=${encodeURIComponent(productId)}`;
}

/** The subject information page (工商 / 商标 / 专利信息), when the kind has one. */
export function tradeInfoHref(kind: TradeKind, productId: string): string | null {
  return kind.infoTitle ? `/detail/info/${kind.slug}?productId=${encodeURIComponent(productId)}` : null;
}
