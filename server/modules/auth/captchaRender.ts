import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { randomInt } from 'node:crypto';
import { create as openFont, type Font, type PathCommand } from 'fontkit';
import sharp from 'sharp';

/**
 * The graph captcha's picture. Resisting a template fit takes more than one clean font: each character comes from
 * one of several kept fonts (fontkit reads their outlines), gets its own rotation, shear and width, overlaps its
 * neighbours, and the whole line is bent by a random wave; strokes of the glyphs' own colour cross it and dots
 * speckle it. The drawing is then rasterised (sharp), so the SVG that is served holds pixels, not outlines or
 * elements a script could sort into glyphs and noise.
 */

/** Characters that no font here confuses with another (no 0/O, 1/I/L, 2/Z, 5/S, 8/B, G/6, Q...). */
export const CAPTCHA_ALPHABET = 'ACDEFHJKMNPRTUVWXY34679';
export const W = 120;
export const H = 40;
/** Pixels per unit of the served picture: sharp on high-density screens. */
const SCALE = 2;

const FONT_FILES = [
  '@fontsource/archivo-black/files/archivo-black-latin-400-normal.woff',
  '@fontsource/alfa-slab-one/files/alfa-slab-one-latin-400-normal.woff',
  '@fontsource/courier-prime/files/courier-prime-latin-700-normal.woff',
  '@fontsource/patrick-hand/files/patrick-hand-latin-400-normal.woff',
  '@fontsource/special-elite/files/special-elite-latin-400-normal.woff',
];

let fonts: Font[] | undefined;
/** Loaded on first use; resolved from the app's own node_modules (the server bundle keeps packages external). */
export function captchaFonts(): Font[] {
  if (!fonts) {
    const req = createRequire(path.join(process.cwd(), 'package.json'));
    fonts = FONT_FILES.map((f) => openFont(fs.readFileSync(req.resolve(f))) as Font);
  }
  return fonts;
}

type Pt = [number, number];
const rand = (min: number, max: number) => min + (randomInt(0, 1_000_001) / 1_000_000) * (max - min);
const pick = <T>(xs: readonly T[]): T => xs[randomInt(0, xs.length)];
const f = (n: number) => n.toFixed(2);

/** A glyph outline as closed polygons (font units, y up), its curves sampled at a random density. */
function flatten(commands: PathCommand[]): Pt[][] {
  const polys: Pt[][] = [];
  let cur: Pt[] = [];
  let p: Pt = [0, 0];
  const steps = randomInt(5, 10);
  for (const { command, args: a } of commands) {
    if (command === 'moveTo') {
      if (cur.length > 2) polys.push(cur);
      p = [a[0], a[1]];
      cur = [p];
    } else if (command === 'lineTo') {
      p = [a[0], a[1]];
      cur.push(p);
    } else if (command === 'quadraticCurveTo') {
      const [x0, y0] = p;
      for (let i = 1; i <= steps; i++) {
        const t = i / steps;
        const u = 1 - t;
        cur.push([u * u * x0 + 2 * u * t * a[0] + t * t * a[2], u * u * y0 + 2 * u * t * a[1] + t * t * a[3]]);
      }
      p = [a[2], a[3]];
    } else if (command === 'bezierCurveTo') {
      const [x0, y0] = p;
      for (let i = 1; i <= steps; i++) {
        const t = i / steps;
        const u = 1 - t;
        cur.push([
          u * u * u * x0 + 3 * u * u * t * a[0] + 3 * u * t * t * a[2] + t * t * t * a[4],
          u * u * u * y0 + 3 * u * u * t * a[1] + 3 * u * t * t * a[3] + t * t * t * a[5],
        ]);
      }
      p = [a[4], a[5]];
    } else if (cur.length > 2) {
      polys.push(cur);
      cur = [];
    }
  }
  if (cur.length > 2) polys.push(cur);
  return polys;
}

/** One character placed at x = left: its polygons in picture units, and where the next one starts. */
function placeGlyph(ch: string, left: number): { polys: Pt[][]; next: number } {
  const font = pick(captchaFonts());
  const glyph = font.glyphForCodePoint(ch.codePointAt(0)!);
  const { minX, minY, maxX, maxY } = glyph.bbox;
  const size = rand(20, 25) / Math.max(maxY - minY, 1);
  const sx = size * rand(0.75, 1);
  const angle = (rand(-18, 18) * Math.PI) / 180;
  const shear = rand(-0.25, 0.25);
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const width = (maxX - minX) * sx;
  const cx = left + width / 2;
  const cy = H / 2 + rand(-3, 3);
  const [mx, my] = [(minX + maxX) / 2, (minY + maxY) / 2];
  const polys = flatten(glyph.path.commands).map((poly) =>
    poly.map(([gx, gy]): Pt => {
      const x = (gx - mx) * sx;
      const y = -(gy - my) * size;
      const xs = x + shear * y;
      return [cx + xs * cos - y * sin, cy + xs * sin + y * cos];
    }),
  );
  // Less than the glyph's width: neighbours touch or overlap, so no clean gap separates the characters.
  return { polys, next: left + width * rand(0.9, 1) };
}

/** A smooth random curve across the picture, sampled. */
function curve(y0: number, y1: number): Pt[] {
  const [x0, x3] = [rand(-5, 20), rand(W - 20, W + 5)];
  const [c1, c2]: Pt[] = [[rand(20, 60), rand(0, H)], [rand(60, 100), rand(0, H)]];
  const pts: Pt[] = [];
  for (let i = 0; i <= 24; i++) {
    const t = i / 24;
    const u = 1 - t;
    pts.push([
      u * u * u * x0 + 3 * u * u * t * c1[0] + 3 * u * t * t * c2[0] + t * t * t * x3,
      u * u * u * y0 + 3 * u * u * t * c1[1] + 3 * u * t * t * c2[1] + t * t * t * y1,
    ]);
  }
  return pts;
}

const polyPath = (polys: Pt[][]) => polys.map((p) => 'M' + p.map(([x, y]) => `${f(x)} ${f(y)}`).join('L') + 'Z').join('');
const linePath = (p: Pt[]) => 'M' + p.map(([x, y]) => `${f(x)} ${f(y)}`).join('L');

/** The drawing as vector SVG (before rasterising): glyphs, crossing strokes and dots, all bent by one wave. */
export function drawCaptcha(text: string): string {
  const placed: Pt[][][] = [];
  let left = 0;
  for (const ch of text) {
    const g = placeGlyph(ch, left);
    placed.push(g.polys);
    left = g.next;
  }
  // Centre the line, squeezed if a wide draw would not fit.
  const xs = placed.flat(2).map(([x]) => x);
  const [lo, hi] = [Math.min(...xs), Math.max(...xs)];
  const squeeze = Math.min(1, (W - 10) / (hi - lo));
  const shift = (W - (hi - lo) * squeeze) / 2 + rand(-3, 3);
  const [ay, ly, py] = [rand(2, 3.5), rand(45, 80), rand(0, 2 * Math.PI)];
  const [ax, lx, px] = [rand(0.8, 2), rand(18, 32), rand(0, 2 * Math.PI)];
  const warp = ([x, y]: Pt): Pt => [x + ax * Math.sin((2 * Math.PI * y) / lx + px), y + ay * Math.sin((2 * Math.PI * x) / ly + py)];
  const bend = (pts: Pt[]) => pts.map(warp);
  const glyphs = placed.map((polys) => polys.map((poly) => bend(poly.map(([x, y]): Pt => [shift + (x - lo) * squeeze, y]))));

  const hue = randomInt(0, 360);
  const ink = () => `hsl(${(hue + randomInt(-40, 41) + 360) % 360},${randomInt(45, 75)}%,${randomInt(22, 36)}%)`;
  const inks = text.split('').map(ink);
  const parts = [
    `<rect width="${W}" height="${H}" fill="hsl(${(hue + 180) % 360},35%,95%)"/>`,
    ...Array.from({ length: 3 }, () =>
      `<path d="${linePath(bend(curve(rand(2, H - 2), rand(2, H - 2))))}" fill="none" stroke="hsl(${randomInt(0, 360)},40%,75%)" stroke-width="${f(rand(0.8, 1.6))}"/>`,
    ),
    // Outlined in their own ink as well: the thin fonts stay as legible as the heavy ones at 96 × 36.
    ...glyphs.map((polys, i) => `<path d="${polyPath(polys)}" fill="${inks[i]}" stroke="${inks[i]}" stroke-width="0.8" stroke-linejoin="round"/>`),
    // Strokes in the glyphs' own ink and weight, through the text band: colour does not sort them out.
    ...Array.from({ length: 2 }, () =>
      `<path d="${linePath(bend(curve(rand(H * 0.3, H * 0.7), rand(H * 0.3, H * 0.7))))}" fill="none" stroke="${pick(inks)}" stroke-width="${f(rand(1, 1.5))}" stroke-linecap="round"/>`,
    ),
    ...Array.from({ length: 36 }, () => {
      const [x, y] = [rand(0, W), rand(0, H)];
      const color = randomInt(0, 3) ? `hsl(${randomInt(0, 360)},45%,${randomInt(40, 80)}%)` : pick(inks);
      return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(rand(0.4, 1.3))}" fill="${color}"/>`;
    }),
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W * SCALE}" height="${H * SCALE}" viewBox="0 0 ${W} ${H}">${parts.join('')}</svg>`;
}

/** The served picture: the drawing rasterised, wrapped in an SVG of the usual size (the route and <img> stay as they were). */
export async function renderCaptchaSvg(text: string): Promise<string> {
  const png = await sharp(Buffer.from(drawCaptcha(text))).png({ compressionLevel: 6, palette: true, colours: 64, effort: 1 }).toBuffer();
  const href = `data:image/png;base64,${png.toString('base64')}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    // xlink:href rather than href: old WebViews know only the former, and every browser still reads it.
    `<image width="${W}" height="${H}" xlink:href="${href}"/></svg>`
  );
}
