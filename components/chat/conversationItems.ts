import type { ChatMessage, ConversationItem, ProductCard } from '@/lib/contract/chat/api';
import { MSG_TYPE, PRODUCT_TEMPLATES } from '@/lib/contract/chat/enums';

/** The product card a message carries, when it is one (what the server lists as a conversation's `firstCard`). */
function cardOf(m: ChatMessage): ProductCard | null {
  if (m.msgType !== MSG_TYPE.TEMPLATE || !m.templateId || !PRODUCT_TEMPLATES.includes(m.templateId)) return null;
  const p = m.payload;
  if (!p || typeof p.productName !== 'string' || typeof p.price !== 'string' || typeof p.routerId !== 'string') return null;
  return p as ProductCard;
}

/**
 * A message of a listed conversation moves it to the top with the new preview and unread count. The first product
 * card of a conversation is what the planner's row shows as 咨询商品: a list fetched between the conversation's
 * creation and its card (the card is sent right after) learns it from the card's own message.
 */
export function applyMessage(items: ConversationItem[], groupId: string, m: ChatMessage): ConversationItem[] | null {
  const i = items.findIndex((c) => c.groupId === groupId);
  if (i < 0) return null;
  const c = items[i];
  if (c.lastMessage && c.lastMessage.seq >= m.seq) return items;
  const fromPeer = m.senderRole !== c.myRole && m.senderRole !== 'system';
  const next: ConversationItem = {
    ...c,
    firstCard: c.firstCard ?? cardOf(m),
    lastMessage: { seq: m.seq, msgType: m.msgType, preview: m.msgType === 'image' ? '[图片]' : m.content, createdAt: m.createdAt },
    lastSeq: m.seq,
    unread: c.unread + (fromPeer ? 1 : 0),
    updatedAt: m.createdAt,
  };
  return [next, ...items.slice(0, i), ...items.slice(i + 1)];
}
