import http from 'node:http';
import { createHmac } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@/server/http/errors';
import { createAliyunSms, percentEncode, rpcSignature } from '@/server/adapters/sms/aliyun';
import { createSmsAdapter } from '@/server/adapters/sms';
import { renderSms, SMS_TEMPLATE_NAMES, SMS_TEMPLATES, templateCodes, templateVars } from '@/server/adapters/sms/templates';
import type { Db } from '@/server/db/client';
import { loadConfig } from '@/server/config';

describe('SMS templates', () => {
  it('renders the text a phone shows, and refuses a missing parameter', () => {
    expect(renderSms('login', { code: '123456', minutes: '10' })).toBe('【薯片企服】您的登录验证码为123456，10分钟内有效。请勿泄露给他人。');
    expect(renderSms('default', { code: '654321', minutes: '10', purpose: '设置登录密码' })).toContain('您的设置登录密码验证码为654321');
    expect(() => renderSms('bankCardCode', { code: '1', minutes: '10', bank: '招商银行' })).toThrow('tail');
    expect(templateVars('interviewInvite')).toEqual(['planner', 'time', 'address', 'topic', 'link']);
  });

  it('maps every template to an SMS_TEMPLATE_* variable; locally its own name stands in', () => {
    const { codes, missing } = templateCodes({ SMS_TEMPLATE_LOGIN: 'SMS_100001' });
    expect(codes.login).toBe('SMS_100001');
    expect(codes.register).toBe('register');
    expect(missing).toHaveLength(SMS_TEMPLATE_NAMES.length - 1);
    expect(new Set(SMS_TEMPLATE_NAMES.map((n) => SMS_TEMPLATES[n].env)).size).toBe(SMS_TEMPLATE_NAMES.length);
  });
});

describe('Aliyun RPC signature v1', () => {
  it('reproduces the vendor’s published example (DescribeRegions, testid / testsecret)', () => {
    // help.aliyun.com "签名机制" example: the parameters of a GET to ecs.aliyuncs.com and its signature.
    const params = {
      TimeStamp: '2016-02-23T12:46:24Z',
      Format: 'XML',
      AccessKeyId: 'testid',
      Action: 'DescribeRegions',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf',
      Version: '2014-05-26',
      SignatureVersion: '1.0',
    };
    expect(rpcSignature('GET', params, 'testsecret')).toBe('CT9X0VtwR86fNWSnsc6v8YGOjuE=');
  });

  it('encodes as RFC 3986 wants: space %20, * %2A, ~ kept, UTF-8 bytes', () => {
    expect(percentEncode("a b*~'(")).toBe('a%20b%2A~%27%28');
    expect(percentEncode('薯')).toBe('%E8%96%AF');
  });
});

// The vendor's answers, in the shapes its SendSms documentation and error centre show.
const ANSWER_OK = { Message: 'OK', RequestId: 'F655A8D5-B967-440B-8683-DAD6FF8DE990', Code: 'OK', BizId: '900619746936498440^0' };
const ANSWER_LIMIT = { Message: '触发小时级流控Permits:5', RequestId: '2D7E5A2B-53A1-4B54-9C6E-2A4F0F1C4A11', Code: 'isv.BUSINESS_LIMIT_CONTROL' };
const ANSWER_BAD_SIGNATURE = {
  RequestId: '8B5B8E2E-9D77-4C7B-A0C5-3B2E1E0B5E21',
  HostId: 'dysmsapi.aliyuncs.com',
  Code: 'SignatureDoesNotMatch',
  Message: 'Specified signature does not match our calculation.',
  Recommend: 'https://api.aliyun.com/troubleshoot?q=SignatureDoesNotMatch&product=Dysmsapi',
};

const KEY_ID = 'LTAI5tTestKeyId0001';
const SECRET = 'TestSecretThatMustNotLeak0001';
const LIMITED_PHONE = '13900000009';

/** The server's side of the signature, written independently of the adapter: sort, RFC 3986, HMAC-SHA1. */
function expectedSignature(method: string, form: URLSearchParams, secret: string): string {
  const enc = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase());
  const pairs = [...form.entries()].filter(([k]) => k !== 'Signature').sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = pairs.map(([k, v]) => `${enc(k)}=${enc(v)}`).join('&');
  return createHmac('sha1', `${secret}&`).update(`${method}&${enc('/')}&${enc(query)}`).digest('base64');
}

describe('Aliyun SendSms against recorded answers', () => {
  const received: URLSearchParams[] = [];
  let endpoint = '';
  const server = http.createServer((rq, rs) => {
    let body = '';
    rq.on('data', (c) => (body += c));
    rq.on('end', () => {
      const form = new URLSearchParams(body);
      received.push(form);
      const ok = rq.method === 'POST' && form.get('Signature') === expectedSignature('POST', form, SECRET) && form.get('AccessKeyId') === KEY_ID;
      const answer = !ok ? ANSWER_BAD_SIGNATURE : form.get('PhoneNumbers') === LIMITED_PHONE ? ANSWER_LIMIT : ANSWER_OK;
      rs.writeHead(ok ? 200 : 400, { 'content-type': 'application/json;charset=utf-8' }).end(JSON.stringify(answer));
    });
  });
  beforeAll(async () => {
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  const codes = templateCodes(Object.fromEntries(SMS_TEMPLATE_NAMES.map((n, i) => [SMS_TEMPLATES[n].env, `SMS_${300000 + i}`]))).codes;
  const warnings: string[] = [];
  const adapter = (secret = SECRET) =>
    createAliyunSms({ accessKeyId: KEY_ID, accessKeySecret: secret, signName: '薯片企服', templateCodes: codes, endpoint, warn: (l) => warnings.push(l), clock: () => new Date('2026-03-01T08:00:00.123Z') });

  it('sends PhoneNumbers, SignName, TemplateCode and exactly the template’s variables, signed', async () => {
    const sms = adapter();
    expect(sms).toMatchObject({ provider: 'aliyun', standIn: false });
    await sms.send({ phone: '13800001111', template: 'default', params: { code: '246810', minutes: '10', purpose: '身份验证', extra: 'x' } }, new Date());
    const form = received.at(-1)!;
    expect(Object.fromEntries(form)).toMatchObject({
      Action: 'SendSms',
      Version: '2017-05-25',
      Format: 'JSON',
      SignatureMethod: 'HMAC-SHA1',
      SignatureVersion: '1.0',
      PhoneNumbers: '13800001111',
      SignName: '薯片企服',
      TemplateCode: codes.default,
      Timestamp: '2026-03-01T08:00:00Z',
    });
    expect(JSON.parse(form.get('TemplateParam')!)).toEqual({ purpose: '身份验证', code: '246810', minutes: '10' });
    expect(form.get('SignatureNonce')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('turns BUSINESS_LIMIT_CONTROL into the plain 10405 answer', async () => {
    const err = await adapter()
      .send({ phone: LIMITED_PHONE, template: 'login', params: { code: '111111', minutes: '10' } }, new Date())
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ code: 10405, message: '该手机号接收短信过于频繁，请稍后再试' });
  });

  it('a refused signature is "unavailable" to the user; neither the secret nor the code reaches the log', async () => {
    warnings.length = 0;
    const err = await adapter('WrongSecret')
      .send({ phone: '13800002222', template: 'login', params: { code: '135790', minutes: '10' } }, new Date())
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 500, message: '短信发送失败（短信服务暂不可用），请稍后再试' });
    expect(warnings.join('\n')).toContain('SignatureDoesNotMatch');
    for (const secret of ['WrongSecret', SECRET, '135790', '13800002222']) {
      expect(warnings.join('\n')).not.toContain(secret);
      expect((err as Error).message).not.toContain(secret);
    }
  });

  it('an unreachable vendor is "unavailable" too', async () => {
    const sms = createAliyunSms({ accessKeyId: KEY_ID, accessKeySecret: SECRET, signName: 's', templateCodes: codes, endpoint: 'http://127.0.0.1:9/', warn: () => {}, timeoutMs: 2000 });
    await expect(sms.send({ phone: '13800003333', template: 'reset', params: { code: '1', minutes: '10' } }, new Date())).rejects.toMatchObject({ code: 500 });
  });
});

describe('createSmsAdapter', () => {
  const config = loadConfig({ NODE_ENV: 'test' });
  const db = {} as Db;
  it('is the local stand-in by default, and says so', () => {
    expect(createSmsAdapter({ db, config, env: {} })).toMatchObject({ provider: 'local', standIn: true });
  });
  it('aliyun needs its keys, sign name and every template id, and names what is missing', () => {
    expect(() => createSmsAdapter({ db, config, env: { SMS_PROVIDER: 'aliyun', ALIYUN_SMS_ACCESS_KEY_ID: 'a' } })).toThrow(/ALIYUN_SMS_ACCESS_KEY_SECRET, ALIYUN_SMS_SIGN_NAME, SMS_TEMPLATE_LOGIN/);
    const env = { SMS_PROVIDER: 'aliyun', ALIYUN_SMS_ACCESS_KEY_ID: 'a', ALIYUN_SMS_ACCESS_KEY_SECRET: 'b', ALIYUN_SMS_SIGN_NAME: 'c', ...Object.fromEntries(SMS_TEMPLATE_NAMES.map((n) => [SMS_TEMPLATES[n].env, 'SMS_1'])) };
    expect(createSmsAdapter({ db, config, env })).toMatchObject({ provider: 'aliyun', standIn: false });
    expect(() => createSmsAdapter({ db, config, env: { SMS_PROVIDER: 'tencent' } })).toThrow('SMS_PROVIDER=tencent: unknown provider (this build has: local, aliyun)');
  });
});
