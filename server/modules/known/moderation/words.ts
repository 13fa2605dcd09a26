/**
 * The sensitive-word filter: one Aho–Corasick automaton (@monyone/aho-corasick) over the whole word list
 * (wordList.ts), so a scan is a single pass over the text whatever the number of words, plus one step per hit.
 * It reads the scan copy (normalize.ts), never the raw text.
 */
import { AhoCorasick } from '@monyone/aho-corasick';
import { normalizeForScan } from './normalize';
import { ALLOW_PHRASES, DEMOTE_PHRASES, REFUSE_WORDS, REVIEW_WORDS } from './wordList';

type Kind = 'refuse' | 'review' | 'allow' | 'demote';

export interface WordHits {
  /** Refuse-level words found (dictionary form, each once, in order of appearance). */
  refuse: string[];
  /** Review-level words found, including refuse-level words softened by a DEMOTE phrase. */
  review: string[];
}

interface Dictionary {
  matcher: AhoCorasick;
  kindOf: Map<string, Kind>;
}

let dictionary: Dictionary | null = null;
/** Built on first use (a few milliseconds), then shared. A word listed twice keeps its first (strictest) kind. */
function getDictionary(): Dictionary {
  if (dictionary) return dictionary;
  const kindOf = new Map<string, Kind>();
  const lists: [readonly string[], Kind][] = [[REFUSE_WORDS, 'refuse'], [REVIEW_WORDS, 'review'], [ALLOW_PHRASES, 'allow'], [DEMOTE_PHRASES, 'demote']];
  for (const [words, kind] of lists) {
    for (const word of words) {
      const pattern = normalizeForScan(word);
      if (pattern && !kindOf.has(pattern)) kindOf.set(pattern, kind);
    }
  }
  dictionary = { matcher: new AhoCorasick([...kindOf.keys()]), kindOf };
  return dictionary;
}

/** Prefix sums of how many positions an ALLOW (or DEMOTE) phrase covers, so an overlap test is O(1). */
function coverage(length: number, spans: { start: number; end: number }[]): Int32Array {
  const diff = new Int32Array(length + 1);
  for (const { start, end } of spans) {
    diff[start]++;
    diff[end]--;
  }
  const covered = new Int32Array(length + 1);
  let depth = 0;
  for (let i = 0; i < length; i++) {
    depth += diff[i];
    covered[i + 1] = covered[i] + (depth > 0 ? 1 : 0);
  }
  return covered;
}
const overlaps = (covered: Int32Array, start: number, end: number) => covered[end] - covered[start] > 0;

/** The listed words in a scan copy (`normalizeForScan` output). Linear in its length plus the number of hits. */
export function scanWords(scanText: string): WordHits {
  const { matcher, kindOf } = getDictionary();
  const matches = matcher.matchInText(scanText).map(({ begin, end, keyword }) => ({ start: begin, end, word: keyword, kind: kindOf.get(keyword) }));
  const allowed = coverage(scanText.length, matches.filter((m) => m.kind === 'allow'));
  const demoted = coverage(scanText.length, matches.filter((m) => m.kind === 'demote'));
  const refuse = new Set<string>();
  const review = new Set<string>();
  // In order of appearance (the automaton reports them by end).
  for (const m of matches.sort((a, b) => a.start - b.start || b.end - a.end)) {
    if (m.kind !== 'refuse' && m.kind !== 'review') continue;
    if (overlaps(allowed, m.start, m.end)) continue;
    if (m.kind === 'refuse' && !overlaps(demoted, m.start, m.end)) refuse.add(m.word);
    else review.add(m.word);
  }
  return { refuse: [...refuse], review: [...review] };
}
