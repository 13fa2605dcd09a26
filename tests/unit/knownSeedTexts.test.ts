import { ARTICLES } from '@/server/modules/known/seedTexts/articles';
import { COMMENTS, CUSTOMER_NAMES } from '@/server/modules/known/seedTexts/comments';
import { QUESTIONS, TEMPLATED_QUESTION_COUNT } from '@/server/modules/known/seedTexts/questions';
import { TOPICS } from '@/server/modules/known/seedTexts/topics';
import { VIDEOS } from '@/server/modules/known/seedTexts/videos';

const parentOf = new Map<string, string>();
for (const t of TOPICS) for (const c of t.children) parentOf.set(c.id, t.id);

/** The single level-1 topic an item's topics belong to (fails when they are unknown or span several). */
function rootOf(topics: string[]): string {
  expect(topics.length).toBeGreaterThanOrEqual(1);
  expect(topics.length).toBeLessThanOrEqual(3);
  const roots = new Set(topics.map((id) => parentOf.get(id)));
  expect(roots.has(undefined), `unknown topic in ${topics.join(',')}`).toBe(false);
  expect(roots.size, `topics ${topics.join(',')} span several level-1 topics`).toBe(1);
  return [...roots][0] as string;
}

const FORBIDDEN = [/1[3-9]\d{9}/, /微信/, /QQ/i, /http/i, /www/i, /@/];

function allTexts(): string[] {
  return [
    ...TOPICS.flatMap((t) => [t.name, ...t.children.map((c) => c.name)]),
    ...QUESTIONS.flatMap((q) => [q.title, q.body, ...q.answers]),
    ...ARTICLES.flatMap((a) => [a.title, ...a.paragraphs]),
    ...COMMENTS,
    ...CUSTOMER_NAMES,
    ...VIDEOS.flatMap((v) => [v.title, v.desc]),
  ];
}

describe('known seed texts', () => {
  it('has 9 level-1 topics with 4–7 children and well-formed ids', () => {
    expect(TOPICS.map((t) => t.name)).toEqual(['公司服务', '财税服务', '商标服务', '专利版权', '法律服务', '人力社保', '资质办理', '金融服务', '互联网服务']);
    TOPICS.forEach((t, i) => {
      expect(t.id).toBe(`kt_${String(i + 1).padStart(2, '0')}`);
      expect(t.children.length).toBeGreaterThanOrEqual(4);
      expect(t.children.length).toBeLessThanOrEqual(7);
      t.children.forEach((c, j) => expect(c.id).toBe(`${t.id}_${String(j + 1).padStart(2, '0')}`));
    });
  });

  it('questions: known topics under one level-1, at least 15 per level-1, 200–260 in total', () => {
    const counts = new Map<string, number>();
    for (const q of QUESTIONS) {
      const root = rootOf(q.topics);
      counts.set(root, (counts.get(root) ?? 0) + 1);
    }
    for (const t of TOPICS) expect(counts.get(t.id) ?? 0, t.name).toBeGreaterThanOrEqual(15);
    expect(QUESTIONS.length).toBeGreaterThanOrEqual(200);
    expect(QUESTIONS.length).toBeLessThanOrEqual(260);
    expect(TEMPLATED_QUESTION_COUNT * 3).toBeLessThanOrEqual(QUESTIONS.length);
  });

  it('questions: titles end with ？, are unique, and lengths are within bounds', () => {
    const bad: string[] = [];
    const titles = new Set<string>();
    for (const q of QUESTIONS) {
      if (!q.title.endsWith('？')) bad.push(`no ？: ${q.title}`);
      if (titles.has(q.title)) bad.push(`duplicate: ${q.title}`);
      titles.add(q.title);
      if (q.title.length < 8 || q.title.length > 40) bad.push(`title length ${q.title.length}: ${q.title}`);
      if (q.body.length > 120) bad.push(`body length ${q.body.length}: ${q.title}`);
      if (q.answers.length < 1 || q.answers.length > 4) bad.push(`${q.answers.length} answers: ${q.title}`);
      for (const a of q.answers) if (a.length < 80 || a.length > 400) bad.push(`answer length ${a.length}: ${q.title}`);
    }
    expect(bad).toEqual([]);
  });

  it('articles: 30–40, known topics, 4–7 paragraphs of 60–200 chars, unique titles', () => {
    expect(ARTICLES.length).toBeGreaterThanOrEqual(30);
    expect(ARTICLES.length).toBeLessThanOrEqual(40);
    expect(new Set(ARTICLES.map((a) => a.title)).size).toBe(ARTICLES.length);
    const bad: string[] = [];
    for (const a of ARTICLES) {
      rootOf(a.topics);
      if (a.paragraphs.length < 4 || a.paragraphs.length > 7) bad.push(`${a.paragraphs.length} paragraphs: ${a.title}`);
      a.paragraphs.forEach((p, i) => {
        if (p.length < 60 || p.length > 200) bad.push(`paragraph ${i + 1} length ${p.length}: ${a.title}`);
      });
    }
    expect(bad).toEqual([]);
  });

  it('comments and customer names', () => {
    expect(COMMENTS).toHaveLength(80);
    expect(new Set(COMMENTS).size).toBe(80);
    for (const c of COMMENTS) {
      expect(c.length, c).toBeGreaterThanOrEqual(4);
      expect(c.length, c).toBeLessThanOrEqual(60);
    }
    expect(CUSTOMER_NAMES).toHaveLength(40);
    expect(new Set(CUSTOMER_NAMES).size).toBe(40);
    expect(CUSTOMER_NAMES.filter((n) => /^薯片用户\d{4}$/.test(n)).length).toBeGreaterThan(0);
  });

  it('videos name their files and posters (the duration comes from the file)', () => {
    expect(VIDEOS).toHaveLength(4);
    for (const v of VIDEOS) {
      rootOf(v.topics);
      expect(v.file).toMatch(/^\/media\/known\/[\w-]+\.mp4$/);
      expect(v.poster).toMatch(/^\/media\/known\/[\w-]+\.jpg$/);
      expect(v.desc.length).toBeGreaterThanOrEqual(30);
      expect(v.desc.length).toBeLessThanOrEqual(80);
    }
    expect(VIDEOS.map((v) => v.kind)).toEqual([1, 1, 2, 2]);
  });

  it('no contact details, links or chat ids anywhere', () => {
    const bad = allTexts().flatMap((text) => FORBIDDEN.filter((re) => re.test(text)).map((re) => `${re} in: ${text.slice(0, 40)}`));
    expect(bad).toEqual([]);
  });

  it('search words appear in enough question titles', () => {
    const required: [string, number][] = [['发票', 10], ['注册', 20], ['专利转让', 3], ['商标', 15], ['税', 15], ['ICP', 3]];
    for (const [word, min] of required) {
      expect(QUESTIONS.filter((q) => q.title.includes(word)).length, word).toBeGreaterThanOrEqual(min);
    }
  });
});
