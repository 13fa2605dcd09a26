import fs from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { createRouter } from '../../http/router';
import { keepPool } from '../../db/pipelined';
import { getRoute, postRoute } from '../../http/route';
import { AppError, ERR, badInput } from '../../http/errors';
import type { HonoEnv } from '../../http/types';
import { issueMessage } from '../../http/validation';
import { okJson } from '../../http/openapi';
import { newId } from '../../db/ids';
import * as api from '@/lib/contract/chat/api';
import { IM_TEMPLATE, MAX_IMAGE_BYTES, MSG_TYPE } from '@/lib/contract/chat/enums';
import { rateLimit } from '../auth/guard';
import { requireUser } from '../auth/session';
import { areaOf } from '../../http/caller';
import { decodeImage, sniffImage } from '../upload/service';
import { hubOf, sseFrame, type HubEvent } from './realtime';
import { createSession, getConversation, listConversations, onlineKefu, SESSIONS_PER_MINUTE } from './conversations';
import { callerOf, claimVisitorConversations, type Caller } from './membership';
import { listMessages, markRead, missedMessages, SEND_PER_MINUTE, sendMsg, sendTemplateMsg, unreadTotal } from './messages';
import { chatDelivered, streamOpened } from '../../metrics/record';
import { imPlannerDetail, imUserInfo, plannerShareRecord, refreshBaseUser, sessionLive } from './people';
import { redeemTicket, sseTicket } from './tickets';

const TAG = '在线咨询（IM）';
export const EVENTS_PATH = '/api/im/v1/events';
// EventSource cannot sign or send headers: the stream is authenticated by a short-lived ticket instead.

const HEARTBEAT_MS = 25_000;
/**
 * The most events one stream holds for a client that reads slower than they come. Past it the buffer is dropped and
 * the client is told to resync (event `resync`, then the stream ends): it reconnects and catches up from the database
 * by offset (afterSeq per conversation, or Last-Event-ID), so a slow reader costs a bounded amount of memory.
 */
export const MAX_QUEUED = 500;
/** How long the `resync` notice may wait for a client that does not read at all. */
const RESYNC_WRITE_MS = 5_000;
/**
 * A draining process ends each stream with this (docs/adr/0046): `retry:` is the standard hint of when to reconnect
 * (EventSource's own reconnect), and `resync` makes the app's client reconnect at once with a fresh ticket, which
 * reaches a process that still accepts; the reconnect's Last-Event-ID replays what was sent meanwhile.
 */
export const DRAIN_RETRY_MS = 1000;
export const DRAIN_FRAME = `retry: ${DRAIN_RETRY_MS}\nevent: resync\ndata: {"reason":"draining"}\n\n`;

const caller = (c: Context<HonoEnv>): Caller => callerOf(requireUser(c));

async function limitSends(c: Context<HonoEnv>, who: Caller) {
  try {
    await rateLimit(c.get('deps').cache, `im:send:${who.id}`, SEND_PER_MINUTE, 60);
  } catch (err) {
    if (err instanceof AppError && err.code === ERR.TOO_MANY) throw new AppError(ERR.TOO_MANY, '发送过于频繁，请稍后再试');
    throw err;
  }
}

const routes = {
  createSession: postRoute({ path: '/api/im/v1/create_session', tag: TAG, summary: '创建（或取回）与规划师的会话 → groupId', form: api.CreateSessionBody, data: api.CreateSessionResult }),
  sendTemplateMsg: postRoute({ path: '/api/im/v1/send_template_msg', tag: TAG, summary: '发送模板消息（商品卡片 / 文本模板 / 文章卡片）', form: api.SendTemplateBody, data: api.ChatMessage }),
  sendMsg: postRoute({ path: '/api/im/v1/send_msg', tag: TAG, summary: '发送文本或图片消息', form: api.SendMsgBody, data: api.ChatMessage }),
  conversations: getRoute({ path: '/api/im/v1/conversations', tag: TAG, summary: '我的会话列表（最近活动在前）', query: api.ListQuery, data: api.ConversationPage }),
  conversation: getRoute({ path: '/api/im/v1/conversation', tag: TAG, summary: '会话详情（仅成员）', query: api.GroupQuery, data: api.ConversationItem }),
  messages: getRoute({ path: '/api/im/v1/messages', tag: TAG, summary: '消息记录：beforeSeq 向上翻页，afterSeq 断线补齐', query: api.MessagesQuery, data: api.MessagesPage }),
  read: postRoute({ path: '/api/im/v1/read', tag: TAG, summary: '已读：读到 seq（只前进）', form: api.ReadBody, data: api.ReadResult }),
  unreadTotal: getRoute({ path: '/api/im/v1/unread_total', tag: TAG, summary: '未读总数（底部导航角标）', data: api.UnreadTotal }),
  onlineKefu: postRoute({ path: '/api/im/v1/online_kefu', tag: TAG, summary: '在线客服：分配本城市可接待的规划师', form: api.OnlineKefuBody, data: api.OnlineKefuResult }),
  refreshBaseUser: postRoute({ path: '/api/im/v1/refresh_base_user', tag: TAG, summary: '刷新当前用户的 IM 基础信息（昵称、头像）', form: api.EmptyBody, data: api.BaseUser }),
  userInfo: getRoute({ path: '/api/im/v1/user_info', tag: TAG, summary: 'IM 用户信息（规划师公开；其他人仅限会话对方）', query: api.UserInfoQuery, data: api.ChatPeer }),
  imPlannerDetail: getRoute({ path: '/api/im/v1/planner_detail', tag: TAG, summary: '会话页规划师信息', query: api.PlannerQuery, data: api.ChatPlannerDetail }),
  plannerShareRecord: postRoute({ path: '/api/im/v1/planner_share_record', tag: TAG, summary: '规划师名片分享记录', form: api.ShareBody, data: api.ShareRecord }),
  sseTicket: postRoute({ path: '/api/im/v1/sse_ticket', tag: TAG, summary: '实时消息流票据（60 秒内用于 GET /api/im/v1/events?ticket=）', form: api.EmptyBody, data: api.Ticket }),
};

export function chatRoutes() {
  const r = createRouter();
  // The chat's statements keep the pool (ADR 0086): its delivery times are what people see, and its sends write
  // conversation rows that the group commit's batch may hold.
  r.use('/api/im/*', async (_c, next) => {
    keepPool();
    await next();
  });

  r.openapi(routes.createSession, async (c) => {
    const who = caller(c);
    const deps = c.get('deps');
    await rateLimit(deps.cache, `im:session:${who.id}`, SESSIONS_PER_MINUTE, 60);
    const b = c.req.valid('form');
    return okJson(c, await createSession(deps, who, b));
  });

  r.openapi(routes.sendTemplateMsg, async (c) => {
    const who = caller(c);
    const b = c.req.valid('form');
    let raw: unknown;
    try {
      raw = JSON.parse(b.paramJsonStr);
    } catch {
      throw badInput('paramJsonStr：模板参数格式错误');
    }
    const parsed = api.TEMPLATE_PARAMS[b.templateId].safeParse(raw);
    if (!parsed.success) {
      const issues = (parsed.error as unknown as { issues: Parameters<typeof issueMessage>[0] }).issues;
      throw badInput(`paramJsonStr.${issueMessage(issues)}`);
    }
    if (b.msgType === MSG_TYPE.TEXT && b.templateId !== IM_TEMPLATE.TEXT) throw badInput('msgType：卡片模板须为 im_tmplate');
    await limitSends(c, who);
    return okJson(
      c,
      await sendTemplateMsg(c.get('deps'), who, {
        groupId: b.receiver,
        templateId: b.templateId,
        params: parsed.data,
        extContent: b.extContent,
        clientMsgId: b.clientMsgId,
      }),
    );
  });

  r.openapi(routes.sendMsg, async (c) => {
    const who = caller(c);
    const b = c.req.valid('form');
    await limitSends(c, who);
    return okJson(c, await sendMsg(c.get('deps'), who, b));
  });

  r.openapi(routes.conversations, async (c) => {
    const who = caller(c);
    const q = c.req.valid('query');
    const role = q.role === 'all' ? undefined : q.role;
    return okJson(c, await listConversations(c.get('deps').db, who, { role, start: q.start, limit: q.limit }));
  });

  r.openapi(routes.conversation, async (c) => okJson(c, await getConversation(c.get('deps').db, caller(c), c.req.valid('query').groupId)));

  r.openapi(routes.messages, async (c) => {
    const q = c.req.valid('query');
    return okJson(c, await listMessages(c.get('deps').db, caller(c), { ...q, limit: q.limit ?? 20 }));
  });

  r.openapi(routes.read, async (c) => {
    const b = c.req.valid('form');
    return okJson(c, await markRead(c.get('deps'), caller(c), b.groupId, b.seq));
  });

  r.openapi(routes.unreadTotal, async (c) => {
    const who = caller(c);
    const db = c.get('deps').db;
    await claimVisitorConversations(db, who);
    return okJson(c, { total: await unreadTotal(db, who.id) });
  });

  r.openapi(routes.onlineKefu, async (c) => {
    const who = caller(c);
    const deps = c.get('deps');
    const b = c.req.valid('form');
    if (b.userCenterTag && b.userCenterTag !== who.id) throw new AppError(ERR.FORBIDDEN, '用户信息不匹配');
    await rateLimit(deps.cache, `im:session:${who.id}`, SESSIONS_PER_MINUTE, 60);
    const cityCode = b.city && /^\d{6}$/.test(b.city) ? b.city : areaOf(c);
    const cityName = b.city && !/^\d{6}$/.test(b.city) ? b.city : undefined;
    return okJson(c, await onlineKefu(deps, who, { city: cityCode, province: b.province, cityName }));
  });

  r.openapi(routes.refreshBaseUser, async (c) => okJson(c, await refreshBaseUser(c.get('deps').db, caller(c))));

  r.openapi(routes.userInfo, async (c) => okJson(c, await imUserInfo(c.get('deps').db, caller(c), c.req.valid('query').imUserId)));

  r.openapi(routes.imPlannerDetail, async (c) => {
    requireUser(c);
    const { db, now } = c.get('deps');
    return okJson(c, await imPlannerDetail(db, c.req.valid('query').mchUserId, now()));
  });

  r.openapi(routes.plannerShareRecord, async (c) => {
    const deps = c.get('deps');
    const who = caller(c);
    await rateLimit(deps.cache, `im:share:${who.id}`, 30, 60);
    const b = c.req.valid('form');
    return okJson(c, await plannerShareRecord(deps.db, who, { mchUserId: b.mchUserId, groupId: b.groupId, channel: b.channel }, deps.now()));
  });

  r.openapi(routes.sseTicket, async (c) => {
    const who = caller(c);
    const deps = c.get('deps');
    await claimVisitorConversations(deps.db, who);
    return okJson(c, sseTicket(deps, who));
  });

  // Multipart: signed through the x-body-sha256 digest of the raw body; checked by size, first bytes and a full decode.
  r.post('/api/im/v1/upload_image', async (c) => {
    const who = caller(c);
    const deps = c.get('deps');
    if (Number(c.req.header('content-length') || 0) > MAX_IMAGE_BYTES + 64 * 1024) throw badInput('file：图片不能超过5MB');
    await rateLimit(deps.cache, `im:upload:${who.id}`, 20, 60);
    const body = await c.req.parseBody().catch(() => {
      throw badInput('file：请选择图片');
    });
    const file = body.file;
    if (!(file instanceof File) || !file.size) throw badInput('file：请选择图片');
    if (file.size > MAX_IMAGE_BYTES) throw badInput('file：图片不能超过5MB');
    const buf = Buffer.from(await file.arrayBuffer());
    // The same check as every other upload: the type by its first bytes, then a full decode of the first frame.
    const kind = sniffImage(buf);
    if (!kind) throw badInput('file：仅支持 jpg、png、gif、webp 图片');
    const { width, height } = await decodeImage(buf, kind);
    const name = `${newId('', 12)}.${kind.ext}`;
    const dir = path.join(deps.config.dataDir, 'files', 'chat');
    await fs.mkdir(dir, { recursive: true });
    await fs.writeFile(path.join(dir, name), buf);
    return okJson(c, { url: `/api/img?src=${encodeURIComponent(`/files/chat/${name}`)}&m=lfit&w=750&h=750`, width, height });
  });

  // Server-sent events. Unsigned GET authenticated by the ticket of POST sse_ticket.
  r.get(EVENTS_PATH, async (c) => {
    const deps = c.get('deps');
    const ticket = c.req.query('ticket') || '';
    const who = ticket ? await redeemTicket(deps, ticket) : null;
    if (!who) return c.json({ code: ERR.SESSION_INVALID, data: null, msg: '登录失效，请重新登录' }, 401);
    const lastRaw = c.req.header('last-event-id') || c.req.query('lastEventId') || '';
    const lastId = /^\d{1,15}$/.test(lastRaw) ? Number(lastRaw) : undefined;
    const hub = hubOf(deps);
    const res = streamSSE(c, async (stream) => {
      const closed = streamOpened();
      let sessionEnded = false;
      const queue: HubEvent[] = [];
      let wake: (() => void) | undefined;
      let open = true;
      let overflowed = false;
      let drained = false;
      const unsubscribe = hub.subscribe(
        [who.id],
        (ev) => {
          if (!open) return;
          // A client that reads too slowly is told to resync rather than buffered without bound (MAX_QUEUED).
          if (queue.length >= MAX_QUEUED) {
            open = false;
            overflowed = true;
            queue.length = 0;
          } else queue.push(ev);
          wake?.();
        },
        () => {
          // The process drains: what is queued still goes out (the loop's last turn), then the goodbye.
          drained = true;
          wake?.();
        },
      );
      stream.onAbort(() => {
        open = false;
        wake?.();
      });
      try {
        await hub.whenReady();
        await stream.writeSSE({
          event: 'ready',
          data: JSON.stringify({ imUserId: who.id, userType: who.userType, unreadTotal: await unreadTotal(deps.db, who.id) }),
        });
        const sent = new Set<string>();
        if (lastId !== undefined) {
          for (const m of await missedMessages(deps.db, who.id, lastId)) {
            sent.add(m.id);
            await stream.writeSSE({ event: 'message', id: m.id, data: JSON.stringify({ groupId: m.groupId, message: m }) });
          }
        }
        while (open && !stream.aborted && !stream.closed) {
          if (drained && !queue.length) break;
          if (!queue.length) {
            await new Promise<void>((resolve) => {
              const timer = setTimeout(resolve, HEARTBEAT_MS);
              wake = () => {
                clearTimeout(timer);
                resolve();
              };
            });
            wake = undefined;
            if (!queue.length && open && !drained) {
              if (!(await sessionLive(deps, who))) {
                sessionEnded = true;
                break;
              }
              await stream.write(': ping\n\n');
            }
            continue;
          }
          // Everything queued goes out as one write (a group commit delivers its messages together).
          let chunk = '';
          const batch = queue.splice(0, queue.length);
          for (const ev of batch) if (!(ev.id && sent.has(ev.id))) chunk += sseFrame(ev);
          if (chunk) await stream.write(chunk);
          for (const ev of batch) chatDelivered(ev.at);
        }
        if (drained && !overflowed && !stream.aborted && !stream.closed) {
          unsubscribe();
          await Promise.race([stream.write(DRAIN_FRAME), new Promise((resolve) => setTimeout(resolve, RESYNC_WRITE_MS).unref?.())]);
        }
        if (overflowed && !stream.aborted && !stream.closed) {
          unsubscribe();
          const notice = stream.writeSSE({ event: 'resync', data: JSON.stringify({ reason: 'slow_consumer', maxQueued: MAX_QUEUED }) });
          await Promise.race([notice, new Promise((resolve) => setTimeout(resolve, RESYNC_WRITE_MS).unref?.())]);
        }
      } finally {
        unsubscribe();
        closed(overflowed ? 'slow_consumer' : sessionEnded ? 'session' : undefined);
      }
    });
    // no-transform: compression (next start / next dev gzip) would otherwise buffer the stream; same for nginx.
    res.headers.set('Cache-Control', 'no-cache, no-transform');
    res.headers.set('X-Accel-Buffering', 'no');
    return res;
  });

  return r;
}
