import { describe, expect, it } from 'vitest';
import { chosenTopics, pickFromIds, switchParent, toggleTopic, topicTriggerText, type TopicNode } from '@/components/known/publish/topicSelection';
import { TYPE_CREATE, activeOfTab, answerDraftRows, contentTypeFrom, creatorCardHref, creatorFooter, draftNote, ofType, statusBadge, tabFromActive } from '@/lib/known/creatorRules';
import { labelIndexes, linePoints, shortDay, ticks, valueScale } from '@/components/known/creator/chartMath';

const tree: TopicNode[] = [
  { id: 'p1', name: '工商', children: [1, 2, 3, 4, 5, 6].map((n) => ({ id: `a${n}`, name: `工商${n}` })) },
  { id: 'p2', name: '财税', children: [{ id: 'b1', name: '记账' }, { id: 'b2', name: '税务' }] },
];

describe('topic picker', () => {
  it('allows five topics and refuses the sixth with its toast', () => {
    let pick = { parentId: 'p1', ids: [] as string[] };
    for (const id of ['a1', 'a2', 'a3', 'a4', 'a5']) pick = toggleTopic(pick, id).pick;
    const sixth = toggleTopic(pick, 'a6');
    expect(sixth.error).toBe('最多可选择五个话题哦');
    expect(sixth.pick.ids).toHaveLength(5);
    expect(toggleTopic(pick, 'a3').pick.ids).toEqual(['a1', 'a2', 'a4', 'a5']);
  });

  it('starts over under another parent and brings the confirmed choice back under its own', () => {
    const confirmed = { parentId: 'p1', ids: ['a1', 'a2'] };
    const other = switchParent(confirmed, confirmed, 'p2');
    expect(other).toEqual({ parentId: 'p2', ids: [] });
    const ticked = toggleTopic(other, 'b1').pick;
    expect(switchParent(ticked, confirmed, 'p1')).toEqual(confirmed);
    expect(switchParent(ticked, confirmed, 'p2')).toBe(ticked);
  });

  it('rebuilds the choice of an edited post from its topic ids', () => {
    expect(pickFromIds(tree, ['b2', 'b1', 'b2'])).toEqual({ parentId: 'p2', ids: ['b2', 'b1'] });
    expect(pickFromIds(tree, ['gone', 'a2', 'b1'])).toEqual({ parentId: 'p1', ids: ['a2'] });
    expect(pickFromIds(tree, [])).toEqual({ parentId: 'p1', ids: [] });
    expect(pickFromIds([], ['a1'])).toEqual({ parentId: '', ids: [] });
  });

  it('names the chosen topics in order and counts them on the trigger', () => {
    expect(chosenTopics(tree, ['a2', 'zz', 'a1']).map((t) => t.name)).toEqual(['工商2', '工商1']);
    expect(topicTriggerText(0)).toBe('+ 话题 (至少添加一个)');
    expect(topicTriggerText(2)).toBe('+ 话题(2/5)');
  });
});

describe('creator centre', () => {
  it('opens 未通过 with ?active=3 and 全部 otherwise', () => {
    expect(tabFromActive('3')).toBe('rejected');
    expect(tabFromActive('1')).toBe('published');
    expect(tabFromActive('9')).toBe('all');
    expect(tabFromActive(undefined)).toBe('all');
    expect(activeOfTab('pending')).toBe(2);
  });

  it('colours the badges by status, each 4.5:1 on white', () => {
    expect(statusBadge(0)).toEqual({ text: '审核中', colour: '#b35a00' });
    expect(statusBadge(1)).toEqual({ text: '已通过', colour: '#6f6f6f' });
    expect(statusBadge(2)).toEqual({ text: '未通过', colour: '#c8271e' });
  });

  it('counts answers for questions and likes for the rest', () => {
    expect(creatorFooter({ type: 1, answerCount: 3, applaudCount: 9, collectCount: 2 })).toBe('3 回答 · 2 收藏');
    expect(creatorFooter({ type: 2, answerCount: 0, applaudCount: 9, collectCount: 2 })).toBe('9 点赞 · 2 收藏');
  });

  it('opens a rejected post in its editor and any other in its page', () => {
    expect(creatorCardHref({ id: 'q1', type: 1, status: 2 })).toBe('/known/publish/question?id=q1&editType=2');
    expect(creatorCardHref({ id: 'a1', type: 3, status: 2 })).toBe('/known/publish/answer?id=a1&editType=2');
    expect(creatorCardHref({ id: 'r1', type: 2, status: 2 })).toBe('/known/publish/article?id=r1&editType=2');
    expect(creatorCardHref({ id: 'q1', type: 1, status: 0 })).toBe('/known/detail/question?id=q1');
    expect(creatorCardHref({ id: 'v1', type: 5, status: 2 })).toBe('/known/detail/video?id=v1');
  });

  it('filters the loaded cards by content type', () => {
    const items = [{ type: 1 }, { type: 3 }, { type: 2 }, { type: 1 }];
    expect(ofType(items, 0)).toHaveLength(4);
    expect(ofType(items, 1)).toHaveLength(2);
    expect(contentTypeFrom('3')).toBe(3);
    expect(contentTypeFrom('5')).toBe(0);
  });

  it('sends an empty type filter to the editor of that type', () => {
    expect(TYPE_CREATE[1]).toEqual({ href: '/known/publish/question', text: '去提问' });
    expect(TYPE_CREATE[3]?.href).toBe('/known/publish/chooseque');
    expect(TYPE_CREATE[2]?.href).toBe('/known/publish/article');
    expect(TYPE_CREATE[0]).toBeUndefined();
  });

  it('says what each draft row of the hub holds', () => {
    const draft = { target: 'article', title: '', content: '<p>第一条：发票要按月整理。</p><p>第二条</p>', topicIds: [], seq: 3, updatedAt: '2026-11-24T20:05:00.000Z' };
    const at = '11-25 04:05';
    expect(draftNote({ draft: { ...draft, title: ' 创业第一年的记账心得 ' } })).toEqual({ what: '创业第一年的记账心得', at });
    expect(draftNote({ draft })).toEqual({ what: '第一条：发票要按月整理。 第二条', at });
    expect(draftNote({ draft: { ...draft, content: '' } })).toEqual({ what: '未命名草稿', at });
    expect(draftNote({ draft: null })).toEqual({ what: '暂无草稿', at: '' });
    expect(draftNote(null)).toEqual({ what: '', at: '' });
  });

  it('lists each answer draft with its question, opening its editor; one row when there is none or they failed', () => {
    const base = { questionId: 'kq1', questionTitle: '公司注销要多久？', answerId: null, content: '<p>先清算</p>', updatedAt: '2026-11-24T20:05:00.000Z' };
    const records = [
      { ...base, target: 'edit:kr_9', questionId: 'kq2', questionTitle: '代账怎么收费？', answerId: 'kr_9' },
      { ...base, target: 'answer:kq1' },
      { ...base, target: 'answer:kq3', content: '<p><br></p>' },
      { ...base, target: 'answer:kq4', content: '<p><img src="/api/upload/v1/file/a.png"></p>', questionTitle: '只有图片？', questionId: 'kq4' },
    ];
    expect(answerDraftRows({ records })).toEqual([
      { key: 'edit:kr_9', href: '/known/publish/answer?id=kr_9&editType=2', what: '代账怎么收费？', at: '11-25 04:05' },
      { key: 'answer:kq1', href: '/known/publish/answer?id=kq1', what: '公司注销要多久？', at: '11-25 04:05' },
      { key: 'answer:kq4', href: '/known/publish/answer?id=kq4', what: '只有图片？', at: '11-25 04:05' },
    ]);
    const none = { key: 'answers', href: '/known/publish/chooseque', at: '' };
    expect(answerDraftRows({ records: [] })).toEqual([{ ...none, what: '暂无草稿' }]);
    expect(answerDraftRows({ records: [records[2]] })).toEqual([{ ...none, what: '暂无草稿' }]);
    expect(answerDraftRows(null)).toEqual([{ ...none, what: '' }]);
  });
});

describe('creator chart', () => {
  it('steps the value axis by 1, 2 or 5 times a power of ten, about four intervals high', () => {
    expect(valueScale(0)).toEqual({ max: 4, step: 1 });
    expect(valueScale(7)).toEqual({ max: 8, step: 2 });
    expect(valueScale(130)).toEqual({ max: 150, step: 50 });
    expect(valueScale(480)).toEqual({ max: 600, step: 200 });
    expect(ticks({ max: 150, step: 50 })).toEqual([0, 50, 100, 150]);
  });

  it('places the first day on the left and the last on the right, zero on the baseline', () => {
    const box = { width: 300, height: 120, left: 30, right: 10, top: 10, bottom: 20 };
    const pts = linePoints([0, 50, 100], 100, box);
    expect(pts[0]).toEqual({ x: 30, y: 100 });
    expect(pts[1]).toEqual({ x: 160, y: 55 });
    expect(pts[2]).toEqual({ x: 290, y: 10 });
    expect(linePoints([5], 10, box)[0].x).toBe(160);
  });

  it('labels every day of a week, and about five of a month, always the first and the last', () => {
    expect(labelIndexes(3)).toEqual([0, 1, 2]);
    expect(labelIndexes(7)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(labelIndexes(30)).toEqual([0, 8, 16, 24, 29]);
    expect(labelIndexes(14)).toEqual([0, 4, 8, 13]);
    expect(shortDay('2026-11-24')).toBe('11-24');
  });
});
