// A short-lived shared copy of the server-rendered landing pages for anonymous browser visitors (micro-caching, what a
// CDN with `s-maxage` would do in front of the shop). The home and the goods pages are the same for every anonymous
// visitor of a city, and their content is already a 30 s shared copy on the API side (server/cache.ts); rendering the
// same HTML again for each visitor was most of their cost (docs/PERFORMANCE.md).
//
// A request is served from the copy only when nothing the server render reads can differ between two visitors:
//  - GET of one of PATHS (public pages whose SSR reads only the query, the `currentCity` cookie and the session);
//  - no session cookie (docs: lib/guard.ts SESSION_COOKIES) — a logged-in user always gets a fresh render;
//  - not inside the app or a mini-program and no flag the middleware acts on (isHideH5Nav, isApplets,
//    sourcePlatform, or a referer carrying isHideH5Nav) — those requests go through the middleware every time;
//  - only 200 responses without Set-Cookie are kept.
// The key is the URL, the `currentCity` cookie and whether the client takes gzip (the stored bytes are what Next sent).

/** Cookie header → name/value (the first of a repeated name wins, like the browser's order). */
function parseCookies(header) {
  const out = {};
  for (const part of header.split(';')) {
    const i = part.indexOf('=');
    if (i < 0) continue;
    const name = part.slice(0, i).trim();
    if (name && !(name in out)) out[name] = part.slice(i + 1).trim();
  }
  return out;
}

// Headers a stored copy does not keep: its length is set anew, and the request id is the replaying request's own.
const PER_RESPONSE = new Set(['content-length', 'transfer-encoding', 'x-request-id']);

/** Pages rendered the same for every anonymous visitor of a city. */
export const PATHS = new Set(['/', '/detail', '/detail/serviceDetails']);
/** Cookies that mean a signed-in user (lib/guard.ts SESSION_COOKIES; tests/unit/pageCache.test.ts keeps them equal). */
export const SESSION_COOKIES = ['token', 'userId', 'userType', 'customerID', 'userNo', 'userName', 'userPhone', 'realStatus', 'mainAccountFull', 'avatar'];
const MIDDLEWARE_FLAGS = ['isHideH5Nav', 'isApplets', 'sourcePlatform'];

/** The cache key of a request, or null when it must be rendered. */
export function pageCacheKey(req) {
  if (req.method !== 'GET') return null;
  const url = req.url || '/';
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  if (!PATHS.has(path)) return null;
  if (q >= 0) {
    const params = new URLSearchParams(url.slice(q + 1));
    if (MIDDLEWARE_FLAGS.some((f) => params.has(f))) return null;
  }
  const h = req.headers;
  if (h['x-nextjs-data'] || h['rsc'] || h['next-router-prefetch'] || h['purpose'] === 'prefetch') return null;
  const ua = String(h['user-agent'] || '');
  if (ua.includes('AppInfo') || /miniProgram/i.test(ua)) return null;
  if (String(h.referer || '').includes('isHideH5Nav')) return null;
  const cookies = h.cookie ? parseCookies(String(h.cookie)) : {};
  if (SESSION_COOKIES.some((n) => cookies[n])) return null;
  const gzip = /\bgzip\b/.test(String(h['accept-encoding'] || ''));
  return `${url}\n${cookies.currentCity || ''}\n${gzip ? 'gz' : ''}`;
}

/**
 * @param {{ ttlMs?: number, max?: number, now?: () => number }} [opts]
 */
export function createPageCache({ ttlMs = 5000, max = 300, now = Date.now } = {}) {
  /** @type {Map<string, { expires: number, status: number, headers: Record<string, string | string[]>, body: Buffer }>} */
  const entries = new Map();
  let hits = 0;
  let misses = 0;

  /** Sends the stored copy; false when there is none (or it expired). */
  function serve(key, res) {
    const e = entries.get(key);
    if (!e) return false;
    if (e.expires <= now()) {
      entries.delete(key);
      return false;
    }
    hits++;
    res.writeHead(e.status, { ...e.headers, 'content-length': String(e.body.length), 'x-page-cache': 'HIT' });
    res.end(e.body);
    return true;
  }

  /** Records what the render sends through `res` and keeps it under `key` if it may be shared. */
  function capture(key, res) {
    misses++;
    const chunks = [];
    let size = 0;
    let tooBig = false;
    const keep = (chunk, encoding) => {
      if (chunk == null || tooBig || typeof chunk === 'function') return;
      const b = typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8') : Buffer.from(chunk);
      size += b.length;
      if (size > 2 * 1024 * 1024) tooBig = true;
      else chunks.push(b);
    };
    const write = res.write;
    const end = res.end;
    res.write = function (chunk, encoding, cb) {
      keep(chunk, encoding);
      return write.call(this, chunk, encoding, cb);
    };
    res.end = function (chunk, encoding, cb) {
      keep(chunk, encoding);
      const headers = res.getHeaders();
      const type = String(headers['content-type'] || '');
      if (!tooBig && res.statusCode === 200 && !headers['set-cookie'] && type.startsWith('text/html')) {
        const stored = {};
        for (const [k, v] of Object.entries(headers)) if (!PER_RESPONSE.has(k) && v !== undefined) stored[k] = Array.isArray(v) ? v : String(v);
        if (entries.size >= max) entries.delete(entries.keys().next().value);
        entries.set(key, { expires: now() + ttlMs, status: 200, headers: stored, body: Buffer.concat(chunks) });
      }
      return end.call(this, chunk, encoding, cb);
    };
  }

  return {
    /** Serves a request from the copy, or arranges for its render to be kept. True when it was served. */
    handle(req, res) {
      if (ttlMs <= 0) return false;
      const key = pageCacheKey(req);
      if (!key) return false;
      if (serve(key, res)) return true;
      capture(key, res);
      return false;
    },
    stats: () => ({ hits, misses, size: entries.size }),
  };
}
