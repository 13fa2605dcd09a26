/**
 * Auth, account and visitor calls (contract "Auth endpoints"): the client side of lib/contract/auth/api.ts; one
 * function per backend call.
 */
import { http, type Http } from '@/lib/http';
import { PLATFORM_CODE, TERMINAL_WAP } from '@/lib/constants';
import type {
  AccountInfo,
  AccountSmsInput,
  AnonymousInfo,
  AvatarInput,
  BindEmailInput,
  ChangePhoneInput,
  CheckSmsInput,
  EmailCodeSent,
  LoginInput,
  LoginResult,
  NewPhoneSmsInput,
  ProfileUpdateInput,
  RebindTicket,
  RegisterInput,
  RetrievePasswordInput,
  SendSmsInput,
  SetPasswordInput,
  SmsSent,
  UserProfile,
  Verified,
} from '@/lib/contract/auth/api';
import type { ProtocolRows } from '@/lib/contract/cms/api';

/** The shapes other parts of the app read from these calls. */
export type { AccountInfo, LoginResult, UserProfile } from '@/lib/contract/auth/api';
export type { SmsType as SmsCodeType } from '@/lib/contract/auth/enums';

/** Web logins; inside the native app login goes through the bridge instead. */
const CLIENT = { client: TERMINAL_WAP, platformType: PLATFORM_CODE };

export const login = (input: LoginInput) =>
  http.post<LoginResult>('/authentication/login', { userType: 'ORDINARY_USER', ...CLIENT, ...input });

export const register = (input: RegisterInput) =>
  http.post<LoginResult>('/login/v1/register', { userType: 'ORDINARY_USER', ...CLIENT, ...input });

/** The mini-program hand-off (ADR 0029): a one-time ticket for a session of its own. */
export const handoffExchange = (ticket: string) =>
  http.post<LoginResult>('/authentication/v1/handoff_exchange', { ticket }, { silent: true });

/** The legacy hand-off: the server confirms the token is a live session of exactly this user. */
export const handoffVerify = (token: string, userId: string) =>
  http.post<LoginResult>('/authentication/v1/handoff_verify', { token, userId }, { silent: true });

export const logout = () => http.get<null>('/authentication/login_out');

export const retrievePassword = (input: RetrievePasswordInput) =>
  http.post<null>('/authentication/retrieve_password', { userType: 'ORDINARY_USER', ...input });

export const sendSmsCode = (input: SendSmsInput) => http.post<SmsSent>('/authentication/send_sms_code', input);

/** Verifies and consumes the code. */
export const checkSmsCode = (input: CheckSmsInput) =>
  http.post<Verified>('/login/v1/check-sms-code', { userType: 'ORDINARY_USER', type: 'default', ...input });

export const accountInfo = (userId: string) => http.post<AccountInfo>('/login/v1/account_info', { userId });

export const getUserInfo = (id: string) => http.get<AccountInfo>('/user/v1/info', { id });

/** The caller's account with its 个人信息 (an AccountInfo with the profile fields). */
export const userProfile = (client: Http = http) => client.get<UserProfile>('/user/v1/profile');

// 个人信息 and account security: each change answers the profile as it now stands (stores/user.ts setInfo takes it).

/** One field (`type`: PROFILE_FIELD of lib/contract/auth/enums.ts); the e-mail goes through bindEmail. */
export const updateUserInfo = (input: ProfileUpdateInput) => http.post<UserProfile>('/user/v1/update', input);

/** An uploaded picture (its url) and the square to keep, in the picture's own pixels. */
export const updateAvatar = (input: AvatarInput) => http.post<UserProfile>('/user/v1/update_avatar', input);

export const sendEmailCode = (email: string) => http.post<EmailCodeSent>('/user/v1/send_email_code', { email });
export const bindEmail = (input: BindEmailInput) => http.post<UserProfile>('/user/v1/bind_email', input);

/** A code to the account's own phone: rebindOld before a new phone, password to set the login password. */
export const sendAccountSms = (type: AccountSmsInput['type']) => http.post<SmsSent>('/user/v1/send_account_sms', { type });
export const verifyOldPhone = (smsCode: string) => http.post<RebindTicket>('/user/v1/verify_old_phone', { smsCode });
export const sendNewPhoneSms = (input: NewPhoneSmsInput) => http.post<SmsSent>('/user/v1/send_new_phone_sms', input);
export const changePhone = (input: ChangePhoneInput) => http.post<UserProfile>('/user/v1/change_phone', input);

/** With the current password, or with a `password` code (the only way while the account has none). */
export const setPassword = (input: SetPasswordInput) => http.post<UserProfile>('/user/v1/set_password', input);

export const findProtocol = (categoryCode: string, includeField = 'content,title') =>
  http.get<ProtocolRows>('/find_protocol', { categoryCode, includeField });

/** Image URL of a graph captcha (unsigned endpoint, for an <img src>); no request is made here. */
export const captchaUrl = (captchaKey: string) =>
  `/api/authentication/graph_captcha?captchaKey=${encodeURIComponent(captchaKey)}`;

/** Answers only the visitor itself (its visitorToken) or the account the identity is bound to. */
export const findAnonymousInfo = (anonymousId: string, visitorToken?: string) =>
  http.post<AnonymousInfo>('/authentication/v1/find_anonymous_info', { anonymousId, visitorToken }, { silent: true });

/** Binds this device's visitor identity to the logged-in account; the visitor token proves it is this device's. */
export const bindUserAnonymous = (anonymousId: string, visitorToken: string) =>
  http.post<AnonymousInfo>('/authentication/v1/bind_user_anonymous', { anonymousId, visitorToken }, { silent: true });
