import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { getRuntime } from '@/server/runtime';

export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };

/** The process's global Request and Response stay Node's own (scripts/apiDirect.mjs LISTENER_OPTIONS says why). */
const OPTIONS = { overrideGlobalObjects: false };

let listener: ReturnType<typeof getRequestListener> | undefined;

export default async function handler(req: IncomingMessage, res: ServerResponse) {
  if (!listener) {
    const { app } = await getRuntime();
    listener = getRequestListener(app.fetch, OPTIONS);
  }
  return listener(req, res);
}
