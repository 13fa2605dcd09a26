import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { AccountSmsType } from '@/lib/contract/auth/enums';
import type { RebindTicket, UserProfile } from '@/lib/contract/auth/api';
import { AppError, ERR, badInput } from '../../http/errors';
import type { Deps, SessionUser } from '../../http/types';
import { isUniqueViolation } from '../../db/errors';
import { requireUserRow, toUserProfile } from './profile';
import { users } from './schema';
import { revokeOtherSessions } from './session';
import { checkSmsCode, consumeSmsCode, sendSmsCode } from './sms';

/**
 * Changing the bound phone (/my/settings/phoneVerify): a code to the old phone proves the holder is there and earns
 * a ticket; with the ticket a code goes to the new phone, and that code moves the account to it. The new phone's
 * code is sent like a register code: a phone that already has an account gets a notice instead, and the page gets
 * the same answer either way (docs/API.md "Auth").
 */

export const REBIND_TICKET_SECONDS = 600;

type TicketValue = { userId: string; phone: string };
// Only the ticket's hash is a key: a look at the cache hands out nothing usable.
const ticketKey = (ticket: string) => `rebind:ticket:${createHash('sha256').update(ticket).digest('hex')}`;
const ticketGone = () => badInput('ticket：原手机号验证已失效，请重新验证');

/** POST /api/user/v1/send_account_sms: a code to the account's own phone (rebindOld, or password for set_password). */
export async function sendAccountSms(deps: Deps, userId: string, type: AccountSmsType, ip: string) {
  const row = await requireUserRow(deps.db, userId);
  return sendSmsCode(deps, { phone: row.phone, type, ip });
}

/** POST /api/user/v1/verify_old_phone: spends the old phone's code and hands out the ticket for the next steps. */
export async function verifyOldPhone(deps: Deps, userId: string, smsCode: string): Promise<RebindTicket> {
  const { db, cache } = deps;
  const now = deps.now();
  const row = await requireUserRow(db, userId);
  const codeId = await checkSmsCode(db, row.phone, 'rebindOld', smsCode, now);
  await consumeSmsCode(db, codeId, now);
  const ticket = randomBytes(24).toString('base64url');
  await cache.set(ticketKey(ticket), JSON.stringify({ userId, phone: row.phone } satisfies TicketValue), REBIND_TICKET_SECONDS);
  return { ticket, expireSeconds: REBIND_TICKET_SECONDS };
}

/** The ticket's account and old phone; another account's ticket is as good as none. */
async function readTicket(deps: Deps, ticket: string, userId: string, newPhone: string): Promise<TicketValue> {
  const raw = await deps.cache.get(ticketKey(ticket));
  const value = raw ? (JSON.parse(raw) as TicketValue) : null;
  if (!value || value.userId !== userId) throw ticketGone();
  if (value.phone === newPhone) throw badInput('phone：新手机号不能与原手机号相同');
  return value;
}

/** POST /api/user/v1/send_new_phone_sms: the new phone's code, only with a live ticket (no SMS to strangers without one). */
export async function sendNewPhoneSms(deps: Deps, userId: string, input: { phone: string; ticket: string }, ip: string) {
  await readTicket(deps, input.ticket, userId, input.phone);
  return sendSmsCode(deps, { phone: input.phone, type: 'rebindNew', ip });
}

/**
 * POST /api/user/v1/change_phone. The code is checked first (its tries are limited, so a wrong one leaves the ticket
 * for another go), then the ticket is taken in one step: of concurrent requests exactly one goes on. Every other
 * session of the account ends; the caller's stays and now belongs to the new phone.
 */
export async function changePhone(
  deps: Deps,
  user: SessionUser,
  input: { phone: string; smsCode: string; ticket: string },
): Promise<UserProfile> {
  const { db, cache } = deps;
  const now = deps.now();
  const held = await readTicket(deps, input.ticket, user.userId, input.phone);
  const codeId = await checkSmsCode(db, input.phone, 'rebindNew', input.smsCode, now);
  const key = ticketKey(input.ticket);
  const taken = await cache.take(key);
  if (!taken) throw ticketGone();
  try {
    return await db.transaction(async (tx) => {
      await consumeSmsCode(tx, codeId, now);
      const [row] = await tx
        .update(users)
        .set({ phone: input.phone, updatedAt: now })
        .where(and(eq(users.id, user.userId), eq(users.phone, held.phone)))
        .returning();
      if (!row) throw ticketGone();
      await revokeOtherSessions(tx, user.userId, user.sessionId, now);
      return toUserProfile(row);
    });
  } catch (err) {
    // Registered meanwhile: only the holder of a valid code of the new phone learns it, and may keep the ticket.
    if (isUniqueViolation(err)) {
      await cache.set(key, taken, REBIND_TICKET_SECONDS);
      throw new AppError(ERR.ACCOUNT_EXISTS, '该手机号已注册薯片账号，不能绑定');
    }
    throw err;
  }
}

