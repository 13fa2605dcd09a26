/**
 * Building blocks of the generated artwork: palettes, a seeded random source and the pictograms.
 * Pictograms are drawn in a 100×100 box from plain shapes only (no text: fonts differ between machines).
 */

export type Palette = { name: string; from: string; to: string; ink: string; tint: string };

/** Brand blue first; the accents sit at similar lightness and saturation so any two look related. */
export const PALETTES: Palette[] = [
  { name: 'blue', from: '#4974F5', to: '#7C9DFF', ink: '#2A4BC2', tint: '#EEF3FF' },
  { name: 'teal', from: '#13AFA4', to: '#4FD1C5', ink: '#0B7A72', tint: '#E7F8F6' },
  { name: 'orange', from: '#FF8A3D', to: '#FFB76E', ink: '#CF5C14', tint: '#FFF3EA' },
  { name: 'violet', from: '#7F5AF0', to: '#AE94FF', ink: '#5332C4', tint: '#F3EFFF' },
  { name: 'sky', from: '#2F9BF0', to: '#6CC6FF', ink: '#1667AE', tint: '#EAF6FF' },
  { name: 'coral', from: '#F2645E', to: '#FF9E8C', ink: '#BF3A35', tint: '#FFF0EE' },
  { name: 'green', from: '#22B07D', to: '#69D5A0', ink: '#12805A', tint: '#E9F8F1' },
  { name: 'indigo', from: '#3F51C9', to: '#6F86F7', ink: '#27358F', tint: '#ECEFFD' },
  { name: 'amber', from: '#F2A229', to: '#FFD06B', ink: '#B86E00', tint: '#FFF7E6' },
  { name: 'rose', from: '#E0578C', to: '#F78FB3', ink: '#A8305F', tint: '#FDEEF4' },
];

/** mulberry32: tiny, fast and the same sequence on every machine for a given seed. */
export function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)],
  };
}

/** Rounds to one decimal so the files stay small and byte-identical across runs. */
export const n = (v: number) => String(Math.round(v * 10) / 10);

export const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>\n`;

/** A linear gradient definition; x2/y2 give the direction (0..1). */
export const linear = (id: string, from: string, to: string, x2 = 1, y2 = 1) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;

/** Places a 100×100 pictogram centred on (cx, cy) at the given size. */
export const place = (motif: string, cx: number, cy: number, size: number) =>
  `<g transform="translate(${n(cx - size / 2)} ${n(cy - size / 2)}) scale(${n(size / 100)})">${motif}</g>`;

const round = 'stroke-linecap="round" stroke-linejoin="round"';

/** Pictograms: `c` is the main colour, `a` the detail colour drawn on top of it. */
export const MOTIFS = {
  document: (c: string, a: string) =>
    `<rect x="30" y="16" width="48" height="64" rx="6" fill="${c}" opacity=".45" transform="rotate(9 54 48)"/>` +
    `<path d="M26 14h30l18 18v52a5 5 0 0 1-5 5H26a5 5 0 0 1-5-5V19a5 5 0 0 1 5-5z" fill="${c}"/>` +
    `<path d="M56 14v13a5 5 0 0 0 5 5h13z" fill="${a}" opacity=".3"/>` +
    `<rect x="30" y="42" width="34" height="5" rx="2.5" fill="${a}"/><rect x="30" y="53" width="34" height="5" rx="2.5" fill="${a}" opacity=".6"/>` +
    `<rect x="30" y="64" width="22" height="5" rx="2.5" fill="${a}" opacity=".6"/><circle cx="30" cy="28" r="5" fill="${a}"/>`,
  stamp: (c: string, a: string) =>
    `<circle cx="50" cy="22" r="12" fill="${c}"/><path d="M44 30h12l5 22H39z" fill="${c}"/>` +
    `<rect x="22" y="50" width="56" height="15" rx="5" fill="${c}"/><rect x="27" y="65" width="46" height="7" rx="2" fill="${a}"/>` +
    `<ellipse cx="50" cy="85" rx="32" ry="6.5" fill="${c}" opacity=".45"/><circle cx="46" cy="19" r="4" fill="${a}" opacity=".25"/>`,
  shield: (c: string, a: string) =>
    `<path d="M50 10l34 12v24c0 22-15 37-34 45-19-8-34-23-34-45V22z" fill="${c}"/>` +
    `<path d="M50 19l25 9v18c0 16-11 28-25 34z" fill="${a}" opacity=".12"/>` +
    `<path d="M35 50l11 11 21-23" fill="none" stroke="${a}" stroke-width="8" ${round}/>`,
  lightbulb: (c: string, a: string) =>
    `<g stroke="${c}" stroke-width="4.5" ${round}><path d="M50 4v7M17 17l5 5M83 17l-5 5M7 44h7M86 44h7"/></g>` +
    `<circle cx="50" cy="44" r="25" fill="${c}"/><path d="M37 60h26l-2 12H39z" fill="${c}"/>` +
    `<path d="M44 54v-8a6 6 0 0 1 12 0v8" fill="none" stroke="${a}" stroke-width="3.5" ${round}/>` +
    `<rect x="38" y="75" width="24" height="6" rx="3" fill="${a}"/><rect x="42" y="84" width="16" height="6" rx="3" fill="${a}" opacity=".7"/>`,
  scales: (c: string, a: string) =>
    `<rect x="46.5" y="16" width="7" height="64" rx="3.5" fill="${c}"/><rect x="14" y="24" width="72" height="7" rx="3.5" fill="${c}"/>` +
    `<circle cx="50" cy="17" r="7" fill="${c}"/>` +
    `<path d="M24 31L12 58M24 31l12 27M76 31L64 58M76 31l12 27" stroke="${c}" stroke-width="2.5" fill="none"/>` +
    `<path d="M8 58h32a16 16 0 0 1-32 0zM60 58h32a16 16 0 0 1-32 0z" fill="${c}"/>` +
    `<path d="M8 58h32M60 58h32" stroke="${a}" stroke-width="3" opacity=".5"/>` +
    `<path d="M30 90a6 6 0 0 1 6-8h28a6 6 0 0 1 6 8z" fill="${c}"/>`,
  calculator: (c: string, a: string) =>
    `<rect x="22" y="10" width="56" height="80" rx="9" fill="${c}"/><rect x="30" y="19" width="40" height="17" rx="3" fill="${a}" opacity=".85"/>` +
    `<g fill="${a}" opacity=".45">${[0, 1, 2]
      .flatMap((r) => [0, 1, 2].map((k) => `<rect x="${30 + k * 14}" y="${44 + r * 14}" width="10" height="10" rx="2.5"/>`))
      .join('')}</g><rect x="58" y="72" width="10" height="10" rx="2.5" fill="${a}"/>`,
  building: (c: string, a: string) =>
    `<rect x="18" y="34" width="28" height="56" rx="3" fill="${c}" opacity=".6"/><rect x="38" y="10" width="44" height="80" rx="4" fill="${c}"/>` +
    `<g fill="${a}" opacity=".55">${[0, 1, 2, 3]
      .flatMap((r) => [0, 1, 2].map((k) => `<rect x="${45 + k * 12}" y="${20 + r * 14}" width="7" height="8" rx="1.5"/>`))
      .join('')}</g><rect x="53" y="76" width="14" height="14" rx="2" fill="${a}"/>` +
    `<g fill="${a}" opacity=".35"><rect x="24" y="44" width="8" height="7" rx="1.5"/><rect x="24" y="58" width="8" height="7" rx="1.5"/><rect x="24" y="72" width="8" height="7" rx="1.5"/></g>`,
  globe: (c: string, a: string) =>
    `<circle cx="50" cy="50" r="36" fill="${c}"/>` +
    `<g fill="none" stroke="${a}" stroke-width="3.5" opacity=".55"><ellipse cx="50" cy="50" rx="15" ry="36"/><path d="M14 50h72M19 32h62M19 68h62M50 14v72"/></g>` +
    `<ellipse cx="50" cy="50" rx="48" ry="14" fill="none" stroke="${c}" stroke-width="3.5" opacity=".7" transform="rotate(-25 50 50)"/>` +
    `<circle cx="90" cy="32" r="5" fill="${c}"/>`,
  chart: (c: string, a: string) =>
    `<rect x="12" y="84" width="76" height="5" rx="2.5" fill="${c}" opacity=".7"/>` +
    `<rect x="18" y="56" width="13" height="24" rx="3" fill="${c}" opacity=".75"/><rect x="37" y="44" width="13" height="36" rx="3" fill="${c}" opacity=".85"/>` +
    `<rect x="56" y="50" width="13" height="30" rx="3" fill="${c}" opacity=".8"/><rect x="75" y="28" width="13" height="52" rx="3" fill="${c}"/>` +
    // A halo in the main colour keeps the trend line visible whether it crosses the bars or the background.
    `<g fill="none" ${round}><path d="M14 58l22-18 18 10 28-26" stroke="${c}" stroke-width="11"/><path d="M14 58l22-18 18 10 28-26" stroke="${a}" stroke-width="5"/></g>` +
    `<path d="M70 16h16v16z" fill="${a}" stroke="${c}" stroke-width="3" stroke-linejoin="round"/>`,
  medal: (c: string, a: string) =>
    `<path d="M30 54L20 90l14-6 8 12 10-34zM70 54l10 36-14-6-8 12-10-34z" fill="${c}" opacity=".7"/>` +
    `<circle cx="50" cy="40" r="30" fill="${c}"/><circle cx="50" cy="40" r="22" fill="none" stroke="${a}" stroke-width="3" opacity=".4"/>` +
    `<path d="M50 25l4.7 9.5 10.5 1.5-7.6 7.4 1.8 10.4L50 48.9l-9.4 4.9 1.8-10.4-7.6-7.4 10.5-1.5z" fill="${a}"/>`,
  people: (c: string, a: string) =>
    `<circle cx="68" cy="34" r="13" fill="${c}" opacity=".55"/><path d="M46 80c0-18 10-28 22-28s22 10 22 28z" fill="${c}" opacity=".55"/>` +
    `<circle cx="40" cy="36" r="16" fill="${c}"/><path d="M12 86c0-22 12-34 28-34s28 12 28 34z" fill="${c}"/>` +
    `<path d="M34 58l6 8 6-8" fill="none" stroke="${a}" stroke-width="3.5" ${round}/>`,
  exchange: (c: string, a: string) =>
    `<path d="M22 46a28 28 0 0 1 50-17" fill="none" stroke="${c}" stroke-width="8" stroke-linecap="round"/><path d="M64 14l18 11-17 10z" fill="${c}"/>` +
    `<path d="M78 54a28 28 0 0 1-50 17" fill="none" stroke="${c}" stroke-width="8" stroke-linecap="round"/><path d="M36 86L18 75l17-10z" fill="${c}"/>` +
    `<circle cx="50" cy="50" r="12" fill="${a}"/><circle cx="50" cy="50" r="5" fill="${c}"/>`,
  briefcase: (c: string, a: string) =>
    `<path d="M38 26v-6a4 4 0 0 1 4-4h16a4 4 0 0 1 4 4v6" fill="none" stroke="${c}" stroke-width="6"/>` +
    `<rect x="12" y="26" width="76" height="58" rx="8" fill="${c}"/><path d="M12 50h76" stroke="${a}" stroke-width="4" opacity=".35"/>` +
    `<rect x="42" y="44" width="16" height="13" rx="3" fill="${a}"/>`,
  tag: (c: string, a: string) =>
    `<path d="M18 16h32l36 36-34 34-36-36V22a6 6 0 0 1 6-6z" fill="${c}"/><circle cx="34" cy="32" r="7" fill="${a}"/>` +
    `<path d="M46 58l14-14M54 66l14-14" stroke="${a}" stroke-width="5" stroke-linecap="round" opacity=".5"/>`,
  grid: (c: string, a: string) =>
    `<rect x="14" y="14" width="31" height="31" rx="9" fill="${c}"/><rect x="55" y="14" width="31" height="31" rx="15.5" fill="${c}" opacity=".7"/>` +
    `<rect x="14" y="55" width="31" height="31" rx="9" fill="${c}" opacity=".7"/><rect x="55" y="55" width="31" height="31" rx="9" fill="${c}"/>` +
    `<circle cx="70.5" cy="29.5" r="6" fill="${a}"/>`,
  laptop: (c: string, a: string) =>
    `<rect x="18" y="20" width="64" height="44" rx="5" fill="${c}"/><rect x="24" y="26" width="52" height="32" rx="2" fill="${a}" opacity=".3"/>` +
    `<path d="M37 36l-7 6 7 6M63 36l7 6-7 6M53 33l-6 18" fill="none" stroke="${a}" stroke-width="3.5" ${round}/>` +
    `<path d="M8 68h84l-5 10a4 4 0 0 1-4 2H17a4 4 0 0 1-4-2z" fill="${c}"/>`,
} as const;

export type MotifName = keyof typeof MOTIFS;

/** The twelve pictograms of the goods covers, in cover order (cover i uses COVER_MOTIFS[(i - 1) % 12]). */
export const COVER_MOTIFS: MotifName[] = [
  'document', 'stamp', 'shield', 'lightbulb', 'scales', 'calculator',
  'building', 'globe', 'chart', 'medal', 'people', 'exchange',
];
