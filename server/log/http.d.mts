import type { IncomingMessage, ServerResponse } from 'node:http';

export function routeMatcher(distDir?: string): (pathname: string) => { route: string; asset: boolean };
export function clientIpOf(req: Pick<IncomingMessage, 'headers' | 'socket'>, trustProxy: boolean): string;
export function withRequestLog<R>(
  handler: (req: IncomingMessage, res: ServerResponse) => R,
  opts?: { distDir?: string; env?: Record<string, string | undefined> },
): (req: IncomingMessage, res: ServerResponse) => R;
export function slowRequestMs(env?: Record<string, string | undefined>): number;
export function bridgeConsole(): void;
