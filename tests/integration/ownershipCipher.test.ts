import { createTestContext, type TestContext } from './helpers';
import { G, completedOrder, loginDemo, loginPlanner, paidOrder } from './aftersaleFixtures';
import { submitOk } from './orderFixtures';
import { IM, openChat, sendText } from './chatFixtures';
import { otherCustomer, rivalPlanner } from './ownershipFixtures';

// Phone ciphers (entry/v1/encryption, decryption, applycontract) decrypt only for the owner of the contract (or the
// account the cipher was made for); the planner side of chats and review replies stays with the members / the
// review's planner.

let t: TestContext;
let demo: string;
let planner: string;
let rival: { userId: string; token: string };
let stranger: { userId: string; token: string };

beforeAll(async () => {
  t = await createTestContext();
  demo = await loginDemo(t);
  planner = await loginPlanner(t);
  rival = await rivalPlanner(t, [G.full]);
  stranger = await otherCustomer(t);
});
afterAll(() => t.close());

const PHONE = '13912345678';
const encrypt = async (token: string, phone = PHONE) => {
  const r = await t.call('POST', '/api/entry/v1/encryption', { phone }, { token });
  expect(r.code, r.msg).toBe(200);
  return r.data as string;
};
const decrypt = async (token: string, list: string[]) => {
  const r = await t.call('POST', '/api/entry/v1/decryption', { phoneList: JSON.stringify(list) }, { token });
  expect(r.code, r.msg).toBe(200);
  return r.data as (string | null)[];
};
const applyContract = (token: string, orderId: string, phone: string) =>
  t.call('POST', '/api/contract/v2/applycontract', { orderId, contractFirstName: '成都示例科技有限公司', contractFirstContacts: '陈演示', contractFirstPhone: phone, contractFirstEmail: 'a@example.com' }, { token });

describe('phone cipher decryption (entry/v1/decryption)', () => {
  it("only the contract's owner decrypts its party-A phone; anyone else reads null", async () => {
    const o = await paidOrder(t, demo);
    const d = await applyContract(demo, o.orderId, await encrypt(demo));
    expect(d.code, d.msg).toBe(200);
    const cipher = d.data.contactWay as string;
    const detail = await t.call('GET', '/api/contract/v1/detail', { contractId: d.data.contractId }, { token: demo });
    expect(detail.data.partyaTelephoneEnc).toBe(cipher);

    expect(await decrypt(stranger.token, [cipher])).toEqual([null]);
    expect(await decrypt(rival.token, [cipher])).toEqual([null]);
    expect(await decrypt(planner, [cipher])).toEqual([null]); // the order's planner is not the contract's owner either
    // The owner still can, and a cipher that is nobody's stays null.
    expect(await decrypt(demo, [cipher, 'not-a-cipher'])).toEqual([PHONE, null]);
  });

  it('a cipher from the encryption call works only for the account that asked for it', async () => {
    const mine = await encrypt(demo);
    expect(await decrypt(stranger.token, [mine])).toEqual([null]);
    expect(await decrypt(rival.token, [mine])).toEqual([null]);
    expect(await decrypt(demo, [mine])).toEqual([PHONE]);

    // Nor can someone put another user's cipher on a contract of their own and read the number back from it.
    const s = await submitOk(t, stranger.token, { items: [{ goodsId: G.full, goodsNumber: 1 }] });
    const stolen = await applyContract(stranger.token, s.orderIds[0], mine);
    expect(stolen).toMatchObject({ code: 400, msg: 'contractFirstPhone：联系电话有误', data: null });
    const demoContract = await applyContract(demo, (await paidOrder(t, demo)).orderId, (await decrypt(demo, [mine]))[0]!);
    expect((await applyContract(stranger.token, s.orderIds[0], demoContract.data.contactWay)).code).toBe(400);
    // Their own cipher (or a plain number) still drafts.
    const own = await applyContract(stranger.token, s.orderIds[0], await encrypt(stranger.token, '13712345678'));
    expect(own.code, own.msg).toBe(200);
    expect(await decrypt(stranger.token, [own.data.contactWay])).toEqual(['13712345678']);
  });
});

describe('chat, planner side (im/v1)', () => {
  it("another planner can neither read nor post in the demo planner's conversation", async () => {
    const { groupId } = await openChat(t, demo);
    await sendText(t, demo, groupId, '只给王规划看');
    for (const token of [rival.token, stranger.token]) {
      expect(await t.call('GET', IM.MESSAGES, { groupId }, { token })).toMatchObject({ code: 403, data: null });
      expect((await t.call('GET', IM.ONE, { groupId }, { token })).code).toBe(403);
      expect((await t.call('POST', IM.SEND, { groupId, msgType: 'text', content: '插话' }, { token })).code).toBe(403);
      expect((await t.call('POST', IM.READ, { groupId, seq: 9 }, { token })).code).toBe(403);
      const list = await t.call('GET', IM.LIST, { role: 'planner' }, { token });
      expect(list.data.records.map((r: { groupId: string }) => r.groupId)).not.toContain(groupId);
    }
    const mine = await t.call('GET', IM.MESSAGES, { groupId }, { token: planner });
    expect(mine.code, mine.msg).toBe(200);
    expect(mine.data.records.map((m: { content: string }) => m.content)).not.toContain('插话');
    expect((await t.call('POST', IM.SEND, { groupId, msgType: 'text', content: '您好' }, { token: planner })).code).toBe(200);
  });
});

describe('review replies (evaluate/v1/add_review_or_reply)', () => {
  it("only the review's planner replies; only its author follows up", async () => {
    const o = await completedOrder(t, demo);
    const dims = JSON.stringify([{ id: 'd_attitude', name: '服务态度', fraction: 10 }, { id: 'd_skill', name: '专业能力', fraction: 10 }, { id: 'd_speed', name: '办理效率', fraction: 10 }]);
    const e = await t.call('POST', '/api/evaluate/v1/add_evaluate', { infoId: o.orderId, serverScore: 10, evaluateDimensionList: dims, evaluateTagList: '[]', evaluateContent: '很好', choiceAnonymous: 0 }, { token: demo });
    expect(e.code, e.msg).toBe(200);
    const R = '/api/evaluate/v1/add_review_or_reply';
    expect((await t.call('POST', R, { submitEvaluateId: e.data.id, reviewReplyContent: '冒充回复', reviewReplyType: 2 }, { token: rival.token })).code).toBe(403);
    expect((await t.call('POST', R, { submitEvaluateId: e.data.id, reviewReplyContent: '冒充追评', reviewReplyType: 1 }, { token: stranger.token })).code).toBe(403);
    const ok = await t.call('POST', R, { submitEvaluateId: e.data.id, reviewReplyContent: '感谢支持', reviewReplyType: 2 }, { token: planner });
    expect(ok.code, ok.msg).toBe(200);
    expect(ok.data.replyStatus).toBe(1);
  });
});
