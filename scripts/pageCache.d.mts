import type { IncomingMessage, ServerResponse } from 'node:http';

export const PATHS: Set<string>;
export const SESSION_COOKIES: string[];
export function pageCacheKey(req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): string | null;
export function createPageCache(opts?: { ttlMs?: number; max?: number; now?: () => number }): {
  handle(req: IncomingMessage, res: ServerResponse): boolean;
  stats(): { hits: number; misses: number; size: number };
};
