/**
 * Traditional Chinese to simplified, for every server reader that must see one form of a text: the moderation's scan
 * copy (modules/known/moderation/normalize.ts) and the search indexes and queries (modules/known/search/text.ts, the
 * 资讯 search). opencc-js with only its t2cn data: the OpenCC standard, Taiwan and Hong Kong forms of characters and
 * phrases to simplified (發票 → 发票, 開發 → 开发, 乾隆 stays).
 *
 * Every entry of these dictionaries maps n characters to n characters (tests/unit/simplified.test.ts checks it), so a
 * converted text has the same code points in the same places as its source: search highlighting relies on that to
 * mark the original characters. A few map a BMP character to one outside it (僤 → 𫢸), so UTF-16 lengths may differ.
 */
import { ConverterFactory } from 'opencc-js/core';
import * as Locale from 'opencc-js/preset/t2cn';

const GROUPS = [Locale.from.hk, Locale.from.tw, Locale.to.cn] as const;

/** The converter itself (three passes over the text: Hong Kong forms, Taiwan forms, then traditional to simplified). */
const convert = ConverterFactory(...GROUPS);

/** Every dictionary entry as [source, replacement] (a dictionary is "a b|c d" or a list of pairs). */
export function dictionaryEntries(): [string, string][] {
  const out: [string, string][] = [];
  for (const groups of GROUPS) {
    for (const group of groups) {
      for (const dict of group) {
        if (typeof dict === 'string') {
          for (const line of dict.split('|')) {
            const [from, to] = line.split(' ');
            if (from && to !== undefined) out.push([from, to]);
          }
        } else for (const [from, to] of dict) out.push([from, to]);
      }
    }
  }
  return out;
}

/** The first code point of every entry: a text holding none of them is left as it is by every pass. */
const STARTS = new Set(dictionaryEntries().map(([from]) => from.codePointAt(0)!));
const LOWEST = Math.min(...STARTS);

/**
 * `text` with its traditional characters and phrases simplified. A text with nothing to convert (most texts here)
 * is returned as it is after one scan, without the converter's three passes.
 */
export function toSimplified(text: string): string {
  for (let i = 0; i < text.length; i++) {
    let cp = text.charCodeAt(i);
    if (cp < LOWEST) continue;
    if (cp >= 0xd800 && cp <= 0xdbff) {
      cp = text.codePointAt(i)!;
      if (cp > 0xffff) i++;
    }
    if (STARTS.has(cp)) return convert(text);
  }
  return text;
}
