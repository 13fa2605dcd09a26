import { describe, expect, it } from 'vitest';
import type { Board } from '@/lib/contract/known/api';
import {
  addBoard,
  boardKind,
  canRemove,
  feedBoardOf,
  initialBoardId,
  parseHidden,
  removeBoard,
  serializeHidden,
  splitBoards,
} from '@/lib/known/boardRules';

const b = (id: string, name: string, executionParameters = ''): Board => ({ id, name, executionParameters });
const BOARDS: Board[] = [
  b('huida', '回答', 'huida'),
  b('tuijian', '推荐', 'tuijian'),
  b('guanzhu', '关注', 'guanzhu'),
  b('rebang', '热榜', 'rebang'),
  b('kt_reg', '工商注册'),
  b('kt_tax', '财税'),
  b('kt_ip', '知识产权'),
];
const ids = (list: Board[]) => list.map((x) => x.id);

describe('必懂 boards', () => {
  it('opens the second board without ?params, the matching board with it', () => {
    expect(initialBoardId(BOARDS, undefined)).toBe('tuijian');
    expect(initialBoardId(BOARDS, 'rebang')).toBe('rebang');
    expect(initialBoardId(BOARDS, 'nothing')).toBe('tuijian');
    // topic boards have no executionParameters: an empty ?params matches none of them
    expect(initialBoardId(BOARDS, '')).toBe('tuijian');
  });

  it('shows every board minus the hidden ones, the hidden in the order they were hidden', () => {
    const { mine, more } = splitBoards(BOARDS, ['kt_ip', 'kt_reg']);
    expect(ids(mine)).toEqual(['huida', 'tuijian', 'guanzhu', 'rebang', 'kt_tax']);
    expect(ids(more)).toEqual(['kt_ip', 'kt_reg']);
  });

  it('never hides the first three boards, and ignores boards that no longer exist', () => {
    const { mine, more } = splitBoards(BOARDS, ['huida', 'gone', 'kt_tax']);
    expect(ids(mine)).toEqual(['huida', 'tuijian', 'guanzhu', 'rebang', 'kt_reg', 'kt_ip']);
    expect(ids(more)).toEqual(['kt_tax']);
  });

  it('reads morePlate as ids or as the board objects older versions kept, and survives garbage', () => {
    expect(parseHidden('["kt_ip","kt_ip","kt_tax"]')).toEqual(['kt_ip', 'kt_tax']);
    expect(parseHidden('[{"id":"kt_reg","name":"工商注册"}]')).toEqual(['kt_reg']);
    expect(parseHidden('{')).toEqual([]);
    expect(parseHidden('"x"')).toEqual([]);
    expect(parseHidden(null)).toEqual([]);
  });

  it('writes morePlate as the ids of 更多板块', () => {
    expect(parseHidden(serializeHidden([BOARDS[5], BOARDS[4]]))).toEqual(['kt_tax', 'kt_reg']);
  });

  it('keeps the first three in 我的板块', () => {
    const s = { ...splitBoards(BOARDS, []), activeId: 'tuijian' };
    expect(canRemove(2)).toBe(false);
    expect(canRemove(3)).toBe(true);
    expect(removeBoard(s, 'guanzhu')).toBe(s);
  });

  it('moves a removed board to 更多板块 and opens the tab to its left when it was open', () => {
    const s = { ...splitBoards(BOARDS, []), activeId: 'kt_tax' };
    const next = removeBoard(s, 'kt_tax');
    expect(ids(next.mine)).toEqual(['huida', 'tuijian', 'guanzhu', 'rebang', 'kt_reg', 'kt_ip']);
    expect(ids(next.more)).toEqual(['kt_tax']);
    expect(next.activeId).toBe('kt_reg');
  });

  it('keeps the open tab when another board is removed', () => {
    const s = { ...splitBoards(BOARDS, []), activeId: 'kt_ip' };
    expect(removeBoard(s, 'kt_reg').activeId).toBe('kt_ip');
  });

  it('adds a board of 更多板块 back at the end of 我的板块', () => {
    const s = { ...splitBoards(BOARDS, ['kt_reg']), activeId: 'tuijian' };
    const next = addBoard(s, 'kt_reg');
    expect(ids(next.mine).at(-1)).toBe('kt_reg');
    expect(next.more).toEqual([]);
    expect(addBoard(next, 'kt_reg')).toBe(next);
  });

  it('shows each board with its own body and feeds topic boards by id', () => {
    expect(BOARDS.map(boardKind)).toEqual(['answer', 'recommend', 'follow', 'hot', 'topic', 'topic', 'topic']);
    expect(feedBoardOf(BOARDS[1])).toBe('tuijian');
    expect(feedBoardOf(BOARDS[4])).toBe('kt_reg');
  });
});
