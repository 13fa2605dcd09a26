import { and, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { USER_TYPE } from '@/lib/constants';
import { chatConversations } from './schema';

// Who has talked with whom, for other modules (我的规划师, a planner's customers for 面谈): the chat module's half
// of "customer ↔ planner" contacts, as a subquery the caller can union with others.

/**
 * An SQL subquery of (customer_id, planner_id, at, via): one row per live conversation of an account (visitors'
 * conversations and those folded into another are left out), `at` its latest activity, via 'chat'.
 */
export function conversationPairsSql(f: { customerId?: string; plannerId?: string }): SQL {
  const where = and(
    isNull(chatConversations.mergedInto),
    ne(chatConversations.customerType, USER_TYPE.VISITOR),
    f.customerId ? eq(chatConversations.customerId, f.customerId) : undefined,
    f.plannerId ? eq(chatConversations.plannerId, f.plannerId) : undefined,
  );
  return sql`select ${chatConversations.customerId} as customer_id, ${chatConversations.plannerId} as planner_id, coalesce(${chatConversations.lastMessageAt}, ${chatConversations.createdAt}) as at, 'chat' as via from ${chatConversations} where ${where}`;
}
