/** The one server error type. `code` is an envelope code from docs/API.md; HTTP status stays 200. */
export class AppError extends Error {
  constructor(
    public readonly code: number,
    message: string,
    public readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const ERR = {
  BAD_INPUT: 400,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY: 429,
  INTERNAL: 500,
  /** The database is unreachable (down, restarting, failing over): retry later; recovery is automatic. */
  BUSY: 503,
  SIGN_MISSING: 4001,
  SIGN_INVALID: 4002,
  SIGN_EXPIRED: 4003,
  SIGN_REPLAYED: 4004,
  SESSION_INVALID: 5223,
  SMS_CODE_WRONG: 10401,
  PASSWORD_WRONG: 10402,
  ACCOUNT_NOT_FOUND: 10403,
  ACCOUNT_EXISTS: 10404,
  SMS_TOO_FREQUENT: 10405,
  SMS_DAILY_LIMIT: 10406,
  CAPTCHA_REQUIRED: 10408,
  CAPTCHA_WRONG: 10409,
  /** Too many wrong passwords: password login is off for the account until an SMS login or a password reset. */
  PASSWORD_LOCKED: 10410,
  /** A mini-program hand-off that proves nothing: an unknown, spent or expired ticket, or a token not of that user. */
  HANDOFF_INVALID: 10411,
} as const;

export const badInput = (msg: string) => new AppError(ERR.BAD_INPUT, msg);
export const notFound = (msg = '数据不存在') => new AppError(ERR.NOT_FOUND, msg);
export const forbidden = (msg = '无权访问') => new AppError(ERR.FORBIDDEN, msg);
export const sessionInvalid = (msg = '登录失效，请重新登录') => new AppError(ERR.SESSION_INVALID, msg);

export const BUSY_MSG = '系统繁忙（数据服务暂不可用），请稍后再试';
export const busy = () => new AppError(ERR.BUSY, BUSY_MSG);
