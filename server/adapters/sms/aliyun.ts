import { createHmac, randomUUID } from 'node:crypto';
import { AppError, ERR } from '../../http/errors';
import { templateParams, type SmsAdapter, type SmsTemplate } from './templates';
import { log } from '../../log';

/**
 * Aliyun 短信服务 (dysmsapi, API version 2017-05-25), action SendSms, called as its RPC-style API documents it:
 * the parameters (PhoneNumbers, SignName, TemplateCode, TemplateParam as JSON, and the common AccessKeyId, Format,
 * SignatureMethod=HMAC-SHA1, SignatureVersion=1.0, SignatureNonce, Timestamp, Version) are signed with the
 * "signature v1" of Aliyun's RPC APIs: Base64(HMAC-SHA1(AccessKeySecret + "&", StringToSign)), where StringToSign is
 * METHOD & percentEncode("/") & percentEncode(the sorted, percent-encoded query). Node's fetch and crypto; no SDK.
 * The code never reaches our log; the secret never leaves this module but as the HMAC key.
 */

export const ALIYUN_SMS_ENDPOINT = 'https://dysmsapi.aliyuncs.com/';

/** RFC 3986 encoding as Aliyun's RPC signature wants it: everything but A-Z a-z 0-9 - _ . ~ as %XY of UTF-8. */
export function percentEncode(s: string): string {
  return encodeURIComponent(s).replace(/[!'()*]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase());
}

/** The sorted, encoded query string (without Signature). */
export function canonicalizedQuery(params: Record<string, string>): string {
  return Object.keys(params)
    .filter((k) => k !== 'Signature')
    .sort()
    .map((k) => `${percentEncode(k)}=${percentEncode(params[k])}`)
    .join('&');
}

/** The RPC signature v1 of a request's parameters. */
export function rpcSignature(method: 'GET' | 'POST', params: Record<string, string>, accessKeySecret: string): string {
  const stringToSign = `${method}&${percentEncode('/')}&${percentEncode(canonicalizedQuery(params))}`;
  return createHmac('sha1', `${accessKeySecret}&`).update(stringToSign, 'utf8').digest('base64');
}

/** Aliyun's timestamp: ISO 8601 in UTC without milliseconds (2017-07-12T02:42:19Z). */
export const aliyunTimestamp = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z');

export type AliyunSmsOptions = {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCodes: Record<SmsTemplate, string>;
  endpoint?: string;
  fetch?: (url: string, init?: RequestInit) => Promise<Response>;
  timeoutMs?: number;
  /** The wall clock for Timestamp (Aliyun refuses a request more than 15 minutes off); tests fix it. */
  clock?: () => Date;
  nonce?: () => string;
  warn?: (line: string) => void;
};

type SendSmsAnswer = { Code?: string; Message?: string; RequestId?: string; BizId?: string };

const unavailable = () => new AppError(ERR.INTERNAL, '短信发送失败（短信服务暂不可用），请稍后再试');

/** The vendor's refusals a user can act on, in plain Chinese; every other one is "unavailable" to the user. */
function refusal(code: string): AppError {
  switch (code) {
    case 'isv.BUSINESS_LIMIT_CONTROL':
      return new AppError(ERR.SMS_TOO_FREQUENT, '该手机号接收短信过于频繁，请稍后再试', { retryAfter: 60 });
    case 'isv.DAY_LIMIT_CONTROL':
      return new AppError(ERR.SMS_DAILY_LIMIT, '该手机号今日接收短信已达上限，请明天再试');
    case 'isv.MOBILE_NUMBER_ILLEGAL':
    case 'isv.MOBILE_COUNT_OVER_LIMIT':
      return new AppError(ERR.BAD_INPUT, 'phone：手机号码有误');
    case 'isv.BLACK_KEY_CONTROL_LIMIT':
    case 'isv.OUT_OF_SERVICE':
      return new AppError(ERR.BAD_INPUT, 'phone：该手机号暂时无法接收短信');
    default:
      return unavailable();
  }
}

const maskPhone = (p: string) => (p.length >= 7 ? `${p.slice(0, 3)}****${p.slice(-4)}` : '****');

export function createAliyunSms(o: AliyunSmsOptions): SmsAdapter {
  const endpoint = o.endpoint || ALIYUN_SMS_ENDPOINT;
  const doFetch = o.fetch ?? fetch;
  const clock = o.clock ?? (() => new Date());
  const nonce = o.nonce ?? randomUUID;
  const warn = o.warn ?? ((line: string) => log.warn({ where: 'sms' }, line));
  return {
    provider: 'aliyun',
    standIn: false,
    async send(msg) {
      const params: Record<string, string> = {
        AccessKeyId: o.accessKeyId,
        Action: 'SendSms',
        Format: 'JSON',
        PhoneNumbers: msg.phone,
        RegionId: 'cn-hangzhou',
        SignName: o.signName,
        SignatureMethod: 'HMAC-SHA1',
        SignatureNonce: nonce(),
        SignatureVersion: '1.0',
        TemplateCode: o.templateCodes[msg.template],
        TemplateParam: JSON.stringify(templateParams(msg.template, msg.params)),
        Timestamp: aliyunTimestamp(clock()),
        Version: '2017-05-25',
      };
      const body = `${canonicalizedQuery(params)}&Signature=${percentEncode(rpcSignature('POST', params, o.accessKeySecret))}`;
      let answer: SendSmsAnswer;
      let status = 0;
      try {
        const res = await doFetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8', accept: 'application/json' },
          body,
          signal: AbortSignal.timeout(o.timeoutMs ?? 5000),
        });
        status = res.status;
        answer = (await res.json()) as SendSmsAnswer;
      } catch (err) {
        // Only the kind of failure: the request (and its code) stays out of the log.
        warn(`[sms] aliyun unreachable for ${maskPhone(msg.phone)} ${msg.template}: ${err instanceof Error ? err.name : 'error'} (HTTP ${status || '-'})`);
        throw unavailable();
      }
      if (answer.Code === 'OK') return;
      warn(`[sms] aliyun refused ${maskPhone(msg.phone)} ${msg.template}: ${answer.Code ?? `HTTP ${status}`} (request ${answer.RequestId ?? '-'})`);
      throw refusal(answer.Code ?? '');
    },
  };
}
