/**
 * The spellings that pass a WeChat id, a QQ number or a phone number past a filter, and the reading of a scan copy
 * (normalize.ts) in which each is written the plain way (微信, qq, 手机, 电话, digits) before contacts.ts matches.
 * A maintained list: when review finds a new spelling, add it here with a line in
 * tests/fixtures/moderation/evasions.txt, and an innocent use of it (if there is one) in an ordinary*.txt there;
 * tests/unit/knownModerationCorpus.test.ts holds the catch and hold rates.
 *
 * 微信 has three strengths of spelling:
 *   - names that mean nothing else (威信, 薇信, vx, wx, weixin, 绿泡泡, v心…): always read as 微信;
 *   - a "wei" character and a "xin" character (卫星, 为信, 微心…, the homophones; the unit test checks each
 *     reading with pinyin-pro): read as 微信 only when an id follows, marked as one (号, 同号, 搜, a colon, a
 *     bracket) or shaped like one (a digit, _ or -), so 卫星导航, 维新 and 为新员工 stay what they are;
 *   - one character or letter (薇, 微, 威, v): the same, and the id must start with a letter and, after a Chinese
 *     character or for v, be set off by a space or a mark, so 薇娅, 小薇老师, vip_01 and V1.2 stay too.
 * Before 微信 (or after it: v我) an "add me" (加我, +, 家, 嘉…) makes it 加v, which needs no more evidence.
 */

/** Characters read wei (any tone), the first half of a 微信 homophone. */
export const WEI_CHARS = '微威薇维为卫唯委伟危韦围喂未味魏惟巍违伪苇玮炜';
/** Characters read xin, xing or xun, the second half (-n and -ng sound alike in much of the south). */
export const XIN_CHARS = '信心新欣辛芯鑫馨薪昕忻歆星讯';

/** Always 微信 (the pairs of v and a XIN character and of a WEI character and x are added below). */
export const WECHAT_NAMES: readonly string[] = [
  '微信', '威信', '薇信', '维信', '徽信', '微讯', '威讯', '绿泡泡', '绿色泡泡',
  'vx', 'wx', 'weixin', 'weixing', 'weix', 'wechat', 'wei信', '微xin', '威xin', '薇xin',
];
/** One character or letter standing for 微信 (weak: see the file comment). */
export const WECHAT_SINGLES = '薇微威';
/** "Add me": 加 and its homophones, then an optional me, one, once. */
export const ADD_WORDS: readonly string[] = ['加', '+', '家', '嘉', '佳', '伽'];
export const ADD_FILLERS: readonly string[] = ['一下', '一个', '我的', '个人', '我', '个', '下'];

/** Always qq: doubled homophones of kou and qiu, the penguin, the pinyin. */
export const QQ_NAMES: readonly string[] = [
  'qq', '扣扣', '口口', '叩叩', '抠抠', '蔻蔻', '寇寇', '扣q', 'q扣', '球球', '秋秋', '丘丘', '企鹅', 'koukou', 'qiuqiu',
];
/** 手机 and 电话 as they are misspelt on purpose (and their pinyin and English). */
export const MOBILE_NAMES: readonly string[] = ['手机', '手鸡', '首机', '手几', '扌几', '收机', '兽机', '守机', 'shouji', 'mobile', 'phone'];
export const TEL_NAMES: readonly string[] = ['电话', '电花', '垫话', '殿话', '店话', 'dianhua', 'telephone', 'tel', '座机', '坐机', 'call'];

/** Emoji that stand for a word here; the scan copy removes other emoji (normalize.ts reads these for contacts). */
export const CONTACT_EMOJI: Readonly<Record<string, string>> = {
  '\u{1F6F0}': '卫星', // 🛰
  '\u{1F427}': '企鹅', // 🐧
  '\u{1F4F1}': '手机', // 📱
  '\u{1F4F2}': '手机', // 📲
  '\u{1F4DE}': '电话', // 📞
  '\u260E': '电话', // ☎
};

/** Letters from other scripts that look like v, x, q, o, i (NFKC has already folded Ⅴ, ⓥ, ｖ and the like). */
const LOOKALIKE_LETTERS: Readonly<Record<string, string>> = {
  '√': 'v', 'ν': 'v', 'ѵ': 'v', 'ᴠ': 'v', 'х': 'x', '×': 'x', 'ԛ': 'q', 'о': 'o', 'і': 'i', 'ı': 'i',
};

/** What may stand between a keyword and an id: a colon, =, an arrow, a bracket or a comma. */
export const MARK = '[:=~>→,)\\]】」』》〉(\\[【「『《〈]';
/** Words between a keyword and the id that say "this is an id": 号, 同号 (the same as my phone), 搜 (search for). */
export const ID_WORDS = '号码|号|id|账号|帐号|同号|同手机号|同手机|同电话|搜索|搜一下|搜';
/** After a number: a unit makes it an amount, a count or a date (微信：12000元, 手机：1200000元), not an id. */
export const NOT_AN_AMOUNT = '(?![\\d元万亿千百块角%‰年月日天个件份次人名家条张台辆吨米平亩斤])';
/** A WeChat id: a letter and 5–19 more letters, digits, _ or -. Or digits (a phone or QQ number used as one). */
export const WECHAT_ID = `[a-z][-_a-z0-9]{5,19}|\\d{5,11}${NOT_AN_AMOUNT}`;

const LATIN = /[a-z]/;
/** Filler that may stand between the letters of a latin spelling (v x, v/x, wei xin); Chinese ones lose it in normalize.ts. */
const SEP = '[\\s./\\\\*|_~-]{0,2}';
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A spelling as a pattern: filler allowed between its letters, and no letter just before a latin one. */
function spelling(word: string): string {
  const chars = [...word];
  const body = chars.map((c, i) => (i && (LATIN.test(c) || LATIN.test(chars[i - 1])) ? SEP : '') + escape(c)).join('');
  return LATIN.test(chars[0]) ? `(?<![a-z])${body}` : body;
}
/** Longest first, so 微信号 is not read as 微 + 信号 and weixin not as weix + in. */
const alternation = (words: readonly string[]) => [...new Set(words)].sort((a, b) => b.length - a.length).map(spelling).join('|');

const WECHAT_ALL = [...WECHAT_NAMES, ...[...XIN_CHARS].map((c) => `v${c}`), ...[...WEI_CHARS].map((c) => `${c}x`)];
const WECHAT_RE = new RegExp(alternation(WECHAT_ALL), 'g');

// Evidence that an id follows a weak spelling (a lookahead; the id itself is matched by contacts.ts).
const ID_WITH_SIGN = '[a-z][a-z0-9]{0,18}[-_0-9]';
const MARKED = `\\s*(?:${ID_WORDS})\\s*(?:${MARK}\\s*)*|\\s*(?:${MARK}\\s*)+`;
const AFTER_PAIR = `(?=(?:${MARKED})[a-z0-9]|\\s*${ID_WITH_SIGN})`;
const AFTER_SINGLE_SET_OFF = `(?=(?:${MARKED})[a-z]|\\s+${ID_WITH_SIGN})`;
const AFTER_SINGLE_ALONE = `(?=(?:${MARKED})[a-z]|\\s*${ID_WITH_SIGN})`;
const WEAK_RE = new RegExp(
  [
    `[${WEI_CHARS}][${XIN_CHARS}]${AFTER_PAIR}`,
    // A single character at the start of a clause may touch its id (薇abc_123); inside a word it may not (小薇abc1).
    `(?<!\\p{Script=Han})[${WECHAT_SINGLES}]${AFTER_SINGLE_ALONE}`,
    `[${WECHAT_SINGLES}]${AFTER_SINGLE_SET_OFF}`,
    `(?<![a-z0-9])v${AFTER_SINGLE_SET_OFF}`,
  ].join('|'),
  'gu',
);
const ADD_BEFORE_RE = new RegExp(
  `(?:${alternation(ADD_WORDS)})\\s*(?:(?:${alternation(ADD_FILLERS)})\\s*)?(?:微信|(?<![a-z])v|[${WECHAT_SINGLES}])`,
  'g',
);
const ADD_AFTER_RE = new RegExp(`(?:微信|(?<![a-z])v|[${WECHAT_SINGLES}])我`, 'g');

const QQ_RE = new RegExp(alternation(QQ_NAMES), 'g');
// 扣群 and a lone q before a number, marked (q：123456, q号123456, q 123456): not q1 or 2024q3.
const QQ_SINGLE_RE = new RegExp(`扣(?=[群裙])|(?<![a-z0-9])q(?=(?:(?:群号|群|裙|号码|号)\\s*(?:${MARK}\\s*)*|\\s*(?:${MARK}\\s*)+|\\s+)\\d{5,11}${NOT_AN_AMOUNT})`, 'g');
const MOBILE_RE = new RegExp(alternation(MOBILE_NAMES), 'g');
const TEL_RE = new RegExp(alternation(TEL_NAMES), 'g');

const LOOKALIKE_RE = new RegExp(`[${Object.keys(LOOKALIKE_LETTERS).join('')}]`, 'g');
/** A run of digits and the letters that pass for them (o for 0, l and i for 1), with single spaces or dashes. */
const DIGITISH_RUN = /(?<![a-z0-9])[0-9oli](?:[\s.-]?[0-9oli]){6,14}(?![a-z0-9])/g;
/** Brackets put between the groups of a number: 138(0013)8000, 139【1234】5678. */
const BRACKETS_IN_NUMBER = /(?<=\d)[\s()[\]【】〔〕<>]{1,3}(?=\d)/g;

function digitise(run: string): string {
  const compact = run.replace(/[\s.-]/g, '');
  const digits = compact.replace(/\D/g, '').length;
  // A number starts with a digit or a look-alike and a digit (l38…, o755…); lol 1234 is a word and a number.
  if (digits === compact.length || digits < 3 || !/^[oli]?\d/.test(compact)) return run;
  return compact.replace(/o/g, '0').replace(/[li]/g, '1');
}

/**
 * The scan copy with every disguised contact word written the plain way: 微信 (加v after an "add me"), qq, 手机, 电话,
 * and numbers in digits. Only for the contact detector: links and e-mail addresses are read from the scan copy
 * itself (wx.qq.com must stay a host). Linear in the length of the text: each pattern starts at a literal or a
 * bounded run, and a lookahead reads no further than the marks and the id after its word (the unit test times the
 * worst inputs).
 */
export function readContactWords(scanText: string): string {
  return scanText
    .replace(LOOKALIKE_RE, (c) => LOOKALIKE_LETTERS[c])
    .replace(DIGITISH_RUN, digitise)
    .replace(BRACKETS_IN_NUMBER, '')
    .replace(WECHAT_RE, '微信')
    .replace(WEAK_RE, '微信')
    .replace(ADD_BEFORE_RE, '加v')
    .replace(ADD_AFTER_RE, '加v')
    .replace(QQ_RE, 'qq')
    .replace(QQ_SINGLE_RE, 'qq')
    .replace(MOBILE_RE, '手机')
    .replace(TEL_RE, '电话');
}
