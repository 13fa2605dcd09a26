/**
 * Allow-list HTML sanitizer for CMS documents (protocols) rendered with dangerouslySetInnerHTML.
 * It runs on the server during SSR as well as in the browser, so it works on the string, not a DOM.
 * Everything not on the list is dropped: unknown tags keep their text, dangerous containers
 * (script, style, iframe...) lose their content too, and no attribute survives except a safe href.
 */

const ALLOWED_TAGS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'br', 'span', 'a']);
const VOID_TAGS = new Set(['br']);
/** Tags whose content is code or foreign markup, never text to show. */
const DROP_WITH_CONTENT = new Set([
  'script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'textarea', 'select',
  'svg', 'math', 'title', 'head', 'xmp', 'noembed', 'noframes', 'frameset', 'plaintext',
]);

const TAG_RE = /^<([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/;
const CLOSE_RE = /^<\/([a-zA-Z][a-zA-Z0-9-]*)\s*>/;
const ATTR_RE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const ENTITY_RE = /^&(#\d{1,7}|#x[0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});/;

const NAMED: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', colon: ':', tab: '\t', newline: '\n',
  sol: '/', bsol: '\\', lpar: '(', rpar: ')', period: '.',
};

function decodeEntities(s: string): string {
  return s.replace(/&(#\d{1,7}|#x[0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});?/g, (m, body: string) => {
    if (body[0] === '#') {
      const n = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : '';
    }
    return NAMED[body.toLowerCase()] ?? m;
  });
}

function escapeText(s: string): string {
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c === '<') out += '&lt;';
    else if (c === '>') out += '&gt;';
    else if (c === '&') {
      const m = ENTITY_RE.exec(s.slice(i));
      if (m) {
        out += m[0];
        i += m[0].length - 1;
      } else out += '&amp;';
    } else out += c;
  }
  return out;
}

function escapeAttr(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** An http(s) URL or a same-site path ('/x', never '//host' or '/\host', which browsers read as a host). */
export function safeHref(raw: string): string | null {
  // Browsers drop tabs/newlines inside URLs and trim control characters and spaces around them.
  const v = decodeEntities(raw).replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  if (/^https?:\/\/[^\s/\\]/i.test(v)) return v;
  if (/^\/(?![/\\])/.test(v)) return v;
  return null;
}

function openTag(name: string, attrs: string): string {
  if (name !== 'a') return `<${name}>`;
  let href: string | null = null;
  for (const m of attrs.matchAll(ATTR_RE)) {
    if (m[1].toLowerCase() === 'href') href = safeHref(m[2] ?? m[3] ?? m[4] ?? '');
  }
  if (!href) return '<a>';
  const external = /^https?:/i.test(href) ? ' target="_blank" rel="noopener noreferrer nofollow"' : '';
  return `<a href="${escapeAttr(href)}"${external}>`;
}

export function sanitizeHtml(input: string | null | undefined): string {
  const html = input ?? '';
  const stack: string[] = [];
  let out = '';
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt === -1) {
      out += escapeText(html.slice(i));
      break;
    }
    out += escapeText(html.slice(i, lt));
    const rest = html.slice(lt);
    if (rest.startsWith('<!--')) {
      const end = html.indexOf('-->', lt + 4);
      i = end === -1 ? html.length : end + 3;
      continue;
    }
    if (rest.startsWith('<!') || rest.startsWith('<?')) {
      const end = html.indexOf('>', lt);
      i = end === -1 ? html.length : end + 1;
      continue;
    }
    const close = CLOSE_RE.exec(rest);
    if (close) {
      const name = close[1].toLowerCase();
      const at = stack.lastIndexOf(name);
      if (at !== -1) {
        while (stack.length > at) out += `</${stack.pop()}>`;
      }
      i = lt + close[0].length;
      continue;
    }
    const open = TAG_RE.exec(rest);
    if (!open) {
      out += '&lt;';
      i = lt + 1;
      continue;
    }
    const name = open[1].toLowerCase();
    i = lt + open[0].length;
    if (DROP_WITH_CONTENT.has(name)) {
      const endRe = new RegExp(`</${name}\\s*>`, 'i');
      const m = endRe.exec(html.slice(i));
      i = m ? i + m.index + m[0].length : html.length;
      continue;
    }
    if (!ALLOWED_TAGS.has(name)) continue;
    out += openTag(name, open[2] || '');
    if (!VOID_TAGS.has(name)) stack.push(name);
  }
  while (stack.length) out += `</${stack.pop()}>`;
  return out;
}
