import { createHash } from 'node:crypto';
import { canonicalParams, signString, SIGN_HEADERS } from '@/lib/sign';
import { PLATFORM_CODE, SYS_CODE, TERMINAL_WAP } from '@/lib/constants';
import { createTestContext, randomIp, type TestContext } from './helpers';
import {
  CORE_VARIANTS,
  HEAVY_QUERY_VARIANTS,
  HEAVY_VARIANTS,
  isNumeric,
  JSON_VARIANTS,
  NUMERIC_VARIANTS,
  operations,
  plausible,
  resolver,
  wire,
  type Doc,
  type Field,
  type Op,
} from './fuzzValues';

/**
 * Fuzz of every operation of /api/openapi.json, signed and logged in as the demo customer: each field gets the
 * core malformed values (NUL, RTL override, emoji, SQL-looking text, empty, out-of-range and non-numbers, an object,
 * 5000 characters; JSON bodies also other types), the first field of each operation a 1 MB value (15 KB in a query:
 * a real server refuses a longer address, fuzzValues.ts) and 5000-deep
 * nesting, and each body a non-object body. Every answer must be the envelope (HTTP 200) with a code other than 500/503,
 * and a 400 must name the field: `field：reason` (the client shows msg as is), `请求体：…` for the body as a whole.
 *
 * Not fuzzed: GET /api/authentication/login_out (it takes no input and would end the session under test). Routes
 * outside the document (multipart uploads, the straight PUT, the SSE stream, sandbox pay pages) have no schema.
 */

const SKIP = new Set(['GET /api/authentication/login_out']);
const DEMO = { phone: '13800138000', password: 'demo123456' };

type Envelope = { code: number; data: unknown; msg: string };
type Sent = { query: [string, string][]; form?: [string, string][]; json?: string; contentType?: string };

let t: TestContext;
let token = '';
let doc: Doc;

async function login() {
  const res = await t.loginPassword(DEMO.phone, DEMO.password, { ip: randomIp() });
  expect(res.code, res.msg).toBe(200);
  token = res.data.token;
}

beforeAll(async () => {
  t = await createTestContext({ catalog: false });
  await login();
  doc = (await (await t.request('GET', '/api/openapi.json', undefined, { sign: false })).json()) as Doc;
});
afterAll(() => t?.close());

/** Sends a request signed like lib/http (lib/sign.ts), with the session token and a fresh client IP. */
async function send(op: Op, s: Sent): Promise<{ status: number; text: string; type: string }> {
  const qs = new URLSearchParams(s.query);
  const url = `${op.path}${qs.size ? `?${qs}` : ''}`;
  const headers: Record<string, string> = {
    platformCode: PLATFORM_CODE,
    terminalCode: TERMINAL_WAP,
    areaCode: '510100',
    'x-forwarded-for': randomIp(),
    'X-Auth-Token': token,
  };
  let body: string | undefined;
  let data: string;
  let query = '';
  if (op.method === 'GET' || op.method === 'DELETE') {
    data = canonicalParams(qs);
  } else {
    query = canonicalParams(qs);
    if (s.json !== undefined) {
      body = s.json;
      data = body;
    } else {
      body = new URLSearchParams(s.form ?? []).toString();
      data = canonicalParams(new URLSearchParams(body));
    }
    headers['content-type'] = s.contentType ?? (s.json !== undefined ? 'application/json' : 'application/x-www-form-urlencoded;charset=UTF-8');
  }
  const time = t.deps.now().getTime();
  const nonce = `fz-${time}-${Math.random().toString(36).slice(2, 12)}`;
  const text = signString({ method: op.method, path: op.path, data, query, token, time, nonce, sysCode: SYS_CODE, secret: t.deps.config.signSecret });
  headers[SIGN_HEADERS.sign] = createHash('md5').update(text, 'utf8').digest('hex').toUpperCase(); // = computeSign, faster
  headers[SIGN_HEADERS.time] = String(time);
  headers[SIGN_HEADERS.nonce] = nonce;
  headers[SIGN_HEADERS.sysCode] = SYS_CODE;
  const res = await t.app.request(url, { method: op.method, headers, body });
  return { status: res.status, text: await res.text(), type: res.headers.get('content-type') || '' };
}

/** The request with `field` set to `value` (or no change) and every other required field plausible. */
function build(op: Op, base: Map<string, unknown>, field?: Field, value?: unknown): Sent {
  const values = new Map(base);
  if (field) values.set(field.name, value);
  const query: [string, string][] = [];
  const bodyObj: Record<string, unknown> = {};
  for (const f of op.fields) {
    if (!values.has(f.name)) continue;
    const v = values.get(f.name);
    if (f.where === 'query') query.push([f.name, wire(v)]);
    else bodyObj[f.name] = v;
  }
  if (op.body === 'json') return { query, json: JSON.stringify(bodyObj) };
  if (op.body === 'form') return { query, form: Object.entries(bodyObj).map(([k, v]) => [k, wire(v)]) };
  return { query };
}

const names = (op: Op) => op.fields.map((f) => f.name);
const hasChinese = (s: string) => /[\u4e00-\u9fa5]/.test(s);

describe('inputs the security issue found', () => {
  const call = (method: string, path: string, payload: Record<string, unknown>, json = false) => t.call(method, path, payload, { token, json, ip: randomIp() });

  it('name their field, and a NUL byte never reaches the database', async () => {
    expect(await call('GET', '/api/goods/v4/detail', { productId: 'p\u0000 1' })).toMatchObject({ code: 400, msg: 'productId：含有不允许的控制字符' });
    expect(await call('POST', '/api/login/v1/account_info', { userId: '\u202Eabc' })).toMatchObject({ code: 400, msg: 'userId：含有不允许的控制字符' });
    expect(await call('POST', '/api/wallet/v1/reset_password', { payPassword: '12ab' })).toMatchObject({ code: 400, msg: 'payPassword：支付密码须为6位数字' });
    expect(await call('POST', '/api/upload/v1/straightOssCallback', {}, true)).toMatchObject({ code: 400, msg: 'policy：缺少上传凭证' });
    expect(await call('POST', '/api/shopping_cart/v4/update_shopping_cart', { type: 'select', selectFlag: 1 })).toMatchObject({ code: 400, msg: 'cartIds：请选择商品' });
    const half = await call('POST', '/api/shopping_cart/v4/update_shopping_cart', { type: 'updateNum', cartIds: '["c1"]', goodsNumber: 1.5 });
    expect(half).toMatchObject({ code: 400, msg: 'goodsNumber：购买数量有误' });
    expect((await call('POST', '/api/order/v2/push_commit_order', { cusOrderId: 'co_1', shownPayableFen: 100 })).msg).toMatch(/^orderAgreementIds：/);
    expect((await call('POST', '/api/pay/v3/get_pay_params', { cusOrderId: 'co_1', payPlatform: 'WALLET' })).msg).toMatch(/^(orderAgreementIds|payPlatform)：/);
  });

  it('a body that is not an object names the body', async () => {
    const jsonOp: Op = { method: 'POST', path: '/api/goodslist/v2/get_jy_list', fields: [], body: 'json' };
    for (const json of ['[1]', '"x"', 'null', '3']) {
      const env = JSON.parse((await send(jsonOp, { query: [], json })).text) as Envelope;
      expect(env.code, json).toBe(400);
      expect(env.msg, json).toMatch(/^请求体：/);
    }
    const formOp: Op = { method: 'POST', path: '/api/authentication/send_sms_code', fields: [], body: 'form' };
    expect(JSON.parse((await send(formOp, { query: [], json: '[1]' })).text)).toMatchObject({ code: 400, msg: '请求体：格式不受支持' });
    expect(JSON.parse((await send(formOp, { query: [], json: '{"a":' })).text)).toMatchObject({ code: 400, msg: '请求体：JSON 格式错误' });
  });
});

describe('API fuzz over /api/openapi.json', () => {
  it('answers every malformed input with a non-500 envelope whose 400 names the field', async () => {
    const resolve = resolver(doc);
    const ops = operations(doc).filter((op) => !SKIP.has(`${op.method} ${op.path}`));
    expect(ops.length).toBeGreaterThan(150);
    const failures: string[] = [];
    let requests = 0;
    const started = Date.now();

    /** A 400 may name another field of the operation when the fuzzed one is optional (a rule across fields). */
    const check = async (op: Op, sent: Sent, label: string, expectField: string | null, baselineValid: boolean, optional = false) => {
      let res = await send(op, sent);
      requests++;
      let env: Envelope | null = null;
      const parse = () => {
        try {
          env = JSON.parse(res.text) as Envelope;
        } catch {
          env = null;
        }
      };
      parse();
      if (env && (env as Envelope).code === 5223) {
        // something ended the session (e.g. a password change): log in again and retry once
        await login();
        res = await send(op, sent);
        parse();
      }
      const where = `${op.method} ${op.path} [${label}]`;
      const e = env as Envelope | null;
      // an image or SVG (captcha, /api/img) answered to acceptable input
      if (res.status === 200 && !res.type.includes('json') && /^(image|text)\//.test(res.type)) return;
      if (res.status !== 200 || !e || typeof e.code !== 'number' || typeof e.msg !== 'string' || !('data' in e)) {
        failures.push(`${where}: not an envelope (HTTP ${res.status}) ${res.text.slice(0, 120)}`);
        return;
      }
      if (e.code === 500 || e.code === 503) failures.push(`${where}: code ${e.code} ${e.msg}`);
      if (e.code !== 400) return;
      if (!hasChinese(e.msg)) failures.push(`${where}: 400 without a readable message: ${e.msg}`);
      const named = e.msg.split('：')[0];
      if (!e.msg.includes('：')) failures.push(`${where}: 400 does not name a field: ${e.msg}`);
      else if (expectField && baselineValid && !named.split('.').includes(expectField) && !(optional && names(op).includes(named)))
        failures.push(`${where}: 400 names "${named}" instead of ${expectField}: ${e.msg}`);
      else if (!baselineValid && named !== '请求体' && !names(op).some((n) => named.split('.').includes(n)))
        failures.push(`${where}: 400 names "${named}", not a field of the operation: ${e.msg}`);
    };

    const timings: [string, number][] = [];
    for (const op of ops) {
      const opStarted = Date.now();
      const base = new Map<string, unknown>();
      for (const f of op.fields) if (f.required) base.set(f.name, plausible(f.schema, resolve));
      const baseline = await send(op, build(op, base));
      const baselineValid = !baseline.type.includes('json') || (JSON.parse(baseline.text) as Envelope).code !== 400;
      for (const [i, f] of op.fields.entries()) {
        const variants = [...CORE_VARIANTS, ...(isNumeric(f.schema) ? NUMERIC_VARIANTS : []), ...(op.body === 'json' && f.where === 'body' ? JSON_VARIANTS : [])];
        const heavy = f.where === 'query' ? HEAVY_QUERY_VARIANTS : HEAVY_VARIANTS;
        const all = i === 0 ? [...variants, ...heavy] : variants;
        for (const [label, value] of all) await check(op, build(op, base, f, value), `${f.name}=${label}`, f.name, baselineValid, !f.required);
      }
      if (!op.fields.length) for (const [label, value] of HEAVY_QUERY_VARIANTS) await check(op, { query: [['x', wire(value)]] }, `x=${label}`, 'x', true);
      if (op.body) {
        const first = op.fields.find((f) => f.where === 'body');
        const deep = '['.repeat(3000) + ']'.repeat(3000);
        const bodies: [string, string, string][] = [
          ['array body', '[1,2]', '请求体'],
          ['string body', '"x"', '请求体'],
          ['null body', 'null', '请求体'],
          ['deep body', first && op.body === 'json' ? `{"${first.name}":${deep}}` : deep, first && op.body === 'json' ? first.name : '请求体'],
        ];
        for (const [label, json, field] of bodies) await check(op, { ...build(op, base), form: undefined, json }, label, field, baselineValid);
      }
      timings.push([`${op.method} ${op.path}`, Date.now() - opStarted]);
    }
    const seconds = (Date.now() - started) / 1000;
    const slowest = timings.sort((a, b) => b[1] - a[1]).slice(0, 8).map(([k, ms]) => `${k} ${ms} ms`);
    console.info(`[fuzz] ${ops.length} operations, ${requests} requests in ${seconds.toFixed(1)} s; slowest: ${slowest.join(', ')}`);
    expect(failures, failures.join('\n')).toEqual([]);
    // ~8,000 requests: about a minute on an idle 2-core machine, three under heavy load; the limit only catches a hang.
  }, 600_000);
});
