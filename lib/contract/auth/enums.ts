/**
 * Auth (spec §7 "Auth endpoints"): login channels, SMS code kinds, real-name states, and the password and captcha-key
 * rules. Plain constants for server and pages.
 *
 * The user types, terminals and platform a login may name are the values of lib/constants.ts (USER_TYPE, TERMINAL_*,
 * PLATFORM_CODE), which lib/contract/ cannot import: they are written out here, and server/modules/auth/routes.ts
 * fails to compile when the two drift.
 */

/** AUTH_PHONE_VERIFY 短信验证码登录 (an unknown phone is registered), AUTH_PHONE_PWD 密码登录. */
export const LOGIN_CHANNELS = ['AUTH_PHONE_VERIFY', 'AUTH_PHONE_PWD'] as const;
export type LoginChannel = (typeof LOGIN_CHANNELS)[number];

/** Who may log in (USER_TYPE.ORDINARY_USER, USER_TYPE.MERCHANT_USER); only ordinary users register. */
export const LOGIN_USER_TYPES = ['ORDINARY_USER', 'MERCHANT_USER'] as const;
export const REGISTER_USER_TYPES = ['ORDINARY_USER'] as const;
export type LoginUserType = (typeof LOGIN_USER_TYPES)[number];

/** The terminals a login may name (TERMINAL_WAP, TERMINAL_APP) and the platform (PLATFORM_CODE). */
export const LOGIN_TERMINALS = ['COMDIC_TERMINAL_WAP', 'COMDIC_TERMINAL_APP'] as const;
export const LOGIN_PLATFORMS = ['COMDIC_PLATFORM_CRISPS'] as const;

/** What an SMS code is for: login 登录, register 注册, reset 找回密码, default 身份验证. */
export const SMS_TYPES = ['login', 'register', 'reset', 'default'] as const;
export type SmsType = (typeof SMS_TYPES)[number];

/** The real-name state of an account (AccountInfo.realStatus). */
export const REAL_STATUSES = [
  'NO_AUTHENTICATION',
  'AUTHENTICATION_ING',
  'AUTHENTICATION_SUCCESS',
  'AUTHENTICATION_FAIL',
  'AUTHENTICATION_INVALID',
] as const;
export type RealStatus = (typeof REAL_STATUSES)[number];

/** 6–15 characters: letters, digits and ASCII punctuation (spec: 密码格式). */
export const PASSWORD_RE = /^[A-Za-z0-9!-/:-@[-`{-~]{6,15}$/;
export const PASSWORD_MSG = '密码格式有误（6-15位数字/字母/标点符号）';

/** The key a page generates for its graph captcha (the image is useless without it). */
export const CAPTCHA_KEY_RE = /^[A-Za-z0-9-]{8,64}$/;

// ───────────────────────────── 个人信息 (inventory my §12) ─────────────────────────────
// The rules of each profile field, as plain functions the server's schemas and the pages share. Each answers null
// when the value is fine, else the message to show (without the field name).

/** `POST /api/user/v1/update` `type`: what `value` holds (the original's numbering; 6 was never used). */
export const PROFILE_FIELD = { nickName: '1', birthday: '2', sex: '3', email: '4', region: '5', briefIntroduction: '7' } as const;
export type ProfileFieldType = (typeof PROFILE_FIELD)[keyof typeof PROFILE_FIELD];
export const PROFILE_FIELD_TYPES = Object.values(PROFILE_FIELD) as [ProfileFieldType, ...ProfileFieldType[]];

export const NICKNAME_MIN = 2;
export const NICKNAME_MAX = 14;
export const BRIEF_MAX = 50;
export const EMAIL_MAX = 64;
/** The youngest birthday a profile may hold is 31 December of the year this many years ago (the original's picker). */
export const MIN_AGE_YEARS = 18;
export const OLDEST_BIRTH_YEAR = 1900;

export const SEX_LABELS: Record<number, string> = { 1: '男', 0: '女', 2: '未知' };
export const sexLabel = (sex: number) => SEX_LABELS[sex] ?? '未知';

export const PROFILE_MSG = {
  nickEmpty: '没有输入昵称呢，请重新输入',
  nickLength: `昵称字数限制为${NICKNAME_MIN}-${NICKNAME_MAX}位`,
  nickSpecial: '昵称不能输入特殊字符',
  nickWords: '昵称包含敏感词或联系方式，请修改',
  briefLength: `个人简介不能超过${BRIEF_MAX}个字`,
  briefWords: '个人简介包含敏感词或联系方式，请修改',
  emailEmpty: '请输入邮箱地址',
  email: '请输入有效邮箱号码',
  birthday: '生日有误',
  birthdayAge: `需年满${MIN_AGE_YEARS}周岁`,
  sex: '性别有误',
  region: '所在地区有误',
} as const;

/** Letters of any script, digits, '_', '-' and the middle dot of transliterated names; nothing else. */
const NICK_CHARS = /^[\p{L}\p{Nd}_\-·]+$/u;
const EMAIL_RE = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Characters counted the way a person counts them (an astral character is one). */
export const charCount = (s: string) => [...s].length;

export function nickNameError(value: string): string | null {
  const s = value.trim();
  if (!s) return PROFILE_MSG.nickEmpty;
  const n = charCount(s);
  if (n < NICKNAME_MIN || n > NICKNAME_MAX) return PROFILE_MSG.nickLength;
  if (!NICK_CHARS.test(s)) return PROFILE_MSG.nickSpecial;
  return null;
}

export function briefIntroductionError(value: string): string | null {
  return charCount(value.trim()) > BRIEF_MAX ? PROFILE_MSG.briefLength : null;
}

export function emailError(value: string): string | null {
  const s = value.trim();
  if (!s) return PROFILE_MSG.emailEmpty;
  return s.length <= EMAIL_MAX && EMAIL_RE.test(s) ? null : PROFILE_MSG.email;
}

/** The newest birthday allowed on `today` (YYYY-MM-DD, China date): 31 December, MIN_AGE_YEARS years back. */
export const latestBirthday = (today: string) => `${Number(today.slice(0, 4)) - MIN_AGE_YEARS}-12-31`;

/** YYYY-MM-DD, a real date, from OLDEST_BIRTH_YEAR to latestBirthday(today). */
export function birthdayError(value: string, today: string): string | null {
  const m = DATE_RE.exec(value.trim());
  if (!m) return PROFILE_MSG.birthday;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return PROFILE_MSG.birthday;
  if (y < OLDEST_BIRTH_YEAR) return PROFILE_MSG.birthday;
  return value.trim() > latestBirthday(today) ? PROFILE_MSG.birthdayAge : null;
}

/** `"<provinceCode>,<cityCode>"`; the city is empty for a province without cities (香港, 澳门, 台湾). */
export function parseRegion(value: string): { provinceCode: string; cityCode: string } | null {
  const m = /^(\d{6}),(\d{6})?$/.exec(value.trim());
  return m ? { provinceCode: m[1], cityCode: m[2] ?? '' } : null;
}

/** The calendar day in China time (the birthday rule and the daily limits roll over at local midnight). */
export const chinaDate = (d: Date) => new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 10);

/** One field of the profile checked as `POST /api/user/v1/update` checks it (the word filter runs on the server). */
export function profileValueError(type: string, value: string, today: string): string | null {
  switch (type) {
    case PROFILE_FIELD.nickName:
      return nickNameError(value);
    case PROFILE_FIELD.briefIntroduction:
      return briefIntroductionError(value);
    case PROFILE_FIELD.birthday:
      return birthdayError(value, today);
    case PROFILE_FIELD.sex:
      return /^[012]$/.test(value.trim()) ? null : PROFILE_MSG.sex;
    case PROFILE_FIELD.region:
      return parseRegion(value) ? null : PROFILE_MSG.region;
    default:
      return null;
  }
}

/** What an account's SMS code is for: 原手机号验证 before a new phone, 设置登录密码, 找回支付密码. (The new phone's code is sent by its own call.) */
export const ACCOUNT_SMS_TYPES = ['rebindOld', 'password', 'payPassword'] as const;
export type AccountSmsType = (typeof ACCOUNT_SMS_TYPES)[number];

/** Avatars: the square kept from the picture, and what the server makes of it. */
export const AVATAR_OUTPUT_PX = 320;
export const AVATAR_MIN_CROP_PX = 32;
