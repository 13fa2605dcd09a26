/** The unread counts of the 消息 tab's badge: chat messages and notices, read together (stores/chat.ts loads this on its first pull). */
import { unreadTotal } from './chat';
import { noticeSummary } from './notice';

/** Chat's total, and the notices' (null when that call failed: the badge keeps its last notice count). */
export async function unreadCounts(): Promise<{ chat: number; notices: number | null }> {
  const [chat, summary] = await Promise.all([unreadTotal(), noticeSummary().catch(() => null)]);
  return { chat: chat.total, notices: summary ? summary.total : null };
}
