import { describe, expect, it, vi } from 'vitest';

// Counts the sanitiser's runs: the loader keeps its results, least recently used out first.
const runs = vi.hoisted(() => ({ n: 0 }));
vi.mock('@/lib/detail/sanitizeRichText', () => ({
  sanitizeRichText: (html: string) => {
    runs.n++;
    return `clean:${html}`;
  },
}));

import { SANITIZED_DESCRIPTIONS, sanitizedOnce } from '@/services/loaders/detail';

describe('the goods descriptions the detail loader keeps sanitised', () => {
  it('sanitises each description once while it stays among the most recently used', () => {
    for (let i = 0; i < SANITIZED_DESCRIPTIONS; i++) expect(sanitizedOnce(`<p>${i}</p>`)).toBe(`clean:<p>${i}</p>`);
    expect(runs.n).toBe(SANITIZED_DESCRIPTIONS);
    // A whole catalogue of a thousand goods, visited again: no description is sanitised a second time.
    for (let i = 0; i < SANITIZED_DESCRIPTIONS; i++) sanitizedOnce(`<p>${i}</p>`);
    expect(runs.n).toBe(SANITIZED_DESCRIPTIONS);
  });

  it('drops the least recently used, not the oldest, when full', () => {
    runs.n = 0;
    sanitizedOnce('<p>0</p>'); // used again: now the most recent
    sanitizedOnce('<p>new</p>'); // full: <p>1</p> goes
    expect(runs.n).toBe(1);
    sanitizedOnce('<p>0</p>');
    expect(runs.n).toBe(1);
    sanitizedOnce('<p>1</p>');
    expect(runs.n).toBe(2);
  });

  it('treats an edited description as a new one (never a stale copy)', () => {
    runs.n = 0;
    expect(sanitizedOnce('<p>0</p> edited')).toBe('clean:<p>0</p> edited');
    expect(runs.n).toBe(1);
  });
});
