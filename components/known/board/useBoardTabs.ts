import { useCallback, useMemo, useRef, useState } from 'react';
import type { Board } from '@/lib/contract/known/api';
import { BOARD } from '@/lib/contract/known/enums';
import { initialBoardId, parseHidden, serializeHidden, splitBoards, type BoardState } from '@/lib/known/boardRules';
import { useMorePlate, writeMorePlate } from './morePlate';

/**
 * The board tabs of /known: 我的板块 / 更多板块 (localStorage `morePlate`), the open tab, the tabs opened so far (their
 * bodies stay mounted, hidden, so each keeps its list), and each tab's scroll position.
 */
export function useBoardTabs(boards: Board[], firstId: string, params: string | undefined) {
  const raw = useMorePlate();
  const { mine, more } = useMemo(() => splitBoards(boards, parseHidden(raw)), [boards, raw]);
  const [wanted, setWanted] = useState(firstId);
  const [opened, setOpened] = useState<string[]>([firstId]);
  const scrolls = useRef(new Map<string, number>());
  // A later visit with another ?params (the page is kept alive) opens that board.
  const [seenParams, setSeenParams] = useState(params);
  if (params !== seenParams) {
    setSeenParams(params);
    if (params) {
      const id = initialBoardId(boards, params);
      setWanted(id);
      setOpened((o) => (o.includes(id) ? o : [...o, id]));
    }
  }

  const activeId = mine.some((b) => b.id === wanted) ? wanted : (mine[1] ?? mine[0])?.id ?? '';

  const select = useCallback(
    (id: string) => {
      if (id === activeId) return;
      scrolls.current.set(activeId, window.scrollY);
      setWanted(id);
      setOpened((o) => (o.includes(id) ? o : [...o, id]));
      const y = scrolls.current.get(id) ?? 0;
      requestAnimationFrame(() => window.scrollTo(0, y));
    },
    [activeId],
  );

  const save = useCallback(
    (next: BoardState) => {
      writeMorePlate(serializeHidden(next.more));
      if (next.activeId !== activeId) select(next.activeId);
    },
    [activeId, select],
  );

  const recommendId = boards.find((b) => b.executionParameters === BOARD.RECOMMEND)?.id ?? BOARD.RECOMMEND;
  const state: BoardState = { mine, more, activeId };
  return { state, opened, select, save, recommendId };
}
