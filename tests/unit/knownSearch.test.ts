import { PgDialect, pgTable, text } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { DICTIONARY } from '@/server/modules/known/search/dictionary';
import { indexTerms, MAX_INDEXED_CHARS, queryTerms, segmentWords } from '@/server/modules/known/search/segment';
import { compileQuery, documentVector, matchCondition, rankExpression } from '@/server/modules/known/search/query';
import { highlight, highlightPieces } from '@/server/modules/known/search/highlight';
import { htmlText, KEYWORD_MAX, normalizeKeyword, plainText, typedKeyword } from '@/server/modules/known/search/text';
import { tsvector } from '@/server/modules/known/search/tsvector';

const probe = pgTable('known_search_probe', { searchVector: tsvector('search_vector'), searchPlain: text('search_plain') });
const dialect = new PgDialect();
const render = (fragment: SQL) => dialect.sqlToQuery(fragment);
const TERM = /^[\p{L}\p{N}\p{M}]+$/u;
const NASTY = ["a & b | !c :* ' \" \\ ( )", "'); DROP TABLE known_search_probe; --", '发票 & !税 | (注册:*)', '<->', "'':*", '\\', '!!!', '%_'];

describe('normalizeKeyword', () => {
  it('trims, folds full-width forms (NFKC), lowercases and collapses blank space', () => {
    expect(normalizeKeyword('  ＩＣＰ　许可证\t\n ')).toBe('icp 许可证');
    expect(normalizeKeyword('ＡＢＣ１２３')).toBe('abc123');
    expect(normalizeKeyword(undefined)).toBe('');
  });
  it('simplifies traditional characters and phrases (Taiwan and Hong Kong forms too); typedKeyword keeps them', () => {
    expect(normalizeKeyword('發票')).toBe('发票');
    expect(normalizeKeyword(' 增值稅專用發票 ')).toBe('增值税专用发票');
    expect(normalizeKeyword('ＩＣＰ許可證')).toBe('icp许可证');
    expect(typedKeyword(' ＩＣＰ 許可證 ')).toBe('icp 許可證');
    expect(plainText('開發票', '營業執照')).toBe('开发票\n营业执照');
  });
  it('keeps at most KEYWORD_MAX characters, counting a supplementary character as one', () => {
    expect(Array.from(normalizeKeyword('税'.repeat(80)))).toHaveLength(KEYWORD_MAX);
    const k = normalizeKeyword('𠀀'.repeat(60));
    expect(Array.from(k)).toHaveLength(KEYWORD_MAX);
    expect(k).toBe('𠀀'.repeat(KEYWORD_MAX));
  });
});

describe('dictionary', () => {
  it('has 150 to 300 distinct lowercase words of letters and digits', () => {
    expect(DICTIONARY.length).toBeGreaterThanOrEqual(150);
    expect(DICTIONARY.length).toBeLessThanOrEqual(300);
    expect(new Set(DICTIONARY).size).toBe(DICTIONARY.length);
    for (const w of DICTIONARY) {
      expect(w, w).toMatch(/^[\p{L}\p{N}]{2,}$/u);
      expect(w).toBe(w.normalize('NFKC').toLowerCase());
    }
    for (const w of ['公司注册', '营业执照', '代理记账', '商标注册', '专利转让', '专利申请', '版权登记', '社保开户', '一般纳税人', '小规模', '发票', '增值税', '个体户', '注销', '变更', '食品经营许可证']) {
      expect(DICTIONARY).toContain(w);
    }
  });
});

describe('segmentWords', () => {
  it('keeps dictionary words whole where Intl.Segmenter splits them (longest match wins)', () => {
    const seg = new Intl.Segmenter('zh', { granularity: 'word' });
    const plain = (t: string) => [...seg.segment(t)].filter((s) => s.isWordLike).map((s) => s.segment);
    expect(plain('办理营业执照')).not.toContain('营业执照');
    expect(segmentWords('办理营业执照')).toEqual(['办理', '营业执照']);
    expect(segmentWords('专利转让需要什么材料')).toEqual(['专利转让', '需要', '什么', '材料']);
    // 小规模纳税人 (longer) wins over 小规模; 一般纳税人 over 一般|纳税|人.
    expect(segmentWords('一般纳税人和小规模纳税人的区别')).toEqual(['一般纳税人', '和', '小规模纳税人', '的', '区别']);
  });
  it('splits latin and Han where the script changes, and never lets a dictionary word start inside a latin word', () => {
    expect(segmentWords('ICP许可证怎么办')).toEqual(['icp许可证', 'icp', '怎么', '办']);
    const inside = segmentWords('xicp许可证');
    expect(inside[0]).toBe('xicp');
    expect(inside).not.toContain('icp许可证');
  });
});

describe('indexTerms', () => {
  it('has every Han character and bigram, and the dictionary words, in text order', () => {
    const terms = indexTerms('专利转让流程');
    expect(terms).toEqual(['专', '专利', '专利转让', '利', '利转', '转', '转让', '让', '让流', '流', '流程', '程']);
  });
  it('indexes words of 3+ characters from the segmenter beside the grams, not words a gram already is', () => {
    const terms = indexTerms('代理记账多少钱');
    expect(terms).toContain('代理记账');
    expect(terms).toContain('多少钱');
    expect(terms.filter((t) => t === '多少')).toHaveLength(1);
  });
  it('lowercases latin words and digits, split from Han, full-width folded', () => {
    expect(indexTerms('ＩＣＰ１２３许可')).toEqual(['icp123', '许', '许可', '可']);
    const t = indexTerms('iPhone15 和 2024年的 ISO9001认证, e-mail 1.5万');
    for (const w of ['iphone15', '2024', '年', 'iso9001', '认证', 'e', 'mail', '1', '5', '万']) expect(t).toContain(w);
  });
  it('makes only terms of letters, digits and marks (nothing a tsquery or the parser could split or read as an operator)', () => {
    for (const text of [...NASTY, '<script>alert("x")</script>', '发票\u0000税', 'हिन्दी ภาษาไทย 〇号 𠀀字', ' \n\t ']) {
      for (const term of indexTerms(text)) expect(term, JSON.stringify(text)).toMatch(TERM);
    }
    expect(indexTerms('')).toEqual([]);
  });
  it('indexes only the first MAX_INDEXED_CHARS characters, never cutting a surrogate pair', () => {
    const terms = indexTerms('税'.repeat(MAX_INDEXED_CHARS - 1) + '𠀀'.repeat(10));
    expect(terms.filter((t) => t === '税')).toHaveLength(MAX_INDEXED_CHARS - 1);
    expect(terms.join('')).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
  });
  it('covers every substring: a keyword found in a text has all its query terms among the text’s terms (or as a prefix of one)', () => {
    const texts = ['我们公司是小规模纳税人，想办理一般纳税人登记，同时需要代理记账和发票申领', '专利转让和ICP许可证、EDI许可证一起办，2024年费用500元', '全角ＡＢＣ公司注册营业执照变更'];
    for (const text of texts) {
      const terms = indexTerms(text);
      const chars = Array.from(text);
      for (let i = 0; i < chars.length; i++) {
        for (let len = 1; len <= 6 && i + len <= chars.length; len++) {
          const sub = chars.slice(i, i + len).join('');
          if (!/^\p{Script=Han}+$/u.test(sub)) continue;
          for (const q of queryTerms(sub)) expect(terms, `${sub} in ${text}`).toContain(q);
        }
      }
      for (const w of ['icp', 'ed', '2024', 'abc']) {
        if (!normalizeKeyword(text).includes(w)) continue;
        for (const q of queryTerms(w)) expect(terms.some((t) => t.startsWith(q)), w).toBe(true);
      }
    }
  });
});

describe('queryTerms', () => {
  it('is the character of a 1-character keyword, the bigrams of longer ones', () => {
    expect(queryTerms('税')).toEqual(['税']);
    expect(queryTerms('发票')).toEqual(['发票']);
    expect(queryTerms('专利转让')).toEqual(['专利', '利转', '转让']);
    expect(queryTerms(' 发票 税 ')).toEqual(['发票', '税']);
    expect(queryTerms('ICP许可证')).toEqual(['许可', '可证', 'icp']);
  });
  it('drops operators, quotes and punctuation, and is empty for keywords without letters or digits', () => {
    expect(queryTerms("a & b | !c :* ' \" \\ ( )")).toEqual(['a', 'b', 'c']);
    expect(queryTerms('%_\\')).toEqual([]);
    expect(queryTerms('')).toEqual([]);
  });
});

describe('query SQL', () => {
  it('puts every input into parameters; a tsquery text is only quoted letters and digits, & | and parentheses', () => {
    const LEXEME = `'[\\p{L}\\p{N}\\p{M}]+'(:\\*)?`;
    const GROUP = `(${LEXEME}|\\(${LEXEME} \\| \\(${LEXEME}( & ${LEXEME})*\\)\\))`;
    for (const kw of [...NASTY, '发票', '专利转让', 'ICP许可证', '发票 代理记账']) {
      const q = compileQuery(kw);
      expect(q.tsquery, kw).toMatch(new RegExp(`^(|${GROUP}( & ${GROUP})*)$`, 'u'));
      expect(q.rankTsquery, kw).toMatch(new RegExp(`^(|${LEXEME}( & ${LEXEME})*)$`, 'u'));
      expect(q.titleTsquery, kw).toMatch(/^(|'[\p{L}\p{N}\p{M}]+':\*?A( & '[\p{L}\p{N}\p{M}]+':\*?A)*)$/u);
      for (const f of [matchCondition(probe.searchVector, probe.searchPlain, kw), rankExpression(probe.searchVector, kw)]) {
        const { sql } = render(f);
        expect(sql, kw).not.toMatch(/DROP|发票|专利|icp|'a'|'\(|\\/i);
        expect(sql.replace(/'simple'|'A'|'B'/g, '')).not.toContain("'");
      }
    }
  });
  it('matches the bigrams ANDed, prefix for latin words, through the GIN-indexable @@', () => {
    const { sql, params } = render(matchCondition(probe.searchVector, probe.searchPlain, ' 食品经营 '));
    expect(sql).toBe(`"known_search_probe"."search_vector" @@ to_tsquery('simple'::regconfig, $1::text)`);
    expect(params).toEqual(["'食品' & '品经' & '经营'"]);
    expect(render(matchCondition(probe.searchVector, probe.searchPlain, 'ＩＣＰ')).params).toEqual(["'icp':*"]);
    expect(render(matchCondition(probe.searchVector, probe.searchPlain, "a & b | !c :* ' \" \\ ( )")).params).toEqual(["'a':* & 'b':* & 'c':*"]);
  });
  it('ORs a keyword that is one word with its bigrams (the same rows, a better estimate), and ranks by the bigrams', () => {
    expect(compileQuery('专利转让')).toEqual({
      keyword: '专利转让',
      terms: ['专利', '利转', '转让'],
      tsquery: "('专利转让' | ('专利' & '利转' & '转让'))",
      rankTsquery: "'专利' & '利转' & '转让'",
      titleTsquery: "'专利':A & '利转':A & '转让':A",
    });
    expect(compileQuery('发票 代理记账').tsquery).toBe("'发票' & ('代理记账' | ('代理' & '理记' & '记账'))");
    expect(compileQuery('公司注册流程').tsquery).toBe("'公司' & '司注' & '注册' & '册流' & '流程'");
  });
  it('is false for an empty keyword and an escaped ILIKE for a keyword without terms', () => {
    for (const kw of ['', '   ', '\u3000']) expect(render(matchCondition(probe.searchVector, probe.searchPlain, kw)).sql).toBe('false');
    const like = render(matchCondition(probe.searchVector, probe.searchPlain, '%_\\'));
    expect(like.sql).toBe('"known_search_probe"."search_plain" ILIKE $1');
    expect(like.params).toEqual(['%\\%\\_\\\\%']);
    expect(render(rankExpression(probe.searchVector, '%_\\')).sql).toBe('0::float8');
  });
  it("ORs the LIKE for keywords without Han characters only under fallback 'nonHan'", () => {
    const on = render(matchCondition(probe.searchVector, probe.searchPlain, 'ICP', { fallback: 'nonHan' }));
    expect(on.sql).toMatch(/@@ .* OR "known_search_probe"."search_plain" ILIKE \$2\)$/);
    expect(on.params).toEqual(["'icp':*", '%icp%']);
    expect(render(matchCondition(probe.searchVector, probe.searchPlain, 'ICP许可证', { fallback: 'nonHan' })).sql).not.toContain('ILIKE');
  });
  it('ranks by the title tier (weight A) plus ts_rank_cd', () => {
    const { sql, params } = render(rankExpression(probe.searchVector, '发票'));
    expect(sql).toContain('ts_rank_cd("known_search_probe"."search_vector"');
    expect(params).toEqual(["'发票':A", "'发票'"]);
  });
  it('builds the document vector from the app’s term strings, title A and body B, as parameters', () => {
    const { sql, params } = render(documentVector("发票'); DROP TABLE x; --", '<b>注册</b>'));
    expect(sql).toBe(
      `(setweight(to_tsvector('simple'::regconfig, $1::text), 'A') || setweight(to_tsvector('simple'::regconfig, $2::text), 'B'))`,
    );
    expect(params).toEqual(['发 发票 票 drop table x', 'b 注 注册 册 b']);
    expect(plainText('ＩＣＰ', 'Body')).toBe('icp\nbody');
  });
});

describe('highlight', () => {
  it('escapes the text and the keyword: <script> never survives', () => {
    const out = highlight('<script>alert("x")</script> 发票', '<script>');
    expect(out).toBe('<em class="hl">&lt;script&gt;</em>alert(&quot;x&quot;)&lt;/script&gt; 发票');
    expect(highlight('</script>', '<script>')).toBe('&lt;/<em class="hl">script</em>&gt;');
    expect(highlight(`<img src=x onerror='alert(1)'>`, 'img')).toBe(`&lt;<em class="hl">img</em> src=x onerror=&#39;alert(1)&#39;&gt;`);
    expect(highlight('a<b', '<b onmouseover=alert(1)>')).toBe('a<em class="hl">&lt;b</em>');
  });
  it('marks on the text itself, so a keyword never cuts an entity', () => {
    expect(highlight('AT&T <b>', 'amp')).toBe('AT&amp;T &lt;b&gt;');
    expect(highlight('1 < 2', 'lt')).toBe('1 &lt; 2');
  });
  it('marks the whole keyword, else its words, and single characters only for 1-character keywords', () => {
    expect(highlightPieces('专利转让')).toEqual({ whole: ['专利转让'], words: ['专利', '转让'] });
    expect(highlight('专利转让和专利的转让', '专利转让')).toBe('<em class="hl">专利转让</em>和专利的转让');
    expect(highlight('专利的转让', '专利转让')).toBe('<em class="hl">专利</em>的<em class="hl">转让</em>');
    expect(highlight('一般纳税人', '纳税')).toBe('一般<em class="hl">纳税</em>人');
    expect(highlight('税务和个税', '税')).toBe('<em class="hl">税</em>务和个<em class="hl">税</em>');
    expect(highlight('公司注册后办理注册变更', '公司 注册')).toBe('<em class="hl">公司注册</em>后办理<em class="hl">注册</em>变更');
  });
  it('matches full-width and upper-case text against the normalised keyword, keeping the original characters', () => {
    expect(highlight('办理ＩＣＰ许可证和ICP备案', 'icp')).toBe('办理<em class="hl">ＩＣＰ</em>许可证和<em class="hl">ICP</em>备案');
    expect(highlight('e\u0301cole…ÉCOLE', 'école')).toBe('<em class="hl">e\u0301cole</em>…<em class="hl">ÉCOLE</em>');
  });
  it('matches traditional text and keywords in their simplified form, marking the original characters', () => {
    expect(highlight('如何開發票？公司發票怎麼開', '发票')).toBe('如何開<em class="hl">發票</em>？公司<em class="hl">發票</em>怎麼開');
    expect(highlight('公司发票怎么开', '發票')).toBe('公司<em class="hl">发票</em>怎么开');
    expect(highlight('<b>增值稅</b>專用發票', '专用发票')).toBe('&lt;b&gt;增值稅&lt;/b&gt;<em class="hl">專用發票</em>');
    expect(highlight('ＩＣＰ許可證辦理', 'icp许可证')).toBe('<em class="hl">ＩＣＰ許可證</em>辦理');
    // 僤 simplifies to 𫢸, outside the BMP: the code units after it still map to the right characters.
    expect(highlight('僤發票 𠀀發票 e\u0301發票', '发票')).toBe('僤<em class="hl">發票</em> 𠀀<em class="hl">發票</em> e\u0301<em class="hl">發票</em>');
    expect(highlight('僤', '𫢸')).toBe('<em class="hl">僤</em>');
  });
  it('cuts a long text to a window around the first match, with … where it was cut', () => {
    const text = '前文。'.repeat(100) + '这里讲专利转让的流程。' + '后文。'.repeat(100);
    const out = highlight(text, '专利转让', 60);
    expect(out.startsWith('…')).toBe(true);
    expect(out.endsWith('…')).toBe(true);
    expect(out).toContain('<em class="hl">专利转让</em>');
    expect(out.replace(/<[^>]+>|…/g, '')).toHaveLength(60);
    expect(highlight('无关'.repeat(100), '发票', 10)).toBe('无关无关无关无关无关…');
    expect(highlight('短文本', '')).toBe('短文本');
  });
  it('never cuts a surrogate pair at the window’s edges', () => {
    const out = highlight('𠀀'.repeat(100) + '发票' + '𠀀'.repeat(100), '发票', 31);
    expect(out).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/);
  });
});

describe('htmlText', () => {
  it('keeps the text of the editor’s HTML: tags and scripts gone, entities decoded, blocks as lines', () => {
    expect(htmlText('<p>公司&amp;注册</p><p>发票&lt;税&gt;&#x4e2d;&#25991;&nbsp;!</p><script>alert(1)</script><br/>end')).toBe('公司&注册\n发票<税>中文 !\nend');
    expect(htmlText('&bogus; &#0; &#xd800;')).toBe('&bogus;');
  });
});
