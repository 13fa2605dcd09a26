import { z } from 'zod';

/**
 * The mini-program hand-off (ADR 0029): the mini-program mints a one-time ticket with its session, its web-view page
 * exchanges it for a session of its own. The legacy raw-token hand-off is only confirmed by the server, never trusted.
 */

/** Seconds a hand-off ticket stays good (and it is good once). */
export const HANDOFF_TICKET_TTL_SECONDS = 60;

const ticket = z.string().min(1, '不能为空').max(200, '格式有误');

export const HandoffTicket = z
  .object({
    ticket: z.string().meta({ description: '一次性票据：放进 web-view 地址 ?ticket=，60 秒内兑换一次' }),
    expiresIn: z.number().int().meta({ description: '有效秒数', example: HANDOFF_TICKET_TTL_SECONDS }),
  })
  .meta({ id: 'HandoffTicket' });
export type HandoffTicket = z.infer<typeof HandoffTicket>;

/** Minting takes nothing but the caller's session. */
export const HandoffTicketBody = z.object({}).meta({ id: 'HandoffTicketBody' });

export const HandoffExchangeBody = z.object({ ticket }).meta({ id: 'HandoffExchangeBody' });
export type HandoffExchangeBody = z.infer<typeof HandoffExchangeBody>;

export const HandoffVerifyBody = z
  .object({
    token: z.string().min(1, '不能为空').max(200, '格式有误'),
    userId: z.string().min(1, '不能为空').max(64, '格式有误'),
  })
  .meta({ id: 'HandoffVerifyBody' });
export type HandoffVerifyBody = z.infer<typeof HandoffVerifyBody>;
