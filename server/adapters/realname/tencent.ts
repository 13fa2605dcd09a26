import { createHash, createHmac } from 'node:crypto';
import { AppError, ERR } from '../../http/errors';
import type { RealnameAdapter, RealnameCheck } from './types';
import { log } from '../../log';

/**
 * Tencent Cloud 人脸核身 (FaceID, API version 2018-03-01), action IdCardVerification: the 二要素 check of a name
 * and an ID number against the public-security database. Signed with TC3-HMAC-SHA256 as Tencent Cloud API 3.0
 * documents it (签名方法 v3): a canonical request (POST, /, no query, the headers content-type and host, the SHA-256
 * of the JSON body), a string to sign with the timestamp and the credential scope <UTC date>/faceid/tc3_request,
 * and a key derived from "TC3" + SecretKey through the date, the service and "tc3_request". Node's fetch and crypto.
 */

export const TENCENT_FACEID_ENDPOINT = 'https://faceid.tencentcloudapi.com/';
const SERVICE = 'faceid';
const CONTENT_TYPE = 'application/json; charset=utf-8';

const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');
const hmac = (key: string | Buffer, s: string) => createHmac('sha256', key).update(s, 'utf8').digest();

export type Tc3Request = { secretId: string; secretKey: string; service: string; host: string; timestamp: number; payload: string; contentType?: string };

/** The Authorization header of a POST with a JSON body (signed headers content-type;host). */
export function tc3Authorization(r: Tc3Request): string {
  const contentType = r.contentType ?? CONTENT_TYPE;
  const date = new Date(r.timestamp * 1000).toISOString().slice(0, 10);
  const canonicalRequest = ['POST', '/', '', `content-type:${contentType}\nhost:${r.host}\n`, 'content-type;host', sha256(r.payload)].join('\n');
  const scope = `${date}/${r.service}/tc3_request`;
  const stringToSign = ['TC3-HMAC-SHA256', String(r.timestamp), scope, sha256(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(`TC3${r.secretKey}`, date), r.service), 'tc3_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign, 'utf8').digest('hex');
  return `TC3-HMAC-SHA256 Credential=${r.secretId}/${scope}, SignedHeaders=content-type;host, Signature=${signature}`;
}

export type TencentRealnameOptions = {
  secretId: string;
  secretKey: string;
  endpoint?: string;
  fetch?: (url: string, init?: RequestInit) => Promise<Response>;
  timeoutMs?: number;
  clock?: () => Date;
  warn?: (line: string) => void;
};

type Answer = { Response?: { Result?: string; Description?: string; RequestId?: string; Error?: { Code?: string; Message?: string } } };

const unavailable = () => new AppError(ERR.INTERNAL, '实名认证服务暂不可用，请稍后再试');

/** IdCardVerification's Result codes: 0 and -1 are billed answers; the others say why there is none. */
function outcome(result: string): RealnameCheck | AppError {
  switch (result) {
    case '0':
      return { match: true };
    case '-1':
      return { match: false, reason: '姓名与身份证号不一致' };
    case '-2':
      return { match: false, reason: '身份证号码有误' };
    case '-3':
      return { match: false, reason: '姓名格式有误' };
    case '-5':
      return { match: false, reason: '证件库中无此身份证记录' };
    case '-7':
      return new AppError(ERR.TOO_MANY, '今日实名认证次数已达上限，请明天再试');
    default:
      // -4 证件库服务异常, -6 权威比对系统升级中, or a code we do not know.
      return unavailable();
  }
}

export function createTencentRealname(o: TencentRealnameOptions): RealnameAdapter {
  const endpoint = new URL(o.endpoint || TENCENT_FACEID_ENDPOINT);
  const doFetch = o.fetch ?? fetch;
  const clock = o.clock ?? (() => new Date());
  const warn = o.warn ?? ((line: string) => log.warn({ where: 'realname' }, line));
  return {
    provider: 'tencent',
    standIn: false,
    async verify({ name, idNo }) {
      const payload = JSON.stringify({ IdCard: idNo, Name: name });
      const timestamp = Math.floor(clock().getTime() / 1000);
      const authorization = tc3Authorization({ secretId: o.secretId, secretKey: o.secretKey, service: SERVICE, host: endpoint.host, timestamp, payload });
      let answer: Answer;
      let status = 0;
      try {
        const res = await doFetch(endpoint.toString(), {
          method: 'POST',
          headers: {
            authorization,
            'content-type': CONTENT_TYPE,
            'x-tc-action': 'IdCardVerification',
            'x-tc-version': '2018-03-01',
            'x-tc-timestamp': String(timestamp),
          },
          body: payload,
          signal: AbortSignal.timeout(o.timeoutMs ?? 8000),
        });
        status = res.status;
        answer = (await res.json()) as Answer;
      } catch (err) {
        warn(`[realname] tencent unreachable: ${err instanceof Error ? err.name : 'error'} (HTTP ${status || '-'})`);
        throw unavailable();
      }
      const r = answer.Response ?? {};
      if (r.Error || typeof r.Result !== 'string') {
        warn(`[realname] tencent refused: ${r.Error?.Code ?? `HTTP ${status}`} (request ${r.RequestId ?? '-'})`);
        throw unavailable();
      }
      const out = outcome(r.Result);
      if (out instanceof AppError) {
        warn(`[realname] tencent answered Result ${r.Result} (request ${r.RequestId ?? '-'})`);
        throw out;
      }
      return out;
    },
  };
}
