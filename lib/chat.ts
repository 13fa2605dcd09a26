/**
 * Chat launch from product and planner pages (spec §4 "Chat flow", inventory catalog §0.2).
 * The chat issue completes it (session with the planner, the goods card message, the 2 s / 3 s
 * delay); until then 在线咨询 opens the chat site's index with the caller's identity, exactly as
 * the 消息 tab does, so the button always leads somewhere real.
 */
import { chatIndexUrl, visitorCredentials, type ChatCredentials } from '@/components/common/chatHandoff';
import { nav } from './navigate';
import { toast } from './toast';
import { ensureVisitor, getVisitor } from './visitor';
import { isLoggedIn, useUserStore } from '@/stores/user';
import { useAppStore } from '@/stores/app';

/** What the chat needs to know about the conversation being started. */
export type StartChatParams = {
  /** The planner to talk to (their mchUserId). */
  plannerId: string;
  /** The planner's IM user type (MERCHANT_B by default). */
  plannerType?: string;
  /** First-level category code of the goods (requireCode), when known. */
  requireCode?: string;
  requireName?: string;
  /** The goods being asked about: the chat issue sends it as a product card. */
  goods?: {
    id: string;
    name: string;
    priceText: string;
    imageUrl?: string;
    description?: string;
    kind: 'service' | 'trade';
  };
  /** A question to send as a text message (hot Q&A, quick question). */
  text?: string;
};

export const CHAT_FAILED = '联系规划师失败';

/** The caller's chat identity: the session when logged in, else the anonymous visitor of this device. */
export async function chatCredentials(): Promise<ChatCredentials | null> {
  const user = useUserStore.getState();
  if (isLoggedIn(user)) return { token: String(user.token), userId: String(user.userId), userType: String(user.userType) };
  const visitor = getVisitor() ?? (await ensureVisitor());
  return visitor ? visitorCredentials(visitor) : null;
}

/**
 * Opens the chat. Resolves false (after telling the user) when no identity could be obtained.
 * The params are accepted now so callers need not change when the full launch flow lands.
 */
export async function startChat(params: StartChatParams): Promise<boolean> {
  void params;
  const creds = await chatCredentials();
  if (!creds || !creds.token || !creds.userId) {
    toast.warning(CHAT_FAILED);
    return false;
  }
  nav.assign(chatIndexUrl(creds, { isApplets: useAppStore.getState().isApplets }));
  return true;
}
