/** Trading listing covers (600×400): company skylines, trademark logo marks, patent blueprints, qualification certificates. */
import { linear, n, PALETTES, rng, svg } from './kit';

export const TRADE_KINDS = ['company', 'trademark', 'patent', 'qualification'] as const;
export type TradeKind = (typeof TRADE_KINDS)[number];
export const TRADE_PER_KIND = 8;

const W = 600;
const H = 400;

function gear(cx: number, cy: number, R: number, r: number, teeth: number) {
  const pts: string[] = [];
  for (let k = 0; k < teeth * 4; k++) {
    const a = (Math.PI * 2 * k) / (teeth * 4);
    const rad = k % 4 < 2 ? R : r;
    pts.push(`${n(cx + rad * Math.cos(a))} ${n(cy + rad * Math.sin(a))}`);
  }
  return `M${pts.join('L')}z`;
}

/** Seal rosette: a many-pointed star. */
function rosette(cx: number, cy: number, R: number, r: number, points: number) {
  const pts: string[] = [];
  for (let k = 0; k < points * 2; k++) {
    const a = (Math.PI * k) / points;
    const rad = k % 2 ? r : R;
    pts.push(`${n(cx + rad * Math.sin(a))} ${n(cy - rad * Math.cos(a))}`);
  }
  return `M${pts.join('L')}z`;
}

export function companyCover(i: number) {
  const p = PALETTES[[0, 4, 7, 1, 3, 2, 6, 9][i % 8]];
  const r = rng(5000 + i);
  const night = i % 4 === 3;
  const sky = linear('g', night ? '#1C2A6B' : p.from, night ? p.ink : p.to, 0, 1);
  const towers = (layer: number) => {
    let x = layer ? r.int(-20, 10) : r.int(-40, -10);
    let out = '';
    while (x < W) {
      const w = r.int(56, 96);
      const h = layer ? r.int(110, 230) : r.int(170, 290);
      const top = H - 40 - h;
      const fill = layer ? '#fff' : p.ink;
      out += `<rect x="${x}" y="${top}" width="${w}" height="${h + 40}" rx="4" fill="${fill}" opacity="${layer ? 0.92 : 0.35}"/>`;
      // Windows come from a pattern: drawing each one would put a skyline far over the 4 KB budget.
      if (layer) out += `<rect transform="translate(${x + 12} ${top + 16})" width="${Math.floor((w - 15) / 18) * 18 - 9}" height="${H - 72 - top}" fill="url(#w)"/>`;
      x += w + (layer ? r.int(14, 30) : r.int(4, 14));
    }
    return out;
  };
  const body =
    `<defs>${sky}<pattern id="w" width="36" height="26" patternUnits="userSpaceOnUse"><rect width="9" height="13" rx="1.5" fill="${p.tint}"/><rect x="18" width="9" height="13" rx="1.5" fill="${p.to}"/></pattern></defs><rect width="${W}" height="${H}" fill="url(#g)"/>` +
    (night
      ? `<circle cx="${r.int(440, 520)}" cy="80" r="34" fill="#FFF6D6"/><circle cx="${r.int(120, 200)}" cy="60" r="3" fill="#fff"/><circle cx="${r.int(250, 320)}" cy="100" r="2" fill="#fff"/>`
      : `<circle cx="${r.int(430, 520)}" cy="${r.int(70, 100)}" r="44" fill="#fff" opacity=".35"/><ellipse cx="${r.int(120, 200)}" cy="70" rx="60" ry="16" fill="#fff" opacity=".4"/>`) +
    towers(0) +
    towers(1) +
    `<rect y="${H - 40}" width="${W}" height="40" fill="${p.ink}" opacity=".5"/>`;
  return svg(W, H, body);
}

const MARKS: ((a: string, b: string, c: string) => string)[] = [
  (a, b) => `<circle cx="-20" cy="0" r="56" fill="${a}"/><circle cx="24" cy="0" r="56" fill="${b}" opacity=".8"/>`,
  (a, b) => `<circle r="64" fill="${a}"/><path d="M0-38L36 26H-36z" fill="#fff"/><circle cy="8" r="12" fill="${b}"/>`,
  (a, b) =>
    [0, 90, 180, 270].map((d, k) => `<ellipse cx="0" cy="-34" rx="22" ry="36" fill="${k % 2 ? b : a}" transform="rotate(${d + 45})"/>`).join(''),
  (a, b) => `<path d="M0-66L57-33V33L0 66-57 33V-33z" fill="${a}"/><rect x="-28" y="-28" width="56" height="56" rx="6" fill="#fff" transform="rotate(45)"/><circle r="14" fill="${b}"/>`,
  (a, b, c) => `<circle r="60" fill="none" stroke="${a}" stroke-width="16"/><circle cx="42" cy="-42" r="18" fill="${b}"/><circle r="20" fill="${c}"/>`,
  (a, b) => `<path d="M-56-12L0-56 56-12" fill="none" stroke="${a}" stroke-width="20" stroke-linecap="round" stroke-linejoin="round"/><path d="M-56 30L0-14 56 30" fill="none" stroke="${b}" stroke-width="20" stroke-linecap="round" stroke-linejoin="round"/>`,
  (a, b) => `<path d="M-50 50C-56-20-10-60 54-54 58 10 20 56-50 50z" fill="${a}"/><path d="M-40 40L30-30" stroke="#fff" stroke-width="8" stroke-linecap="round"/><circle cx="40" cy="40" r="12" fill="${b}"/>`,
  (a, b) =>
    [0, 90, 180, 270].map((d, k) => `<path d="M0 0V-60A60 60 0 0 1 60 0z" fill="${k % 2 ? b : a}" transform="rotate(${d}) translate(4 -4)"/>`).join(''),
];

export function trademarkCover(i: number) {
  const p = PALETTES[[3, 0, 5, 1, 8, 7, 9, 6][i % 8]];
  const q = PALETTES[[4, 8, 2, 0, 5, 1, 3, 4][i % 8]];
  const r = rng(6000 + i);
  const dots = [0, 1, 2, 3, 4, 5]
    .flatMap((y) => [0, 1, 2, 3].map((x) => `<circle cx="${x * 22}" cy="${y * 22}" r="3"/>`))
    .join('');
  return svg(
    W,
    H,
    `<rect width="${W}" height="${H}" fill="${p.tint}"/>` +
      `<circle cx="${r.int(500, 560)}" cy="${r.int(320, 360)}" r="120" fill="${p.to}" opacity=".25"/>` +
      `<g fill="${p.from}" opacity=".18" transform="translate(${r.int(30, 60)} ${r.int(30, 60)})">${dots}</g>` +
      `<rect x="186" y="72" width="236" height="236" rx="40" fill="${p.ink}" opacity=".1"/>` +
      `<rect x="180" y="62" width="236" height="236" rx="40" fill="#fff"/>` +
      `<g transform="translate(298 180)">${MARKS[i % MARKS.length](p.from, q.from, p.ink)}</g>` +
      `<circle cx="392" cy="86" r="9" fill="none" stroke="${p.ink}" stroke-width="2.5" opacity=".5"/>`,
  );
}

const BLUEPRINTS: ((s: string) => string)[] = [
  (s) => `<path d="${gear(0, 0, 80, 64, 12)}" ${s}/><circle r="30" ${s}/><circle r="8" ${s}/>`,
  (s) => `<circle cy="-24" r="56" ${s}/><path d="M-26 28v30h52V28M-20 72h40M-14 86h28M-12-12v-12a12 12 0 0 1 24 0v12" ${s}/>`,
  (s) =>
    `<circle r="18" ${s}/><circle cx="-70" cy="-40" r="14" ${s}/><circle cx="70" cy="-46" r="14" ${s}/><circle cx="60" cy="62" r="14" ${s}/><circle cx="-64" cy="58" r="10" ${s}/>` +
    `<path d="M-15-9L-58-33M16-8L57-40M13 13L50 52M-14 11L-56 52" ${s}/>`,
  (s) =>
    `<rect x="-56" y="-56" width="112" height="112" rx="10" ${s}/><rect x="-28" y="-28" width="56" height="56" rx="4" ${s}/>` +
    `<path d="M-30-56v-24M0-56v-24M30-56v-24M-30 56v24M0 56v24M30 56v24M-56-30h-24M-56 0h-24M-56 30h-24M56-30h24M56 0h24M56 30h24" ${s}/>`,
  (s) => `<path d="M-20-80h40M-14-80v50L-60 60a12 12 0 0 0 10 18h100a12 12 0 0 0 10-18L14-30v-50M-40 24h80" ${s}/><circle cx="-10" cy="48" r="8" ${s}/><circle cx="18" cy="36" r="5" ${s}/>`,
  (s) =>
    `<path d="M0-88C30-60 34-10 24 40h-48C-34-10-30-60 0-88zM-24 10L-50 46v24l26-20M24 10l26 36v24L24 50M-12 40l-6 36h36l-6-36" ${s}/><circle cy="-28" r="14" ${s}/>`,
  (s) => `<rect x="-70" y="-80" width="100" height="130" rx="8" ${s}/><path d="M-50-50h60M-50-26h60M-50-2h36" ${s}/><circle cx="26" cy="30" r="36" ${s}/><path d="M52 56l34 34" ${s}/>`,
  (s) => `<path d="${gear(-34, -20, 50, 40, 9)}" ${s}/><circle cx="-34" cy="-20" r="16" ${s}/><path d="${gear(44, 44, 36, 28, 8)}" ${s}/><circle cx="44" cy="44" r="10" ${s}/>`,
];

export function patentCover(i: number) {
  const p = PALETTES[[7, 0, 4, 3, 1, 7, 0, 4][i % 8]];
  const r = rng(7000 + i);
  const s = 'fill="none" stroke="#fff" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"';
  const ox = r.int(280, 320);
  return svg(
    W,
    H,
    `<defs>${linear('g', p.ink, p.from, 1, 1)}<pattern id="s" width="20" height="20" patternUnits="userSpaceOnUse"><path d="M20 0H0V20" fill="none" stroke="#fff" stroke-opacity=".08"/></pattern>` +
      `<pattern id="l" width="100" height="100" patternUnits="userSpaceOnUse"><path d="M100 0H0V100" fill="none" stroke="#fff" stroke-opacity=".16" stroke-width="1.5"/></pattern></defs>` +
      `<rect width="${W}" height="${H}" fill="url(#g)"/><rect width="${W}" height="${H}" fill="url(#s)"/><rect width="${W}" height="${H}" fill="url(#l)"/>` +
      `<g transform="translate(${ox} 196) scale(1.35)">${BLUEPRINTS[i % BLUEPRINTS.length](s)}</g>` +
      `<g stroke="#fff" stroke-width="2" opacity=".55" fill="none"><path d="M${ox - 110} 340h220M${ox - 110} 332v16M${ox + 110} 332v16M70 90v220M62 90h16M62 310h16"/></g>` +
      `<circle cx="540" cy="54" r="18" fill="none" stroke="#fff" stroke-width="2" opacity=".5"/><path d="M530 54h20M540 44v20" stroke="#fff" stroke-width="2" opacity=".5"/>`,
  );
}

export function qualificationCover(i: number) {
  const p = PALETTES[[5, 0, 8, 1, 3, 6, 7, 2][i % 8]];
  const r = rng(8000 + i);
  const tilt = r.int(-5, 5);
  const lines = [0, 1, 2, 3]
    .map((j) => `<rect x="${150 + (j === 0 ? 40 : 0)}" y="${150 + j * 30}" width="${j === 0 ? 220 : 300 - j * 40}" height="${j === 0 ? 16 : 10}" rx="5" fill="${j === 0 ? p.from : '#DCE2EE'}"/>`)
    .join('');
  return svg(
    W,
    H,
    `<rect width="${W}" height="${H}" fill="${p.tint}"/>` +
      `<circle cx="${r.int(40, 90)}" cy="${r.int(40, 80)}" r="90" fill="${p.to}" opacity=".22"/>` +
      `<g transform="rotate(${tilt} 300 200)"><rect x="108" y="78" width="384" height="256" rx="10" fill="${p.ink}" opacity=".1"/>` +
      `<rect x="100" y="68" width="384" height="256" rx="10" fill="#fff"/>` +
      `<rect x="114" y="82" width="356" height="228" rx="6" fill="none" stroke="${p.from}" stroke-width="3"/>` +
      `<rect x="122" y="90" width="340" height="212" rx="4" fill="none" stroke="${p.to}" stroke-width="1.5"/>` +
      `<path d="M250 116h84" stroke="${p.ink}" stroke-width="8" stroke-linecap="round" opacity=".7"/>${lines}` +
      `<path d="M388 300l-14 48 18-10 12 16 8-50zM420 300l14 48-18-10-12 16-8-50z" fill="${p.ink}" opacity=".85"/>` +
      `<path d="${rosette(404, 276, 44, 38, 20)}" fill="${p.from}"/><circle cx="404" cy="276" r="28" fill="none" stroke="#fff" stroke-width="3"/>` +
      `<path d="M404 258l5.3 10.8 11.9 1.7-8.6 8.4 2 11.8-10.6-5.6-10.6 5.6 2-11.8-8.6-8.4 11.9-1.7z" fill="#fff"/></g>`,
  );
}

export const TRADE_COVERS: Record<TradeKind, (i: number) => string> = {
  company: companyCover,
  trademark: trademarkCover,
  patent: patentCover,
  qualification: qualificationCover,
};
