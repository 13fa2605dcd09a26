/**
 * The request id: one short token per request, echoed in the X-Request-Id response header and attached to every
 * log line and error report of that request, so a user's report, a log line and a Sentry event can be matched. An
 * incoming id is kept only when it is sane (a proxy or the browser may set one); anything else gets a fresh random
 * id. The production server (scripts/start.mjs) gives every request its id first (server/log/http.mjs); the rule
 * itself is in plain JavaScript (requestIdRule.mjs) so that server, which Next does not bundle, shares it.
 */
export { REQUEST_ID_HEADER, newRequestId, requestIdOf, saneRequestId } from './requestIdRule.mjs';
