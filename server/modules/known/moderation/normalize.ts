/**
 * The scan copy of a text: what the word filter and the contact detector read, never what is stored or shown.
 * It undoes the usual ways of slipping a word or a number past a filter:
 *   - full-width and other compatibility forms (ＡＢＣ１２３, ①, ⑴, ㈠, 𝟏) by NFKC, then lower case;
 *   - traditional characters (and Taiwan/Hong Kong variants) to simplified, with opencc-js (only its t2cn data);
 *   - invisible characters, emoji and combining marks anywhere;
 *   - filler between two Chinese characters or digits: spaces, dots, dashes, underscores, slashes, stars, quotes…
 *     (代 开 发 票, 代.开.发.票, 138-0013-8000); sentence punctuation (，。！？：；、) stays, so two clauses never merge;
 *   - numbers spelled with Chinese numerals (一三八…, 壹叁捌…, 幺) or circled/dingbat digits, when they run five or
 *     more long, become ASCII digits.
 * The contact detector reads a second copy in which the emoji that stand for a contact word (🐧 企鹅, 🛰 卫星,
 * 📞 电话: variants.ts) are that word instead of gone; it then writes disguised contact words plainly (variants.ts).
 */
import { toSimplified } from '../../../text/simplified';
import { CONTACT_EMOJI } from './variants';

const NUMERALS: Record<string, string> = {
  零: '0', 〇: '0', 一: '1', 二: '2', 三: '3', 四: '4', 五: '5', 六: '6', 七: '7', 八: '8', 九: '9',
  壹: '1', 贰: '2', 叁: '3', 参: '3', 肆: '4', 伍: '5', 陆: '6', 柒: '7', 捌: '8', 玖: '9', 幺: '1',
};
const NUMERAL_CHARS = Object.keys(NUMERALS).join('');
/** Five or more digits and numerals in a row (after the filler between them is gone). */
const NUMBER_RUN = new RegExp(`[0-9${NUMERAL_CHARS}]{5,}`, 'g');
const HAS_NUMERAL = new RegExp(`[${NUMERAL_CHARS}]`);

/** Dingbat and double-circled digits that NFKC leaves alone (❶ ➀ ➊ ⓵ ⓫ ⓿). */
const DINGBAT_DIGITS: Record<string, string> = (() => {
  const map: Record<string, string> = { '\u24ff': '0' };
  for (let i = 0; i < 10; i++) {
    for (const base of [0x2776, 0x2780, 0x278a, 0x24f5]) map[String.fromCodePoint(base + i)] = String(i + 1);
    map[String.fromCodePoint(0x24eb + i)] = String(i + 11);
  }
  return map;
})();
const DINGBAT_RE = new RegExp(`[${Object.keys(DINGBAT_DIGITS).join('')}]`, 'gu');

/** Never visible, or decoration: format characters, Hangul fillers, combining marks, emoji and their joiners. */
const INVISIBLE = /[\p{Cf}\p{Mn}\p{Me}\u115f\u1160\u3164\uffa0\p{Extended_Pictographic}\p{Emoji_Modifier}\p{Regional_Indicator}]/gu;
/** Filler dropped when it stands between two Chinese characters or digits. */
const FILLER_BETWEEN = /(?<=[\p{Script=Han}0-9])[\s.·•・‧∙⋅\-‐‑‒–—―_*~|/\\+=#^`'"‘’“”]+(?=[\p{Script=Han}0-9])/gu;
/** ⑴ and ㈠ come out of NFKC as (1) and (一): one digit or numeral in brackets. */
const BRACKETED_DIGIT = new RegExp(`\\(([0-9${NUMERAL_CHARS}])\\)`, 'g');

export interface ScanCopy {
  /** The normalised text the filters read. */
  text: string;
  /**
   * Whether a long number (seven or more digits) was spelled with Chinese numerals, alone or mixed with digits:
   * nobody writes a price or a date that way, but it is how a phone, QQ or WeChat number is passed past a filter.
   */
  spelledNumber: boolean;
  /** The text the contact detector reads: `text`, with the emoji of CONTACT_EMOJI read as their words. */
  contactText: string;
}

const CONTACT_EMOJI_RE = new RegExp(`[${Object.keys(CONTACT_EMOJI).join('')}]`, 'gu');
const HAS_CONTACT_EMOJI = new RegExp(CONTACT_EMOJI_RE.source, 'u');

/** The scan copy of `text` and what its normalisation noticed. Linear in the length of the text. */
export function prepareScan(text: string): ScanCopy {
  const raw = String(text ?? '');
  const scan = scanOf(raw);
  const contactText = HAS_CONTACT_EMOJI.test(raw) ? scanOf(raw.replace(CONTACT_EMOJI_RE, (c) => CONTACT_EMOJI[c])).text : scan.text;
  return { ...scan, contactText };
}

function scanOf(raw: string): Omit<ScanCopy, 'contactText'> {
  let s = raw
    // ➕ is an emoji and would vanish below; "➕v" means "add me on WeChat".
    .replace(/\u2795/g, '+')
    .replace(DINGBAT_RE, (c) => DINGBAT_DIGITS[c])
    .normalize('NFKC')
    .toLowerCase();
  s = toSimplified(s);
  s = s.replace(INVISIBLE, '').replace(BRACKETED_DIGIT, '$1').replace(FILLER_BETWEEN, '');
  let spelledNumber = false;
  s = s.replace(NUMBER_RUN, (run) => {
    if (!HAS_NUMERAL.test(run)) return run;
    if (run.length >= 7) spelledNumber = true;
    return run.replace(/[^0-9]/g, (c) => NUMERALS[c] ?? c);
  });
  return { text: s, spelledNumber };
}

/** The scan copy of `text` (see the file comment). */
export function normalizeForScan(text: string): string {
  return scanOf(String(text ?? '')).text;
}
