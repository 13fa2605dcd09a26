/**
 * Auth, account and visitor calls (contract "Auth endpoints"): the client side of lib/contract/auth/api.ts; one
 * function per backend call.
 */
import { http } from '@/lib/http';
import { PLATFORM_CODE, TERMINAL_WAP } from '@/lib/constants';
import type { PageViewInput } from '@/lib/contract/analytics/api';
import type {
  AccountInfo,
  AnonymousInfo,
  AnonymousRegistered,
  CheckSmsInput,
  LoginInput,
  LoginResult,
  RegisterInput,
  RetrievePasswordInput,
  SendSmsInput,
  SmsSent,
  Verified,
} from '@/lib/contract/auth/api';
import type { ProtocolRows } from '@/lib/contract/cms/api';

/** The shapes other parts of the app read from these calls. */
export type { AccountInfo, LoginResult } from '@/lib/contract/auth/api';
export type { SmsType as SmsCodeType } from '@/lib/contract/auth/enums';

/** Web logins; inside the native app login goes through the bridge instead. */
const CLIENT = { client: TERMINAL_WAP, platformType: PLATFORM_CODE };

export const login = (input: LoginInput) =>
  http.post<LoginResult>('/authentication/login', { userType: 'ORDINARY_USER', ...CLIENT, ...input });

export const register = (input: RegisterInput) =>
  http.post<LoginResult>('/login/v1/register', { userType: 'ORDINARY_USER', ...CLIENT, ...input });

export const logout = () => http.get<null>('/authentication/login_out');

export const retrievePassword = (input: RetrievePasswordInput) =>
  http.post<null>('/authentication/retrieve_password', { userType: 'ORDINARY_USER', ...input });

export const sendSmsCode = (input: SendSmsInput) => http.post<SmsSent>('/authentication/send_sms_code', input);

/** Verifies and consumes the code. */
export const checkSmsCode = (input: CheckSmsInput) =>
  http.post<Verified>('/login/v1/check-sms-code', { userType: 'ORDINARY_USER', type: 'default', ...input });

export const accountInfo = (userId: string) => http.post<AccountInfo>('/login/v1/account_info', { userId });

export const getUserInfo = (id: string) => http.get<AccountInfo>('/user/v1/info', { id });

export const findProtocol = (categoryCode: string, includeField = 'content,title') =>
  http.get<ProtocolRows>('/find_protocol', { categoryCode, includeField });

/** Image URL of a graph captcha (unsigned endpoint, for an <img src>); no request is made here. */
export const captchaUrl = (captchaKey: string) =>
  `/api/authentication/graph_captcha?captchaKey=${encodeURIComponent(captchaKey)}`;

export const registerAnonymousId = (sourceId: string, sourceType = 'EQUIPMENT') =>
  http.post<AnonymousRegistered>('/authentication/v1/register_anonymous_id', { sourceType, sourceId }, { silent: true });

/** Answers only the visitor itself (its visitorToken) or the account the identity is bound to. */
export const findAnonymousInfo = (anonymousId: string, visitorToken?: string) =>
  http.post<AnonymousInfo>('/authentication/v1/find_anonymous_info', { anonymousId, visitorToken }, { silent: true });

/** Binds this device's visitor identity to the logged-in account; the visitor token proves it is this device's. */
export const bindUserAnonymous = (anonymousId: string, visitorToken: string) =>
  http.post<AnonymousInfo>('/authentication/v1/bind_user_anonymous', { anonymousId, visitorToken }, { silent: true });

export const trackPageView = (input: PageViewInput) =>
  http.post<null>('/analytics/page_view', input, { silent: true });
