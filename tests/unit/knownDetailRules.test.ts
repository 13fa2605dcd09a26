/** Pure rules of the 必懂 detail pages: links, trampoline, pictures, fold, reactions, comments and the JSON-LD. */
import {
  actionFor,
  actionToast,
  applyAction,
  canExpand,
  collectLabel,
  editHref,
  homeHref,
  imageStrip,
  plainDescription,
  reactionsOf,
  tranHref,
  tranTarget,
  writeAction,
  type Reactions,
} from '@/lib/known/detailRules';
import { knownArticleJsonLd, qaPageJsonLd } from '@/components/known/detail/knownSeo';
import { editAnswerHref } from '@/lib/known/knownText';
import { cleanComment, prependComment, removeComment, setLike, toggledLike } from '@/components/known/comments/commentRules';

const none: Reactions = { applaudCount: 3, disapplaudCount: 1, collectCount: 2, isApplaud: false, isDisapplaud: false, isCollect: false };

describe('links', () => {
  it('homepages carry the user type (planner 2, anyone else 1)', () => {
    expect(homeHref({ id: 'u 1', type: 2 })).toBe('/known/home?homeUserId=u%201&type=2');
    expect(homeHref({ id: 'u1', type: 7 })).toBe('/known/home?homeUserId=u1');
  });

  it('the editor of each kind takes the content id with editType=2', () => {
    expect(editHref({ id: 'kc_q1', type: 1 })).toBe('/known/publish/question?id=kc_q1&editType=2');
    expect(editHref({ id: 'kc_a1', type: 2 })).toBe('/known/publish/article?id=kc_a1&editType=2');
    expect(editHref({ id: 'kc_r1', type: 3 })).toBe('/known/publish/answer?id=kc_r1&editType=2');
  });

  it('a question’s 写回答 reads 编辑我的回答 and opens that answer once the viewer has answered (one answer per person)', () => {
    expect(writeAction('kq 1', null)).toEqual({ text: '写回答', href: '/known/publish/answer?id=kq%201' });
    expect(writeAction('kq1', undefined)).toEqual({ text: '写回答', href: '/known/publish/answer?id=kq1' });
    expect(writeAction('kq1', 'kr_9')).toEqual({ text: '编辑我的回答', href: '/known/publish/answer?id=kr_9&editType=2' });
    // The editors and the creator centre build the same link without the detail pages' rules.
    expect(editAnswerHref('kr 9')).toBe(editHref({ id: 'kr 9', type: 3 }));
  });
});

describe('tranTarget', () => {
  it('replaces the trampoline with a 必懂 detail page and its id', () => {
    expect(tranTarget('/known/detail/article', 'kc_a2')).toBe('/known/detail/article?id=kc_a2');
    expect(tranTarget(' /known/detail/question ', 'a&b=c')).toBe('/known/detail/question?id=a%26b%3Dc');
  });

  it('round-trips the links the pages build', () => {
    const href = new URL(tranHref('/known/detail/article', 'kc_a9'), 'http://x');
    expect(tranTarget(href.searchParams.get('page') ?? '', href.searchParams.get('id') ?? '')).toBe('/known/detail/article?id=kc_a9');
  });

  it('refuses other sites, other areas, itself, tricks and a missing id (no open redirect)', () => {
    for (const page of [
      'https://evil.example/known/detail/article',
      '//evil.example/known/detail/article',
      '/known/detail/../../login',
      '/known/detail/article?x=1',
      '/known/detail/article/extra',
      '/my/order',
      '/known/detail/tran',
      'javascript:alert(1)',
      '/known/detail/',
      '',
    ]) {
      expect(tranTarget(page, 'kc_a1'), page).toBeNull();
    }
    expect(tranTarget('/known/detail/article', ' ')).toBeNull();
    expect(tranTarget(undefined, undefined)).toBeNull();
  });
});

describe('question fold', () => {
  it('shows one or two pictures as they are, more as the first two and the rest counted', () => {
    expect(imageStrip([])).toEqual({ shown: [], more: 0 });
    expect(imageStrip(['a'])).toEqual({ shown: ['a'], more: 0 });
    expect(imageStrip(['a', 'b'])).toEqual({ shown: ['a', 'b'], more: 0 });
    expect(imageStrip(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b'], more: 3 });
    expect(imageStrip(['a', '', 'b'])).toEqual({ shown: ['a', 'b'], more: 0 });
  });

  it('offers 展开 only when the folded view hides something', () => {
    expect(canExpand({ content: '', contentText: 'x'.repeat(200), images: [] })).toBe(false);
    expect(canExpand({ content: '<p>短</p>', contentText: '短', images: [] })).toBe(false);
    expect(canExpand({ content: '<p>短</p><img src="a">', contentText: '短', images: ['a'] })).toBe(true);
    expect(canExpand({ content: '<p>长</p>', contentText: '长'.repeat(61), images: [] })).toBe(true);
  });

  it('describes in plain text, collapsed and cut, or falls back', () => {
    expect(plainDescription('  a\n\n b  ', 'f')).toBe('a b');
    expect(plainDescription(' \n ', '后备')).toBe('后备');
    expect(plainDescription('字'.repeat(130), 'f', 120)).toBe(`${'字'.repeat(120)}…`);
  });
});

describe('reactions', () => {
  it('each tap asks the opposite of the current state', () => {
    expect(actionFor(none, 'applaud')).toBe('applaud');
    expect(actionFor({ ...none, isApplaud: true }, 'applaud')).toBe('unapplaud');
    expect(actionFor(none, 'disapplaud')).toBe('disapplaud');
    expect(actionFor({ ...none, isDisapplaud: true }, 'disapplaud')).toBe('undisapplaud');
    expect(actionFor(none, 'collect')).toBe('collect');
    expect(actionFor({ ...none, isCollect: true }, 'collect')).toBe('uncollect');
  });

  it('赞同 and 反对 exclude each other and move both counts', () => {
    const applauded = applyAction({ ...none, isDisapplaud: true }, 'applaud');
    expect(applauded).toMatchObject({ isApplaud: true, applaudCount: 4, isDisapplaud: false, disapplaudCount: 0 });
    const against = applyAction(applauded, 'disapplaud');
    expect(against).toMatchObject({ isApplaud: false, applaudCount: 3, isDisapplaud: true, disapplaudCount: 1 });
    expect(applyAction(against, 'undisapplaud')).toMatchObject({ isDisapplaud: false, disapplaudCount: 0, isApplaud: false });
  });

  it('collect counts up and down, never below zero, and repeats change nothing', () => {
    const c = applyAction(none, 'collect');
    expect(c).toMatchObject({ isCollect: true, collectCount: 3 });
    expect(applyAction(c, 'collect')).toBe(c);
    expect(applyAction({ ...none, collectCount: 0, isCollect: true }, 'uncollect')).toMatchObject({ isCollect: false, collectCount: 0 });
    expect(applyAction(none, 'unapplaud')).toBe(none);
  });

  it('toasts as the original; an article says 已反对', () => {
    expect(actionToast('applaud', 1)).toBe('点赞成功');
    expect(actionToast('unapplaud', 3)).toBe('取消点赞');
    expect(actionToast('disapplaud', 3)).toBe('反对成功');
    expect(actionToast('disapplaud', 2)).toBe('已反对');
    expect(actionToast('undisapplaud', 3)).toBe('取消反对');
    expect(actionToast('collect', 1)).toBe('收藏成功');
    expect(actionToast('uncollect', 1)).toBe('取消收藏');
  });

  it('keeps only the reaction fields of a detail', () => {
    expect(Object.keys(reactionsOf({ ...none, title: 'x' } as Reactions)).sort()).toEqual(Object.keys(none).sort());
  });
});

describe('comments', () => {
  const c = (id: string, applaudCount = 0, isApplaud = false) => ({ id, applaudCount, isApplaud });

  it('sends trimmed text up to 100 characters; blank sends nothing', () => {
    expect(cleanComment('  好问题 \n')).toBe('好问题');
    expect(cleanComment('   ')).toBe('');
    expect(cleanComment('字'.repeat(120))).toHaveLength(100);
  });

  it('puts a new comment first once, removes by id, and toggles likes', () => {
    expect(prependComment([c('a'), c('b')], c('b')).map((x) => x.id)).toEqual(['b', 'a']);
    expect(removeComment([c('a'), c('b')], 'a').map((x) => x.id)).toEqual(['b']);
    expect(toggledLike(c('a', 2, false))).toEqual({ applaudCount: 3, isApplaud: true });
    expect(toggledLike(c('a', 0, true))).toEqual({ applaudCount: 0, isApplaud: false });
    expect(setLike([c('a'), c('b')], 'b', { applaudCount: 5, isApplaud: true })).toEqual([c('a'), c('b', 5, true)]);
  });
});

describe('JSON-LD', () => {
  it('describes a question with its answers, and no text can close the script element', () => {
    const text = qaPageJsonLd({
      title: '</script><script>alert(1)</script>怎么注册公司？',
      text: '',
      createdAt: '2026-11-01T00:00:00.000Z',
      author: { name: '' },
      answerCount: 1,
      upvoteCount: 2,
      url: 'https://m.example/known/detail/question?id=q1',
      answers: [
        { text: '先核名 & 准备材料', upvoteCount: 3, createdAt: '2026-11-02T00:00:00.000Z', author: { name: '王' }, url: 'u1' },
        { text: '', upvoteCount: 0, createdAt: '2026-11-02T00:00:00.000Z', author: { name: '李' }, url: 'u2' },
      ],
    });
    expect(text).not.toMatch(/<|>|&/);
    const ld = JSON.parse(text);
    expect(ld['@type']).toBe('QAPage');
    expect(ld.mainEntity).toMatchObject({ '@type': 'Question', name: '</script><script>alert(1)</script>怎么注册公司？', answerCount: 1, author: { name: '薯片用户' } });
    expect(ld.mainEntity.text).toBe(ld.mainEntity.name);
    expect(ld.mainEntity.suggestedAnswer).toEqual([
      { '@type': 'Answer', text: '先核名 & 准备材料', upvoteCount: 3, dateCreated: '2026-11-02T00:00:00.000Z', author: { '@type': 'Person', name: '王' }, url: 'u1' },
    ]);
  });

  it('describes an article', () => {
    const ld = JSON.parse(
      knownArticleJsonLd({ title: 'T', description: 'D', createdAt: 'c', updatedAt: '', author: { name: 'A' }, url: 'U', images: [], logo: 'L' }),
    );
    expect(ld).toMatchObject({ '@type': 'Article', headline: 'T', datePublished: 'c', dateModified: 'c', author: { name: 'A' }, mainEntityOfPage: { '@id': 'U' } });
    expect(ld.image).toBeUndefined();
  });
});

describe('收藏 label', () => {
  it('reads 收藏 or 已收藏, with the server\'s count only where the page shows it (the video page)', () => {
    expect(collectLabel(none)).toBe('收藏');
    expect(collectLabel({ ...none, isCollect: true, collectCount: 3 })).toBe('已收藏');
    expect(collectLabel(none, true)).toBe('收藏 2');
    expect(collectLabel({ isCollect: true, collectCount: 3 }, true)).toBe('已收藏 3');
    expect(collectLabel({ isCollect: false, collectCount: 0 }, true)).toBe('收藏');
  });
});
