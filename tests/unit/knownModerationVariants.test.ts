import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pinyin } from 'pinyin-pro';
import { detectContacts } from '@/server/modules/known/moderation/contacts';
import { moderate } from '@/server/modules/known/moderation/decide';
import { normalizeForScan, prepareScan } from '@/server/modules/known/moderation/normalize';
import {
  ADD_FILLERS,
  ADD_WORDS,
  MOBILE_NAMES,
  QQ_NAMES,
  TEL_NAMES,
  WECHAT_NAMES,
  WECHAT_SINGLES,
  WEI_CHARS,
  XIN_CHARS,
  readContactWords,
} from '@/server/modules/known/moderation/variants';

// Issue 28: homophones and look-alikes of 微信 / QQ / 手机 (moderation/variants.ts), rule by rule. The five
// spellings are in knownModeration.test.ts, the corpus and its rates in knownModerationCorpus.test.ts.

const kinds = (s: string) => detectContacts(prepareScan(s));
const readings = (c: string) => pinyin(c, { toneType: 'none', multiple: true, type: 'array' });

describe('the variant list', () => {
  it('is written in scan form, once', () => {
    const words = [...WECHAT_NAMES, ...ADD_WORDS, ...ADD_FILLERS, ...QQ_NAMES, ...MOBILE_NAMES, ...TEL_NAMES];
    for (const word of words) expect(normalizeForScan(word)).toBe(word);
    for (const list of [WECHAT_NAMES, QQ_NAMES, MOBILE_NAMES, TEL_NAMES]) expect(new Set(list).size).toBe(list.length);
    for (const chars of [WEI_CHARS, XIN_CHARS, WECHAT_SINGLES]) expect(new Set(chars).size).toBe([...chars].length);
  });

  it('pairs only characters that sound like wei and xin', () => {
    for (const c of WEI_CHARS) expect(readings(c), c).toContain('wei');
    for (const c of XIN_CHARS) expect(readings(c).some((r) => ['xin', 'xing', 'xun'].includes(r)), c).toBe(true);
  });

  it('lists homophones of kou kou, qiu qiu, shou ji and dian hua, and says which are look-alikes', () => {
    const sounds = (word: string) => [...word].map((c) => readings(c)[0]).join(' ');
    const han = (list: readonly string[]) => list.filter((w) => /^\p{Script=Han}+$/u.test(w));
    const lookAlikes = ['扌几', '座机', '坐机', '企鹅'];
    for (const w of han(QQ_NAMES).filter((w) => !lookAlikes.includes(w))) expect(['kou kou', 'qiu qiu'], w).toContain(sounds(w));
    for (const w of han(MOBILE_NAMES).filter((w) => !lookAlikes.includes(w))) expect(sounds(w), w).toBe('shou ji');
    for (const w of han(TEL_NAMES).filter((w) => !lookAlikes.includes(w))) expect(sounds(w), w).toBe('dian hua');
  });
});

describe('readContactWords', () => {
  it('writes 微信, 加v, qq, 手机 and 电话 plainly', () => {
    expect(readContactWords('威信同号 abc_12345')).toBe('微信同号 abc_12345');
    expect(readContactWords('卫星 abc_12345')).toBe('微信 abc_12345');
    expect(readContactWords('加我v:abc_12345')).toBe('加v:abc_12345');
    expect(readContactWords('+薇 abc_12345')).toBe('加v abc_12345');
    expect(readContactWords('v我 abc_12345')).toBe('加v abc_12345');
    expect(readContactWords('w x :abc')).toBe('微信 :abc');
    expect(readContactWords('口口:12345678 球球 23456789')).toBe('qq:12345678 qq 23456789');
    expect(readContactWords('手鸡 电花')).toBe('手机 电话');
  });

  it('reads o, l and i in a number as digits, and drops brackets between its groups', () => {
    expect(readContactWords('手机 l38 ool3 8ooo')).toBe('手机 13800138000');
    expect(readContactWords('138(0013)8000')).toBe('13800138000');
    expect(readContactWords('lol 1234')).toBe('lol 1234');
  });

  it('leaves the weak spellings alone when no id follows', () => {
    for (const s of ['卫星导航', '薇娅偷逃税13.41亿', '小薇老师', '为新员工办理入职', '维新', 'v1.2版本', 'vip_2024001', '微利企业', '稍微问一下']) {
      expect(readContactWords(normalizeForScan(s))).toBe(normalizeForScan(s));
    }
  });
});

describe('detectContacts with the variants', () => {
  it('finds WeChat ids behind homophones, look-alikes, single characters and "add me"', () => {
    for (const s of [
      '薇信：shuiwu2024', '为信 wangkj_1990', '微心：lvshi_zhou88', '卫星号 abc_98765', '卫星（zhuce_ma2024）', '魏信 abc_14142',
      '加个v：zhuce8866', '家V：yang_kuaiji9', '加我薇 tax_helper88', '加一下v 领资料 zcgs_2024', '有意者V我 abc_12345',
      '薇 kuaiji_2019', '「薇」abc_12345', '薇搜 abc_34567', '微 abc_12345', 'V→abc_12345', 'V/X：abc_12345', '√信：abc_12345',
      '加ν：abc_12345', 'ⓥⓧ：abc_12345', 'wei xin：cpa_liu2020', 'WeChat ID: tax_consult88', '绿泡泡 abc_11223', '🛰 abc_12345',
    ]) {
      expect(kinds(s), s).toEqual(['wechat']);
    }
  });

  it('finds QQ numbers behind 口口, 球球, 企鹅, 🐧, a lone q and 扣群', () => {
    for (const s of ['口口：123456789', '球球 456789012', '企鹅：1234567890', '🐧 12345678', 'Q：12345678', 'q 87654321', 'Q号码 23456789', 'Q裙 678901234', '扣群 12345679', 'q q：34567890']) {
      expect(kinds(s), s).toEqual(['qq']);
    }
  });

  it('finds phone numbers behind look-alike digits, brackets and a local number after 电话', () => {
    for (const s of ['手机 l38 OOl3 8OOO', '电话 I39 l234 5678', '手机：138（0013）8000', '电话 139【1234】5678']) expect(kinds(s), s).toEqual(['mobile']);
    for (const s of ['电话：8765 4321', '座机：8888-6666', 'tel：2345 6789', '📞：8765 4321', '☎ 8888 6666', '联系方式：66889900']) {
      expect(kinds(s), s).toEqual(['landline']);
    }
  });

  it('leaves the innocent look-alikes alone', () => {
    for (const s of [
      '微信支付和支付宝的收款要不要单独申报？', '微信小程序上线需要ICP许可证吗', '企业微信的聊天记录能作为证据吗',
      '我们是做卫星导航终端的', '卫星城的商铺出租', '薇娅偷逃税被追缴13.41亿元', '张薇律师的解读', '云南昭通威信县的个体户', '威海注册公司',
      '维信诺的年报', '为新员工办理入职', '为信用修复补报年报', '微星主板的发票', '系统升级到V1.2版本', 'V20240501版本的合同模板',
      '会员等级从V3升到V4', 'VIP专属服务', 'vip_2024001', '2024年Q1的财报', 'Q3季度的预缴申报截止到10月15日', 'QQ音乐的会员费',
      'QQ号被盗了怎么办', '企鹅爱吃鱼', '口口相传的好口碑', '手机尾号8000的客户', '税务局的咨询电话12366', '电话号码变了要变更吗',
      '统一社会信用代码91110108MA01ABCD2X', '发票号码24442000000123456789', '订单号202405011234567890', '合同编号HT-2024-0312',
      '专利号ZL 2022 2 1234567.8', '银行账号6222 0200 1234 5678 901', '付款方式：微信：12000元，对公转账：8000元',
      'Q：300000元以内免增值税吗', '公司采购了一批手机：1200000元', '电话：2024-05-01 打来的', '小薇_1990', 'Vivian_Tax', 'wxy1995',
    ]) {
      expect(kinds(s), s).toEqual([]);
    }
  });

  it('stays linear on the worst inputs for the new patterns', () => {
    for (const text of ['卫星'.repeat(15_000), '薇 '.repeat(15_000), 'v '.repeat(15_000), 'l1o'.repeat(10_000), '加我'.repeat(15_000), 'q '.repeat(15_000), '1('.repeat(15_000)]) {
      const t0 = performance.now();
      moderate({ text });
      const ms = performance.now() - t0;
      console.log(`moderate: ${JSON.stringify(text.slice(0, 6))}… (${text.length}) in ${ms.toFixed(1)} ms`);
      expect(ms).toBeLessThan(2_000);
    }
  });
});

describe('one decision for every path', () => {
  // Questions, articles and answers (publishing.ts), comments and replies (commentParts.ts: checkedText), nicknames and
  // introductions (auth/profile.ts) call moderate(); nothing outside the moderation module reads the scan or the
  // detectors on its own, so a spelling added to variants.ts reaches them all. The integration tests (known, profile)
  // post the spellings through each path.
  const SERVER = path.resolve(__dirname, '../../server');
  const sources = readdirSync(SERVER, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.split(path.sep).join('/').startsWith('modules/known/moderation/'))
    .map((f) => ({ file: f.split(path.sep).join('/'), text: readFileSync(path.join(SERVER, f), 'utf8') }));

  it('is moderate(), called by each path that publishes user text', () => {
    for (const file of ['modules/known/publishing.ts', 'modules/known/commentParts.ts', 'modules/auth/profile.ts']) {
      expect(sources.find((s) => s.file === file)?.text, file).toMatch(/\bmoderate\(\{/);
    }
  });

  it('is the only way in: no other module calls the detectors or the scan', () => {
    const bypass = sources.filter((s) => /\b(detectContacts|scanWords|prepareScan|normalizeForScan|readContactWords)\(/.test(s.text)).map((s) => s.file);
    expect(bypass).toEqual([]);
  });
});
