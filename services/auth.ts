/** Auth, account and visitor calls (contract "Auth endpoints"); one function per backend call. */
import { http } from '@/lib/http';
import { PLATFORM_CODE, TERMINAL_WAP, type UserType } from '@/lib/constants';

export type LoginResult = {
  token: string;
  userId: string;
  userType: UserType | string;
  userNo: string;
  nickName: string;
  avatar: string;
  customerID: string;
  expiresAt: string;
};

export type RealStatus =
  | 'NO_AUTHENTICATION'
  | 'AUTHENTICATION_ING'
  | 'AUTHENTICATION_SUCCESS'
  | 'AUTHENTICATION_FAIL'
  | 'AUTHENTICATION_INVALID';

export type AccountInfo = {
  id: string;
  no: string;
  nickName: string;
  /** Masked phone, 138****8000. */
  fullName: string;
  decodePhone: string;
  mainAccountFull: string;
  realStatus: RealStatus | string;
  url: string;
  type: UserType | string;
  customerInfo: { id: string } | null;
};

type Captcha = { imgCaptcha?: string; captchaKey?: string };
type Client = { client?: string; platformType?: string };

export type LoginInput = Client &
  Captcha & {
    accountChannel: 'AUTH_PHONE_VERIFY' | 'AUTH_PHONE_PWD';
    phone: string;
    smsCode?: string;
    password?: string;
    userType?: UserType | string;
    anonymousId?: string;
    /** The visitor's own token (myInfo.token): binding the visitor identity needs it, the id alone is not enough. */
    visitorToken?: string;
  };

export type RegisterInput = Client & {
  phone: string;
  password: string;
  smsCode: string;
  userType?: UserType | string;
  anonymousId?: string;
  visitorToken?: string;
};

export type SmsType = 'login' | 'register' | 'reset' | 'default';
export type SmsCodeType = SmsType;

export type AnonymousIdentity = { id: string; bindState: 0 | 1; token: string; imUserId: string };
export type AnonymousInfo = { id: string; bindState: 0 | 1; userId: string | null };
export type Protocol = { categoryCode: string; title: string; content: string };
export type PageViewInput = { path: string; title?: string; referrer?: string; deviceId?: string };

/** Web logins; inside the native app login goes through the bridge instead. */
const CLIENT = { client: TERMINAL_WAP, platformType: PLATFORM_CODE };

export const login = (input: LoginInput) =>
  http.post<LoginResult>('/authentication/login', { userType: 'ORDINARY_USER', ...CLIENT, ...input });

export const register = (input: RegisterInput) =>
  http.post<LoginResult>('/login/v1/register', { userType: 'ORDINARY_USER', ...CLIENT, ...input });

export const logout = () => http.get<null>('/authentication/login_out');

export const retrievePassword = (input: {
  phone: string;
  smsCode: string;
  newPassword: string;
  userType?: UserType | string;
}) => http.post<null>('/authentication/retrieve_password', { userType: 'ORDINARY_USER', ...input });

export const sendSmsCode = (input: Captcha & { phone: string; type: SmsType }) =>
  http.post<{ resendSeconds: number; expireSeconds: number }>('/authentication/send_sms_code', input);

/** Verifies and consumes the code. */
export const checkSmsCode = (input: { phone: string; smsCode: string; userType?: UserType | string; type?: SmsType }) =>
  http.post<{ verified: true }>('/login/v1/check-sms-code', { userType: 'ORDINARY_USER', type: 'default', ...input });

export const accountInfo = (userId: string) => http.post<AccountInfo>('/login/v1/account_info', { userId });

export const getUserInfo = (id: string) => http.get<AccountInfo>('/user/v1/info', { id });

export const findProtocol = (categoryCode: string, includeField = 'content,title') =>
  http.get<{ rows: Protocol[] }>('/find_protocol', { categoryCode, includeField });

/** Image URL of a graph captcha (unsigned endpoint, for an <img src>); no request is made here. */
export const captchaUrl = (captchaKey: string) =>
  `/api/authentication/graph_captcha?captchaKey=${encodeURIComponent(captchaKey)}`;

export const registerAnonymousId = (sourceId: string, sourceType = 'EQUIPMENT') =>
  http.post<AnonymousIdentity>('/authentication/v1/register_anonymous_id', { sourceType, sourceId }, { silent: true });

/** Answers only the visitor itself (its visitorToken) or the account the identity is bound to. */
export const findAnonymousInfo = (anonymousId: string, visitorToken?: string) =>
  http.post<AnonymousInfo>('/authentication/v1/find_anonymous_info', { anonymousId, visitorToken }, { silent: true });

/** Binds this device's visitor identity to the logged-in account; the visitor token proves it is this device's. */
export const bindUserAnonymous = (anonymousId: string, visitorToken: string) =>
  http.post<AnonymousInfo>('/authentication/v1/bind_user_anonymous', { anonymousId, visitorToken }, { silent: true });

export const trackPageView = (input: PageViewInput) =>
  http.post<null>('/analytics/page_view', input, { silent: true });
