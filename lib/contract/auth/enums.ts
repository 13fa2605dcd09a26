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
