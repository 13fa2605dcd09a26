/**
 * Server-side allow-list sanitiser for 必懂 posts written in the phone rich-text editor (Quill), built on
 * sanitize-html (htmlparser2 underneath). What is stored is what this returns: `html` for the detail page's
 * dangerouslySetInnerHTML, `text` for everything rendered as text (lists, share cards, SEO description, the
 * moderation scan), `images` for covers and counts.
 *
 * The allow-list: p br strong b em i u s h1 h2 h3 ol ul li blockquote span, a (http/https or same-site root-relative
 * href; rel and target forced), img (src only from our upload path or /images/; alt). The only class kept is Quill's
 * alignment (ql-align-center|right|justify) on block tags; no style, no event handler, no other attribute survives.
 * script, style, iframe and the other containers of code or foreign markup go with everything inside them.
 * Other unknown tags (div, font, table...) are unwrapped: their text and allowed children stay.
 */
import sanitizeHtml from 'sanitize-html';

/** Uploaded files are served here (server/modules/upload/service.ts UPLOAD_FILE_PATH; a test keeps the two equal). */
export const OWN_UPLOAD_PATH = '/api/upload/v1/file/';
/** Static artwork shipped with the site. */
export const OWN_STATIC_IMAGE_PATH = '/images/';

export interface SanitizedRichText {
  /** Safe HTML, for dangerouslySetInnerHTML. */
  html: string;
  /** Plain text (entities decoded): one line per block, spaces collapsed. Render as text, never as HTML. */
  text: string;
  /** The kept <img> sources, in document order (all relative, on our own paths). */
  images: string[];
  /** The kept <a> targets, in document order: the moderation scan needs them (a link's text may hide its target). */
  links: string[];
}

const BLOCK_TAGS = ['p', 'h1', 'h2', 'h3', 'ol', 'ul', 'li', 'blockquote'];
const ALLOWED_TAGS = [...BLOCK_TAGS, 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'a', 'img', 'span'];
const ALIGN_CLASS = /^ql-align-(center|right|justify)$/;
const LINK_REL = 'nofollow noopener noreferrer';

/**
 * Disallowed tags dropped together with everything inside them (sanitize-html's own list plus the rest of the
 * containers of code, embedded documents or foreign markup). Any other disallowed tag is unwrapped.
 */
const DROP_WITH_CONTENT = [
  'script', 'style', 'textarea', 'option', 'xmp', 'noscript', 'iframe', 'frame', 'frameset', 'noframes', 'noembed',
  'object', 'embed', 'applet', 'template', 'svg', 'math', 'title', 'head', 'select', 'canvas', 'video', 'audio',
  'picture', 'source', 'track', 'map', 'form', 'button', 'input', 'plaintext', 'base', 'link', 'meta',
];

// Characters a browser ignores or treats specially inside a URL: never let them through an img src.
const URL_TRICKS = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff\\"'<>`]/;

/** Only a relative same-origin path under our upload path or /images/: no host, no scheme, no tricks. */
export function isOwnImageSrc(src: string): boolean {
  if (!src.startsWith(OWN_UPLOAD_PATH) && !src.startsWith(OWN_STATIC_IMAGE_PATH)) return false;
  if (URL_TRICKS.test(src) || src.includes('//')) return false;
  const path = src.replace(/[?#].*$/s, '');
  // No dot segments, plain or percent-encoded, and no encoded separators: the path must stay under its prefix.
  if (/%(2e|2f|5c)/i.test(path) || /(^|\/)\.{1,2}(\/|$)/.test(path)) return false;
  return true;
}

/** http(s) URLs (normalised) and root-relative links on this site; null for anything else. */
export function safeLinkHref(href: string): string | null {
  const value = href.trim();
  if (/^\/(?![/\\])/.test(value)) return URL_TRICKS.test(value) ? null : value;
  if (!/^https?:/i.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname || url.username || url.password) return null;
  return url.href;
}

/** sanitize-html escapes text as &amp; &lt; &gt; (and &quot; in attributes) and nothing else. */
const unescapeText = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&');

/** Lines trimmed and inner whitespace runs made one space; empty lines dropped. */
function tidyLines(s: string): string {
  return s
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

const STRIP_ALL: sanitizeHtml.IOptions = {
  allowedTags: [],
  allowedAttributes: {},
  nonTextTags: DROP_WITH_CONTENT,
  disallowedTagsMode: 'discard',
};

/** Sanitises one post body. Pure and synchronous; limits on length are the caller's. */
export function sanitizeRichText(html: string): SanitizedRichText {
  const images: string[] = [];
  const links: string[] = [];
  const clean = sanitizeHtml(String(html ?? ''), {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: { a: ['href', 'rel', 'target'], img: ['src', 'alt'] },
    allowedClasses: Object.fromEntries(BLOCK_TAGS.map((tag) => [tag, [ALIGN_CLASS]])),
    allowedSchemes: ['http', 'https'],
    allowedSchemesByTag: { a: ['http', 'https'], img: [] },
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    nonTextTags: DROP_WITH_CONTENT,
    disallowedTagsMode: 'discard',
    parseStyleAttributes: false,
    transformTags: {
      a: (tagName, attribs) => {
        const href = attribs.href === undefined ? null : safeLinkHref(attribs.href);
        const kept: sanitizeHtml.Attributes = href ? { href, rel: LINK_REL, target: '_blank' } : {};
        return { tagName, attribs: kept };
      },
      img: (tagName, attribs) => {
        const src = (attribs.src ?? '').trim();
        const kept: sanitizeHtml.Attributes = {};
        if (isOwnImageSrc(src)) kept.src = src;
        if (attribs.alt !== undefined) kept.alt = attribs.alt;
        return { tagName, attribs: kept };
      },
    },
    // Runs when an allowed element closes, after the attribute checks: a link without a safe target keeps its
    // text but loses the tag; a picture without a source of ours goes.
    exclusiveFilter: (frame) => {
      if (frame.tag === 'a') {
        if (!frame.attribs.href) return 'excludeTag';
        links.push(frame.attribs.href);
        return false;
      }
      if (frame.tag === 'img') {
        if (!frame.attribs.src) return true;
        images.push(frame.attribs.src);
      }
      return false;
    },
  });
  // The text: block ends and <br> become line breaks, then every tag goes. The clean HTML is sanitize-html's own
  // serialisation (lower-case tags, quoted and escaped attributes), so these patterns see every boundary.
  const withBreaks = clean.replace(/<br \/>/g, '\n').replace(/<\/(?:p|h1|h2|h3|li|blockquote|ol|ul)>/g, '$&\n').replace(/<(?:p|h1|h2|h3|li|blockquote|ol|ul)\b/g, '\n$&');
  const text = tidyLines(unescapeText(sanitizeHtml(withBreaks, STRIP_ALL)));
  return { html: clean, text, images, links };
}

/**
 * Plain text for titles, comments and other one-field inputs: every tag goes (script and the like with their
 * content), entities are decoded, whitespace runs become one space, blank lines go. Render as text.
 */
export function plainText(s: string): string {
  return tidyLines(unescapeText(sanitizeHtml(String(s ?? ''), STRIP_ALL)));
}
