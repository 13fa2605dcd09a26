import type { Db } from '../db/client';
import type { Cache } from '../cache';
import type { ServerConfig } from '../config';
import type { Adapters } from '../adapters';

export type SessionUser = {
  userId: string;
  userNo: string;
  userType: string;
  sessionId: string;
  token: string;
};

/** Everything a handler needs, built once per process (or per test). */
export type Deps = {
  db: Db;
  cache: Cache;
  config: ServerConfig;
  adapters: Adapters;
  /** Server-only secrets handlers need synchronously (server/modules/secrets): `appKey` roots keys/tickets/data at rest. */
  secrets: { appKey: string };
  now: () => Date;
};

export type HonoEnv = {
  Variables: {
    deps: Deps;
    user: SessionUser | null;
    ip: string;
    /** This request's id (lib/requestId.ts), echoed as X-Request-Id and attached to error reports. */
    requestId: string;
  };
};
