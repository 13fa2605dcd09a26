/** Display rules of the chat site, as plain functions (unit-tested in tests/unit/chatText.test.ts). */
import { UNREAD_CAP } from '@/lib/constants';
import type { ChatIntention, ChatMessage, ConversationItem } from '@/lib/contract/chat/api';
import { IM_TEMPLATE } from '@/lib/contract/chat/enums';

// The message time heads live in chatTime.ts; list times are lib/chinaTime listTime (components/common/ListTime).
export { messageTime } from './chatTime';

export const TIME_GAP_MS = 5 * 60_000;

export function showTimeBefore(prev: ChatMessage | undefined, cur: ChatMessage): boolean {
  if (!prev) return true;
  return Date.parse(cur.createdAt) - Date.parse(prev.createdAt) > TIME_GAP_MS;
}

export function unreadBadge(n: number): string | null {
  if (!n || n <= 0) return null;
  return n > UNREAD_CAP ? `${UNREAD_CAP}+` : String(n);
}

export type ProductCardView = { name: string; content: string; price: string; imageUrl: string; href: string | null };
export type ArticleCardView = { title: string; content: string; imageUrl: string; href: string | null };

const str = (v: unknown) => (typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v));
/** Only our own site paths are followed from a card (never javascript: or another site). */
const sitePath = (v: unknown) => {
  const s = str(v);
  return s.startsWith('/') && !s.startsWith('//') ? s : null;
};

export function productHref(p: Record<string, unknown>): string | null {
  const id = str(p.productId);
  if (!id) return null;
  const q = encodeURIComponent(id);
  return p.routerId === 'IMRouter_APP_ProductDetail_Trade' ? `/detail/transactionDetails?productId=${q}` : `/detail?productId=${q}`;
}

export type MessageView =
  | { kind: 'text'; text: string }
  | { kind: 'image'; url: string; width: number; height: number }
  | { kind: 'product'; card: ProductCardView }
  | { kind: 'article'; card: ArticleCardView }
  | { kind: 'system'; text: string };

/** What a stored message shows as. Unknown templates fall back to their text. */
export function messageView(m: ChatMessage): MessageView {
  const p = m.payload ?? {};
  if (m.senderRole === 'system' || m.msgType === 'system') return { kind: 'system', text: m.content };
  if (m.msgType === 'image') return { kind: 'image', url: str(p.url), width: Number(p.width) || 0, height: Number(p.height) || 0 };
  if (m.msgType === 'im_tmplate') {
    if (m.templateId === IM_TEMPLATE.PRODUCT_IMG || m.templateId === IM_TEMPLATE.PRODUCT)
      return {
        kind: 'product',
        card: {
          name: str(p.productName),
          content: str(p.productContent),
          price: str(p.price),
          imageUrl: m.templateId === IM_TEMPLATE.PRODUCT_IMG ? str(p.imageUrl) : '',
          href: productHref(p),
        },
      };
    if (m.templateId === IM_TEMPLATE.ARTICLE)
      return { kind: 'article', card: { title: str(p.title), content: str(p.content), imageUrl: str(p.imageUrl), href: sitePath(p.url) } };
    return { kind: 'text', text: m.content || str(p.content) };
  }
  return { kind: 'text', text: m.content };
}

/** The one-line preview of a conversation's last message. */
export function previewOf(last: ConversationItem['lastMessage']): string {
  if (!last) return '';
  if (last.msgType === 'image') return '[图片]';
  return last.preview;
}

/** 工商服务 · 成都市 — what the customer came for, for the planner's eyes. */
export function intentionText(i: ChatIntention | null | undefined): string {
  if (!i) return '';
  const types = Object.values(i.intentionType ?? {}).filter(Boolean);
  const service = types.length ? types.join('、') : i.requireName;
  const cities = Object.values(i.intentionCity ?? {}).filter(Boolean);
  return [service, cities.join('、')].filter(Boolean).join(' · ');
}

/** A customer without a name is shown as 访客 (visitors) or 客户. */
export function peerName(c: ConversationItem): string {
  if (c.peer.name) return c.peer.name;
  return c.peer.userType === 'VISITOR' ? '访客' : c.myRole === 'planner' ? '客户' : '规划师';
}

/** Adds messages to a conversation's list: ordered by seq, each seq once (SSE and fetches may overlap). */
export function mergeMessages(list: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  if (!incoming.length) return list;
  const bySeq = new Map<number, ChatMessage>();
  for (const m of list) bySeq.set(m.seq, m);
  for (const m of incoming) bySeq.set(m.seq, m);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}
