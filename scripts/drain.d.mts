import type { Server } from 'node:http';

export const DEFAULT_DRAIN_TIMEOUT_MS: number;
export function drainTimeout(env?: Record<string, string | undefined>): number;
export type DrainRuntime = { endStreams(): number; close(): Promise<void> };
export function drainer(
  server: Server,
  opts?: {
    timeoutMs?: number;
    getRuntime?: (ms: number) => Promise<DrainRuntime | undefined>;
    exit?: (code: number) => unknown;
    log?: (line: string) => void;
  },
): ((signal?: string) => Promise<unknown>) & { request(why: string): Promise<unknown> | undefined; now(why: string): unknown };
export function answersProbe(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse): boolean;
