import { describe, expect, it } from 'vitest';
import {
  intentionText,
  messageTime,
  mergeMessages,
  messageView,
  peerName,
  previewOf,
  showTimeBefore,
  unreadBadge,
} from '@/components/chat/chatText';
import { resolveIdentity, withoutCredentials } from '@/components/chat/identity';
import { IM_TEMPLATE, type ChatMessage, type ConversationItem } from '@/services/chat';

const msg = (over: Partial<ChatMessage>): ChatMessage => ({
  id: '1',
  groupId: 'g',
  seq: 1,
  msgType: 'text',
  content: 'hi',
  templateId: null,
  payload: null,
  extContent: null,
  senderId: 'u',
  senderRole: 'customer',
  senderName: '小明',
  senderAvatar: '',
  clientMsgId: null,
  createdAt: '2026-11-21T10:00:00.000Z',
  ...over,
});

describe('chat site display rules', () => {
  // Instants written in China time (+08:00): the display is China time whatever the zone the tests run in.
  const cn = (s: string) => new Date(`${s}+08:00`);
  const now = cn('2026-11-21T15:30:00');
  it('message time heads: HH:mm today, 昨天 HH:mm, MM-DD HH:mm this year, full date before (China time)', () => {
    expect(messageTime(cn('2026-11-21T09:05:00').toISOString(), now)).toBe('09:05');
    expect(messageTime(cn('2026-11-21T00:30:00').toISOString(), now)).toBe('00:30'); // 16:30 UTC the day before
    expect(messageTime(cn('2026-11-20T23:59:00').toISOString(), now)).toBe('昨天 23:59');
    expect(messageTime(cn('2026-03-03T08:00:00').toISOString(), now)).toBe('03-03 08:00');
    expect(messageTime(cn('2025-12-31T08:00:00').toISOString(), now)).toBe('2025-12-31 08:00');
    expect(messageTime('garbage', now)).toBe('');
  });

  it('unread badge: nothing at 0, 99+ above 99', () => {
    expect(unreadBadge(0)).toBeNull();
    expect(unreadBadge(7)).toBe('7');
    expect(unreadBadge(99)).toBe('99');
    expect(unreadBadge(100)).toBe('99+');
  });

  it('a time line appears before the first message and after a 5-minute gap', () => {
    const a = msg({ createdAt: '2026-11-21T10:00:00Z' });
    expect(showTimeBefore(undefined, a)).toBe(true);
    expect(showTimeBefore(a, msg({ createdAt: '2026-11-21T10:04:00Z' }))).toBe(false);
    expect(showTimeBefore(a, msg({ createdAt: '2026-11-21T10:06:00Z' }))).toBe(true);
  });

  it('a product card opens the product; a trade card the trade detail', () => {
    const v = messageView(
      msg({ msgType: 'im_tmplate', templateId: IM_TEMPLATE.PRODUCT_IMG, payload: { productName: '公司注册', price: '199.00元', imageUrl: '/a.png', productId: 'g 1', routerId: 'IMRouter_APP_ProductDetail_Service' } }),
    );
    expect(v).toEqual({ kind: 'product', card: { name: '公司注册', content: '', price: '199.00元', imageUrl: '/a.png', href: '/detail?productId=g%201' } });
    const t = messageView(msg({ msgType: 'im_tmplate', templateId: IM_TEMPLATE.PRODUCT, payload: { productName: '商标', price: '面议', imageUrl: '/x.png', productId: 't1', routerId: 'IMRouter_APP_ProductDetail_Trade' } }));
    expect(t).toMatchObject({ kind: 'product', card: { imageUrl: '', href: '/detail/transactionDetails?productId=t1' } });
  });

  it('an article card links only to a path of this site', () => {
    const ok = messageView(msg({ msgType: 'im_tmplate', templateId: IM_TEMPLATE.ARTICLE, payload: { title: '流程', url: '/caseexample/details?id=1' } }));
    expect(ok).toMatchObject({ kind: 'article', card: { title: '流程', href: '/caseexample/details?id=1' } });
    for (const url of ['javascript:alert(1)', '//evil.example/x', 'https://evil.example']) {
      expect(messageView(msg({ msgType: 'im_tmplate', templateId: IM_TEMPLATE.ARTICLE, payload: { title: 'x', url } }))).toMatchObject({ card: { href: null } });
    }
  });

  it('text templates, images and system notices', () => {
    expect(messageView(msg({ msgType: 'im_tmplate', templateId: IM_TEMPLATE.TEXT, content: '在吗', payload: { content: '在吗' } }))).toEqual({ kind: 'text', text: '在吗' });
    expect(messageView(msg({ msgType: 'image', content: '', payload: { url: '/i.png', width: 300, height: 200 } }))).toEqual({ kind: 'image', url: '/i.png', width: 300, height: 200 });
    expect(messageView(msg({ msgType: 'system', senderRole: 'system', content: '已为您接通规划师' }))).toEqual({ kind: 'system', text: '已为您接通规划师' });
  });

  it('previews an image as [图片]', () => {
    expect(previewOf({ seq: 2, msgType: 'image', preview: '', createdAt: '' })).toBe('[图片]');
    expect(previewOf({ seq: 2, msgType: 'text', preview: '你好', createdAt: '' })).toBe('你好');
    expect(previewOf(null)).toBe('');
  });

  it("the planner sees the customer's intention: service and city", () => {
    const i = { intentionType: { FL1: '工商服务' }, intentionCity: { '510100': '成都市' }, recommendId: '', recommendAttrJson: {}, startUserType: 'cps-app', requireCode: 'FL1', requireName: '工商服务' };
    expect(intentionText(i)).toBe('工商服务 · 成都市');
    expect(intentionText({ ...i, intentionType: {}, intentionCity: {} })).toBe('工商服务');
    expect(intentionText(null)).toBe('');
  });

  it('a nameless peer is 访客 or 客户', () => {
    const c = { peer: { imUserId: 'a', userType: 'VISITOR', name: '', avatar: '', postName: '' }, myRole: 'planner' } as ConversationItem;
    expect(peerName(c)).toBe('访客');
    expect(peerName({ ...c, peer: { ...c.peer, userType: 'ORDINARY_USER' } })).toBe('客户');
  });

  it('merging keeps each seq once, in order (stream and fetch may overlap)', () => {
    const list = [msg({ seq: 1, id: 'a' }), msg({ seq: 3, id: 'c' })];
    const merged = mergeMessages(list, [msg({ seq: 2, id: 'b' }), msg({ seq: 3, id: 'c' })]);
    expect(merged.map((m) => m.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('chat site identity', () => {
  const session = { token: 'ts', userId: 'u1', userType: 'ORDINARY_USER' };
  const visitor = { token: 'tv', userId: 'a1', userType: 'VISITOR' };
  it('takes handed-over credentials that are this browser\'s own (the session, the saved identity, the visitor)', () => {
    const saved = { token: 'tq', userId: 'im_uq', userType: 'MERCHANT_USER' };
    expect(resolveIdentity({ query: { token: 'tq', userId: 'uq', userType: 'MERCHANT_USER' }, saved, session, visitor })).toEqual(saved);
    expect(resolveIdentity({ query: { token: 'tv', userId: 'a1', userType: 'VISITOR' }, saved: null, session: null, visitor })).toEqual(visitor);
  });
  it("ignores someone else's credentials in a link: the session, else the visitor, is used", () => {
    const other = { token: 't-other', userId: 'u-other', userType: 'ORDINARY_USER' };
    expect(resolveIdentity({ query: other, saved: null, session, visitor })).toEqual(session);
    expect(resolveIdentity({ query: other, saved: null, session: null, visitor })).toEqual(visitor);
    expect(resolveIdentity({ query: other, saved: null, session: null, visitor: null })).toBeNull();
  });
  it('the login hand-off (no userType) takes the session type when it is the same token', () => {
    expect(resolveIdentity({ query: { token: 'ts', userId: 'u1' }, saved: null, session, visitor: null })).toEqual(session);
  });
  it("then the tab's saved identity; a saved visitor gives way to a session logged in since", () => {
    expect(resolveIdentity({ query: {}, saved: session, session: null, visitor })).toEqual(session);
    expect(resolveIdentity({ query: {}, saved: visitor, session, visitor })).toEqual(session);
  });
  it('else the session, else the visitor of this device', () => {
    expect(resolveIdentity({ query: { token: '', userId: '' }, saved: null, session, visitor })).toEqual(session);
    expect(resolveIdentity({ query: {}, saved: null, session: null, visitor })).toEqual(visitor);
    expect(resolveIdentity({ query: {}, saved: null, session: null, visitor: null })).toBeNull();
  });
  it('keeps everything but the credentials in the address bar', () => {
    expect(withoutCredentials({ token: 't', userId: 'u', userType: 'X', operUserType: 'X', id: 'g1', requireCode: 'FL1' })).toEqual({ id: 'g1', requireCode: 'FL1' });
  });
});
