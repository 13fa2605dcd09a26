import { bigserial, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type ChatIntentionRow = {
  intentionType: Record<string, string>;
  intentionCity: Record<string, string>;
  recommendId: string;
  recommendAttrJson: Record<string, unknown>;
  startUserType: string;
};

/**
 * A conversation (IM "group") between one customer (an account or a visitor's anonymous id) and one planner.
 * customer_id / planner_id have no foreign keys: a visitor is an anonymous id, and accounts and planners seed apart.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: text('id').primaryKey(),
    /** 'session' (create_session) or 'kefu' (online customer service). */
    source: text('source').notNull().default('session'),
    customerId: text('customer_id').notNull(),
    customerType: text('customer_type').notNull(),
    plannerId: text('planner_id').notNull(),
    plannerType: text('planner_type').notNull(),
    requireCode: text('require_code').notNull().default(''),
    requireName: text('require_name').notNull().default(''),
    intention: jsonb('intention').$type<ChatIntentionRow>().notNull(),
    /** Highest message seq so far; bumped in the same transaction that inserts a message. */
    lastSeq: integer('last_seq').notNull().default(0),
    lastMsgType: text('last_msg_type'),
    lastPreview: text('last_preview'),
    lastMessageAt: ts('last_message_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    /**
     * Set when a visitor's conversation was folded, at login, into the account's own conversation with the same
     * planner: its messages and members moved there, and whoever still opens this id is sent on.
     */
    mergedInto: text('merged_into'),
  },
  (t) => [
    index('chat_conv_customer_idx').on(t.customerId, t.plannerId),
    index('chat_conv_planner_idx').on(t.plannerId),
  ],
);

/** Who may read and post in a conversation, with their read cursor and unread counter. */
export const chatMembers = pgTable(
  'chat_members',
  {
    conversationId: text('conversation_id').notNull(),
    memberId: text('member_id').notNull(),
    memberType: text('member_type').notNull(),
    /** 'customer' | 'planner'. */
    role: text('role').notNull(),
    name: text('name').notNull(),
    avatar: text('avatar').notNull().default(''),
    lastReadSeq: integer('last_read_seq').notNull().default(0),
    unread: integer('unread').notNull().default(0),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.role] }), index('chat_members_member_idx').on(t.memberId, t.updatedAt)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: text('conversation_id').notNull(),
    seq: integer('seq').notNull(),
    /** 'text' | 'image' | 'im_tmplate' | 'system'. */
    msgType: text('msg_type').notNull(),
    /** Exactly as sent; never rendered as HTML. */
    content: text('content').notNull().default(''),
    templateId: text('template_id'),
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    extContent: text('ext_content'),
    senderId: text('sender_id').notNull(),
    /** 'customer' | 'planner' | 'system'. */
    senderRole: text('sender_role').notNull(),
    senderName: text('sender_name').notNull(),
    senderAvatar: text('sender_avatar').notNull().default(''),
    clientMsgId: text('client_msg_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_messages_seq_uq').on(t.conversationId, t.seq),
    uniqueIndex('chat_messages_client_uq').on(t.conversationId, t.senderRole, t.clientMsgId),
  ],
);

/** A planner card shared or opened (spec §7 "planner share record"). */
export const chatShareRecords = pgTable(
  'chat_share_records',
  {
    id: text('id').primaryKey(),
    plannerId: text('planner_id').notNull(),
    sharerId: text('sharer_id').notNull(),
    sharerType: text('sharer_type').notNull(),
    conversationId: text('conversation_id'),
    channel: text('channel').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('chat_share_planner_idx').on(t.plannerId, t.createdAt)],
);
