/**
 * The calls a visit makes on its own, a second after load: the page view and the visitor's identity. They go by
 * lib/httpQuiet.ts (fetch and the signature), not the HTTP client, so a first visit that calls nothing else never
 * loads axios (ADR 0061). Contract: lib/contract/analytics/api.ts, lib/contract/auth/api.ts.
 */
import type { PageViewInput } from '@/lib/contract/analytics/api';
import type { AnonymousRegistered } from '@/lib/contract/auth/api';
import { postQuietly } from '@/lib/httpQuiet';

export const trackPageView = (input: PageViewInput) => postQuietly<null>('/analytics/page_view', input);

export const registerAnonymousId = (sourceId: string, sourceType = 'EQUIPMENT') =>
  postQuietly<AnonymousRegistered>('/authentication/v1/register_anonymous_id', { sourceType, sourceId });
