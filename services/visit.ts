/**
 * The calls a visit makes on its own, a second after load: the page view and the visitor's identity. When the page
 * has not asked for the HTTP client, they go by lib/httpQuiet.ts (fetch and the signature), so a first visit that
 * calls nothing else never loads axios; when it has, by the client, so the page does not load both (ADR 0061).
 * Contract: lib/contract/analytics/api.ts, lib/contract/auth/api.ts.
 */
import type { PageViewInput } from '@/lib/contract/analytics/api';
import type { AnonymousRegistered } from '@/lib/contract/auth/api';
import { http, httpClientRequested } from '@/lib/http';

async function post<T>(url: string, data: object): Promise<T> {
  if (httpClientRequested()) return http.post<T>(url, data, { silent: true });
  const { postQuietly } = await import('@/lib/httpQuiet');
  return postQuietly<T>(url, data);
}

export const trackPageView = (input: PageViewInput) => post<null>('/analytics/page_view', input);

export const registerAnonymousId = (sourceId: string, sourceType = 'EQUIPMENT') =>
  post<AnonymousRegistered>('/authentication/v1/register_anonymous_id', { sourceType, sourceId });
