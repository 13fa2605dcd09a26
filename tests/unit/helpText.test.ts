import { helpSearchWords } from '@/lib/contract/cms/enums';
import { helpPlainText, renderHelpHtml, snippetAround } from '@/server/modules/cms/helpText';

describe('help answers', () => {
  it('render paragraphs and numbered steps as HTML with every text escaped', () => {
    expect(renderHelpHtml(['先登录。', ['打开“我的”', '点击 <b>设置</b> & 保存']])).toBe(
      '<p>先登录。</p>\n<ol><li>打开“我的”</li><li>点击 &lt;b&gt;设置&lt;/b&gt; &amp; 保存</li></ol>',
    );
  });

  it('keep the same words as plain text for search, steps numbered', () => {
    expect(helpPlainText(['先登录。', ['打开“我的”', '点击设置']])).toBe('先登录。\n1. 打开“我的”\n2. 点击设置');
  });
});

describe('help search words', () => {
  it('splits on spaces (full-width too), drops blanks and repeats whatever their case, keeps at most five', () => {
    expect(helpSearchWords('  支付密码　锁定  ')).toEqual(['支付密码', '锁定']);
    expect(helpSearchWords('App app APP')).toEqual(['app']);
    expect(helpSearchWords('a b c d e f g')).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(helpSearchWords('   ')).toEqual([]);
  });
});

describe('the snippet of a search hit', () => {
  const text = '订单提交后请在2小时内完成付款。超过2小时仍未付款的订单会被系统自动取消，取消原因显示为“超时自动取消”。订单取消后，下单时使用的优惠券会退回到您的账户。';

  it('shows the text around the first word found, cut with …', () => {
    const s = snippetAround(text, ['优惠券'], 20);
    expect(s).toContain('优惠券');
    expect(s.startsWith('…')).toBe(true);
    expect(s.replace(/…/g, '')).toHaveLength(20);
  });

  it('starts at the beginning when the words are only in the title, and keeps a short text whole', () => {
    expect(snippetAround(text, ['发票'], 10)).toBe('订单提交后请在2小时…');
    expect(snippetAround('短短一句\n两行', ['两行'])).toBe('短短一句 两行');
  });

  it('finds words whatever their case, and takes the earliest of several', () => {
    expect(snippetAround('xx Hello yy 你好 zz', ['你好', 'hello'], 6)).toBe('… Hello…');
    // Near the end, the window ends with the text rather than running short.
    expect(snippetAround('前面很多很多字然后是关键词', ['关键词'], 5)).toBe('…后是关键词');
  });
});
