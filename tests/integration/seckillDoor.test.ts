import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';
import { OPERATOR_TOKEN, customers, grab, openSession, productRow } from './campaignFixtures';
import { countStatements, installStatementCounter } from '../bench/orders/stats';

// Issue 30: a flash sale answers at the door. Once its units are gone, or the buyer's limit is reached, the refusal
// costs no pricing, no order machinery (no transaction) and no write: with Redis the gate refuses, with PostgreSQL
// alone one read does (activity/claiming.ts refuseAtDoor). Runs on PGlite and on PostgreSQL (+ Redis when given).

let t: TestContext;
const prevToken = process.env.OPERATOR_TOKEN;
beforeAll(async () => {
  process.env.OPERATOR_TOKEN = OPERATOR_TOKEN;
  await installStatementCounter();
  t = await createTestContext();
});
afterAll(async () => {
  process.env.OPERATOR_TOKEN = prevToken;
  await t?.close();
});

/**
 * What a refused submission may not run: a transaction, an insert or delete, a pricing read of goods, an update other
 * than the two that hand units back (expired unpaid holds, and with Redis the released claims' sync), which change no
 * row unless some unit is due back.
 */
const machinery = (sql: string[]) =>
  sql.filter((q) => /^(begin|insert|delete)/i.test(q) || /from "goods(_skus)?"/.test(q) || (/^update/i.test(q) && !/^update "(cus_orders|campaign_claims)"/.test(q)));

describe('the flash sale door', () => {
  it('refuses a buyer of a sold-out unit, and a buyer over the limit, without pricing, transaction or write', async () => {
    const s = await openSession(t, { stock: 1, priceFen: 990, limit: 1 });
    const [first, late] = await customers(t, 2);
    const sold = await grab(t, first.token, s.activityProductId, { shown: 990 });
    expect(sold.code, sold.msg).toBe(200);

    const refused = await countStatements(() => grab(t, late.token, s.activityProductId, { shown: 990 }));
    expect(refused.result).toMatchObject({ code: 20102, msg: '手慢了，商品已抢光' });
    expect(machinery(refused.sql), refused.sql.join('\n')).toEqual([]);

    const again = await countStatements(() => grab(t, first.token, s.activityProductId, { shown: 990 }));
    expect(again.result.code).not.toBe(200);
    expect(again.result.msg).toMatch(/每人限购1件/);
    expect(machinery(again.sql), again.sql.join('\n')).toEqual([]);
    expect((await productRow(t, s.activityProductId)).sold).toBe(1);
  });
});
