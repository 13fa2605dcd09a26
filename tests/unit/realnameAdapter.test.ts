import http from 'node:http';
import { createHash, createHmac } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalRealname, createRealnameAdapter, LOCAL_REALNAME_NOTE } from '@/server/adapters/realname';
import { createTencentRealname, tc3Authorization } from '@/server/adapters/realname/tencent';

describe('TC3-HMAC-SHA256', () => {
  it('reproduces the vendor’s published example (cvm DescribeInstances, 1551113065)', () => {
    // Tencent Cloud API 3.0 "签名方法 v3" example: its payload, host, timestamp and key give this Authorization.
    const auth = tc3Authorization({
      secretId: 'AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE',
      secretKey: 'Gu5t9xGARNpq86cd98joQYCN3EXAMPLE',
      service: 'cvm',
      host: 'cvm.tencentcloudapi.com',
      timestamp: 1551113065,
      payload: String.raw`{"Limit": 1, "Filters": [{"Values": ["\u672a\u547d\u540d"], "Name": "instance-name"}]}`,
    });
    expect(auth).toBe(
      'TC3-HMAC-SHA256 Credential=AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE/2019-02-25/cvm/tc3_request, SignedHeaders=content-type;host, Signature=72e494ea809ad7a8c8f7a4507b9bddcbaa8e581f516e8da2f66e2c5a96525168',
    );
  });
});

const SECRET_ID = 'AKIDTestRealname0001';
const SECRET_KEY = 'TestRealnameKeyMustNotLeak';
const ID = '510104199003071237';

/** The server's side of TC3, written independently of the adapter, from the request it received. */
function expectedAuthorization(rq: http.IncomingMessage, body: string, secretKey: string): string {
  const sha = (s: string) => createHash('sha256').update(s).digest('hex');
  const mac = (k: string | Buffer, s: string) => createHmac('sha256', k).update(s).digest();
  const ts = String(rq.headers['x-tc-timestamp']);
  const date = new Date(Number(ts) * 1000).toISOString().slice(0, 10);
  const canonical = `POST\n/\n\ncontent-type:${rq.headers['content-type']}\nhost:${rq.headers.host}\n\ncontent-type;host\n${sha(body)}`;
  const toSign = `TC3-HMAC-SHA256\n${ts}\n${date}/faceid/tc3_request\n${sha(canonical)}`;
  const key = mac(mac(mac('TC3' + secretKey, date), 'faceid'), 'tc3_request');
  return `TC3-HMAC-SHA256 Credential=${SECRET_ID}/${date}/faceid/tc3_request, SignedHeaders=content-type;host, Signature=${createHmac('sha256', key).update(toSign).digest('hex')}`;
}

// IdCardVerification's answers, in the shapes its API documentation shows (Result codes 0, -1, -7; an API error).
const result = (Result: string, Description: string) => ({ Response: { Result, Description, RequestId: 'b7c9b3a1-7f3e-4c55-8e4e-6d2b1a0c9e11' } });
const ANSWERS = {
  match: result('0', '姓名和身份证号一致'),
  mismatch: result('-1', '姓名和身份证号不一致'),
  daily: result('-7', '认证次数超过当日限制'),
  badSignature: { Response: { Error: { Code: 'AuthFailure.SignatureFailure', Message: 'The provided credentials could not be validated.' }, RequestId: 'c1d2e3f4-0000-4000-8000-000000000001' } },
};

describe('Tencent FaceID IdCardVerification against recorded answers', () => {
  const seen: { headers: http.IncomingHttpHeaders; body: Record<string, string> }[] = [];
  let endpoint = '';
  const server = http.createServer((rq, rs) => {
    let body = '';
    rq.on('data', (c) => (body += c));
    rq.on('end', () => {
      const input = JSON.parse(body) as Record<string, string>;
      seen.push({ headers: rq.headers, body: input });
      const signed = rq.headers.authorization === expectedAuthorization(rq, body, SECRET_KEY);
      const action = rq.headers['x-tc-action'] === 'IdCardVerification' && rq.headers['x-tc-version'] === '2018-03-01';
      const answer = !signed || !action ? ANSWERS.badSignature : input.Name === '张三' ? ANSWERS.match : input.Name === '限额' ? ANSWERS.daily : ANSWERS.mismatch;
      rs.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  beforeAll(async () => {
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  const warnings: string[] = [];
  const adapter = (secretKey = SECRET_KEY) => createTencentRealname({ secretId: SECRET_ID, secretKey, endpoint, warn: (l) => warnings.push(l) });

  it('Result 0: name and number belong together', async () => {
    const a = adapter();
    expect(a).toMatchObject({ provider: 'tencent', standIn: false });
    expect(await a.verify({ name: '张三', idNo: ID })).toEqual({ match: true });
    expect(seen.at(-1)!.body).toEqual({ IdCard: ID, Name: '张三' });
  });

  it('Result -1: a mismatch with its plain reason', async () => {
    expect(await adapter().verify({ name: '李四', idNo: ID })).toEqual({ match: false, reason: '姓名与身份证号不一致' });
  });

  it('Result -7 and a refused signature are errors, never a match; the key stays out of log and message', async () => {
    await expect(adapter().verify({ name: '限额', idNo: ID })).rejects.toMatchObject({ code: 429, message: '今日实名认证次数已达上限，请明天再试' });
    warnings.length = 0;
    const err = await adapter('WrongKey').verify({ name: '张三', idNo: ID }).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 500, message: '实名认证服务暂不可用，请稍后再试' });
    expect(warnings.join('\n')).toContain('AuthFailure.SignatureFailure');
    for (const s of ['WrongKey', SECRET_KEY, ID]) expect(warnings.join('\n') + (err as Error).message).not.toContain(s);
  });
});

describe('local stand-in and the choice of provider', () => {
  it('accepts any name with a valid number, and says it is a stand-in', async () => {
    const local = createLocalRealname();
    expect(local).toMatchObject({ provider: 'local', standIn: true });
    expect(await local.verify({ name: '任意', idNo: ID })).toEqual({ match: true, reason: LOCAL_REALNAME_NOTE });
    expect((await local.verify({ name: '任意', idNo: '510104199003071238' })).match).toBe(false);
  });

  it('REALNAME_PROVIDER picks it; tencent needs both keys', () => {
    expect(createRealnameAdapter({ env: {} }).provider).toBe('local');
    expect(createRealnameAdapter({ env: { REALNAME_PROVIDER: 'tencent', TENCENT_SECRET_ID: 'a', TENCENT_SECRET_KEY: 'b' } }).provider).toBe('tencent');
    expect(() => createRealnameAdapter({ env: { REALNAME_PROVIDER: 'tencent', TENCENT_SECRET_ID: 'a' } })).toThrow('needs TENCENT_SECRET_KEY');
    expect(() => createRealnameAdapter({ env: { REALNAME_PROVIDER: 'aliyun' } })).toThrow('unknown provider (this build has: local, tencent)');
  });
});
