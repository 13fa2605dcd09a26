/** Category and nav icons, goods covers, store and home banners, case covers. */
import { COVER_MOTIFS, linear, MOTIFS, n, PALETTES, place, rng, svg, type MotifName, type Palette } from './kit';

const defs = (...items: string[]) => `<defs>${items.join('')}</defs>`;
const sparkle = (x: number, y: number, r: number, fill: string, op = 1) =>
  `<path d="M${n(x)} ${n(y - r)}q${n(r * 0.15)} ${n(r * 0.85)} ${n(r)} ${n(r)}q${n(-r * 0.85)} ${n(r * 0.15)} ${n(-r)} ${n(r)}q${n(-r * 0.15)} ${n(-r * 0.85)} ${n(-r)} ${n(-r)}q${n(r * 0.85)} ${n(-r * 0.15)} ${n(r)} ${n(-r)}z" fill="${fill}" opacity="${op}"/>`;

export type IconSpec = { slug: string; label: string; motif: MotifName; palette: number };

/** First-level service domains (labels for the manifest only; nothing is written into the images). */
export const CATEGORY_ICONS: IconSpec[] = [
  { slug: 'company', label: '工商注册', motif: 'building', palette: 0 },
  { slug: 'tax', label: '财税会计', motif: 'calculator', palette: 2 },
  { slug: 'trademark', label: '商标服务', motif: 'medal', palette: 3 },
  { slug: 'patent', label: '专利服务', motif: 'lightbulb', palette: 8 },
  { slug: 'legal', label: '法律服务', motif: 'scales', palette: 7 },
  { slug: 'hr', label: '社保人事', motif: 'people', palette: 1 },
  { slug: 'finance', label: '金融融资', motif: 'chart', palette: 6 },
  { slug: 'it', label: 'IT互联网', motif: 'laptop', palette: 4 },
  { slug: 'qualification', label: '资质办理', motif: 'stamp', palette: 5 },
  { slug: 'trade', label: '企业交易', motif: 'exchange', palette: 9 },
];

export const NAV_ICONS: IconSpec[] = [
  { slug: 'company', label: '公司注册', motif: 'building', palette: 0 },
  { slug: 'trademark', label: '商标注册', motif: 'medal', palette: 3 },
  { slug: 'patent', label: '专利申请', motif: 'lightbulb', palette: 8 },
  { slug: 'accounting', label: '代理记账', motif: 'calculator', palette: 2 },
  { slug: 'legal', label: '法律咨询', motif: 'scales', palette: 7 },
  { slug: 'qualification', label: '资质办理', motif: 'stamp', palette: 5 },
  { slug: 'company-trade', label: '公司交易', motif: 'exchange', palette: 4 },
  { slug: 'trademark-trade', label: '商标交易', motif: 'tag', palette: 9 },
  { slug: 'hr', label: '社保代缴', motif: 'people', palette: 1 },
  { slug: 'more', label: '全部服务', motif: 'grid', palette: 6 },
];

/** 120×120: a soft tinted tile with the pictogram in the palette gradient. */
export function categoryIcon(spec: IconSpec) {
  const p = PALETTES[spec.palette];
  return svg(
    120,
    120,
    defs(linear('g', p.from, p.to, 0.6, 1)) +
      `<rect width="120" height="120" rx="34" fill="${p.tint}"/>` +
      `<circle cx="94" cy="24" r="14" fill="${p.to}" opacity=".18"/>` +
      place(MOTIFS[spec.motif]('url(#g)', '#fff'), 60, 62, 76),
  );
}

/** 96×96: a saturated gradient tile with a white pictogram, for the home nav grid. */
export function navIcon(spec: IconSpec) {
  const p = PALETTES[spec.palette];
  return svg(
    96,
    96,
    defs(linear('g', p.to, p.from, 0.3, 1)) +
      `<rect width="96" height="96" rx="28" fill="url(#g)"/>` +
      `<circle cx="18" cy="14" r="26" fill="#fff" opacity=".14"/>` +
      place(MOTIFS[spec.motif]('#fff', p.from), 48, 50, 60),
  );
}

export const GOODS_COVER_COUNT = 48;

/** Cover i (1-based): pictogram COVER_MOTIFS[(i-1) % 12], one of four layouts, palettes spread so neighbours differ. */
export function goodsCover(i: number) {
  const k = (i - 1) % COVER_MOTIFS.length;
  const v = Math.floor((i - 1) / COVER_MOTIFS.length) % 4;
  const p = PALETTES[(k * 3 + v * 7) % PALETTES.length];
  const motif = MOTIFS[COVER_MOTIFS[k]];
  const r = rng(1000 + i);
  const bg = defs(linear('g', p.from, p.to, 1, 0.8)) + '<rect width="600" height="400" fill="url(#g)"/>';
  let body = '';
  if (v === 0) {
    body =
      `<circle cx="${r.int(500, 560)}" cy="${r.int(20, 70)}" r="150" fill="#fff" opacity=".12"/>` +
      `<circle cx="${r.int(40, 90)}" cy="${r.int(340, 390)}" r="120" fill="#fff" opacity=".1"/>` +
      `<circle cx="300" cy="200" r="128" fill="#fff" opacity=".16"/>` +
      place(motif('#fff', p.ink), 300, 200, 190) +
      sparkle(r.int(150, 190), r.int(80, 120), 12, '#fff', 0.8) +
      sparkle(r.int(420, 460), r.int(290, 320), 9, '#fff', 0.6);
  } else if (v === 1) {
    const dots = [0, 1, 2, 3, 4]
      .flatMap((y) => [0, 1, 2, 3, 4].map((x) => `<circle cx="${40 + x * 18}" cy="${40 + y * 18}" r="3"/>`))
      .join('');
    body =
      `<path d="M0 ${r.int(260, 300)}L600 ${r.int(120, 170)}V400H0z" fill="#fff" opacity=".1"/>` +
      `<g fill="#fff" opacity=".35">${dots}</g>` +
      `<circle cx="300" cy="200" r="136" fill="none" stroke="#fff" stroke-width="3" opacity=".4" stroke-dasharray="6 10"/>` +
      `<circle cx="300" cy="200" r="112" fill="${p.ink}" opacity=".18"/>` +
      place(motif('#fff', p.ink), 300, 200, 180) +
      `<circle cx="${r.int(470, 520)}" cy="${r.int(300, 340)}" r="22" fill="#fff" opacity=".22"/>`;
  } else if (v === 2) {
    body =
      `<circle cx="${r.int(60, 120)}" cy="${r.int(40, 90)}" r="70" fill="#fff" opacity=".12"/>` +
      `<rect x="166" y="74" width="268" height="268" rx="44" fill="${p.ink}" opacity=".2"/>` +
      `<rect x="166" y="58" width="268" height="268" rx="44" fill="#fff"/>` +
      place(motif(p.from, '#fff'), 300, 192, 180) +
      sparkle(r.int(470, 520), r.int(80, 120), 16, '#fff', 0.85) +
      sparkle(r.int(80, 120), r.int(290, 330), 10, '#fff', 0.6);
  } else {
    const blocks = [0, 1, 2]
      .map(() => {
        const x = r.int(20, 560);
        const y = r.int(20, 360);
        const s = r.int(60, 110);
        return `<rect x="${x - s / 2}" y="${y - s / 2}" width="${s}" height="${s}" rx="${s / 4}" transform="rotate(${r.int(10, 40)} ${x} ${y})"/>`;
      })
      .join('');
    body =
      `<g fill="#fff" opacity=".1">${blocks}</g>` +
      `<ellipse cx="300" cy="318" rx="120" ry="18" fill="${p.ink}" opacity=".25"/>` +
      place(motif('#fff', p.ink), 300, 196, 200) +
      sparkle(r.int(160, 200), r.int(70, 110), 14, '#fff', 0.9) +
      sparkle(r.int(420, 460), r.int(80, 120), 8, '#fff', 0.7) +
      `<circle cx="${r.int(430, 470)}" cy="${r.int(260, 290)}" r="6" fill="#fff" opacity=".7"/>`;
  }
  return svg(600, 400, bg + body);
}

/** 750×280 store header: layered waves over a gradient, faint pictograms on the right. */
export function storeBanner(i: number) {
  const p = PALETTES[(i * 3 + 1) % PALETTES.length];
  const r = rng(2000 + i);
  const wave = (base: number, amp: number, op: number) => {
    const a = r.int(amp / 2, amp);
    return `<path d="M0 ${base}C180 ${base - a} 300 ${base + a} 470 ${base - a / 2}S700 ${base - a} 750 ${base + a / 3}V280H0z" fill="#fff" opacity="${op}"/>`;
  };
  const marks = [0, 1, 2]
    .map((j) => place(MOTIFS[COVER_MOTIFS[(i + j * 4) % 12]]('#fff', p.from), 560 + j * 70, 80 + (j % 2) * 40, 64))
    .join('');
  return svg(
    750,
    280,
    defs(linear('g', p.ink, p.from, 1, 0.4)) +
      '<rect width="750" height="280" fill="url(#g)"/>' +
      `<circle cx="${r.int(620, 700)}" cy="${r.int(-20, 30)}" r="140" fill="${p.to}" opacity=".35"/>` +
      `<circle cx="${r.int(60, 140)}" cy="${r.int(30, 60)}" r="46" fill="#fff" opacity=".08"/>` +
      `<g opacity=".3">${marks}</g>` +
      wave(200, 40, 0.1) +
      wave(226, 30, 0.14) +
      wave(252, 20, 0.2),
  );
}

/** 600×400 case cover: a finished document with a check, the service pictogram in a badge. */
export function caseCover(i: number) {
  const p = PALETTES[(i * 7) % PALETTES.length];
  const m = MOTIFS[COVER_MOTIFS[(i * 5) % 12]];
  const r = rng(3000 + i);
  const tilt = r.int(-8, 8);
  const flip = i % 2 === 0;
  const cardX = flip ? 150 : 190;
  const lines = [0, 1, 2, 3]
    .map((j) => `<rect x="${cardX + 36}" y="${150 + j * 34}" width="${j === 3 ? 120 : 190 - j * 18}" height="12" rx="6" fill="${j ? '#E3E8F2' : p.from}" opacity="${j ? 1 : 0.8}"/>`)
    .join('');
  const card =
    `<g transform="rotate(${tilt} 300 210)"><rect x="${cardX + 8}" y="92" width="260" height="280" rx="22" fill="${p.ink}" opacity=".12"/>` +
    `<rect x="${cardX}" y="80" width="260" height="280" rx="22" fill="#fff"/>` +
    `<rect x="${cardX + 36}" y="110" width="70" height="16" rx="8" fill="${p.to}"/>${lines}</g>`;
  const checkX = flip ? 420 : 460;
  const badgeX = flip ? 470 : 120;
  return svg(
    600,
    400,
    defs(linear('g', p.from, p.to, 1, 1)) +
      `<rect width="600" height="400" fill="${p.tint}"/>` +
      `<circle cx="${flip ? 80 : 520}" cy="${r.int(300, 360)}" r="130" fill="${p.to}" opacity=".2"/>` +
      `<circle cx="${flip ? 560 : 40}" cy="40" r="90" fill="${p.from}" opacity=".1"/>` +
      card +
      `<circle cx="${checkX}" cy="300" r="44" fill="url(#g)"/><path d="M${checkX - 20} 300l14 14 26-28" fill="none" stroke="#fff" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>` +
      `<circle cx="${badgeX}" cy="110" r="52" fill="url(#g)"/>` +
      place(m('#fff', p.from), badgeX, 110, 62) +
      sparkle(flip ? 90 : 510, r.int(220, 260), 12, p.from, 0.6) +
      sparkle(r.int(260, 340), 40, 9, p.to, 0.8),
  );
}

const HOME_MOTIFS: MotifName[] = ['building', 'medal', 'shield', 'chart', 'lightbulb', 'scales'];

/** 750×300 home banner: the left 55% stays calm for text laid over it by the page; artwork on the right. */
export function homeBanner(i: number) {
  const p: Palette = PALETTES[[0, 3, 1, 2, 7, 4][i % 6]];
  const r = rng(4000 + i);
  const m = MOTIFS[HOME_MOTIFS[i % HOME_MOTIFS.length]];
  const coins = [0, 1, 2]
    .map((j) => `<circle cx="${470 + j * 90 + r.int(-10, 10)}" cy="${r.int(40, 90) + (j % 2) * 150}" r="${r.int(8, 16)}" fill="#fff" opacity="${0.35 + j * 0.15}"/>`)
    .join('');
  return svg(
    750,
    300,
    defs(linear('g', p.ink, p.from, 1, 0.6), linear('h', p.to, '#fff', 0, 1)) +
      '<rect width="750" height="300" fill="url(#g)"/>' +
      `<circle cx="600" cy="150" r="190" fill="${p.to}" opacity=".3"/>` +
      `<circle cx="600" cy="150" r="130" fill="#fff" opacity=".1"/>` +
      `<path d="M0 ${r.int(230, 250)}Q190 ${r.int(190, 210)} 380 ${r.int(240, 260)}T750 ${r.int(220, 240)}V300H0z" fill="#fff" opacity=".08"/>` +
      `<path d="M40 60h90M40 80h56" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity=".18"/>` +
      `<ellipse cx="600" cy="262" rx="120" ry="16" fill="${p.ink}" opacity=".35"/>` +
      `<g transform="rotate(-6 600 150)"><rect x="506" y="52" width="188" height="188" rx="36" fill="url(#h)"/></g>` +
      place(m(p.from, '#fff'), 600, 146, 140) +
      coins +
      sparkle(440, 200, 14, '#fff', 0.8) +
      sparkle(710, 50, 10, '#fff', 0.7),
  );
}

/** 600×400 stand-in for a goods picture that is missing or failed to load: calm, clearly "no picture yet". */
export function goodsPlaceholder() {
  return svg(
    600,
    400,
    '<rect width="600" height="400" fill="#F3F5F9"/>' +
      '<rect x="240" y="150" width="120" height="100" rx="16" fill="none" stroke="#D5DCE8" stroke-width="8"/>' +
      '<circle cx="276" cy="184" r="11" fill="#D5DCE8"/><path d="M252 238l32-34 22 22 16-14 26 26z" fill="#D5DCE8"/>',
  );
}
