import { ApiError, isEnvelope, NETWORK_FAILED_MSG, notAnEnvelopeError, type Envelope } from './httpErrors';

/**
 * One fetch whose answer must be an envelope, for the few calls that go without the HTTP client (lib/httpQuiet.ts, a
 * straight upload's PUT): no network, or an answer that is no envelope, rejects as ApiError the way the client does.
 * The envelope comes back whatever its code, with the response (for its headers).
 */
export async function fetchEnvelope<T>(url: string, init: RequestInit, fetcher: typeof fetch = fetch): Promise<{ res: Response; env: Envelope<T> }> {
  let res: Response;
  try {
    res = await fetcher(url, init);
  } catch {
    throw new ApiError(-1, NETWORK_FAILED_MSG);
  }
  const body: unknown = await res.json().catch(() => null);
  if (!isEnvelope(body)) throw notAnEnvelopeError(res.status, body);
  return { res, env: body as Envelope<T> };
}
