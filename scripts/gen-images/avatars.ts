/** Planner portraits (200×200, flat style): business clothing, varied skin tones, hair and colours. */
import { PALETTES, rng } from './kit';

export const AVATAR_COUNT = 48;

const SKIN = [
  { base: '#F8D9BE', shade: '#EBC2A0' },
  { base: '#F2C9A4', shade: '#E2B087' },
  { base: '#E8B68D', shade: '#D59D71' },
  { base: '#D9A37A', shade: '#C38A60' },
  { base: '#C68A62', shade: '#AC714B' },
];
const HAIR = ['#2A2222', '#3A2A22', '#231E1E', '#553A2C', '#2E2A33', '#6B4A36'];
const CLOTH = ['#2F3D5C', '#3A4A6B', '#4974F5', '#5A6270', '#1F6F6A', '#7A3E4F', '#2B2F36', '#8A6E52'];
const TIES = ['#E0564F', '#4974F5', '#F2A229', '#1FA79C', '#7F5AF0'];

type Look = { skin: (typeof SKIN)[number]; hair: string; cloth: string; tie: string; glasses: boolean; grey: boolean };

/** Hair drawn behind the head (long styles) and over it (fringe/cap); male styles first, then female. */
const HAIR_STYLES: { back?: string; front: string; female: boolean }[] = [
  { front: 'M61 98C56 60 74 42 101 42s45 18 39 56c-3-12-7-22-13-28-20 9-44 8-58 3-5 7-7 15-8 25z', female: false },
  { front: 'M61 98C55 58 76 40 104 42c26 2 40 22 35 56-2-10-5-18-9-24-10-8-26-12-42-8-14 4-22 14-27 32z', female: false },
  { front: 'M62 92C60 60 78 46 100 46s40 14 38 46c-4-8-9-14-15-17-14 4-32 4-46 0-6 3-11 9-15 17z', female: false },
  { front: 'M61 96C57 58 77 40 100 40s44 18 39 56c-4-14-10-24-20-28-4 6-12 10-20 10s-20-2-26-8c-6 6-10 14-12 26z', female: false },
  { back: 'M57 100c0-40 18-60 43-60s43 20 43 60v62c-12 8-74 8-86 0z', front: 'M59 100C58 62 76 44 100 44s41 18 41 56c-14-4-28-16-36-34-10 18-26 30-46 34z', female: true },
  { back: 'M58 100c0-38 18-58 42-58s42 20 42 58v34c0 8-10 12-18 12H76c-8 0-18-4-18-12z', front: 'M60 98C58 62 76 44 100 44s42 18 40 54c-20-2-40-14-48-30-6 14-18 24-32 30z', female: true },
  { back: '<circle cx="100" cy="38" r="17"/>', front: 'M61 98C58 60 76 46 100 46s42 14 39 52c-6-16-18-28-39-30-21 2-33 14-39 30z', female: true },
  { back: 'M128 60c22 10 28 40 18 74-4-20-12-36-22-46z', front: 'M61 98C58 60 76 44 100 44s42 16 39 54c-8-18-22-28-42-30-16 4-28 14-36 30z', female: true },
];

export function avatar(i: number) {
  const r = rng(9000 + i);
  const styleIndex = (i * 5) % HAIR_STYLES.length;
  const style = HAIR_STYLES[styleIndex];
  const bgP = PALETTES[(i * 3) % PALETTES.length];
  const look: Look = {
    skin: SKIN[(i * 7 + 2) % SKIN.length],
    hair: HAIR[(i * 5 + 1) % HAIR.length],
    cloth: CLOTH[(i * 3 + Math.floor(i / 8)) % CLOTH.length],
    tie: TIES[(i * 2) % TIES.length],
    glasses: i % 5 === 2,
    grey: !style.female && i % 11 === 7,
  };
  const hair = look.grey ? '#8C8C8C' : look.hair;
  const { base, shade } = look.skin;
  const parts: string[] = [];
  parts.push(`<rect width="200" height="200" fill="${bgP.tint}"/><circle cx="${r.int(40, 160)}" cy="${r.int(30, 60)}" r="${r.int(60, 90)}" fill="${bgP.to}" opacity=".22"/>`);
  if (style.back) parts.push(style.back.startsWith('<') ? style.back.replace('/>', ` fill="${hair}"/>`) : `<path d="${style.back}" fill="${hair}"/>`);
  parts.push(`<path d="M86 118h28v28c0 8-28 8-28 0z" fill="${shade}"/>`);
  parts.push(`<path d="M26 200c2-38 26-56 74-58 48 2 72 20 74 58z" fill="${look.cloth}"/>`);
  if (style.female) {
    // Blouse with a round neckline under an open jacket.
    parts.push(`<path d="M80 143c6 14 34 14 40 0l8 3-28 54-28-54z" fill="#fff"/><path d="M84 144c6 10 26 10 32 0" fill="${shade}"/>`);
    if (i % 3 === 0) parts.push(`<circle cx="100" cy="160" r="3.5" fill="${look.tie}"/>`);
  } else if (i % 4 === 3) {
    // Open collar, no tie.
    parts.push(`<path d="M84 142l16 26 16-26 6 4-22 54-22-54z" fill="#fff"/><path d="M88 142l12 18 12-18z" fill="${shade}"/>`);
  } else {
    parts.push(`<path d="M82 142l18 20 18-20 6 4-24 54-24-54z" fill="#fff"/><path d="M95 160h10l4 28-9 12-9-12z" fill="${look.tie}"/><path d="M94 152h12l-2 9h-8z" fill="${look.tie}"/>`);
  }
  parts.push(`<path d="M76 146l24 54H62l-8-44zM124 146l-24 54h38l8-44z" fill="#000" opacity=".12"/>`);
  parts.push(`<circle cx="63" cy="100" r="9" fill="${shade}"/><circle cx="137" cy="100" r="9" fill="${shade}"/>`);
  parts.push(`<ellipse cx="100" cy="95" rx="37" ry="43" fill="${base}"/>`);
  parts.push(`<path d="${style.front}" fill="${hair}"/>`);
  const brow = r.int(0, 2);
  parts.push(
    `<path d="M78 ${86 - brow}q8-5 16 0M106 ${86 - brow}q8-5 16 0" fill="none" stroke="${hair}" stroke-width="3.5" stroke-linecap="round"/>` +
      `<ellipse cx="86" cy="99" rx="4" ry="5" fill="#2B2626"/><ellipse cx="114" cy="99" rx="4" ry="5" fill="#2B2626"/>` +
      `<circle cx="87.5" cy="97" r="1.4" fill="#fff"/><circle cx="115.5" cy="97" r="1.4" fill="#fff"/>` +
      `<path d="M100 104q-4 9 2 11" fill="none" stroke="${shade}" stroke-width="3" stroke-linecap="round"/>` +
      `<circle cx="78" cy="113" r="7" fill="#F2867E" opacity=".25"/><circle cx="122" cy="113" r="7" fill="#F2867E" opacity=".25"/>`,
  );
  parts.push(
    i % 3 === 1
      ? `<path d="M89 119q11 12 22 0z" fill="#B94E48"/><path d="M91 120h18l-2 3H93z" fill="#fff"/>`
      : `<path d="M89 120q11 9 22 0" fill="none" stroke="#B5524A" stroke-width="3.5" stroke-linecap="round"/>`,
  );
  if (look.glasses)
    parts.push(`<g fill="none" stroke="#3A3A44" stroke-width="3"><circle cx="86" cy="99" r="11"/><circle cx="114" cy="99" r="11"/><path d="M97 98h6M75 97l-11-3M125 97l11-3"/></g>`);
  // The figure is drawn at a comfortable scale, then enlarged so the face fills a round crop.
  const [bg, ...figure] = parts;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">${bg}<g transform="translate(-16 -10) scale(1.16)">${figure.join('')}</g></svg>\n`;
}
