import { describe, expect, it } from 'vitest';
import type { KnownCard } from '@/lib/contract/known/api';
import {
  byHeat,
  cardMeta,
  commentLabel,
  firstImage,
  heatLabel,
  likeLabel,
  replaceCard,
  showsAnswerActions,
  showsReactions,
  withApplaud,
} from '@/components/known/card/cardRules';
import { dayAndWeek, homeHref } from '@/lib/known/knownText';

const card = (over: Partial<KnownCard> = {}): KnownCard => ({
  id: 'kc_1',
  type: 2,
  videoKind: null,
  title: '注册公司要准备什么？',
  contentText: '身份证、地址',
  images: [],
  coverUrl: '',
  durationSeconds: null,
  topics: [],
  author: { id: 'u1', name: '张三', avatar: '', type: 1, postName: '' },
  sourceId: null,
  status: 1,
  createdAt: '2026-11-20T02:05:00.000Z',
  applaudCount: 0,
  remarkCount: 0,
  collectCount: 0,
  answerCount: 0,
  browseCount: 0,
  hotScore: 0,
  isApplaud: false,
  ...over,
});

describe('必懂 feed card', () => {
  it('says when (as lists do, China time) and what', () => {
    const now = Date.parse('2026-11-20T13:05:00+08:00');
    expect(cardMeta(card({ type: 1 }), now)).toBe('3小时前·发布了问题');
    expect(cardMeta(card({ type: 2 }), now)).toBe('3小时前·发表了文章');
    expect(cardMeta(card({ type: 3 }), now)).toBe('3小时前·回答了问题');
    expect(cardMeta(card({ type: 5, videoKind: 1 }), Date.parse('2026-11-21T08:00:00+08:00'))).toBe('昨天 10:05·发布了视频');
    expect(cardMeta(card({ type: 5, videoKind: 2 }), Date.parse('2027-01-02T08:00:00+08:00'))).toBe('2026-11-20·发布了小视频');
  });

  it('labels the like with the count, or 赞同 / 点赞 when nobody liked yet', () => {
    expect(likeLabel(card({ applaudCount: 12 }))).toBe('12');
    expect(likeLabel(card({ type: 3 }))).toBe('赞同');
    expect(likeLabel(card({ type: 5 }))).toBe('点赞');
    expect(commentLabel(0)).toBe('评论');
    expect(commentLabel(3)).toBe('3');
  });

  it('offers 邀请 / 写回答 on published questions, reactions on everything else', () => {
    expect(showsAnswerActions(card({ type: 1, status: 1 }))).toBe(true);
    expect(showsAnswerActions(card({ type: 1, status: 0 }))).toBe(false);
    expect(showsReactions(card({ type: 1 }))).toBe(false);
    expect(showsReactions(card({ type: 3 }))).toBe(true);
  });

  it('likes and unlikes optimistically without going below zero', () => {
    const liked = withApplaud(card({ applaudCount: 4 }), true);
    expect(liked).toMatchObject({ isApplaud: true, applaudCount: 5 });
    expect(withApplaud(liked, false)).toMatchObject({ isApplaud: false, applaudCount: 4 });
    expect(withApplaud(card({ isApplaud: true, applaudCount: 0 }), false).applaudCount).toBe(0);
    const same = card({ isApplaud: true, applaudCount: 2 });
    expect(withApplaud(same, true)).toBe(same);
  });

  it('takes the first picture, else the cover', () => {
    expect(firstImage(card({ images: ['/a.png', '/b.png'] }))).toBe('/a.png');
    expect(firstImage(card({ coverUrl: '/c.jpg' }))).toBe('/c.jpg');
    expect(firstImage(card())).toBe('');
  });

  it('replaces one card of a list by id', () => {
    const list = [card({ id: 'a' }), card({ id: 'b' })];
    const next = replaceCard(list, card({ id: 'b', applaudCount: 9 }));
    expect(next.map((c) => c.applaudCount)).toEqual([0, 9]);
    expect(next[0]).toBe(list[0]);
  });
});

describe('必懂 hot list', () => {
  it('ranks hottest first and keeps the server order on ties', () => {
    const list = [card({ id: 'a', hotScore: 5 }), card({ id: 'b', hotScore: 50 }), card({ id: 'c', hotScore: 5 })];
    expect(byHeat(list).map((c) => c.id)).toEqual(['b', 'a', 'c']);
  });

  it('writes heat in 万 above 10000, cut to one decimal', () => {
    expect(heatLabel(9999)).toBe('9999 热度');
    expect(heatLabel(10000)).toBe('10000 热度');
    expect(heatLabel(12399)).toBe('1.2万 热度');
    expect(heatLabel(19999.7)).toBe('1.9万 热度');
    expect(heatLabel(-3)).toBe('0 热度');
  });
});

describe('必懂 helpers', () => {
  it('writes Sunday as 周日 and pads the day', () => {
    expect(dayAndWeek({ d: 3, weekday: 0 })).toEqual({ day: '03', week: '周日' });
    expect(dayAndWeek({ d: 24, weekday: 2 })).toEqual({ day: '24', week: '周二' });
  });

  it('links a user to their homepage with their type', () => {
    expect(homeHref({ id: 'u 1', type: 2 })).toBe('/known/home?homeUserId=u%201&type=2');
    expect(homeHref({ id: 'u1' })).toBe('/known/home?homeUserId=u1');
  });
});
