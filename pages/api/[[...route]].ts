import type { IncomingMessage, ServerResponse } from 'node:http';
import { apiListener } from '@/scripts/apiDirect.mjs';
import { getRuntime } from '@/server/runtime';

export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };

// The same listener as production's direct path, which leaves the process's Request and Response alone (ADR 0060).
let listener: ReturnType<typeof apiListener> | undefined;

export default async function handler(req: IncomingMessage, res: ServerResponse) {
  if (!listener) {
    const { app } = await getRuntime();
    listener = apiListener(app.fetch);
  }
  return listener(req, res);
}
