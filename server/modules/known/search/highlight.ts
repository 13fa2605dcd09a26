/**
 * Highlighting of 必懂 search results: HTML-escaped text with the keyword's matches in `<em class="hl">…</em>`.
 *
 * Matches are found on the normalised text (NFKC, lowercase, simplified: a full-width ＩＣＰ matches icp, 發票 matches
 * 发票) and mapped back to the original characters; every piece of the original is escaped before it is written, and
 * the only markup in the result is our own `<em>`. (Matching on already-escaped text would find `amp` inside `&amp;`
 * and cut entities.)
 */
import { toSimplified } from '../../../text/simplified';
import { segmentWords } from './segment';
import { normalizeKeyword } from './text';

const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });

/** Default length of a snippet, in characters of the original text. */
export const HIGHLIGHT_MAX = 120;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

const MARK = /\p{M}/u;
const OPEN = '<em class="hl">';
const CLOSE = '</em>';

/**
 * What to mark for a keyword, longest first in each tier. `whole`: the keyword, each of its space-separated parts and
 * its Han runs (so a 1-character keyword or part marks its character). `words`: its words of two or more characters,
 * dictionary words and Intl.Segmenter's (专利转让 → 专利, 转让), marked only in a text where no `whole` piece occurs;
 * never single characters of a longer keyword, which would mark half the text.
 */
export function highlightPieces(keyword: string): { whole: string[]; words: string[] } {
  const k = normalizeKeyword(keyword);
  if (!k) return { whole: [], words: [] };
  const whole = new Set<string>([k, ...k.split(' '), ...(k.match(/\p{Script=Han}+/gu) ?? [])]);
  const words = new Set<string>();
  for (const w of [...segmentWords(k), ...segmenter.segment(k)].map((x) => (typeof x === 'string' ? x : x.isWordLike ? x.segment : ''))) {
    if (Array.from(w).length >= 2 && !whole.has(w)) words.add(w);
  }
  const byLength = (set: Set<string>) => [...set].filter(Boolean).sort((a, b) => b.length - a.length);
  return { whole: byLength(whole), words: byLength(words) };
}

const normalCache = new Map<string, string>();
const normalOf = (unit: string) => {
  let n = normalCache.get(unit);
  if (n === undefined) {
    n = unit.normalize('NFKC').toLowerCase();
    if (normalCache.size < 20_000) normalCache.set(unit, n);
  }
  return n;
};

/** The text normalised unit by unit (a character with its combining marks), with each normalised code unit's source range. */
function normalizedWithMap(text: string) {
  const parts: string[] = [];
  const from: number[] = [];
  const to: number[] = [];
  for (let i = 0; i < text.length; ) {
    const c = text.charCodeAt(i);
    let end = i + (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length ? 2 : 1);
    while (end < text.length && text.charCodeAt(end) >= 0x300 && MARK.test(String.fromCodePoint(text.codePointAt(end)!))) end += text.codePointAt(end)! > 0xffff ? 2 : 1;
    const single = end === i + 1;
    const n = single && c < 0x80 ? (c >= 65 && c <= 90 ? String.fromCharCode(c + 32) : text[i]) : single && c >= 0x4e00 && c <= 0x9fff ? text[i] : normalOf(text.slice(i, end));
    parts.push(n);
    for (let j = 0; j < n.length; j++) {
      from.push(i);
      to.push(end);
    }
    i = end;
  }
  return { norm: parts.join(''), from, to };
}

type Mapped = { norm: string; from: number[] | null; to: number[] | null };

const isHigh = (s: string, i: number) => {
  const c = s.charCodeAt(i);
  return c >= 0xd800 && c <= 0xdbff && i + 1 < s.length;
};

/**
 * The folded text simplified (text.ts normalizeText), each code unit still mapped to its source range. The converter
 * keeps the number of code points and their order (server/text/simplified.ts), so the n-th code point of the result
 * comes from the n-th of the folded text; only UTF-16 lengths may change (僤 → 𫢸). `from`/`to` null: the identity.
 */
function simplifiedWithMap(folded: Mapped): Mapped {
  const { norm, from, to } = folded;
  const conv = toSimplified(norm);
  if (conv === norm) return folded;
  if (!from && conv.length === norm.length && !/[\ud800-\udfff]/.test(norm + conv)) return { norm: conv, from: null, to: null };
  const f: number[] = [];
  const t: number[] = [];
  let i = 0;
  for (let j = 0; j < conv.length && i < norm.length; ) {
    const nj = isHigh(conv, j) ? 2 : 1;
    const ni = isHigh(norm, i) ? 2 : 1;
    const s = from ? from[i] : i;
    const e = to ? to[i + ni - 1] : i + ni;
    for (let k = 0; k < nj; k++) {
      f.push(s);
      t.push(e);
    }
    i += ni;
    j += nj;
  }
  // Never expected: had the converter changed the number of code points, match on the folded text instead.
  return i === norm.length && f.length === conv.length ? { norm: conv, from: f, to: t } : folded;
}

/**
 * Characters whose NFKC lowercase is one code unit in the same place: ASCII, CJK ideographs, CJK punctuation 、。
 * 《》「」『』【】, full-width ASCII forms, curly quotes and dashes. A text of only these is matched in place (most posts).
 */
const ONE_TO_ONE = /^[\x00-\x7f\u4e00-\u9fff\u3001\u3002\u3008-\u3011\uff01-\uff5e\u2010-\u2015\u2018\u2019\u201c\u201d]*$/;

/** Ranges [start, end) of the original text that match a piece of the first tier that matches at all, sorted and merged. */
function matchRanges(text: string, pieces: string[][]): [number, number][] {
  if (!pieces.some((t) => t.length) || !text) return [];
  const inPlace = ONE_TO_ONE.test(text);
  const { norm, from, to } = simplifiedWithMap(inPlace ? { norm: text.normalize('NFKC').toLowerCase(), from: null, to: null } : normalizedWithMap(text));
  const hit = new Uint8Array(norm.length);
  let any = false;
  for (const tier of pieces) {
    for (const p of tier) {
      for (let at = norm.indexOf(p); at >= 0; at = norm.indexOf(p, at + p.length)) {
        hit.fill(1, at, at + p.length);
        any = true;
      }
    }
    if (any) break;
  }
  const out: [number, number][] = [];
  for (let j = 0; j < norm.length; j++) {
    if (!hit[j]) continue;
    let k = j;
    while (k + 1 < norm.length && hit[k + 1]) k++;
    const [s, e] = from && to ? [from[j], to[k]] : [j, k + 1];
    const last = out[out.length - 1];
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else out.push([s, e]);
    j = k;
  }
  return out;
}

const isLow = (text: string, i: number) => i > 0 && i < text.length && text.charCodeAt(i) >= 0xdc00 && text.charCodeAt(i) <= 0xdfff;

/**
 * `text` HTML-escaped, with the keyword's matches (highlightPieces) in `<em class="hl">…</em>`. A text longer than
 * maxLen characters is cut to a window of maxLen around the first match (or its start), with `…` where it was cut.
 */
export function highlight(text: string, keyword: string, maxLen: number = HIGHLIGHT_MAX): string {
  const source = text ?? '';
  const { whole, words } = highlightPieces(keyword);
  const ranges = matchRanges(source, [whole, words]);
  let start = 0;
  let end = source.length;
  if (source.length > maxLen) {
    const first = ranges.length ? ranges[0][0] : 0;
    start = Math.max(0, Math.min(first - Math.floor(maxLen / 4), source.length - maxLen));
    if (isLow(source, start)) start++;
    end = Math.min(source.length, start + maxLen);
    if (isLow(source, end)) end--;
  }
  let out = start > 0 ? '…' : '';
  let at = start;
  for (const [s0, e0] of ranges) {
    const s = Math.max(s0, start);
    const e = Math.min(e0, end);
    if (e <= s) continue;
    out += escapeHtml(source.slice(at, s)) + OPEN + escapeHtml(source.slice(s, e)) + CLOSE;
    at = e;
  }
  out += escapeHtml(source.slice(at, end));
  return end < source.length ? out + '…' : out;
}

