/**
 * Pure rules of the 必懂 board tabs and their editor (inventory known.md §1): which boards show, the first three
 * that cannot be removed, moving boards between 我的板块 and 更多板块, the hidden list kept in localStorage
 * `morePlate`, and the tab opened first. No React: unit-tested in node (tests/unit/knownFeedBoards.test.ts).
 */
import type { Board } from '@/lib/contract/known/api';
import { BOARD } from '@/lib/contract/known/enums';

export const MORE_PLATE_KEY = 'morePlate';
/** The first boards of 我的板块 stay (回答, 推荐, 关注). */
export const FIXED_BOARDS = 3;
/** Without ?params the second tab opens (推荐). */
export const DEFAULT_TAB_INDEX = 1;

/** Reads the stored hidden boards: ids, or the board objects older versions stored. Anything else is ignored. */
export function parseHidden(raw: string | null | undefined): string[] {
  if (!raw) return [];
  try {
    const v: unknown = JSON.parse(raw);
    if (!Array.isArray(v)) return [];
    const ids = v.map((x) => (typeof x === 'string' ? x : x && typeof x === 'object' && typeof (x as { id?: unknown }).id === 'string' ? (x as { id: string }).id : ''));
    return [...new Set(ids.filter(Boolean))];
  } catch {
    return [];
  }
}

/** 我的板块 and 更多板块: every board minus the hidden ones (never one of the fixed first three), in server order. */
export function splitBoards(all: readonly Board[], hidden: readonly string[]): { mine: Board[]; more: Board[] } {
  const fixed = new Set(all.slice(0, FIXED_BOARDS).map((b) => b.id));
  const hide = new Set(hidden.filter((id) => !fixed.has(id)));
  // More keeps the order the boards were hidden in, like the original's list.
  const more = hidden.map((id) => all.find((b) => b.id === id)).filter((b): b is Board => !!b && hide.has(b.id));
  return { mine: all.filter((b) => !hide.has(b.id)), more: [...new Set(more)] };
}

export const canRemove = (index: number) => index >= FIXED_BOARDS;

export type BoardState = { mine: Board[]; more: Board[]; activeId: string };

/**
 * Moves board `id` of 我的板块 to 更多板块. When it was the open tab, the tab to its left opens instead.
 * The first three cannot move.
 */
export function removeBoard(s: BoardState, id: string): BoardState {
  const i = s.mine.findIndex((b) => b.id === id);
  if (i < 0 || !canRemove(i)) return s;
  const mine = s.mine.filter((b) => b.id !== id);
  const activeId = s.activeId === id ? s.mine[i - 1].id : s.activeId;
  return { mine, more: [...s.more, s.mine[i]], activeId };
}

/** Moves board `id` of 更多板块 back to the end of 我的板块. */
export function addBoard(s: BoardState, id: string): BoardState {
  const b = s.more.find((x) => x.id === id);
  if (!b) return s;
  return { ...s, mine: [...s.mine, b], more: s.more.filter((x) => x.id !== id) };
}

/** What `morePlate` keeps: the ids of 更多板块. */
export const serializeHidden = (more: readonly Board[]) => JSON.stringify(more.map((b) => b.id));

/** The tab opened first: the board whose executionParameters is ?params, else the second one. */
export function initialBoardId(boards: readonly Board[], params: string | undefined): string {
  const hit = params ? boards.find((b) => b.executionParameters && b.executionParameters === params) : undefined;
  return (hit ?? boards[DEFAULT_TAB_INDEX] ?? boards[0])?.id ?? BOARD.RECOMMEND;
}

/** The body a board shows. */
export type BoardKind = 'answer' | 'follow' | 'hot' | 'recommend' | 'topic';
export function boardKind(b: Pick<Board, 'executionParameters'>): BoardKind {
  switch (b.executionParameters) {
    case BOARD.ANSWER:
      return 'answer';
    case BOARD.FOLLOW:
      return 'follow';
    case BOARD.HOT:
      return 'hot';
    case BOARD.RECOMMEND:
      return 'recommend';
    default:
      return 'topic';
  }
}

/** The feed `board` parameter of a board: its executionParameters for the special ones, else its topic id. */
export const feedBoardOf = (b: Pick<Board, 'id' | 'executionParameters'>) => b.executionParameters || b.id;
