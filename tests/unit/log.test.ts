import { createHmac } from 'node:crypto';
import { Writable } from 'node:stream';
import pino from 'pino';
import { Hono } from 'hono';
import { levelFromEnv, loggerOptions, maskPhone, maskPhones } from '@/server/log/core.mjs';
import { framesOnly, hashUserId, log, runWithRequest, setLogCapture, sqlLogger } from '@/server/log';
import { apiRouteOf } from '@/server/log/api';
import { newRequestId, requestIdOf, saneRequestId } from '@/lib/requestIdRule.mjs';
import { isInProcessEnv, IN_PROCESS_ENV } from '@/lib/inProcessCall';

/** A logger with the app's options writing to an array (the lines parsed). */
function memoryLogger(env: Record<string, string | undefined> = { LOG_LEVEL: 'debug' }, store?: () => { id: string; owner: 'http' } | undefined) {
  const out: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      out.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { logger: pino(loggerOptions(env, store), stream), out };
}
const flush = () => new Promise((r) => setImmediate(r));

describe('the request id', () => {
  it('keeps a sane incoming id and replaces anything else, never passing it through', () => {
    expect(saneRequestId('abc-DEF_123')).toBe('abc-DEF_123');
    expect(saneRequestId(['first', 'second'])).toBe('first');
    for (const bad of ['', 'x'.repeat(65), 'has space', 'a\nb', '<script>', 'ä', '../etc', 'id;drop', undefined, 42, ['<x>']]) {
      expect(saneRequestId(bad)).toBeUndefined();
      const id = requestIdOf(bad);
      expect(id).toMatch(/^[0-9a-f]{32}$/);
    }
    expect(requestIdOf('x'.repeat(64))).toBe('x'.repeat(64));
    expect(newRequestId()).not.toBe(newRequestId());
    for (let i = 0; i < 20; i++) expect(newRequestId()).toMatch(/^[0-9a-f]{32}$/);
  });

  it('marks in-process calls only by the env object, which no HTTP client can send', () => {
    expect(isInProcessEnv(IN_PROCESS_ENV)).toBe(true);
    for (const other of [undefined, null, {}, { crispsInProcess: 'true' }, { incoming: {} }]) expect(isInProcessEnv(other)).toBe(false);
  });
});

describe('the hashed user id', () => {
  it('is 16 hex characters, the same for the same user and key, different across users and keys', () => {
    const a = hashUserId('u_demo_customer', 'key-1');
    expect(a).toMatch(/^[0-9a-f]{16}$/);
    expect(hashUserId('u_demo_customer', 'key-1')).toBe(a);
    expect(hashUserId('u_demo_customer2', 'key-1')).not.toBe(a);
    expect(hashUserId('u_demo_customer', 'key-2')).not.toBe(a);
    expect(a).not.toContain('demo');
  });

  it('remembers a user’s hash and gives the HMAC’s own value, also after the memory is emptied', () => {
    const fresh = (id: string, appKey: string) => {
      const key = createHmac('sha256', appKey).update('crisps log user id v1').digest();
      return createHmac('sha256', key).update(id).digest('hex').slice(0, 16);
    };
    for (let i = 0; i < 10_050; i++) hashUserId(`u_many_${i}`, 'key-3');
    for (const id of ['u_many_0', 'u_many_10049', 'u_other']) expect(hashUserId(id, 'key-3')).toBe(fresh(id, 'key-3'));
  });
});

describe('the API route template', () => {
  const app = new Hono();
  let seen = '';
  app.use('*', async (c, next) => {
    await next();
    seen = apiRouteOf(c);
  });
  app.use('/api/*', async (_c, next) => next());
  app.get('/api/nk/v1/answer/:id', (c) => c.text('ok'));
  app.get('/api/health', (c) => c.text('ok'));

  it('is the route path that answered, not the raw path or its query', async () => {
    await app.request('/api/nk/v1/answer/13800138000?token=abc');
    expect(seen).toBe('/api/nk/v1/answer/:id');
    await app.request('/api/health');
    expect(seen).toBe('/api/health');
  });

  it('is (unmatched) when only middleware matched', async () => {
    await app.request('/api/nothing/here/42');
    expect(seen).toBe('(unmatched)');
  });
});

describe('redaction', () => {
  it('removes known secret keys at the top and one level down, and masks phone keys', async () => {
    const { logger, out } = memoryLogger();
    logger.info(
      { password: 'p@ss', token: 'tok', body: { smsCode: '123456', payPassword: '654321', phone: '13812345678' }, headers: { 'x-auth-token': 't2', cookie: 'c=1' }, phone: '13912340000' },
      'x',
    );
    await flush();
    expect(out[0]).toMatchObject({
      password: '[redacted]',
      token: '[redacted]',
      body: { smsCode: '[redacted]', payPassword: '[redacted]', phone: '138****5678' },
      headers: { 'x-auth-token': '[redacted]', cookie: '[redacted]' },
      phone: '139****0000',
    });
  });

  it('masks mobile numbers inside any text, but not inside ids or other numbers', async () => {
    expect(maskPhones('to 13812345678, +8613912340000 and 86-15000001111')).toBe('to 138****5678, +86139****0000 and 86-150****1111');
    expect(maskPhones('order 2026113013812345678901')).toBe('order 2026113013812345678901');
    expect(maskPhone('13812345678')).toBe('138****5678');
    expect(maskPhone('123')).toBe('****');
    const { logger, out } = memoryLogger();
    logger.warn({ reqId: 'a13812345678b', note: 'call 13812345678' }, 'sent to 13812345678');
    await flush();
    expect(out[0]).toMatchObject({ reqId: 'a13812345678b', note: 'call 138****5678', msg: 'sent to 138****5678' });
  });

  it('logs an error with its stack but without a failed query’s parameters or the driver’s other fields', async () => {
    const { logger, out } = memoryLogger();
    const err = Object.assign(new Error('Failed query: select 1 where a = $1\nparams: secret-value,13812345678'), { code: '42P01', detail: 'Key (phone)=(13812345678)' });
    logger.error({ err }, 'failed');
    await flush();
    const logged = out[0].err as Record<string, string>;
    expect(logged).toMatchObject({ type: 'Error', code: '42P01', message: 'Failed query: select 1 where a = $1\nparams: [redacted]' });
    expect(logged.stack).toMatch(/^Error: Failed query: select 1 where a = \$1\nparams: \[redacted\]\n\s+at /);
    expect(JSON.stringify(out[0])).not.toMatch(/secret-value|13812345678|detail/);
  });

  it('keeps an error’s frames under another message (framesOnly)', () => {
    const e = framesOnly(new Error('select * from t where x = hunter2'), 'DatabaseError', 'database error 42P01');
    expect(e.stack).toMatch(/^DatabaseError: database error 42P01\n\s+at /);
    expect(e.stack).not.toContain('hunter2');
  });
});

describe('levels and the request context', () => {
  it('reads LOG_LEVEL, falling back to info (warn under vitest) for an unknown one', () => {
    expect(levelFromEnv({ LOG_LEVEL: 'debug' })).toBe('debug');
    expect(levelFromEnv({ LOG_LEVEL: ' WARN ' })).toBe('warn');
    expect(levelFromEnv({ LOG_LEVEL: 'loud' })).toBe('info');
    expect(levelFromEnv({})).toBe('info');
    expect(levelFromEnv({ VITEST: 'true' })).toBe('warn');
  });

  it('puts the running request’s id on every line written inside it, and on SQL lines at debug only', () => {
    const lines: string[] = [];
    const before = log.level;
    const restore = setLogCapture({ write: (l: string) => lines.push(l) });
    try {
      log.level = 'info';
      expect(sqlLogger()).toBeUndefined();
      log.level = 'debug';
      const sql = sqlLogger()!;
      runWithRequest({ id: 'req-ctx-1', owner: 'http' }, () => {
        log.warn('inside');
        sql.logQuery('select * from users where phone = $1', ['13812345678']);
      });
      log.warn('outside');
    } finally {
      restore();
      log.level = before;
    }
    const parsed = lines.map((l) => JSON.parse(l));
    expect(parsed[0]).toMatchObject({ reqId: 'req-ctx-1', msg: 'inside' });
    expect(parsed[1]).toMatchObject({ level: 'debug', reqId: 'req-ctx-1', sql: 'select * from users where phone = $1', params: 1, msg: 'sql' });
    expect(parsed[2].reqId).toBeUndefined();
    expect(lines.join('')).not.toContain('13812345678');
  });
});
