/**
 * Chat launch from product, planner, store and case pages (spec §4 "Chat flow", inventory catalog §0.2, platform
 * §3.2): the flow itself is ./launchFlow.ts; this file plugs in the session, the services, the
 * router and the toasts. Also the online customer service hand-off (spec §7 "Chat (IM)").
 */
import { chatRoomUrl, visitorCredentials, type ChatCredentials } from '@/components/common/chatHandoff';
import { launchChat, type LaunchDeps, type Reply, type StartChatParams } from './launchFlow';
import { createSessionEnvelope, onlineKefu, sendTemplateMsgEnvelope, type ChatAuth } from '@/services/chat';
import { CODE, TERMINAL_WAP } from '@/lib/constants';
import { isApiError, isSessionInvalidCode, type Envelope } from '@/lib/http';
import { loginUrl, nav } from '@/lib/navigate';
import { loadToast, toast } from '@/lib/toast';
import { getVisitor } from '@/lib/visitor';
import { ensureVisitor, isLoggedIn, useUserStore } from '@/stores/user';
import { useAppStore } from '@/stores/app';
import { useCityStore } from '@/stores/city';
import { bridge } from '@/bridge';

export type { StartChatParams, ChatGoods, ChatArticle } from './launchFlow';

/** The caller's chat identity: the session when logged in, else the anonymous visitor of this device. */
export async function chatCredentials(): Promise<ChatCredentials | null> {
  const user = useUserStore.getState();
  if (isLoggedIn(user)) return { token: String(user.token), userId: String(user.userId), userType: String(user.userType) };
  const visitor = getVisitor() ?? (await ensureVisitor());
  return visitor?.token && visitor.imUserId ? visitorCredentials(visitor) : null;
}

const authOf = (creds: ChatCredentials): ChatAuth => ({ token: creds.token });

/** An envelope or a thrown ApiError, as one reply the flow can branch on. */
async function reply<T>(call: () => Promise<Envelope<T>>): Promise<Reply<T>> {
  try {
    const env = await call();
    return { code: env.code, msg: env.msg, data: env.code === CODE.OK ? env.data : null };
  } catch (e) {
    return isApiError(e) ? { code: e.code, msg: e.message, data: null } : { code: -1, msg: '', data: null };
  }
}

function routeQuery(): Record<string, string> {
  if (typeof window === 'undefined') return {};
  return Object.fromEntries(new URLSearchParams(window.location.search).entries());
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export const launchDeps: LaunchDeps = {
  credentials: chatCredentials,
  createSession: (req, creds) => reply(() => createSessionEnvelope(req, authOf(creds))),
  sendTemplate: (msg, creds) => reply(() => sendTemplateMsgEnvelope(msg, authOf(creds))),
  senderName: () => (isLoggedIn(useUserStore.getState()) ? useUserStore.getState().nickName : ''),
  currentCity: () => {
    const c = useCityStore.getState();
    const city = c.currentCity ?? c.defaultCity;
    return { code: city.code, name: city.name };
  },
  routeQuery,
  chatUrl: (creds, groupId, extra) => chatRoomUrl(creds, groupId, { ...extra, isApplets: useAppStore.getState().isApplets }),
  loginUrl: () => loginUrl(nav.currentFullPath()),
  go: (url) => nav.assign(url),
  toast: {
    loading: (text) => toast.loading(text, 0),
    warning: (text) => void toast.warning(text),
  },
  sleep,
};

/**
 * Opens the conversation with a planner: resolves true once the chat page is being opened, false when the user
 * was told why not (or sent to login). Callers pass what they know; see StartChatParams.
 */
export async function startChat(params: StartChatParams): Promise<boolean> {
  // Inside the app its own conversation opens (one session, the app's); the web chat only where the app has no bridge.
  if (useAppStore.getState().isInApp) {
    const res = await bridge.openIM({
      name: params.plannerName ?? '',
      userId: params.plannerId,
      userType: params.plannerType ?? 'MERCHANT_USER',
      requireCode: params.requireCode ?? '',
      requireName: params.requireName ?? '',
    });
    if (res.code !== -1) return res.code === 200;
  }
  // 正在联系规划师... shows once the session and the opening messages are made, and the launch's 2–3 s count from when it
  // is on the screen (launchFlow): antd-mobile's toast, loaded on first use, is fetched now, beside those requests, so
  // that the chat does not open later by the time the toast takes to load after them.
  loadToast().catch(() => undefined);
  return launchChat(params, launchDeps);
}

/** Where the online customer service was asked from (inventory §3.2 jumpOnlineKefu). */
export type CustomerServiceOptions = { entrance?: string; port?: string };

/**
 * Online customer service (spec §7): the server routes the logged-in user to an available planner of their
 * city; then the conversation opens. Visitors log in first.
 */
export async function startCustomerService(opts: CustomerServiceOptions = {}): Promise<boolean> {
  const user = useUserStore.getState();
  if (!isLoggedIn(user)) {
    nav.assign(loginUrl(nav.currentFullPath()));
    return false;
  }
  const creds: ChatCredentials = { token: user.token, userId: user.userId, userType: user.userType };
  const city = useCityStore.getState().currentCity ?? useCityStore.getState().defaultCity;
  try {
    const res = await onlineKefu(
      {
        userCenterTag: user.userId,
        userName: user.fullName || user.nickName,
        userNo: user.userNo,
        platform: TERMINAL_WAP,
        port: opts.port ?? 'STAFF_PORT_WAP',
        entrance: opts.entrance ?? 'STAFF_DETAIL_PAGE_CODE',
        province: city.pid || '',
        city: city.code,
        customerType: '1',
      },
      authOf(creds),
    );
    nav.assign(chatRoomUrl(creds, res.groupInfo.groupId, { isApplets: useAppStore.getState().isApplets }));
    return true;
  } catch (e) {
    if (isApiError(e) && isSessionInvalidCode(e.code)) return false;
    toast.warning(isApiError(e) && e.code !== -1 && e.message ? e.message : '联系客服失败');
    return false;
  }
}
