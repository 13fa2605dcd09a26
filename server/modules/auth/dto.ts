import { z } from '@hono/zod-openapi';
import { PLATFORM_CODE, TERMINAL_APP, TERMINAL_WAP, USER_TYPE } from '@/lib/constants';
import { CAPTCHA_KEY_RE } from './captcha';
import { PASSWORD_MSG, PASSWORD_RE } from './password';
import { SMS_TYPES } from './sms';

// Messages are the text after "<field>：" (the validation hook names the field).
export const phone = z.string().regex(/^1\d{10}$/, '手机号码有误').openapi({ example: '13800138000' });
export const smsCode = z.string().regex(/^\d{6}$/, '验证码有误').openapi({ example: '123456' });
export const password = z.string().regex(PASSWORD_RE, PASSWORD_MSG).openapi({ example: 'demo123456' });
/** An enum whose message says "missing" for an absent value and `msg` for a wrong one. */
export const oneOf = <const T extends readonly [string, ...string[]]>(values: T, msg: string) =>
  z.enum(values, { error: (iss) => (iss.input === undefined ? '不能为空' : msg) });

const userType = oneOf([USER_TYPE.ORDINARY_USER, USER_TYPE.MERCHANT_USER], '用户类型有误')
  .default(USER_TYPE.ORDINARY_USER);
const client = oneOf([TERMINAL_WAP, TERMINAL_APP], '终端编码有误').optional();
const platformType = oneOf([PLATFORM_CODE], '平台编码有误').optional();
const id = (label: string) => z.string().min(1, `${label}不能为空`).max(64, `${label}有误`);
const captchaKey = z.string().regex(CAPTCHA_KEY_RE, '图片验证码标识有误');
const imgCaptcha = z.string().max(8, '图片验证码有误');
/** A VISITOR token of register_anonymous_id: what proves a visitor identity is the caller's (the id proves nothing). */
const visitorToken = z.string().min(1, '访客令牌不能为空').max(200, '访客令牌有误');

export const LoginBody = z
  .object({
    accountChannel: oneOf(['AUTH_PHONE_VERIFY', 'AUTH_PHONE_PWD'], '登录方式有误'),
    phone,
    smsCode: z.string().optional(),
    password: z.string().optional(),
    userType,
    client,
    platformType,
    imgCaptcha: imgCaptcha.optional(),
    captchaKey: captchaKey.optional(),
    anonymousId: id('匿名身份').optional(),
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
  .openapi('LoginBody');

export const RegisterBody = z
  .object({
    phone,
    password,
    smsCode,
    userType: oneOf([USER_TYPE.ORDINARY_USER], '仅支持普通用户注册').default(USER_TYPE.ORDINARY_USER),
    client,
    platformType,
    anonymousId: id('匿名身份').optional(),
    visitorToken: visitorToken.optional(),
  })
  .openapi('RegisterBody');

export const RetrieveBody = z.object({ phone, smsCode, newPassword: password, userType }).openapi('RetrievePasswordBody');

export const SendSmsBody = z
  .object({
    phone,
    type: oneOf(SMS_TYPES, '验证码类型有误').default('default'),
    imgCaptcha: imgCaptcha.optional(),
    captchaKey: captchaKey.optional(),
  })
  .openapi('SendSmsCodeBody');

export const CheckSmsBody = z
  .object({ phone, userType, smsCode, type: oneOf(SMS_TYPES, '验证码类型有误').default('default') })
  .openapi('CheckSmsCodeBody');

export const AccountInfoBody = z.object({ userId: id('用户ID') }).openapi('AccountInfoBody');
export const UserInfoQuery = z.object({ id: id('用户ID') });
export const CaptchaQuery = z.object({ captchaKey });

export const RegisterAnonymousBody = z
  .object({
    sourceType: z.string().regex(/^[A-Z_]{1,32}$/, '来源类型有误').default('EQUIPMENT'),
    sourceId: z.string().min(1, '设备标识不能为空').max(128, '设备标识过长'),
    visitorToken: visitorToken.optional(),
  })
  .openapi('RegisterAnonymousBody');
export const FindAnonymousBody = z
  .object({ anonymousId: id('匿名身份'), visitorToken: visitorToken.optional() })
  .openapi('FindAnonymousBody');
export const BindAnonymousBody = z.object({ anonymousId: id('匿名身份'), visitorToken }).openapi('BindAnonymousBody');

export const LoginResult = z
  .object({
    token: z.string(),
    userId: z.string(),
    userType: z.string(),
    userNo: z.string(),
    nickName: z.string(),
    avatar: z.string(),
    customerID: z.string(),
    expiresAt: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('LoginResult');

export const AccountInfo = z
  .object({
    id: z.string(),
    no: z.string(),
    nickName: z.string(),
    fullName: z.string().openapi({ description: '脱敏手机号', example: '138****8000' }),
    decodePhone: z.string(),
    mainAccountFull: z.string(),
    realStatus: z.string().openapi({
      description: 'NO_AUTHENTICATION | AUTHENTICATION_ING | AUTHENTICATION_SUCCESS | AUTHENTICATION_FAIL | AUTHENTICATION_INVALID',
    }),
    url: z.string().openapi({ description: '头像' }),
    type: z.string(),
    customerInfo: z.object({ id: z.string() }),
  })
  .openapi('AccountInfo');

export const SmsSent = z.object({ resendSeconds: z.number(), expireSeconds: z.number() }).openapi('SmsSent');
export const Verified = z.object({ verified: z.literal(true) });
export const AnonymousRegistered = z
  .object({ id: z.string(), bindState: z.number(), token: z.string(), imUserId: z.string() })
  .openapi('AnonymousRegistered');
export const AnonymousInfo = z
  .object({ id: z.string(), bindState: z.number(), userId: z.string().nullable() })
  .openapi('AnonymousInfo');
