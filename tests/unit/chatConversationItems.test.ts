import { describe, expect, it } from 'vitest';
import { applyMessage } from '@/components/chat/conversationItems';
import type { ChatMessage, ConversationItem } from '@/lib/contract/chat/api';
import { IM_TEMPLATE, MSG_TYPE } from '@/lib/contract/chat/enums';

const item = (over: Partial<ConversationItem> = {}): ConversationItem => ({
  groupId: 'g1',
  myRole: 'planner',
  peer: { imUserId: 'v1', userType: 'VISITOR', name: '访客ab12', avatar: '', postName: '' },
  source: 'product',
  intention: { intentionType: {}, intentionCity: {}, recommendId: '', recommendAttrJson: {}, startUserType: '', requireCode: '', requireName: '' },
  firstCard: null,
  lastMessage: null,
  unread: 0,
  lastReadSeq: 0,
  peerReadSeq: 0,
  lastSeq: 0,
  createdAt: '2026-11-30T08:00:00.000Z',
  updatedAt: '2026-11-30T08:00:00.000Z',
  ...over,
} as ConversationItem);

const card = { productName: '有限公司注册', price: '699', routerId: 'r1', productId: 'p1' };
const message = (seq: number, over: Partial<ChatMessage> = {}): ChatMessage => ({
  id: `m${seq}`,
  groupId: 'g1',
  seq,
  msgType: MSG_TYPE.TEXT,
  content: '你好',
  templateId: null,
  payload: null,
  extContent: null,
  senderId: 'v1',
  senderRole: 'customer',
  senderName: '访客ab12',
  senderAvatar: '',
  clientMsgId: null,
  createdAt: '2026-11-30T08:00:01.000Z',
  ...over,
} as ChatMessage);

describe('applyMessage', () => {
  it('a product card arriving after the list was fetched becomes the row’s 咨询商品', () => {
    const next = applyMessage([item()], 'g1', message(1, { msgType: MSG_TYPE.TEMPLATE, templateId: IM_TEMPLATE.PRODUCT_IMG, payload: card, content: '' }));
    expect(next?.[0].firstCard).toEqual(card);
    expect(next?.[0].unread).toBe(1);
    // a later card does not replace the first
    const later = applyMessage(next!, 'g1', message(2, { msgType: MSG_TYPE.TEMPLATE, templateId: IM_TEMPLATE.PRODUCT, payload: { ...card, productName: '商标注册' } }));
    expect(later?.[0].firstCard?.productName).toBe('有限公司注册');
  });

  it('other messages and malformed cards leave it unset', () => {
    expect(applyMessage([item()], 'g1', message(1))?.[0].firstCard).toBeNull();
    const bad = message(1, { msgType: MSG_TYPE.TEMPLATE, templateId: IM_TEMPLATE.PRODUCT, payload: { productName: 5 } });
    expect(applyMessage([item()], 'g1', bad)?.[0].firstCard).toBeNull();
    const text = message(1, { msgType: MSG_TYPE.TEMPLATE, templateId: IM_TEMPLATE.TEXT, payload: card });
    expect(applyMessage([item()], 'g1', text)?.[0].firstCard).toBeNull();
  });

  it('moves the conversation to the top and ignores a message it already has', () => {
    const list = [item({ groupId: 'g0' }), item()];
    const next = applyMessage(list, 'g1', message(3));
    expect(next?.map((c) => c.groupId)).toEqual(['g1', 'g0']);
    expect(applyMessage(next!, 'g1', message(3))).toBe(next);
    expect(applyMessage(list, 'nope', message(1))).toBeNull();
  });
});
