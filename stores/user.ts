import { create } from 'zustand';
import { getCookie, removeCookie, setSessionCookie } from '@/lib/cookies';
import { maskPhone } from '@/lib/maskPhone';
import { ANONYMOUS_SOURCE_TYPE } from '@/lib/constants';
import { getDeviceId } from '@/lib/device';
import { getVisitor, setVisitor, type Visitor } from '@/lib/visitor';
import type { AccountInfo } from '@/services/auth';

/** The account calls, loaded when first needed: the store is in every page's boot, the HTTP client need not be. */
const authService = () => import('@/services/auth');

export type AnonymousState = { anonymousId: string; userBindState: 0 | 1 | number };

export type UserState = {
  token: string;
  userId: string;
  userType: string;
  userNo: string;
  nickName: string;
  /** Display name (the nickName). */
  userName: string;
  /** Masked phone for display (138****8000). */
  userPhone: string;
  userPhoneFull: string;
  avatar: string;
  customerID: string;
  customerInfo: { id: string } | null;
  realStatus: string;
  mainAccountFull: string;
  fullName: string;
  province: string;
  city: string;
  type: string;
  userInfo: { nickName: string; type: string } | null;
  anonymousInfo: AnonymousState | null;
};

/** What a login result, the native app's user object or the cookies may carry. */
export type UserInput = Partial<{
  token: string;
  userId: string | number;
  id: string | number;
  userType: string;
  type: string;
  userNo: string;
  no: string;
  nickName: string;
  userName: string;
  userPhone: string;
  avatar: string;
  customerID: string | number;
  realStatus: string;
  mainAccountFull: string;
}>;

export type UserActions = {
  setUser(data: UserInput, opts?: { fromCookie?: boolean }): void;
  setInfo(info: AccountInfo): void;
  clearUser(): void;
  restoreFromCookies(): void;
  fetchAccountInfo(): Promise<AccountInfo>;
  setAnonymousInfo(info: AnonymousState | null): void;
};

/** Every cookie a session writes; clearUser removes them all. */
export const USER_COOKIES = [
  'token',
  'userId',
  'userType',
  'customerID',
  'userNo',
  'userName',
  'userPhone',
  'realStatus',
  'mainAccountFull',
  'avatar',
] as const;

const EMPTY: Omit<UserState, 'anonymousInfo'> = {
  token: '',
  userId: '',
  userType: '',
  userNo: '',
  nickName: '',
  userName: '',
  userPhone: '',
  userPhoneFull: '',
  avatar: '',
  customerID: '',
  customerInfo: null,
  realStatus: '',
  mainAccountFull: '',
  fullName: '',
  province: '',
  city: '',
  type: '',
  userInfo: null,
};

const str = (v: unknown) => (v === undefined || v === null ? '' : String(v));

function writeCookies(values: Partial<Record<(typeof USER_COOKIES)[number], string>>) {
  for (const [k, v] of Object.entries(values)) if (v) setSessionCookie(k, v);
}

/** Spec §4 "Login state": logged in when token, userId and userType all exist. */
export const isLoggedIn = (s: Pick<UserState, 'token' | 'userId' | 'userType'>) => !!(s.token && s.userId && s.userType);

export const useUserStore = create<UserState & UserActions>()((set, get) => ({
  ...EMPTY,
  anonymousInfo: null,

  setUser(data, opts = {}) {
    const incomingId = str(data.userId ?? data.id);
    // Another account: nothing of the previous one may leak into it.
    const current = get();
    const switching = !!incomingId && !!current.userId && incomingId !== current.userId;
    const s = switching ? { ...current, ...EMPTY } : current;
    const phone = str(data.userPhone);
    const next = {
      token: str(data.token) || s.token,
      userId: incomingId || s.userId,
      userType: str(data.userType ?? data.type) || s.userType,
      userNo: str(data.userNo ?? data.no) || s.userNo,
      nickName: str(data.nickName ?? data.userName) || s.nickName,
      avatar: data.avatar !== undefined ? str(data.avatar) : s.avatar,
      customerID: str(data.customerID) || s.customerID,
      realStatus: str(data.realStatus) || s.realStatus,
      mainAccountFull: str(data.mainAccountFull) || s.mainAccountFull,
    };
    const patch: Partial<UserState> = {
      ...(switching ? EMPTY : {}),
      ...next,
      userName: next.nickName,
      type: next.userType,
      userInfo: { nickName: next.nickName, type: next.userType },
      ...(phone ? { userPhoneFull: phone, userPhone: phone.includes('*') ? phone : maskPhone(phone, '') } : {}),
    };
    set(patch);
    if (opts.fromCookie) return;
    if (switching) for (const name of USER_COOKIES) removeCookie(name);
    writeCookies({
      token: next.token,
      userId: next.userId,
      userType: next.userType,
      customerID: next.customerID,
      userNo: next.userNo,
      userName: next.nickName,
      userPhone: phone,
      realStatus: next.realStatus,
      mainAccountFull: next.mainAccountFull,
      avatar: next.avatar,
    });
  },

  setInfo(info) {
    const s = get();
    const nickName = info.nickName || s.nickName;
    const type = info.type || s.userType;
    const customerID = str(info.customerInfo?.id) || s.customerID;
    set({
      userId: str(info.id) || s.userId,
      userNo: info.no || s.userNo,
      nickName,
      userName: nickName,
      userPhone: info.fullName || maskPhone(info.decodePhone, ''),
      userPhoneFull: info.decodePhone || s.userPhoneFull,
      fullName: info.fullName,
      realStatus: info.realStatus,
      mainAccountFull: info.mainAccountFull,
      avatar: info.url || s.avatar,
      type,
      userType: type,
      customerID,
      customerInfo: info.customerInfo ?? s.customerInfo,
      userInfo: { nickName, type },
    });
    // The cookie keeps the plain phone: the server-rendered pages and the chat site read it.
    writeCookies({
      userNo: info.no,
      userName: nickName,
      userPhone: info.decodePhone,
      realStatus: info.realStatus,
      mainAccountFull: info.mainAccountFull,
      avatar: info.url,
      userType: type,
      customerID,
    });
  },

  clearUser() {
    for (const name of USER_COOKIES) removeCookie(name);
    // The visitor identity belongs to the device, not to the account that just left.
    set({ ...EMPTY });
  },

  restoreFromCookies() {
    const token = getCookie('token');
    if (!token || get().token) return;
    get().setUser(
      {
        token,
        userId: getCookie('userId'),
        nickName: getCookie('userName'),
        userType: getCookie('userType'),
        userPhone: getCookie('userPhone'),
        avatar: getCookie('avatar'),
        realStatus: getCookie('realStatus'),
      },
      { fromCookie: true },
    );
  },

  async fetchAccountInfo() {
    const { userId } = get();
    if (!userId) throw new Error('未登录');
    const info = await (await authService()).getUserInfo(userId);
    get().setInfo(info);
    return info;
  },

  setAnonymousInfo(info) {
    set({ anonymousInfo: info });
  },
}));

let inflight: Promise<Visitor | null> | null = null;

/**
 * Registers this device's anonymous identity once (sourceType EQUIPMENT, sourceId = device id) and mirrors it
 * into the user store's anonymousInfo. Later calls reuse the stored identity; concurrent calls share one request.
 * Resolves null on the server or when registration fails (the page works without it).
 */
export function ensureVisitor(): Promise<Visitor | null> {
  if (typeof window === 'undefined') return Promise.resolve(null);
  const known = getVisitor();
  if (known?.anonymousId) {
    const store = useUserStore.getState();
    if (!store.anonymousInfo) store.setAnonymousInfo({ anonymousId: known.anonymousId, userBindState: known.bindState ?? 0 });
    return Promise.resolve(known);
  }
  inflight ??= import('@/services/visit')
    .then((m) => m.registerAnonymousId(getDeviceId(), ANONYMOUS_SOURCE_TYPE))
    .then((r) => {
      const bindState = r.bindState === 1 ? 1 : 0;
      const v: Visitor = { token: r.token, imUserId: r.imUserId, anonymousId: r.id, bindState };
      setVisitor(v);
      useUserStore.getState().setAnonymousInfo({ anonymousId: r.id, userBindState: bindState });
      return v;
    })
    .catch(() => null)
    .finally(() => {
      inflight = null;
    });
  return inflight;
}
