import path from 'node:path';
import { APP_ENV, SIGN_SECRET } from '@/lib/env';

/** Server-side configuration read once from the environment. */
export type ServerConfig = {
  appEnv: typeof APP_ENV;
  signSecret: string;
  /** Allowed clock skew of a signed request, and how long its nonce is remembered. */
  signWindowSeconds: number;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  sessionTtlSeconds: number;
  /** Trust X-Forwarded-For for the client IP (behind our own load balancer). */
  trustProxy: boolean;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    appEnv: APP_ENV,
    signSecret: SIGN_SECRET,
    signWindowSeconds: 300,
    dataDir: path.resolve(env.DATA_DIR || '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    sessionTtlSeconds: 14 * 24 * 3600,
    trustProxy: env.TRUST_PROXY !== '0',
  };
}
