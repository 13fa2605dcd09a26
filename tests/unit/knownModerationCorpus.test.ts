import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { moderate } from '@/server/modules/known/moderation/decide';
import { ARTICLES } from '@/server/modules/known/seedTexts/articles';
import { COMMENTS, CUSTOMER_NAMES } from '@/server/modules/known/seedTexts/comments';
import { QUESTIONS } from '@/server/modules/known/seedTexts/questions';

// Issue 28: the moderation corpus (tests/fixtures/moderation). Evasions of the contact detector must be caught (held
// or refused) at least 95 % of the time; ordinary posts may be held at most 1 % of the time.

const DIR = path.resolve(__dirname, '../fixtures/moderation');

/** One post a line; lines starting with # and blank lines are skipped. */
function posts(file: string): string[] {
  return readFileSync(path.join(DIR, file), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
}

const percent = (n: number, of: number) => `${((100 * n) / of).toFixed(1)} %`;
const evasions = posts('evasions.txt');
const ordinaryFiles = readdirSync(DIR).filter((f) => /^ordinary\w*\.txt$/.test(f)).sort();
const ordinary = ordinaryFiles.flatMap(posts);

describe('the moderation corpus', () => {
  it('has at least 200 evasions and 1,000 ordinary posts, none twice', () => {
    expect(evasions.length).toBeGreaterThanOrEqual(200);
    expect(ordinary.length).toBeGreaterThanOrEqual(1000);
    expect(new Set(evasions).size).toBe(evasions.length);
    expect(new Set(ordinary).size).toBe(ordinary.length);
  });

  it('catches at least 95 % of the evasions', () => {
    const missed = evasions.filter((text) => moderate({ text }).decision === 'publish');
    const caught = evasions.length - missed.length;
    console.log(`moderation corpus: ${caught} of ${evasions.length} evasions caught (${percent(caught, evasions.length)}); missed:\n  ${missed.join('\n  ')}`);
    expect(caught / evasions.length).toBeGreaterThanOrEqual(0.95);
  });

  it('holds at most 1 % of the ordinary posts', () => {
    const held = ordinary.map((text) => ({ text, out: moderate({ text }) })).filter(({ out }) => out.decision !== 'publish');
    console.log(
      `moderation corpus: ${held.length} of ${ordinary.length} ordinary posts held (${percent(held.length, ordinary.length)}, from ${ordinaryFiles.join(', ')}):\n  ` +
        held.map(({ text, out }) => `${out.hits.join(',')}  ${text}`).join('\n  '),
    );
    expect(held.length / ordinary.length).toBeLessThanOrEqual(0.01);
  });

  it('finds no contact details in the community’s seed texts (an independent set of ordinary posts)', () => {
    const texts = [...QUESTIONS.flatMap((q) => [q.title, q.body, ...q.answers]), ...ARTICLES.flatMap((a) => [a.title, ...a.paragraphs]), ...COMMENTS, ...CUSTOMER_NAMES].filter(Boolean);
    const withContacts = texts.filter((text) => moderate({ text }).hits.some((h) => h.startsWith('contact:')));
    console.log(`moderation corpus: ${withContacts.length} of ${texts.length} seed texts read as contact details`);
    expect(withContacts).toEqual([]);
  });
});
