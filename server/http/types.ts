import type { Db } from '../db/client';
import type { Cache } from '../cache';
import type { ServerConfig } from '../config';
import type { Adapters } from '../adapters';

/** An operator of the desk, as its session names them. */
export type OpsOperator = { id: string; name: string; phone: string; tokenHash: string };

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
  secrets: { appKey: string; previousAppKey?: string };
  now: () => Date;
};

export type HonoEnv = {
  Variables: {
    deps: Deps;
    user: SessionUser | null;
    /** An operator logged in at the desk (/ops; ops/login.ts), else null. */
    operator: OpsOperator | null;
    ip: string;
    /** This request's id (lib/requestId.ts), echoed as X-Request-Id and attached to error reports. */
    requestId: string;
  };
};
