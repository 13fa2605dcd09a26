// Statically optimised pages (built once, e.g. /404, /im) carry Turbopack's inline bootstrap script without the
// per-request nonce of lib/csp.ts. Their inline scripts are fixed by the build, so the server adds their SHA-256
// hashes to script-src of every CSP it sends: those exact scripts run, nothing else inline does.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** SHA-256 CSP sources of the executable inline scripts of one HTML document (JSON data blocks excluded). */
export function inlineScriptHashes(html) {
  const out = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1];
    if (/\bsrc\s*=/i.test(attrs) || /\btype\s*=\s*["']?application\/(ld\+)?json/i.test(attrs) || !m[2]) continue;
    out.push(`'sha256-${createHash('sha256').update(m[2], 'utf8').digest('base64')}'`);
  }
  return out;
}

/** The hashes of every prerendered page under `.next/server/pages`. */
export function staticScriptHashes(dir = '.next/server/pages') {
  const hashes = new Set();
  const walk = (d) => {
    for (const name of readdirSync(d)) {
      const p = path.join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (name.endsWith('.html')) for (const h of inlineScriptHashes(readFileSync(p, 'utf8'))) hashes.add(h);
    }
  };
  if (existsSync(dir)) walk(dir);
  return [...hashes];
}

/** A CSP value with the hashes added to script-src (unchanged without a script-src or hashes). */
export function withScriptHashes(csp, hashes) {
  if (!hashes.length || typeof csp !== 'string') return csp;
  return csp.replace(/(^|;\s*)(script-src [^;]*)/, (all, sep, dir) => `${sep}${dir} ${hashes.join(' ')}`);
}

/** Makes `res` add the hashes to the Content-Security-Policy it is given, however it is set. */
export function patchCspHeader(res, hashes) {
  if (!hashes.length) return;
  const isCsp = (name) => String(name).toLowerCase() === 'content-security-policy';
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name, value) => setHeader(name, isCsp(name) ? withScriptHashes(value, hashes) : value);
  const writeHead = res.writeHead.bind(res);
  res.writeHead = (status, ...rest) => {
    const headers = rest.find((x) => x && typeof x === 'object' && !Array.isArray(x));
    if (headers) for (const k of Object.keys(headers)) if (isCsp(k)) headers[k] = withScriptHashes(headers[k], hashes);
    return writeHead(status, ...rest);
  };
}
