/** The HTTP client's types and errors: shared by the light facade (lib/http.ts) and the client itself (lib/httpClient.ts). */
import { CODE } from './constants';
import type { Envelope } from '@/lib/contract/envelope';
export type { Envelope };
export type ReqOpts = { json?: boolean; headers?: Record<string, string>; silent?: boolean };
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'get' | 'post' | 'put' | 'patch' | 'delete';
export type Http = {
  get<T>(url: string, params?: object, opts?: ReqOpts): Promise<T>;
  post<T>(url: string, data?: object, opts?: ReqOpts): Promise<T>;
  /** The raw envelope, whatever its code (for callers that branch on codes, e.g. location 5003). */
  envelope<T>(method: Method, url: string, payload?: object, opts?: ReqOpts): Promise<Envelope<T>>;
};

/** A 400's message names its field first ("title：标题需以问号结尾"); people read only what follows. */
const FIELD_PREFIX = /^([A-Za-z][\w.]*)：(?=.)/;

/**
 * A non-200 envelope, or a failure with no envelope (code -1: network or time-out; HTTP status otherwise). The message
 * is the one to show; a field the server named is kept in `field`.
 */
export class ApiError extends Error {
  code: number;
  data: unknown;
  field?: string;
  constructor(code: number, message: string, data: unknown = null) {
    const named = FIELD_PREFIX.exec(message);
    super(named ? message.slice(named[0].length) : message);
    this.name = 'ApiError';
    this.code = code;
    this.data = data;
    if (named) this.field = named[1];
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;
export const isSessionInvalidCode = (code: unknown) => code === CODE.SESSION_INVALID || code === CODE.SESSION_INVALID_ALT;

export const isEnvelope = (v: unknown): v is Envelope =>
  !!v && typeof v === 'object' && typeof (v as Envelope).code === 'number';

/** What a caller is told when no envelope came back: the network failed, or the answer was not one. */
export const NETWORK_FAILED_MSG = '网络异常，请检查网络后重试';
export const NOT_AN_ENVELOPE_MSG = '服务返回格式错误';
export const TIMED_OUT_MSG = '请求超时，请稍后再试';

/** An answer of a failed HTTP status: its envelope's code and message, or the status and 服务繁忙 when it has none. */
export const failedStatusError = (status: number, body: unknown): ApiError =>
  isEnvelope(body) ? new ApiError(body.code, body.msg, body.data) : new ApiError(status, '服务繁忙，请稍后再试', body ?? null);

/** A successful status whose body is not an envelope. */
export const notAnEnvelopeError = (status: number, body: unknown): ApiError => new ApiError(status === 200 ? -1 : status, NOT_AN_ENVELOPE_MSG, body);

/** The client's reading of an answer: its envelope at 2xx, whatever its code; otherwise the error above. */
export function envelopeOfAnswer<T>(status: number, body: unknown): Envelope<T> {
  if (status < 200 || status >= 300) throw failedStatusError(status, body);
  if (!isEnvelope(body)) throw notAnEnvelopeError(status, body);
  return body as Envelope<T>;
}
