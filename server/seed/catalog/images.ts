import { pad } from './prng';

/**
 * Paths of the generated artwork (scripts/genImages.ts writes them under public/images/gen/; its manifest.json
 * lists them). Counts here must not exceed what the generator writes — tests/integration/seed.test.ts checks every
 * path the seed stores exists under public/.
 */
const BASE = '/images/gen';
export const IMAGE_COUNTS = { goodsCover: 48, avatar: 48, storeBanner: 10, caseCover: 20, homeBanner: 6, tradePerKind: 8 } as const;

const wrap = (i: number, n: number) => (((i - 1) % n) + n) % n + 1;

export const img = {
  category: (slug: string) => `${BASE}/category/${slug}.svg`,
  nav: (slug: string) => `${BASE}/nav/${slug}.svg`,
  goodsCover: (i: number) => `${BASE}/goods/cover-${pad(wrap(i, IMAGE_COUNTS.goodsCover), 2)}.svg`,
  avatar: (i: number) => `${BASE}/avatar/planner-${pad(wrap(i, IMAGE_COUNTS.avatar), 2)}.svg`,
  storeBanner: (i: number) => `${BASE}/store/banner-${pad(wrap(i, IMAGE_COUNTS.storeBanner), 2)}.svg`,
  caseCover: (i: number) => `${BASE}/case/cover-${pad(wrap(i, IMAGE_COUNTS.caseCover), 2)}.svg`,
  homeBanner: (i: number) => `${BASE}/banner/home-${pad(wrap(i, IMAGE_COUNTS.homeBanner), 2)}.svg`,
  trade: (kind: 'company' | 'trademark' | 'patent' | 'qualification', i: number) =>
    `${BASE}/trade/${kind}-${pad(wrap(i, IMAGE_COUNTS.tradePerKind), 2)}.svg`,
};

/** Cover pictograms in generator order: cover i shows MOTIFS[(i - 1) % 12], in one of four layouts. */
const MOTIFS = ['document', 'stamp', 'shield', 'lightbulb', 'scales', 'calculator', 'building', 'globe', 'chart', 'medal', 'people', 'exchange'] as const;
export type Motif = (typeof MOTIFS)[number];

/** A goods cover showing `motif` in layout `layout` (0–3). */
export const coverOf = (motif: Motif, layout: number) => img.goodsCover(MOTIFS.indexOf(motif) + 1 + 12 * (((layout % 4) + 4) % 4));

/** Per first-level service category: its icon slug and the cover pictograms that suit it. */
export const FIRST_LEVEL_ART: Record<string, { icon: string; motifs: Motif[] }> = {
  公司服务: { icon: 'company', motifs: ['building', 'document', 'stamp'] },
  财税服务: { icon: 'tax', motifs: ['calculator', 'chart', 'document'] },
  商标服务: { icon: 'trademark', motifs: ['medal', 'shield', 'globe'] },
  专利版权: { icon: 'patent', motifs: ['lightbulb', 'document', 'medal'] },
  法律服务: { icon: 'legal', motifs: ['scales', 'shield', 'document'] },
  人力社保: { icon: 'hr', motifs: ['people', 'calculator', 'document'] },
  资质办理: { icon: 'qualification', motifs: ['stamp', 'building', 'shield'] },
  金融服务: { icon: 'finance', motifs: ['chart', 'exchange', 'calculator'] },
  互联网服务: { icon: 'it', motifs: ['globe', 'lightbulb', 'chart'] },
};
