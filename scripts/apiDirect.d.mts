import type { IncomingMessage, ServerResponse } from 'node:http';

export function isApiPath(url: string): boolean;
export function apiDirect(opts?: {
  onError?: (err: unknown) => void;
  registry?: { __crispsApp?: { fetch: (req: Request, env?: unknown) => Response | Promise<Response> } };
}): (req: IncomingMessage, res: ServerResponse) => boolean;
export const LISTENER_OPTIONS: Readonly<{ overrideGlobalObjects: false }>;
export function apiListener(fetch: (req: Request, env?: unknown) => Response | Promise<Response>): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
