import { z } from 'zod';
import {
  CAPTCHA_KEY_RE,
  LOGIN_CHANNELS,
  LOGIN_PLATFORMS,
  LOGIN_TERMINALS,
  LOGIN_USER_TYPES,
  PASSWORD_MSG,
  PASSWORD_RE,
  REAL_STATUSES,
  REGISTER_USER_TYPES,
  SMS_TYPES,
} from './enums';

/**
 * Auth, account and visitor identity (spec §7 "Auth endpoints"). Messages are the text after "<field>：" (the
 * validation hook names the field).
 */

// ───────────────────────────── fields ─────────────────────────────

const phone = z.string().regex(/^1\d{10}$/, '手机号码有误').meta({ example: '13800138000' });
const smsCode = z.string().regex(/^\d{6}$/, '验证码有误').meta({ example: '123456' });
const password = z.string().regex(PASSWORD_RE, PASSWORD_MSG).meta({ example: 'demo123456' });
/** An enum whose message says "missing" for an absent value and `msg` for a wrong one (fields.ts oneOf says `msg` for both). */
const choice = <const T extends readonly [string, ...string[]]>(values: T, msg: string) =>
  z.enum(values, { error: (iss) => (iss.input === undefined ? '不能为空' : msg) });

const userType = choice(LOGIN_USER_TYPES, '用户类型有误').default('ORDINARY_USER');
const client = choice(LOGIN_TERMINALS, '终端编码有误').optional();
const platformType = choice(LOGIN_PLATFORMS, '平台编码有误').optional();
const smsType = choice(SMS_TYPES, '验证码类型有误').default('default');
const id = (label: string) => z.string().min(1, `${label}不能为空`).max(64, `${label}有误`);
const captchaKey = z.string().regex(CAPTCHA_KEY_RE, '图片验证码标识有误');
const imgCaptcha = z.string().max(8, '图片验证码有误');
/** A VISITOR token of register_anonymous_id: what proves a visitor identity is the caller's (the id proves nothing). */
const visitorToken = z.string().min(1, '访客令牌不能为空').max(200, '访客令牌有误');

// ───────────────────────────── requests ─────────────────────────────

export const LoginBody = z
  .object({
    accountChannel: choice(LOGIN_CHANNELS, '登录方式有误'),
    phone,
    smsCode: z.string().optional(),
    password: z.string().optional(),
    userType,
    client,
    platformType,
    imgCaptcha: imgCaptcha.optional(),
    captchaKey: captchaKey.optional(),
    anonymousId: id('匿名身份').optional(),
    /** The visitor's own token (myInfo.token): binding the visitor identity needs it, the id alone is not enough. */
    visitorToken: visitorToken.optional(),
  })
  .superRefine((v, ctx) => {
    // The credential the channel needs is checked here so its message names that field.
    if (v.accountChannel === 'AUTH_PHONE_VERIFY') {
      const r = smsCode.safeParse(v.smsCode);
      if (!r.success) ctx.addIssue({ code: 'custom', path: ['smsCode'], message: v.smsCode ? '验证码有误' : '请输入验证码' });
    } else if (!v.password) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: '请输入密码' });
    } else if (v.password.length > 64) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: '密码格式有误' });
    }
  })
  .meta({ id: 'LoginBody' });
export type LoginBody = z.infer<typeof LoginBody>;
export type LoginInput = z.input<typeof LoginBody>;

export const RegisterBody = z
  .object({
    phone,
    password,
    smsCode,
    userType: choice(REGISTER_USER_TYPES, '仅支持普通用户注册').default('ORDINARY_USER'),
    client,
    platformType,
    anonymousId: id('匿名身份').optional(),
    visitorToken: visitorToken.optional(),
  })
  .meta({ id: 'RegisterBody' });
export type RegisterBody = z.infer<typeof RegisterBody>;
export type RegisterInput = z.input<typeof RegisterBody>;

export const RetrieveBody = z.object({ phone, smsCode, newPassword: password, userType }).meta({ id: 'RetrievePasswordBody' });
export type RetrieveBody = z.infer<typeof RetrieveBody>;
export type RetrievePasswordInput = z.input<typeof RetrieveBody>;

export const SendSmsBody = z
  .object({
    phone,
    type: smsType,
    imgCaptcha: imgCaptcha.optional(),
    captchaKey: captchaKey.optional(),
  })
  .meta({ id: 'SendSmsCodeBody' });
export type SendSmsBody = z.infer<typeof SendSmsBody>;
export type SendSmsInput = z.input<typeof SendSmsBody>;

export const CheckSmsBody = z.object({ phone, userType, smsCode, type: smsType }).meta({ id: 'CheckSmsCodeBody' });
export type CheckSmsBody = z.infer<typeof CheckSmsBody>;
export type CheckSmsInput = z.input<typeof CheckSmsBody>;

export const AccountInfoBody = z.object({ userId: id('用户ID') }).meta({ id: 'AccountInfoBody' });
export const UserInfoQuery = z.object({ id: id('用户ID') });
export const CaptchaQuery = z.object({ captchaKey });

export const RegisterAnonymousBody = z
  .object({
    sourceType: z.string().regex(/^[A-Z_]{1,32}$/, '来源类型有误').default('EQUIPMENT'),
    sourceId: z.string().min(1, '设备标识不能为空').max(128, '设备标识过长'),
    visitorToken: visitorToken.optional(),
  })
  .meta({ id: 'RegisterAnonymousBody' });
export type RegisterAnonymousBody = z.infer<typeof RegisterAnonymousBody>;
export const FindAnonymousBody = z
  .object({ anonymousId: id('匿名身份'), visitorToken: visitorToken.optional() })
  .meta({ id: 'FindAnonymousBody' });
export const BindAnonymousBody = z.object({ anonymousId: id('匿名身份'), visitorToken }).meta({ id: 'BindAnonymousBody' });

// ───────────────────────────── answers ─────────────────────────────

export const LoginResult = z
  .object({
    token: z.string(),
    userId: z.string(),
    userType: z.string(),
    userNo: z.string(),
    nickName: z.string(),
    avatar: z.string(),
    customerID: z.string(),
    expiresAt: z.string().meta({ format: 'date-time' }),
  })
  .meta({ id: 'LoginResult' });
export type LoginResult = z.infer<typeof LoginResult>;

export const AccountInfo = z
  .object({
    id: z.string(),
    no: z.string(),
    nickName: z.string(),
    fullName: z.string().meta({ description: '脱敏手机号', example: '138****8000' }),
    decodePhone: z.string(),
    mainAccountFull: z.string(),
    realStatus: z.string().meta({ description: REAL_STATUSES.join(' | ') }),
    url: z.string().meta({ description: '头像' }),
    type: z.string(),
    customerInfo: z.object({ id: z.string() }),
  })
  .meta({ id: 'AccountInfo' });
export type AccountInfo = z.infer<typeof AccountInfo>;

export const SmsSent = z.object({ resendSeconds: z.number(), expireSeconds: z.number() }).meta({ id: 'SmsSent' });
export type SmsSent = z.infer<typeof SmsSent>;
export const Verified = z.object({ verified: z.literal(true) });
export type Verified = z.infer<typeof Verified>;

/** A visitor identity and a new VISITOR token for it (imUserId is the identity's id in the chat). */
export const AnonymousRegistered = z
  .object({ id: z.string(), bindState: z.number(), token: z.string(), imUserId: z.string() })
  .meta({ id: 'AnonymousRegistered' });
export type AnonymousRegistered = z.infer<typeof AnonymousRegistered>;
export const AnonymousInfo = z
  .object({ id: z.string(), bindState: z.number(), userId: z.string().nullable() })
  .meta({ id: 'AnonymousInfo' });
export type AnonymousInfo = z.infer<typeof AnonymousInfo>;
