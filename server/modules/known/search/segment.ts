/**
 * Chinese segmentation for the 必懂 search, in the app: PostgreSQL's parser keeps a whole run of Han characters as
 * one token and PGlite has no Chinese extension, so the app turns a text into space-separated terms that the 'simple'
 * configuration then indexes one by one (query.ts).
 *
 * A document's terms, in text order (positions matter to ts_rank_cd):
 * - every Han character and every pair of adjacent Han characters (bigram) of each Han run: a 1-character query is
 *   its character, a longer one the AND of its bigrams, so every text containing the keyword matches, whatever the
 *   dictionary says;
 * - words: our dictionary's words by forward longest match (dictionary.ts), and Intl.Segmenter's words where no
 *   dictionary word stands (dictionary words win);
 * - letters and digits of other scripts as words (lowercased, full-width folded by NFKC), split where the script
 *   changes, so `ICP许可证` gives `icp` and the Han terms.
 * Every term is letters, digits and marks of one kind only: PostgreSQL's parser keeps it whole and no term can carry
 * a tsquery operator or quote.
 */
import { DICTIONARY } from './dictionary';
import { normalizeKeyword, normalizeText } from './text';

/** Characters of a text that are indexed (the rest is ignored). About 50,000 terms, well within a tsvector's 1 MB. */
export const MAX_INDEXED_CHARS = 20_000;
/** Longest non-Han term, in characters; longer words are cut (alike when indexing and querying). */
export const MAX_WORD_CHARS = 32;

const HAN = /\p{Script=Han}/u;
const HAN_RUN = /\p{Script=Han}+/gu;
const HAN_ONLY = /^\p{Script=Han}+$/u;
const WORD_CHAR = /[\p{L}\p{N}\p{M}]/u;
/** A Han run, or a run of other letters, digits and marks: the pieces a segmenter word is split into. */
const PIECE = /\p{Script=Han}+|(?:(?!\p{Script=Han})[\p{L}\p{N}\p{M}])+/gu;

export const isHanTerm = (term: string) => HAN.test(term);

const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });

/** Dictionary words by their first character, longest first (DICTIONARY is sorted so). */
const byFirst = new Map<string, string[]>();
for (const w of DICTIONARY) {
  const list = byFirst.get(w[0]) ?? [];
  list.push(w);
  byFirst.set(w[0], list);
}

type Word = { start: number; text: string };

const isOtherWordChar = (c: string | undefined) => c !== undefined && WORD_CHAR.test(c) && !HAN.test(c);

/** Forward longest match of the dictionary over a normalised text. A word may not start or end inside a latin word. */
function dictionaryWords(text: string): Word[] {
  const out: Word[] = [];
  for (let i = 0; i < text.length; ) {
    const candidates = byFirst.get(text[i]);
    let hit: string | undefined;
    if (candidates && !(isOtherWordChar(text[i]) && isOtherWordChar(text[i - 1]))) {
      hit = candidates.find((w) => text.startsWith(w, i) && !(isOtherWordChar(w[w.length - 1]) && isOtherWordChar(text[i + w.length])));
    }
    if (hit) {
      out.push({ start: i, text: hit });
      i += hit.length;
    } else i++;
  }
  return out;
}

const cut = (word: string) => (word.length <= MAX_WORD_CHARS ? word : Array.from(word).slice(0, MAX_WORD_CHARS).join(''));

/** Intl.Segmenter's words, each split into Han and non-Han pieces of letters and digits. */
function segmenterWords(text: string): Word[] {
  const out: Word[] = [];
  for (const s of segmenter.segment(text)) {
    if (!s.isWordLike) continue;
    if (HAN_ONLY.test(s.segment)) {
      out.push({ start: s.index, text: s.segment });
      continue;
    }
    for (const m of s.segment.matchAll(PIECE)) out.push({ start: s.index + m.index, text: HAN.test(m[0]) ? m[0] : cut(m[0]) });
  }
  return out;
}

/** The words of a normalised text, in order: dictionary words, and the segmenter's words where none stands. */
function wordsOf(text: string): Word[] {
  const dict = dictionaryWords(text);
  if (!dict.length) return segmenterWords(text);
  const covered = new Uint8Array(text.length);
  for (const w of dict) covered.fill(1, w.start, w.start + w.text.length);
  const rest = segmenterWords(text).filter((w) => !HAN.test(w.text) || !covered.subarray(w.start, w.start + w.text.length).some(Boolean));
  return [...dict, ...rest].sort((a, b) => a.start - b.start);
}

/**
 * The words of a text (normalised) in order, dictionary words winning over the segmenter's: what a reader would call
 * its words. A Han character that no word covers (the segmenter's word overlapped a dictionary word) stands alone.
 */
export function segmentWords(text: string): string[] {
  const t = normalizeText(text ?? '');
  const words = wordsOf(t);
  const covered = new Uint8Array(t.length);
  for (const w of words) covered.fill(1, w.start, w.start + w.text.length);
  for (const run of t.matchAll(HAN_RUN)) {
    let at = run.index;
    for (const c of run[0]) {
      if (!covered[at]) words.push({ start: at, text: c });
      at += c.length;
    }
  }
  return words.sort((a, b) => a.start - b.start).map((w) => w.text);
}

/** Whether a word is one or two Han characters: then it is already a unigram or bigram term. */
const isGram = (w: string) => w.length <= 4 && Array.from(w).length <= 2 && HAN_ONLY.test(w);

/**
 * A document's index terms (lowercased), in text order; join them with spaces for to_tsvector('simple', …)
 * (query.ts documentVector does). Only the first MAX_INDEXED_CHARS characters are indexed.
 */
export function indexTerms(text: string): string[] {
  let t = normalizeText(text ?? '');
  if (t.length > MAX_INDEXED_CHARS) t = t.slice(0, /[\ud800-\udbff]/.test(t[MAX_INDEXED_CHARS - 1]) ? MAX_INDEXED_CHARS - 1 : MAX_INDEXED_CHARS);
  const words = wordsOf(t).filter((w) => !isGram(w.text));
  const out: string[] = [];
  let wi = 0;
  for (const run of t.matchAll(HAN_RUN)) {
    const chars = Array.from(run[0]);
    let at = run.index;
    for (let i = 0; i < chars.length; i++) {
      while (wi < words.length && words[wi].start < at) out.push(words[wi++].text);
      out.push(chars[i]);
      if (i + 1 < chars.length) out.push(chars[i] + chars[i + 1]);
      while (wi < words.length && words[wi].start === at) out.push(words[wi++].text);
      at += chars[i].length;
    }
  }
  while (wi < words.length) out.push(words[wi++].text);
  return out;
}

/**
 * A keyword's search terms, to be ANDed (query.ts): for each Han run, its character (1 character) or its bigrams;
 * for other letters and digits, their words (matched as prefixes). Normalised (normalizeKeyword) and deduplicated;
 * operators and punctuation are never part of a term, so an empty list means the keyword has nothing to look up.
 */
export function queryTerms(keyword: string): string[] {
  const k = normalizeKeyword(keyword);
  const terms = new Set<string>();
  for (const run of k.matchAll(HAN_RUN)) {
    const chars = Array.from(run[0]);
    if (chars.length === 1) terms.add(chars[0]);
    for (let i = 0; i + 1 < chars.length; i++) terms.add(chars[i] + chars[i + 1]);
  }
  // Other words exactly as indexTerms finds them (the same segmenter, the same split), so the two always meet.
  for (const w of segmenterWords(k)) if (!HAN.test(w.text)) terms.add(w.text);
  return [...terms];
}
