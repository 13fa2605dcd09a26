import { z } from 'zod';
import { intIn, optional } from '../fields';
import {
  ACCOUNT_SMS_TYPES,
  CAPTCHA_KEY_RE,
  PROFILE_FIELD,
  PROFILE_FIELD_TYPES,
  chinaDate,
  emailError,
  profileValueError,
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
import { MOBILE_RE } from '@/lib/contract/mobile';

/**
 * Auth, account and visitor identity (spec §7 "Auth endpoints"). Messages are the text after "<field>：" (the
 * validation hook names the field).
 */

// ───────────────────────────── fields ─────────────────────────────

const phone = z.string().regex(MOBILE_RE, '手机号码有误').meta({ example: '13800138000' });
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

// ───────────────────────────── 个人信息 and account security ─────────────────────────────

/** A form value that may be absent: '' then. */
const formText = (max: number, msg: string) => z.string().max(max, msg).optional().default('');
const emailField = z.string().superRefine((v, ctx) => {
  const e = emailError(v);
  if (e) ctx.addIssue({ code: 'custom', message: e });
}).transform((v) => v.trim().toLowerCase()).meta({ example: 'me@example.com' });
/** What verify_old_phone hands out: proof, for 10 minutes, that the caller just read a code on the old phone. */
const ticket = z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, '验证凭证有误，请重新验证原手机号');
const pixel = (label: string) => optional(intIn(label, 0, 100_000)).meta({ type: 'integer' });

/** One profile field (`type`: PROFILE_FIELD); the e-mail is bound through its code instead. */
export const ProfileUpdateBody = z
  .object({
    type: z.enum(PROFILE_FIELD_TYPES, { error: '资料类型有误' }),
    value: formText(200, '内容过长'),
  })
  .superRefine((v, ctx) => {
    if (v.type === PROFILE_FIELD.email) {
      ctx.addIssue({ code: 'custom', path: ['type'], message: '邮箱需通过邮箱验证码绑定' });
      return;
    }
    const e = profileValueError(v.type, v.value, chinaDate(new Date()));
    if (e) ctx.addIssue({ code: 'custom', path: ['value'], message: e });
  })
  .meta({ id: 'ProfileUpdateBody' });
export type ProfileUpdateInput = z.input<typeof ProfileUpdateBody>;

/** The new avatar: an image the caller uploaded (the url its upload answered) and the square to keep (all three, or none: the centre). */
export const AvatarBody = z
  .object({
    image: z.string().min(1, '请选择头像图片').max(300, '图片地址有误'),
    x: pixel('裁剪位置'),
    y: pixel('裁剪位置'),
    size: pixel('裁剪大小'),
  })
  .superRefine((v, ctx) => {
    const given = [v.x, v.y, v.size].filter((n) => n !== undefined).length;
    if (given !== 0 && given !== 3) ctx.addIssue({ code: 'custom', path: ['size'], message: '裁剪区域不完整' });
  })
  .meta({ id: 'AvatarBody' });
export type AvatarInput = z.input<typeof AvatarBody>;

export const SendEmailCodeBody = z.object({ email: emailField }).meta({ id: 'SendEmailCodeBody' });
export type SendEmailCodeInput = z.input<typeof SendEmailCodeBody>;
export const BindEmailBody = z.object({ email: emailField, code: smsCode }).meta({ id: 'BindEmailBody' });
export type BindEmailInput = z.input<typeof BindEmailBody>;

export const AccountSmsBody = z.object({ type: choice(ACCOUNT_SMS_TYPES, '验证码类型有误') }).meta({ id: 'AccountSmsBody' });
export type AccountSmsInput = z.input<typeof AccountSmsBody>;
export const VerifyOldPhoneBody = z.object({ smsCode }).meta({ id: 'VerifyOldPhoneBody' });
export const NewPhoneSmsBody = z.object({ phone, ticket }).meta({ id: 'NewPhoneSmsBody' });
export type NewPhoneSmsInput = z.input<typeof NewPhoneSmsBody>;
export const ChangePhoneBody = z.object({ phone, smsCode, ticket }).meta({ id: 'ChangePhoneBody' });
export type ChangePhoneInput = z.input<typeof ChangePhoneBody>;

/** Sets the login password: with the current one, or with a `password` SMS code (the only way while there is none). */
export const SetPasswordBody = z
  .object({
    newPassword: password,
    oldPassword: z.string().max(64, '原密码有误').optional(),
    smsCode: smsCode.optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.oldPassword && !v.smsCode) ctx.addIssue({ code: 'custom', path: ['oldPassword'], message: '请输入原密码或短信验证码' });
    else if (v.oldPassword && v.smsCode) ctx.addIssue({ code: 'custom', path: ['smsCode'], message: '原密码与验证码只需填写一项' });
  })
  .meta({ id: 'SetPasswordBody' });
export type SetPasswordInput = z.input<typeof SetPasswordBody>;

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

/** The account with its 个人信息 (GET /api/user/v1/info and every profile change answer it). */
export const UserProfile = AccountInfo.extend({
  email: z.string().meta({ description: '已验证的邮箱，未绑定为空' }),
  briefIntroduction: z.string(),
  sex: z.number().meta({ description: '1 男, 0 女, 2 未知' }),
  birthday: z.string().meta({ description: 'YYYY-MM-DD，未设置为空' }),
  provinceCode: z.string(),
  province: z.string(),
  cityCode: z.string(),
  city: z.string(),
  hasPassword: z.boolean().meta({ description: '是否已设置登录密码' }),
}).meta({ id: 'UserProfile' });
export type UserProfile = z.infer<typeof UserProfile>;

export const EmailCodeSent = z.object({ resendSeconds: z.number(), expireSeconds: z.number() }).meta({ id: 'EmailCodeSent' });
export type EmailCodeSent = z.infer<typeof EmailCodeSent>;
export const RebindTicket = z.object({ ticket: z.string(), expireSeconds: z.number() }).meta({ id: 'RebindTicket' });
export type RebindTicket = z.infer<typeof RebindTicket>;

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
