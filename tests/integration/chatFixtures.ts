import { afterAll, beforeAll, expect } from 'vitest';
import { closeChatHub } from '@/server/modules/chat/realtime';
import { createTestContext, type TestContext } from './helpers';

export const IM = {
  CREATE: '/api/im/v1/create_session',
  TEMPLATE: '/api/im/v1/send_template_msg',
  SEND: '/api/im/v1/send_msg',
  LIST: '/api/im/v1/conversations',
  ONE: '/api/im/v1/conversation',
  MESSAGES: '/api/im/v1/messages',
  READ: '/api/im/v1/read',
  UNREAD: '/api/im/v1/unread_total',
  KEFU: '/api/im/v1/online_kefu',
  REFRESH: '/api/im/v1/refresh_base_user',
  USER_INFO: '/api/im/v1/user_info',
  PLANNER: '/api/im/v1/planner_detail',
  SHARE: '/api/im/v1/planner_share_record',
  TICKET: '/api/im/v1/sse_ticket',
  EVENTS: '/api/im/v1/events',
  UPLOAD: '/api/im/v1/upload_image',
} as const;

export const TPL = {
  PRODUCT_IMG: '5fcef0aec24ddd00065a8c93',
  PRODUCT: '5fcef0aec24ddd00065a8c83',
  TEXT: '6166bc39cbbd9900060d9fd3',
  ARTICLE: '61a5c0e2cbbd9900060da1b7',
} as const;

export const DEMO_PLANNER = 'u_demo_planner';

export const productCard = (over: Record<string, unknown> = {}) => ({
  productName: '有限公司注册',
  productContent: '3 天拿照，全程代办',
  price: '199.00元',
  unit: '00',
  imageUrl: '/images/gen/goods/cover-01.svg',
  forwardAbstract: '[商品详情]',
  routerId: 'IMRouter_APP_ProductDetail_Service',
  productId: 'g_1',
  ...over,
});

let devSeq = 0;
/** A fresh visitor (its own device): {id, token, imUserId}. */
export async function newVisitor(t: TestContext) {
  const res = await t.call('POST', '/api/authentication/v1/register_anonymous_id', {
    sourceType: 'EQUIPMENT',
    sourceId: `chat-dev-${Date.now()}-${++devSeq}-${Math.random().toString(36).slice(2)}`,
  });
  expect(res.code, res.msg).toBe(200);
  return res.data as { id: string; token: string; imUserId: string };
}

export async function plannerToken(t: TestContext) {
  const res = await t.loginPassword('13900139000', 'planner123');
  expect(res.code, res.msg).toBe(200);
  return res.data.token as string;
}

/** create_session with the demo planner, as the launch flow sends it. */
export async function openChat(t: TestContext, token: string, over: Record<string, unknown> = {}) {
  const res = await t.call(
    'POST',
    IM.CREATE,
    {
      imUserId: DEMO_PLANNER,
      imUserType: 'MERCHANT_USER',
      operUserType: 'VISITOR',
      requireCode: 'FL20210425163710',
      requireName: '工商服务',
      ext: {
        intentionType: { FL20210425163710: '工商服务' },
        intentionCity: { '510100': '成都市' },
        recommendId: '',
        recommendAttrJson: {},
        startUserType: 'cps-app',
      },
      ...over,
    },
    { token },
  );
  expect(res.code, res.msg).toBe(200);
  return res.data as { groupId: string; created: boolean };
}

export async function sendText(t: TestContext, token: string, groupId: string, content: string) {
  const res = await t.call('POST', IM.SEND, { groupId, msgType: 'text', content }, { token });
  expect(res.code, res.msg).toBe(200);
  return res.data as { id: string; seq: number; content: string; senderRole: string };
}

export type SseEvent = { event: string; id?: string; data: unknown };

/** Reads an SSE response body event by event (comments skipped). */
export function sseReader(res: Response) {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buf = '';
  const pending: SseEvent[] = [];
  async function next(timeoutMs = 5000): Promise<SseEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (pending.length) return pending.shift()!;
      const idx = buf.indexOf('\n\n');
      if (idx >= 0) {
        const block = buf.slice(0, idx);
        buf = buf.slice(idx + 2);
        const ev: SseEvent = { event: 'message', data: null };
        const data: string[] = [];
        for (const line of block.split('\n')) {
          if (line.startsWith(':')) continue;
          const [k, ...rest] = line.split(':');
          const v = rest.join(':').replace(/^ /, '');
          if (k === 'event') ev.event = v;
          else if (k === 'id') ev.id = v;
          else if (k === 'data') data.push(v);
        }
        if (!data.length) continue;
        ev.data = JSON.parse(data.join('\n'));
        pending.push(ev);
        continue;
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('no SSE event in time');
      const chunk = await Promise.race([
        reader.read(),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no SSE event in time')), left)),
      ]);
      if (chunk.done) throw new Error('SSE stream ended');
      buf += decoder.decode(chunk.value, { stream: true });
    }
  }
  /** The next event of this name (others are skipped). */
  async function nextOf(name: string, timeoutMs = 5000): Promise<SseEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const ev = await next(Math.max(1, deadline - Date.now()));
      if (ev.event === name) return ev;
    }
  }
  return { next, nextOf, close: () => reader.cancel().catch(() => {}) };
}

/** Opens the event stream of a token (ticket, then the unsigned GET) and waits for `ready`. */
export async function openStream(t: TestContext, token: string, query = '') {
  const tk = await t.call('POST', IM.TICKET, {}, { token });
  expect(tk.code, tk.msg).toBe(200);
  const res = await t.request('GET', `${IM.EVENTS}?ticket=${encodeURIComponent(tk.data.ticket)}${query}`, undefined, { sign: false });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  const sse = sseReader(res);
  const ready = await sse.nextOf('ready');
  return { ...sse, ready };
}

/** A signed call to any app instance (the two-instance test drives a second app next to the context's). */
export async function callApp(
  app: { request: (url: string, init: RequestInit) => Response | Promise<Response> },
  secret: string,
  method: 'GET' | 'POST',
  urlPath: string,
  payload: Record<string, unknown> = {},
  token?: string,
) {
  const { canonicalParams, computeSign, SIGN_HEADERS } = await import('@/lib/sign');
  const { PLATFORM_CODE, SYS_CODE, TERMINAL_WAP } = await import('@/lib/constants');
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(payload)) {
    if (v === undefined || v === null || v === '') continue;
    params.append(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
  }
  const data = canonicalParams(params);
  const url = method === 'GET' && params.size ? `${urlPath}?${params}` : urlPath;
  const time = Date.now();
  const nonce = `ca-${time}-${Math.random().toString(36).slice(2)}`;
  const headers: Record<string, string> = {
    platformCode: PLATFORM_CODE,
    terminalCode: TERMINAL_WAP,
    areaCode: '510100',
    [SIGN_HEADERS.sign]: computeSign({ method, path: urlPath, data, token: token ?? '', time, nonce, sysCode: SYS_CODE, secret }),
    [SIGN_HEADERS.time]: String(time),
    [SIGN_HEADERS.nonce]: nonce,
    [SIGN_HEADERS.sysCode]: SYS_CODE,
  };
  if (token) headers['X-Auth-Token'] = token;
  if (method === 'POST') headers['content-type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
  const res = await app.request(url, { method, headers, body: method === 'POST' ? params.toString() : undefined });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return (await res.json()) as { code: number; data: any; msg: string };
}

/**
 * The setup of every chat test file: its own context with the catalog seed (for the planners; slow on a busy
 * machine), the demo planner's token, and the chat hub closed with the context after the file.
 */
export function setupChatContext(set: (t: TestContext, plannerToken: string) => void) {
  let ctx: TestContext | undefined;
  beforeAll(async () => {
    ctx = await createTestContext({ catalog: true });
    set(ctx, await plannerToken(ctx));
  });
  afterAll(async () => {
    if (!ctx) return;
    await closeChatHub(ctx.deps);
    await ctx.close();
  });
}

/**
 * A second app instance on the context's own PostgreSQL database and Redis prefix (its own pool and Redis
 * connection), as another machine behind the load balancer would be. Only with TEST_DATABASE_URL and TEST_REDIS_URL.
 */
export async function secondInstance(t: TestContext) {
  const { sql } = await import('drizzle-orm');
  const { createApp } = await import('@/server/app');
  const { openCache, RedisCache } = await import('@/server/cache');
  const { openDb } = await import('@/server/db/client');
  expect(t.deps.cache).toBeInstanceOf(RedisCache);
  const rows = (await t.deps.db.execute(sql`select current_database() as name`)) as unknown as { rows?: { name: string }[] } | { name: string }[];
  const name = (Array.isArray(rows) ? rows : rows.rows!)[0].name;
  const u = new URL(process.env.TEST_DATABASE_URL!);
  u.pathname = '/' + name;
  const db = await openDb({ url: u.toString() });
  const cache = await openCache(process.env.TEST_REDIS_URL!, (t.deps.cache as InstanceType<typeof RedisCache>)['prefix']);
  const deps = { ...t.deps, db: db.db, cache };
  const app = createApp(deps);
  return {
    deps,
    app,
    async close() {
      await closeChatHub(deps);
      await db.close();
      await cache.close();
    },
  };
}
