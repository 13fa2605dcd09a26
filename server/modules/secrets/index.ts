import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbLike } from '../../db/types';
import { serverSecrets } from './schema';

/**
 * Secrets that exist only on the server. Each comes from its environment variable when set; otherwise it is generated
 * randomly on first start and kept in `server_secrets` (get-or-create: INSERT … ON CONFLICT DO NOTHING, then SELECT,
 * so concurrent first starts of several instances agree on one value). Never derived from SIGN_SECRET, which every
 * browser has. Values are never logged.
 */
export const SECRET_ENV = { sandboxPay: 'SANDBOX_PAY_SECRET', esignCallback: 'ESIGN_CALLBACK_SECRET', appKey: 'APP_SECRET' } as const;
export type SecretName = keyof typeof SECRET_ENV;
/** `previousAppKey`: APP_SECRET_PREVIOUS, the app key before a rotation, still read (never written) until unset. */
export type ServerSecrets = Record<SecretName, string> & { previousAppKey?: string };

/** `appKey`: the root of the per-purpose keys of server/modules/secrets/keys.ts (tickets, policies, data at rest). */
const DB_NAME: Record<SecretName, string> = { sandboxPay: 'sandbox_pay', esignCallback: 'esign_callback', appKey: 'app_key' };
export const MIN_SECRET_LENGTH = 16;

/** The configured value of one secret; refuses a short one or the public request-signing secret. */
export function secretFromEnv(name: SecretName, env: Record<string, string | undefined>, signSecret: string): string | null {
  const v = env[SECRET_ENV[name]]?.trim();
  if (!v) return null;
  if (v.length < MIN_SECRET_LENGTH) throw new Error(`${SECRET_ENV[name]} must be at least ${MIN_SECRET_LENGTH} characters`);
  if (v === signSecret) throw new Error(`${SECRET_ENV[name]} must not be the request-signing secret (it ships to browsers)`);
  return v;
}

/** Reads the stored secret, generating it first when none exists yet (race-safe across instances). */
export async function getOrCreateSecret(db: DbLike, name: SecretName): Promise<string> {
  const key = DB_NAME[name];
  await db.insert(serverSecrets).values({ name: key, value: randomBytes(32).toString('hex') }).onConflictDoNothing();
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, key));
  if (!row) throw new Error(`server secret ${key} could not be stored`);
  return row.value;
}

/** Every server secret, from the environment or the database (once, at start-up). */
export async function loadServerSecrets(db: DbLike, signSecret: string, env: Record<string, string | undefined> = process.env): Promise<ServerSecrets> {
  const out = {} as ServerSecrets;
  for (const name of Object.keys(SECRET_ENV) as SecretName[]) out[name] = secretFromEnv(name, env, signSecret) ?? (await getOrCreateSecret(db, name));
  const previous = env.APP_SECRET_PREVIOUS?.trim();
  if (previous) {
    if (previous.length < MIN_SECRET_LENGTH) throw new Error(`APP_SECRET_PREVIOUS must be at least ${MIN_SECRET_LENGTH} characters`);
    if (previous !== out.appKey) out.previousAppKey = previous;
  }
  return out;
}

/**
 * A lazily resolved secret for an adapter: the preloaded value when there is one, else (scripts and tests that build
 * adapters without loading secrets) the environment or the database on first use, remembered after that.
 */
export function secretSource(db: DbLike, name: SecretName, signSecret: string, preloaded?: Partial<ServerSecrets>): () => Promise<string> {
  let p: Promise<string> | null = preloaded?.[name] ? Promise.resolve(preloaded[name]!) : null;
  return () => {
    if (!p) {
      p = Promise.resolve()
        .then(() => secretFromEnv(name, process.env, signSecret) ?? getOrCreateSecret(db, name))
        .catch((err) => {
          p = null;
          throw err;
        });
    }
    return p;
  };
}
