import { bigint, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  userNo: text('user_no').notNull().unique(),
  phone: text('phone').notNull().unique(),
  // Null for accounts created by SMS login until a password is set.
  passwordHash: text('password_hash'),
  nickName: text('nick_name').notNull(),
  avatar: text('avatar').notNull().default('/images/avatar-default.svg'),
  userType: text('user_type').notNull().default('ORDINARY_USER'),
  realStatus: text('real_status').notNull().default('NO_AUTHENTICATION'),
  customerId: text('customer_id').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  // Wrong passwords since password_failures_since (lockout.ts); at the limit password login is off until an SMS
  // login or a password reset.
  passwordFailures: integer('password_failures').notNull().default(0),
  passwordFailuresSince: ts('password_failures_since'),
  // The profile of 个人信息 (profile.ts). Only a verified address is ever stored in email (emailCode.ts).
  email: text('email'),
  emailVerifiedAt: ts('email_verified_at'),
  briefIntroduction: text('brief_introduction').notNull().default(''),
  /** 1 男, 0 女, 2 未知. */
  sex: integer('sex').notNull().default(2),
  birthday: date('birthday', { mode: 'string' }),
  /** Codes of the offline city table (server/modules/maps); the names are read from it. */
  provinceCode: text('province_code'),
  cityCode: text('city_code'),
});

/**
 * A visitor identity (IM "visitor"), later bound to the account that logs in on it. Owned by the holder of its
 * VISITOR tokens (anonymous.ts); the device id (source_id) is only recorded, so one device may have had several.
 */
export const anonymousIds = pgTable(
  'anonymous_ids',
  {
    id: text('id').primaryKey(),
    sourceType: text('source_type').notNull(),
    sourceId: text('source_id').notNull(),
    bindState: integer('bind_state').notNull().default(0),
    // No foreign key: drizzle-kit writes it as "public"."users", which breaks schema-isolated test databases.
    userId: text('user_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('anonymous_ids_user_idx').on(t.userId)],
);

/**
 * One row per login. Only the sha256 of the token is stored, so a database leak yields no usable tokens.
 * user_id has no foreign key: VISITOR sessions point at an anonymous id instead of a user.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: text('user_id').notNull(),
    userType: text('user_type').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Issued SMS codes; the newest row per phone and type is the only one that can be used. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    phone: text('phone').notNull(),
    type: text('type').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: ts('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: ts('used_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('sms_codes_phone_type_idx').on(t.phone, t.type, t.id)],
);

/** Codes mailed to verify an address before it becomes the account's e-mail; the newest row per user counts. */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id').notNull(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: ts('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: ts('used_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('email_codes_user_idx').on(t.userId, t.id)],
);

/**
 * One-time tickets of the mini-program hand-off (handoff.ts, ADR 0029): the mini-program mints one with its session,
 * the web-view page exchanges it once for a session of its own. Only the sha256 of a ticket is kept; consumed_at is
 * set by the one conditional UPDATE that spends it.
 */
export const handoffTickets = pgTable(
  'handoff_tickets',
  {
    id: text('id').primaryKey(),
    ticketHash: text('ticket_hash').notNull().unique(),
    userId: text('user_id').notNull(),
    /** The session that minted it: the ticket is only good while that session is. */
    sessionId: text('session_id').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    consumedAt: ts('consumed_at'),
    /** The session the exchange started. */
    consumedSessionId: text('consumed_session_id'),
  },
  (t) => [index('handoff_tickets_user_idx').on(t.userId, t.expiresAt)],
);
