/**
 * Every SMS we send, as a template with named parameters: the way Chinese SMS vendors take them (a template
 * registered and approved in the vendor's console, sent by its id with a JSON of variables; the vendor adds the
 * signature 【…】). The text below is what each template must say when it is registered (docs/API.md, "SMS"); the
 * local stand-in renders it, so the outbox shows what the phone would show.
 */

/** What a code is for, as the outbox and its jsonl record it (`type`). */
export type SmsType = 'login' | 'register' | 'reset' | 'default';

export type SmsTemplate =
  | 'login'
  | 'register'
  | 'reset'
  | 'default'
  | 'noticeRegistered'
  | 'noticeUnregistered'
  | 'noticeRebindTaken'
  | 'bankCardCode'
  | 'interviewInvite'
  | 'interviewCancelled'
  | 'noticePayPasswordReset'
  | 'noticeRefundOffer'
  | 'noticeWithdrawFailed';

/** One SMS: the template and its parameters (the vendor fills them in; the local stand-in renders them). */
export type SmsMessage = { phone: string; template: SmsTemplate; params: Record<string, string> };

/** Sends one SMS. `standIn`: nothing reaches a phone (the local outbox). */
export interface SmsAdapter {
  readonly provider: string;
  readonly standIn: boolean;
  send(msg: SmsMessage, at: Date): Promise<void>;
}

type TemplateDef = { type: SmsType; env: string; text: string };

/** The sign name the local stand-in puts in front (a real vendor adds ALIYUN_SMS_SIGN_NAME itself). */
export const LOCAL_SIGN_NAME = '薯片企服';

export const SMS_TEMPLATES: Record<SmsTemplate, TemplateDef> = {
  login: { type: 'login', env: 'SMS_TEMPLATE_LOGIN', text: '您的登录验证码为${code}，${minutes}分钟内有效。请勿泄露给他人。' },
  register: { type: 'register', env: 'SMS_TEMPLATE_REGISTER', text: '您的注册验证码为${code}，${minutes}分钟内有效。请勿泄露给他人。' },
  reset: { type: 'reset', env: 'SMS_TEMPLATE_RESET', text: '您的找回密码验证码为${code}，${minutes}分钟内有效。请勿泄露给他人。' },
  default: { type: 'default', env: 'SMS_TEMPLATE_DEFAULT', text: '您的${purpose}验证码为${code}，${minutes}分钟内有效。请勿泄露给他人。' },
  noticeRegistered: {
    type: 'register',
    env: 'SMS_TEMPLATE_NOTICE_REGISTERED',
    text: '该手机号已注册薯片账号，请直接登录；如忘记密码，可在登录页“忘记密码”找回。如非本人操作，请忽略。',
  },
  noticeUnregistered: {
    type: 'reset',
    env: 'SMS_TEMPLATE_NOTICE_UNREGISTERED',
    text: '该手机号尚未注册薯片账号，可在登录页使用验证码登录，将自动创建账号。如非本人操作，请忽略。',
  },
  noticeRebindTaken: {
    type: 'default',
    env: 'SMS_TEMPLATE_NOTICE_REBIND_TAKEN',
    text: '该手机号已注册薯片账号，不能绑定到其他账号；如需更换，请先登录该账号更换其手机号。如非本人操作，请忽略。',
  },
  bankCardCode: {
    type: 'default',
    env: 'SMS_TEMPLATE_BANK_CARD',
    text: '您正在绑定尾号${tail}的${bank}银行卡，验证码为${code}，${minutes}分钟内有效。请勿泄露给他人。',
  },
  interviewInvite: {
    type: 'default',
    env: 'SMS_TEMPLATE_INTERVIEW_INVITE',
    text: '规划师${planner}邀请您于${time}在${address}面谈（${topic}），请打开 ${link} 确认。',
  },
  noticePayPasswordReset: {
    type: 'default',
    env: 'SMS_TEMPLATE_NOTICE_PAY_PASSWORD_RESET',
    text: '您的钱包支付密码已于${time}通过短信验证重置。如非本人操作，请立即修改登录密码并联系客服。',
  },
  noticeRefundOffer: {
    type: 'default',
    env: 'SMS_TEMPLATE_NOTICE_REFUND_OFFER',
    text: '您的退款申请有新的处理方案待您确认（${title}），逾期未处理将自动关闭。详情：${link}',
  },
  noticeWithdrawFailed: {
    type: 'default',
    env: 'SMS_TEMPLATE_NOTICE_WITHDRAW_FAILED',
    text: '您的提现未能到账（${title}），款项已退回钱包余额。详情：${link}',
  },
  interviewCancelled: {
    type: 'default',
    env: 'SMS_TEMPLATE_INTERVIEW_CANCELLED',
    text: '规划师${planner}取消了${time}「${topic}」的面谈，原因：${reason}。详情：${link}',
  },
};

export const SMS_TEMPLATE_NAMES = Object.keys(SMS_TEMPLATES) as SmsTemplate[];

const VAR = /\$\{(\w+)\}/g;

/** The variables a template uses, in order of appearance. */
export function templateVars(template: SmsTemplate): string[] {
  return [...new Set([...SMS_TEMPLATES[template].text.matchAll(VAR)].map((m) => m[1]))];
}

/**
 * Exactly the template's variables from `params` (what goes to the vendor as TemplateParam). A missing one is a
 * programming error, so it throws rather than sending a message with a hole in it.
 */
export function templateParams(template: SmsTemplate, params: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of templateVars(template)) {
    const v = params[name];
    if (typeof v !== 'string' || v === '') throw new Error(`sms template ${template}: parameter ${name} missing`);
    out[name] = v;
  }
  return out;
}

/** The text as the phone shows it: the sign name in 【】, then the template with its parameters filled in. */
export function renderSms(template: SmsTemplate, params: Record<string, string>, signName = LOCAL_SIGN_NAME): string {
  const vars = templateParams(template, params);
  return `【${signName}】` + SMS_TEMPLATES[template].text.replace(VAR, (_, name: string) => vars[name]);
}

/**
 * The vendor's template id of each template, from SMS_TEMPLATE_<NAME>. Locally the template's own name stands in;
 * `missing` lists the variables a real provider needs and does not have.
 */
export function templateCodes(env: Record<string, string | undefined>): { codes: Record<SmsTemplate, string>; missing: string[] } {
  const codes = {} as Record<SmsTemplate, string>;
  const missing: string[] = [];
  for (const name of SMS_TEMPLATE_NAMES) {
    const v = env[SMS_TEMPLATES[name].env]?.trim();
    if (!v) missing.push(SMS_TEMPLATES[name].env);
    codes[name] = v || name;
  }
  return { codes, missing };
}
