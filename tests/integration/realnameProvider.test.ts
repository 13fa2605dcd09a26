import fs from 'node:fs';
import path from 'node:path';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { MIGRATIONS_DIR } from '@/server/db/client';
import { users } from '@/server/modules/auth/schema';
import { realnameVerifications } from '@/server/modules/realname/schema';
import { createTencentRealname } from '@/server/adapters/realname/tencent';
import type { RealnameAdapter } from '@/server/adapters/realname';
import { isUniqueViolation } from '@/server/db/errors';
import { createTestContext, randomIp, type TestContext } from './helpers';

// The real-name provider seam, and "one ID, one account" under concurrency (the partial unique index, ADR 0028).
// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.

let t: TestContext;
let local: RealnameAdapter;
// A stand-in for FaceID's server: IdCardVerification's documented answers (Result 0 for 张三, -1 for anyone else).
// The signature itself is checked in tests/unit/realnameAdapter.test.ts.
const faceid = http.createServer((rq, rs) => {
  let body = '';
  rq.on('data', (c) => (body += c));
  rq.on('end', () => {
    const { Name } = JSON.parse(body) as { Name: string };
    const [Result, Description] = Name === '张三' ? ['0', '姓名和身份证号一致'] : ['-1', '姓名和身份证号不一致'];
    rs.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ Response: { Result, Description, RequestId: 'r-1' } }));
  });
});

beforeAll(async () => {
  t = await createTestContext({ catalog: false });
  local = t.deps.adapters.realname;
  await new Promise<void>((r) => faceid.listen(0, '127.0.0.1', r));
});
afterAll(async () => {
  await new Promise<void>((r) => faceid.close(() => r()));
  await t.close();
});
afterEach(() => {
  t.deps.adapters.realname = local;
});

const AUTH = '/api/contract/v1/authentication';

/** `n` logged-in accounts, each with a fresh 身份验证 code (own IPs, so no per-IP cap of the test is spent). */
async function accounts(n: number) {
  const list = [];
  for (let i = 0; i < n; i++) {
    const phone = t.phone();
    const ip = randomIp();
    list.push({ phone, ip, ...(await t.loginSms(phone, { ip })) });
  }
  t.advance(61_000);
  return Promise.all(list.map(async (u) => ({ ...u, code: await t.sendCode(u.phone, 'default', { ip: u.ip }) })));
}

describe('real-name provider', () => {
  it('the local stand-in verifies, and its record says who answered', async () => {
    const [u] = await accounts(1);
    const res = await t.call('POST', AUTH, { name: '赵六', cardNo: '440106198001010019', smsCode: u.code }, { token: u.token, ip: u.ip });
    expect(res.code, res.msg).toBe(200);
    const [row] = await t.deps.db.select().from(realnameVerifications).where(eq(realnameVerifications.userId, u.userId));
    expect(row).toMatchObject({ provider: 'local', status: 'AUTHENTICATION_SUCCESS' });
  });

  it('a mismatch from the provider is a clear error, spends the code and is recorded; the right name then passes', async () => {
    t.deps.adapters.realname = createTencentRealname({ secretId: 'AKIDtest', secretKey: 'test', endpoint: `http://127.0.0.1:${(faceid.address() as AddressInfo).port}/`, warn: () => {} });
    const [u] = await accounts(1);
    const cardNo = '11010519491231002X';
    const wrong = await t.call('POST', AUTH, { name: '李四', cardNo, smsCode: u.code }, { token: u.token, ip: u.ip });
    expect(wrong).toMatchObject({ code: 400, msg: '姓名与身份证号不一致' });
    const [failed] = await t.deps.db.select().from(realnameVerifications).where(eq(realnameVerifications.userId, u.userId));
    expect(failed).toMatchObject({ provider: 'tencent', status: 'AUTHENTICATION_FAIL', name: '李四' });
    const [still] = await t.deps.db.select().from(users).where(eq(users.id, u.userId));
    expect(still.realStatus).toBe('NO_AUTHENTICATION');
    // The code was spent: each question to the provider needs a fresh one.
    expect((await t.call('POST', AUTH, { name: '张三', cardNo, smsCode: u.code }, { token: u.token, ip: u.ip })).code).toBe(10401);
    t.advance(61_000);
    const code = await t.sendCode(u.phone, 'default', { ip: u.ip });
    const ok = await t.call('POST', AUTH, { name: '张三', cardNo, smsCode: code }, { token: u.token, ip: u.ip });
    expect(ok.code, ok.msg).toBe(200);
    const rows = await t.deps.db.select().from(realnameVerifications).where(and(eq(realnameVerifications.userId, u.userId), eq(realnameVerifications.status, 'AUTHENTICATION_SUCCESS')));
    expect(rows).toHaveLength(1);
    expect(rows[0].provider).toBe('tencent');
  });
});

describe('one ID, one account, under concurrency', () => {
  it('20 accounts verify the same ID at once: exactly one succeeds, 19 get the conflict, none a 500', async () => {
    const cardNo = '310104198512120015';
    const list = await accounts(20);
    const answers = await Promise.all(list.map((u) => t.call('POST', AUTH, { name: '钱七', cardNo, smsCode: u.code }, { token: u.token, ip: u.ip })));
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.code !== 200);
    expect(refused).toHaveLength(19);
    for (const a of refused) expect(a).toMatchObject({ code: 409, msg: '该身份证号已被其他账号认证' });
    const ids = list.map((u) => u.userId);
    const verified = await t.deps.db.select().from(users).where(and(inArray(users.id, ids), eq(users.realStatus, 'AUTHENTICATION_SUCCESS')));
    expect(verified).toHaveLength(1);
    const rows = await t.deps.db.select().from(realnameVerifications).where(and(inArray(realnameVerifications.userId, ids), eq(realnameVerifications.status, 'AUTHENTICATION_SUCCESS')));
    expect(rows).toHaveLength(1);
    expect(rows[0].userId).toBe(verified[0].id);
  });

  it('the database itself refuses a second SUCCESS row of one ID hash (the pre-check is only a fast path)', async () => {
    const [held] = await t.deps.db.select().from(realnameVerifications).where(eq(realnameVerifications.status, 'AUTHENTICATION_SUCCESS')).limit(1);
    const copy = { ...held, id: `${held.id}_dup`, userId: 'u_someone_else' };
    const err = await t.deps.db.insert(realnameVerifications).values(copy).catch((e: unknown) => e);
    expect(isUniqueViolation(err)).toBe(true);
    // A failed attempt with the same hash is no verification and is allowed.
    await t.deps.db.insert(realnameVerifications).values({ ...copy, status: 'AUTHENTICATION_FAIL' });
  });

  it('one account sending two verifications at once is verified once', async () => {
    const [u] = await accounts(1);
    const both = await Promise.all(
      ['320102197505050033', '330106196808080013'].map((cardNo) => t.call('POST', AUTH, { name: '孙八', cardNo, smsCode: u.code }, { token: u.token, ip: u.ip })),
    );
    // The loser is refused either as already verified (409) or, when the winner had already spent the one SMS code,
    // as a used code (10401); which one depends on who reaches which check first.
    const codes = both.map((a) => a.code);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect([409, 10401]).toContain(codes.find((c) => c !== 200));
    const rows = await t.deps.db.select().from(realnameVerifications).where(and(eq(realnameVerifications.userId, u.userId), eq(realnameVerifications.status, 'AUTHENTICATION_SUCCESS')));
    expect(rows).toHaveLength(1);
  });
});

describe('migration realname_unique_id', () => {
  it('keeps an ID with the account that verified it first; later duplicates become AUTHENTICATION_INVALID', async () => {
    const file = fs.readdirSync(MIGRATIONS_DIR).find((f) => f.endsWith('_realname_unique_id.sql'))!;
    const backfill = fs.readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8').split('--> statement-breakpoint')[1];
    expect(backfill).toContain('AUTHENTICATION_INVALID');
    const [a, b, c] = await accounts(3);
    const row = (id: string, userId: string, hash: string, at: string) => ({
      id, userId, name: '周九', idNoEnc: 'x', idNoMasked: 'x', idNoHash: hash, phone: '1', status: 'AUTHENTICATION_SUCCESS', verifiedAt: new Date(at),
    });
    const rollback = new Error('rollback');
    const seen = await t.deps.db
      .transaction(async (tx) => {
        // The state the index forbids, as read-then-insert could leave it: the index is dropped inside this transaction.
        await tx.execute(sql`DROP INDEX realname_idno_success_uq`);
        await tx.update(users).set({ realStatus: 'AUTHENTICATION_SUCCESS' }).where(inArray(users.id, [a.userId, b.userId, c.userId]));
        await tx.insert(realnameVerifications).values([
          row('rn_m_a', a.userId, 'dup-hash', '2024-01-01T00:00:00Z'),
          row('rn_m_b', b.userId, 'dup-hash', '2024-01-02T00:00:00Z'),
          row('rn_m_c1', c.userId, 'own-hash', '2024-01-01T00:00:00Z'),
          row('rn_m_c2', c.userId, 'dup-hash', '2024-01-03T00:00:00Z'),
        ]);
        await tx.execute(sql.raw(backfill));
        const v = await tx.select({ id: realnameVerifications.id, status: realnameVerifications.status }).from(realnameVerifications).where(inArray(realnameVerifications.id, ['rn_m_a', 'rn_m_b', 'rn_m_c1', 'rn_m_c2']));
        const u = await tx.select({ id: users.id, realStatus: users.realStatus }).from(users).where(inArray(users.id, [a.userId, b.userId, c.userId]));
        throw Object.assign(rollback, { v, u });
      })
      .catch((e: unknown) => e as typeof rollback & { v: { id: string; status: string }[]; u: { id: string; realStatus: string }[] });
    expect(seen).toBe(rollback);
    expect(Object.fromEntries(seen.v.map((r) => [r.id, r.status]))).toEqual({
      rn_m_a: 'AUTHENTICATION_SUCCESS',
      rn_m_b: 'AUTHENTICATION_INVALID',
      rn_m_c1: 'AUTHENTICATION_SUCCESS',
      rn_m_c2: 'AUTHENTICATION_INVALID',
    });
    expect(Object.fromEntries(seen.u.map((r) => [r.id, r.realStatus]))).toEqual({
      [a.userId]: 'AUTHENTICATION_SUCCESS',
      [b.userId]: 'AUTHENTICATION_INVALID',
      [c.userId]: 'AUTHENTICATION_SUCCESS',
    });
    // Rolled back: the index is still there.
    const again = await t.deps.db.insert(realnameVerifications).values(row('rn_m_x', a.userId, 'dup-hash', '2024-01-01T00:00:00Z')).then(() => null);
    expect(again).toBeNull();
    const err = await t.deps.db.insert(realnameVerifications).values(row('rn_m_y', b.userId, 'dup-hash', '2024-01-01T00:00:00Z')).catch((e: unknown) => e);
    expect(isUniqueViolation(err)).toBe(true);
  });
});
