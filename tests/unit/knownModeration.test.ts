import { detectContacts } from '@/server/modules/known/moderation/contacts';
import { MODERATION_REASONS, moderate } from '@/server/modules/known/moderation/decide';
import { normalizeForScan, prepareScan } from '@/server/modules/known/moderation/normalize';
import { OWN_UPLOAD_PATH, isOwnImageSrc, plainText, sanitizeRichText } from '@/server/modules/known/moderation/sanitize';
import { ALLOW_PHRASES, DEMOTE_PHRASES, REFUSE_WORDS, REVIEW_WORDS } from '@/server/modules/known/moderation/wordList';
import { scanWords } from '@/server/modules/known/moderation/words';
import { UPLOAD_FILE_PATH } from '@/server/modules/upload/service';

const OWN_IMG = '/api/upload/v1/file/u/2024/05/up_abc123.png';
const html = (s: string) => sanitizeRichText(s).html;

describe('sanitizeRichText', () => {
  it('keeps what the Quill editor produces', () => {
    const quill =
      '<h2>公司注册流程</h2><p class="ql-align-center">第一步：<strong>核名</strong>，<em>准备</em><u>材料</u><s>旧</s></p>' +
      '<ol><li>营业执照</li><li class="ql-align-right">公章</li></ol><ul><li>银行开户</li></ul>' +
      '<blockquote>注意：<b>地址</b>要<i>真实</i></blockquote><p><br></p>' +
      `<p class="ql-align-justify"><span>说明</span><img src="${OWN_IMG}" alt="执照"></p>` +
      '<p><a href="https://www.gsxt.gov.cn/index.html">公示系统</a></p>';
    expect(html(quill)).toBe(
      '<h2>公司注册流程</h2><p class="ql-align-center">第一步：<strong>核名</strong>，<em>准备</em><u>材料</u><s>旧</s></p>' +
        '<ol><li>营业执照</li><li class="ql-align-right">公章</li></ol><ul><li>银行开户</li></ul>' +
        '<blockquote>注意：<b>地址</b>要<i>真实</i></blockquote><p><br /></p>' +
        `<p class="ql-align-justify"><span>说明</span><img src="${OWN_IMG}" alt="执照" /></p>` +
        '<p><a href="https://www.gsxt.gov.cn/index.html" rel="nofollow noopener noreferrer" target="_blank">公示系统</a></p>',
    );
  });

  it('gives the text, the images and the links', () => {
    const out = sanitizeRichText(
      `<h1>标题</h1><p>第一段 &amp; 符号 &lt;b&gt;  多   空格</p><ul><li>甲</li><li>乙</li></ul>尾<br>换行<img src="${OWN_IMG}"><img src="/images/banner.png" alt="">` +
        '<a href="https://example.com/x?a=1&amp;b=2">链接</a>',
    );
    expect(out.text).toBe('标题\n第一段 & 符号 <b> 多 空格\n甲\n乙\n尾\n换行链接');
    expect(out.images).toEqual([OWN_IMG, '/images/banner.png']);
    expect(out.links).toEqual(['https://example.com/x?a=1&b=2']);
  });

  it('drops scripts, styles and frames with their content', () => {
    expect(html('<p>a<script>alert(1)</script>b</p>')).toBe('<p>ab</p>');
    expect(html('<style>p{color:red}</style><iframe src="https://evil.com"><p>inside</p></iframe>ok')).toBe('ok');
    expect(html('<noscript><p>n</p></noscript><object data="x"><p>o</p></object><svg><script>alert(1)</script><text>t</text></svg>ok')).toBe('ok');
    expect(sanitizeRichText('<script>alert(1)</script><p>正文</p>').text).toBe('正文');
  });

  it('removes event handlers and every attribute not on the list', () => {
    expect(html(`<img src="${OWN_IMG}" onerror="alert(1)" onload="x()" width="9">`)).toBe(`<img src="${OWN_IMG}" />`);
    expect(html('<img src=x onerror=alert(1)>')).toBe('');
    expect(html('<p onclick="x()" onmouseover="y()" data-x="1" id="p">a</p>')).toBe('<p>a</p>');
    expect(html('<p style="color:red;background:url(javascript:alert(1))">a</p><span style="font-size:99px">b</span>')).toBe('<p>a</p><span>b</span>');
    expect(html('<p class="ql-align-center evil ql-indent-1 ql-align-left">a</p><span class="ql-size-large">b</span>')).toBe(
      '<p class="ql-align-center">a</p><span>b</span>',
    );
  });

  it('keeps links to http(s) only, with rel and target of ours', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)',
      '&#x6A;avascript&colon;alert(1)',
      'java&#x09;script:alert(1)',
      ' javascript:alert(1)',
      'vbscript:x',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      '//evil.com/x',
      '/\\evil.com',
      'mailto:a@b.com',
      'ftp://x.com/a',
      'http://user:pw@evil.com/',
    ]) {
      expect(html(`<a href="${href}">点我</a>`)).toBe('点我');
    }
    expect(html('<a href="https://example.com" target="_self" rel="opener" onclick="x()">e</a>')).toBe(
      '<a href="https://example.com/" rel="nofollow noopener noreferrer" target="_blank">e</a>',
    );
    expect(html('<a href="/known/detail/question?id=1">站内</a>')).toBe(
      '<a href="/known/detail/question?id=1" rel="nofollow noopener noreferrer" target="_blank">站内</a>',
    );
  });

  it('keeps pictures from our own upload path and /images/ only', () => {
    for (const src of [
      'https://evil.com/x.png',
      'http://evil.com/api/upload/v1/file/x.png',
      '//evil.com/api/upload/v1/file/x.png',
      'data:image/png;base64,iVBORw0KGgo=',
      'javascript:alert(1)',
      '/api/upload/v1/file/../../evil',
      '/api/upload/v1/file/%2e%2e/x',
      '/images//evil.com/x.png',
      '/api/other/x.png',
      'x.png',
      '',
    ]) {
      expect(sanitizeRichText(`<p>a<img src="${src}" alt="x"></p>`)).toEqual({ html: '<p>a</p>', text: 'a', images: [], links: [] });
    }
    expect(isOwnImageSrc(OWN_IMG)).toBe(true);
    expect(isOwnImageSrc('/images/home/banner.webp')).toBe(true);
    expect(html('<img src="/images/a.png" alt="">')).toBe('<img src="/images/a.png" alt="" />');
  });

  it('uses the upload module’s file path', () => {
    expect(OWN_UPLOAD_PATH).toBe(UPLOAD_FILE_PATH);
  });

  it('closes, repairs or drops malformed and nested markup', () => {
    expect(html('<div><p>unclosed <b>bold <i>it</p></div>')).toBe('<p>unclosed <b>bold <i>it</i></b></p>');
    // A stray </p> opens and closes an empty paragraph, as a browser does; a stray </b> goes.
    expect(html('</p>x</b><p>')).toBe('<p></p>x<p></p>');
    expect(html('<<script>>alert(1)<</script>')).toBe('&lt;');
    expect(html('<p><p><p>deep</p></p></p>')).toBe('<p></p><p></p><p>deep</p><p></p><p></p>');
    expect(html('<!-- <script>x</script> -->ok')).toBe('ok');
    expect(html('<table><tr><td>cell</td></tr></table>')).toBe('cell');
    expect(html('<a href="https://x.com"><img src="https://evil.com/y.png" onerror="alert(1)">t</a>')).toBe(
      '<a href="https://x.com/" rel="nofollow noopener noreferrer" target="_blank">t</a>',
    );
  });

  it('holds against the raw-text tricks sanitize-html has had advisories for', () => {
    expect(html('<svg><textarea><img src=x onerror=alert(1)></textarea></svg>ok')).toBe('ok');
    expect(html('<math><xmp><img src=x onerror=alert(1)></xmp></math>ok')).toBe('ok');
    expect(html('<textarea></textarea/><img src=x onerror=alert(1)>')).not.toMatch(/<img|onerror=/);
    expect(html('<xmp><img src=x onerror=alert(1)></xmp>')).toBe('');
    expect(html('<option><img src=x onerror=alert(1)></option>')).toBe('');
  });

  it('escapes stray markup characters and keeps entities as text', () => {
    const out = sanitizeRichText('1 < 2 &amp; 3 > 2 &nbsp;&#20013;&copy;');
    expect(out.html).toBe('1 &lt; 2 &amp; 3 &gt; 2 \u00a0中©');
    expect(out.text).toBe('1 < 2 & 3 > 2 中©');
    expect(sanitizeRichText('')).toEqual({ html: '', text: '', images: [], links: [] });
  });
});

describe('plainText', () => {
  it('strips every tag, decodes entities and tidies whitespace', () => {
    expect(plainText('<b>注册</b>公司 &amp; <i>记账</i>')).toBe('注册公司 & 记账');
    expect(plainText('<script>alert(1)</script>标题<style>x</style>')).toBe('标题');
    expect(plainText('  多   空格 \n\n\n 第二行 ')).toBe('多 空格\n第二行');
    expect(plainText('<img src=x onerror=alert(1)>评论')).toBe('评论');
    expect(plainText('a &lt;script&gt;')).toBe('a <script>');
  });
});

describe('normalizeForScan', () => {
  it('folds full-width forms and case', () => {
    expect(normalizeForScan('ＡＢＣ１２３')).toBe('abc123');
    expect(normalizeForScan('ＷｅＣｈａｔ：ＡＢＣ')).toBe('wechat:abc');
  });

  it('turns traditional characters into simplified ones', () => {
    expect(normalizeForScan('代開發票')).toBe('代开发票');
    expect(normalizeForScan('虛開增值稅專用發票')).toBe('虚开增值税专用发票');
    expect(normalizeForScan('註冊資本一百萬')).toBe('注册资本一百万');
  });

  it('turns spelled and decorated digits into digits', () => {
    expect(normalizeForScan('①③⑧')).toBe('138');
    expect(normalizeForScan('⑴⑶⑻')).toBe('138');
    expect(normalizeForScan('❶➂➑⓪')).toBe('1380');
    expect(normalizeForScan('1️⃣3️⃣8️⃣')).toBe('138');
    expect(normalizeForScan('一三八零零一三八零零零')).toBe('13800138000');
    expect(normalizeForScan('壹叁捌零零壹叁捌零零零')).toBe('13800138000');
    expect(normalizeForScan('一三八 〇〇 一三八 〇〇〇')).toBe('13800138000');
    expect(normalizeForScan('1三8零零1三8零零零')).toBe('13800138000');
    // Short runs are words, not numbers.
    expect(normalizeForScan('一般纳税人')).toBe('一般纳税人');
    expect(normalizeForScan('三五个股东')).toBe('三五个股东');
    expect(normalizeForScan('二〇二四年')).toBe('二〇二四年');
  });

  it('removes filler put between characters, and only there', () => {
    expect(normalizeForScan('代 开 发 票')).toBe('代开发票');
    expect(normalizeForScan('代.开-发_票')).toBe('代开发票');
    expect(normalizeForScan('代\u200b开\u200d发\ufeff票')).toBe('代开发票');
    expect(normalizeForScan('代😀开🔥发✨票')).toBe('代开发票');
    expect(normalizeForScan('138-0013-8000')).toBe('13800138000');
    expect(normalizeForScan('138 0013 8000')).toBe('13800138000');
    // Sentence punctuation keeps clauses apart; dots between letters keep domains and addresses whole.
    expect(normalizeForScan('我们代，开发票')).toBe('我们代,开发票');
    expect(normalizeForScan('abc@qq.com www.xx.com')).toBe('abc@qq.com www.xx.com');
  });

  it('notices a long number spelled in numerals', () => {
    expect(prepareScan('壹叁捌零零壹叁捌零零零零').spelledNumber).toBe(true);
    expect(prepareScan('13800138000').spelledNumber).toBe(false);
    expect(prepareScan('二〇二四年一月').spelledNumber).toBe(false);
  });
});

describe('the word list', () => {
  const all = [...REFUSE_WORDS, ...REVIEW_WORDS, ...ALLOW_PHRASES, ...DEMOTE_PHRASES];

  it('is written in scan form, once, and is small', () => {
    for (const word of all) expect(normalizeForScan(word)).toBe(word);
    expect(new Set(all).size).toBe(all.length);
    expect(Buffer.byteLength(all.join('\n'))).toBeLessThan(20_000);
  });

  it('leaves everyday business words alone', () => {
    for (const word of ['发票', '开发票', '刻章', '代理', '代办', '代理记账', '注销', '挂失', '代开发']) {
      expect(all.some((w) => w === word)).toBe(false);
      expect(scanWords(normalizeForScan(word))).toEqual({ refuse: [], review: [] });
    }
  });

  it('finds words inside one another (suffixes too)', () => {
    expect(scanWords('专业虚开增值税发票')).toEqual({ refuse: ['虚开增值税', '虚开'], review: [] });
    expect(scanWords('好评返现刷单')).toEqual({ refuse: [], review: ['返现', '刷单'] });
  });
});

describe('detectContacts', () => {
  const kinds = (s: string) => detectContacts(prepareScan(s));

  it('finds mobile numbers, however written', () => {
    for (const s of ['电话13800138000', '138-0013-8000', '138 0013 8000', '+86 138 0013 8000', '一三八零零一三八零零零', '壹叁捌零零壹叁捌零零零', '①③⑧⓪⓪①③⑧⓪⓪⓪', '１３８００１３８０００']) {
      expect(kinds(s)).toContain('mobile');
    }
    expect(kinds('壹叁捌零零壹叁捌零零零零')).toEqual(['number']);
  });

  it('finds landlines, WeChat, QQ, e-mail and links', () => {
    expect(kinds('座机 010-12345678')).toEqual(['landline']);
    expect(kinds('0755-1234567')).toEqual(['landline']);
    expect(kinds('400-800-1234')).toEqual(['landline']);
    for (const s of ['加V：abc123', '加v abcdef', '微信号 abcdef', '微信：abc_def', 'vx abc123', 'wx:hello_world', '➕v abc123', 'V信 abc-123', 'wxid_abcdef123']) {
      expect(kinds(s)).toEqual(['wechat']);
    }
    for (const s of ['QQ：123456789', 'qq 12345', '扣扣 一二三四五六七', 'ＱＱ群：①②③④⑤⑥']) expect(kinds(s)).toContain('qq');
    for (const s of ['abc@qq.com', 'Tom.Lee@Example.co', 'abc艾特qq点com', 'abc123@163', 'abc(at)gmail(dot)com']) expect(kinds(s)).toEqual(['email']);
    for (const s of ['www.xx.com', 'http://evil.example/x', 'https://t.cn/abc', '官网 x.com', '访问 abc。com', 'abc . cn']) expect(kinds(s)).toEqual(['url']);
  });

  it('leaves ordinary text, our own paths and government sites alone', () => {
    for (const s of [
      '注册资本 100 万，股东 3 人',
      '2024年营业额是13800万元',
      '发票代码144031900111怎么查',
      '统一社会信用代码91110108MA01ABCD2X',
      '微信支付和支付宝怎么开通？',
      '微信 official account',
      '微信号注册流程',
      'node.js 和 vue.js 哪个好',
      '图片在 /api/upload/v1/file/u/2024/01/up_x.png',
      '查询请访问 www.gsxt.gov.cn',
      '详见 https://www.chinatax.gov.cn/chinatax/n810341/index.html',
      '日期 2024-01-02，金额 3.5 万',
    ]) {
      expect(kinds(s)).toEqual([]);
    }
  });
});

describe('moderate', () => {
  it('publishes ordinary business questions', () => {
    for (const text of [
      '注册公司需要多少钱？',
      '一般纳税人怎么开发票？',
      '代理记账一个月多少钱',
      '商标注册流程',
      '小规模纳税人开发票要交多少税？发票丢了怎么办？',
      '个人怎么去税务局代开发票？',
      '公司转让包过户，手续齐全',
      '企业反洗钱合规要求有哪些',
      '公司的销售发票怎么开',
      '我们公司承接小程序代开发，票务系统也做',
      '刻章需要带什么材料？公章丢了怎么挂失？',
    ]) {
      expect(moderate({ title: '请教', text })).toEqual({ decision: 'publish', reason: null, hits: [] });
    }
  });

  it('refuses refuse-level words, however disguised', () => {
    for (const text of ['专业代开发票，价格优惠', '代 开 发 票', '代開發票', '代.开.发.票', '代😀开😀发😀票', '虚开增值税专用发票', '出售对公账户四件套', '网络赌博平台', '办假证']) {
      const out = moderate({ text });
      expect(out.decision).toBe('refuse');
      expect(out.reason).toBe(MODERATION_REASONS.refused);
      expect(out.hits.length).toBeGreaterThan(0);
    }
    expect(moderate({ title: '代开发票', text: '联系我' }).decision).toBe('refuse');
    // A refuse word outweighs a contact.
    expect(moderate({ text: '代开发票 13800138000' })).toEqual({ decision: 'refuse', reason: MODERATION_REASONS.refused, hits: ['代开发票', 'contact:mobile'] });
  });

  it('holds contact details for review', () => {
    for (const text of ['有需要加V：abc123', '电话 138-0013-8000', '壹叁捌零零壹叁捌零零零零', '邮箱 service@example.com', '详情见 www.xx.com', 'QQ：123456789']) {
      const out = moderate({ text });
      expect(out.decision).toBe('hold');
      expect(out.reason).toBe(MODERATION_REASONS.contact);
      expect(out.hits.some((h) => h.startsWith('contact:'))).toBe(true);
    }
  });

  // Issue 28: published before the variant list (variants.ts); each is a WeChat id and holds the post.
  for (const text of ['加我V：abc_12345', '威信同号 abc_12345', '薇：abc12345', '+薇 abc_12345', '卫星 abc_12345']) {
    it(`holds ${text} for review as a WeChat id, alone or in a post`, () => {
      expect(moderate({ text })).toEqual({ decision: 'hold', reason: MODERATION_REASONS.contact, hits: ['contact:wechat'] });
      expect(moderate({ title: '请教', text: `注册公司的问题可以找我，${text} 细聊` }).decision).toBe('hold');
    });
  }

  it('holds review-level words and doubtful questions for review', () => {
    expect(moderate({ text: '保过，百分百下证，有内部关系' })).toEqual({
      decision: 'hold',
      reason: MODERATION_REASONS.sensitive,
      hits: ['保过', '百分百下证', '内部关系'],
    });
    expect(moderate({ text: '包 過' }).decision).toBe('hold');
    expect(moderate({ text: '好评返现' }).decision).toBe('hold');
    // Usually a question about the lawful thing: a person decides.
    expect(moderate({ text: '个人代开发票需要什么材料？' })).toEqual({ decision: 'hold', reason: MODERATION_REASONS.sensitive, hits: ['代开发票'] });
    expect(moderate({ text: '收到虚开的发票怎么办？' }).decision).toBe('hold');
  });

  it('holds a new account’s post with any link, and not an older account’s trusted one', () => {
    const gov = { text: '查询请访问 www.gsxt.gov.cn' };
    expect(moderate(gov).decision).toBe('publish');
    expect(moderate({ ...gov, isNewAccount: true })).toEqual({ decision: 'hold', reason: MODERATION_REASONS.newAccountLink, hits: ['link'] });
    const linked = { text: '点这里', links: ['https://www.gsxt.gov.cn/'] };
    expect(moderate(linked).decision).toBe('publish');
    expect(moderate({ ...linked, isNewAccount: true }).decision).toBe('hold');
    expect(moderate({ text: '点这里', links: ['https://evil.example/'] })).toEqual({ decision: 'hold', reason: MODERATION_REASONS.contact, hits: ['contact:url'] });
    expect(moderate({ text: '见站内', links: ['/known/detail/question?id=1'], isNewAccount: true }).decision).toBe('publish');
    expect(moderate({ text: '注册公司需要多少钱？', isNewAccount: true }).decision).toBe('publish');
  });

  it('scans a long article in one linear pass', () => {
    const paragraph = '一般纳税人怎么开发票？代理记账一个月多少钱，商标注册流程是什么，注册资本 100 万需要实缴吗？';
    const article = paragraph.repeat(Math.ceil(30_000 / paragraph.length)).slice(0, 30_000);
    moderate({ text: '预热' });
    const started = performance.now();
    const out = moderate({ title: '长文', text: `${article}最后一段：代开发票` });
    const elapsed = performance.now() - started;
    console.log(`moderate: ${article.length} characters in ${elapsed.toFixed(1)} ms`);
    expect(out.decision).toBe('refuse');
    expect(out.hits).toEqual(['代开发票']);
    // Worst cases for a naive matcher or a backtracking pattern: long runs of one character or of near-matches.
    for (const text of ['代'.repeat(30_000), '代开发'.repeat(10_000), 'a'.repeat(30_000), 'a.'.repeat(15_000), '1'.repeat(30_000), 'ab@'.repeat(10_000)]) {
      const t0 = performance.now();
      moderate({ text });
      console.log(`moderate: ${JSON.stringify(text.slice(0, 6))}… (${text.length}) in ${(performance.now() - t0).toFixed(1)} ms`);
    }
  });
});
