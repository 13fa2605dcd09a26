/**
 * The paths served to callers that cannot sign a request (spec §7 "Common rules"), each with who calls it and what
 * checks it instead. One list, written out, so a grep for a URL finds it here. A path matches itself and everything
 * below it. Everything else under /api must carry the request signature (server/http/sign.ts).
 */
export const UNSIGNED_PATHS: readonly string[] = [
  '/api/openapi.json', // the API description (public)
  '/api/docs', // the readable list of the API (public)
  '/api/health', // load-balancer probes: /api/health (alive) and /api/health/ready (ready), server/health.ts
  '/api/stand-ins', // which services are local stand-ins (public; every server-rendered page embeds the same list)
  '/api/authentication/graph_captcha', // <img> of the picture captcha; rate-limited per IP
  '/api/img', // <img> of resized pictures; only local sources
  '/api/im/v1/events', // EventSource of the chat; authenticated by its one-minute ticket
  '/api/upload/v1/file/', // <img> of uploaded files; unguessable keys
  '/api/upload/v1/straight/put', // the browser's direct PUT; authenticated by the signed upload policy
  '/api/contract/v1/esign/callback', // the e-sign provider; HMAC with a server-only key, then the provider is asked
  '/api/sandbox-pay/', // the sandbox gateway's own pay page and buttons
  '/api/pay/notify/', // the gateway's notifications; HMAC with a server-only key, then the gateway is asked
];

export const isUnsigned = (path: string) => UNSIGNED_PATHS.some((p) => path === p || path.startsWith(p));
