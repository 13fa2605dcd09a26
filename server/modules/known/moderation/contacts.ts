/**
 * Off-platform contact details in a scan copy (normalize.ts: lower case, half-width, simplified, spelled digits
 * turned into digits, filler between digits and Chinese characters gone, so 138-0013-8000 arrives as 13800138000),
 * read with the disguised contact words written plainly (variants.ts: 威信, 卫星 abc_1, 薇：abc, +薇, 扣扣, 手鸡,
 * l38OO… arrive as 微信, 加v, qq, 手机 and digits). Each pattern either has no nested repetition or starts only at
 * the beginning of a run (a lookbehind), so none can backtrack quadratically; the unit test runs the worst inputs on
 * 30,000 characters.
 */

import type { ScanCopy } from './normalize';
import { ID_WORDS, MARK, NOT_AN_AMOUNT, WECHAT_ID, readContactWords } from './variants';

/**
 * mobile (1[3-9] and nine digits, +86 or not), landline (area code and number, 400/800, or 7–12 digits after 电话,
 * 手机, 座机 or 联系方式), wechat (微信 or 加v, in any spelling of variants.ts, followed by an id, or a wxid_), qq (qq in
 * any spelling and 5–11 digits), email, url (a scheme, www. or a bare domain off the trusted hosts), number (a long
 * number spelled in Chinese numerals that none of the others explained).
 */
export type ContactKind = 'mobile' | 'landline' | 'wechat' | 'qq' | 'email' | 'url' | 'number';
export const CONTACT_KINDS: readonly ContactKind[] = ['mobile', 'landline', 'wechat', 'qq', 'email', 'url', 'number'];
/** How each kind reads in Chinese, for a reviewer's screen. */
export const CONTACT_LABELS: Record<ContactKind, string> = {
  mobile: '手机号', landline: '座机号', wechat: '微信号', qq: 'QQ号', email: '邮箱', url: '站外链接', number: '数字形式的号码',
};

/**
 * Hosts whose links are citations, not a way off the platform: government sites (gsxt.gov.cn, chinatax.gov.cn,
 * samr.gov.cn...). A link to one is still a link for a new account's post (decide.ts).
 */
const TRUSTED_HOST = /(^|\.)gov\.cn$/;

const TLDS = 'com|cn|net|org|top|xyz|vip|cc|co|io|me|info|biz|shop|site|club|online|store|tech|app|ai|tv|link|ltd|wang|xin|ren|asia|hk|tw|mobi|pro|work|fun|icu|live|cloud|group|company';

// Spoken or bracketed forms of @ and the dot of a domain.
const AT_FORMS = /\s*(?:艾特|\(at\)|\[at\]|\{at\}|<at>)\s*/g;
const DOT_FORMS = new RegExp(`\\s*(?:\\(dot\\)|\\[dot\\]|\\{dot\\}|点|。|\\s\\.\\s?|\\.\\s)\\s*(?=(?:${TLDS})(?![a-z]))`, 'g');

const MOBILE = /(?<!\d)(?:\+?86)?1[3-9]\d{9}(?!\d)/;
const LANDLINE = /(?<!\d)(?:0(?:10|2\d)\d{8}|0[3-9]\d{2}\d{7,8}|[48]00\d{7})(?!\d)/;
// Marks between a keyword and what follows: the punctuation of variants.ts, or 是 / 为.
const MARKS = `((?:\\s*(?:${MARK}|是|为)){0,3})`;
// 微信 or 加v (an "add me" may have a few words before the id: 加v领取：abc), an optional 号/同号/搜…, optional
// marks, then the id (a letter and 5–19 more, or digits).
const WECHAT = new RegExp(`(?:(加v)(?:\\s*\\p{Script=Han}{1,4})?|微信)\\s*(${ID_WORDS})?${MARKS}\\s*(${WECHAT_ID})(?![-_a-z0-9])`, 'gu');
const WECHAT_RAW_ID = /(?<![a-z0-9])wxid_[a-z0-9]{6,}/;
const QQ = new RegExp(`(?<![a-z])qq\\s*(?:群号|群|裙|号码|号|同号)?${MARKS}\\s*\\d{5,11}${NOT_AN_AMOUNT}`);
// A number after 电话, 手机, 座机 or 联系方式 is a phone number even without an area code (8765 4321); a date is not.
const PHONE_WORD = new RegExp(`(?:手机|电话|座机|联系方式)\\s*(?:号码|号)?${MARKS}\\s*(\\d{7,12})${NOT_AN_AMOUNT}`, 'g');
const DATE = /^(?:19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])$/;
// The lookbehinds make each run of address characters start one attempt only (no quadratic backtracking).
const EMAIL = new RegExp(`(?<![a-z0-9._%+-])[a-z0-9._%+-]+@(?:[a-z0-9-]+\\.)+[a-z]{2,}|(?<![a-z0-9._-])[a-z0-9._-]{3,}@(?:qq|163|126|139|sina|sohu|yeah|gmail|foxmail|outlook|hotmail|aliyun)(?![a-z0-9.])`);
const URL_CHARS = "[-a-z0-9._~:/?#@!$&*+=%]";
const URL_WITH_SCHEME = new RegExp(`(?<![a-z0-9])(?:https?://|www\\.)${URL_CHARS}+`, 'g');
const BARE_DOMAIN = new RegExp(`(?<![a-z0-9@._/-])(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\\.)+(?:${TLDS})(?![a-z0-9-])(?:[/:?#]${URL_CHARS}*)?`, 'g');

function hostOf(url: string): string {
  const withScheme = /^https?:\/\//.test(url) ? url : `http://${url}`;
  try {
    return new URL(withScheme).hostname;
  } catch {
    return '';
  }
}

/** Every absolute link or bare domain in the text (our own root-relative paths are not links to anywhere else). */
export function findLinks(scanText: string): string[] {
  const text = scanText.replace(DOT_FORMS, '.');
  const withoutEmails = text.replace(new RegExp(EMAIL.source, 'g'), ' ');
  const found = [...withoutEmails.matchAll(URL_WITH_SCHEME)].map((m) => m[0]);
  const rest = withoutEmails.replace(URL_WITH_SCHEME, ' ');
  for (const m of rest.matchAll(BARE_DOMAIN)) found.push(m[0]);
  return found;
}

/** Whether a link leaves for somewhere that is not a trusted citation. */
export function isOffPlatformLink(link: string): boolean {
  if (/^\/(?![/\\])/.test(link)) return false;
  const host = hostOf(link);
  return !host || !TRUSTED_HOST.test(host);
}

/**
 * The kinds of off-platform contact details in a scan copy, in CONTACT_KINDS order. Given prepareScan's whole
 * result, a long number spelled in numerals counts too ('number') when no other kind explains it.
 */
export function detectContacts(scan: string | ScanCopy): ContactKind[] {
  const scanText = typeof scan === 'string' ? scan : scan.text;
  const plainForms = (t: string) => t.replace(AT_FORMS, '@').replace(DOT_FORMS, '.');
  const text = plainForms(scanText);
  const contactText = typeof scan === 'string' || scan.contactText === scan.text ? text : plainForms(scan.contactText);
  const words = readContactWords(contactText);
  const found = new Set<ContactKind>();
  if (MOBILE.test(words)) found.add('mobile');
  if (LANDLINE.test(words)) found.add('landline');
  const hasPhone = found.has('mobile') || found.has('landline');
  if (!hasPhone && [...words.matchAll(PHONE_WORD)].some((m) => !DATE.test(m[2]))) found.add('landline');
  if (WECHAT_RAW_ID.test(text)) found.add('wechat');
  for (const m of words.matchAll(WECHAT)) {
    const [, addMe, idWord, mark, id] = m;
    // A word after 微信 is an id when it is marked as one (加v abcdef, 微信号 abcdef, 微信：abcdef) or looks like one
    // (digits, _ or -); "微信 official account" is not.
    if (addMe || idWord || mark || /[\d_-]/.test(id)) {
      found.add('wechat');
      break;
    }
  }
  if (QQ.test(words)) found.add('qq');
  if (EMAIL.test(text)) found.add('email');
  if (findLinks(text).some(isOffPlatformLink)) found.add('url');
  const numberKinds: ContactKind[] = ['mobile', 'landline', 'wechat', 'qq'];
  if (typeof scan !== 'string' && scan.spelledNumber && !numberKinds.some((k) => found.has(k))) found.add('number');
  return CONTACT_KINDS.filter((kind) => found.has(kind));
}
