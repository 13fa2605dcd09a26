/**
 * Help answers are written as blocks: a string is a paragraph, a list of strings an ordered list of steps. They are
 * stored twice: as HTML (every text escaped) for the question page, and as plain text for search.
 */
export type HelpBlock = string | readonly string[];

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function renderHelpHtml(blocks: readonly HelpBlock[]): string {
  return blocks
    .map((b) => (typeof b === 'string' ? `<p>${escapeHtml(b)}</p>` : `<ol>${b.map((li) => `<li>${escapeHtml(li)}</li>`).join('')}</ol>`))
    .join('\n');
}

export function helpPlainText(blocks: readonly HelpBlock[]): string {
  return blocks.map((b) => (typeof b === 'string' ? b : b.map((li, i) => `${i + 1}. ${li}`).join('\n'))).join('\n');
}

/**
 * About `size` characters of `text` around the first place one of `words` occurs (case-insensitive), with … where
 * it was cut; the beginning of the text when none occurs (the words were in the title). Line breaks become spaces.
 */
export function snippetAround(text: string, words: readonly string[], size = 60): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const lower = flat.toLowerCase();
  const hits = words.map((w) => lower.indexOf(w.toLowerCase())).filter((i) => i >= 0);
  const at = hits.length ? Math.min(...hits) : 0;
  // A little of what comes before the word, the rest after it.
  const start = Math.max(0, Math.min(at - Math.floor(size / 5), flat.length - size));
  const end = Math.min(flat.length, start + size);
  return `${start > 0 ? '…' : ''}${flat.slice(start, end)}${end < flat.length ? '…' : ''}`;
}
