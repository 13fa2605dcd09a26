/**
 * The mark of an API call a server render makes in-process (lib/httpInProcess.ts): handed to the Hono app as its
 * request's env, where no HTTP client can put it. The API then treats the call as part of the page's request (the
 * page's id, no access line of its own; server/log/api.ts).
 */
export const IN_PROCESS_ENV = Object.freeze({ crispsInProcess: true as const });

export const isInProcessEnv = (env: unknown): boolean =>
  typeof env === 'object' && env !== null && (env as { crispsInProcess?: unknown }).crispsInProcess === true;
