import type { IncomingMessage, Server, ServerResponse } from 'node:http';

type Log = { error(line: string): void };
export function metricsPort(env?: Record<string, string | undefined>, log?: Log): number | null;
export function listenMetrics(opts: { port: number; host?: string; text: () => string | Promise<string>; contentType?: string; log?: Log }): Server;
export function startProcessMetrics(opts?: { env?: Record<string, string | undefined>; worker?: boolean; dir?: string; log?: Log }): {
  server: Server | null;
  watchPageCache(pages: { stats(): { hits: number; misses: number } }): void;
  observe(req: IncomingMessage, res: ServerResponse): void;
};
export function serveClusterMetrics(opts?: { env?: Record<string, string | undefined>; log?: Log }): Server | null;
export function pageRouteLabeler(match: (pathname: string) => { route: string; asset: boolean }): (url?: string) => string;
