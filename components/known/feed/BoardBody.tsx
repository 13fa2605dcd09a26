import { useCallback } from 'react';
import type { Board, KnownCard, KnownPage } from '@/lib/contract/known/api';
import { knownFeed } from '@/services/known';
import { Empty } from '@/components/common/Empty';
import { boardKind, feedBoardOf } from '@/lib/known/boardRules';
import { AnswerTab } from './AnswerTab';
import { FollowTab } from './FollowTab';
import { HotTab } from './HotTab';
import { KnownFeedList } from './KnownFeedList';

const PAGE_SIZE = 10;

/** 推荐 or a topic board: its feed, newest (推荐: hottest) first. */
function BoardFeed({ board, initial }: { board: Board; initial: KnownPage | null }) {
  const boardParam = feedBoardOf(board);
  const fetchPage = useCallback((page: number) => knownFeed({ board: boardParam, page, limit: PAGE_SIZE }), [boardParam]);
  return <KnownFeedList fetchPage={fetchPage} listKey={boardParam} initial={initial} empty={<Empty text="这个板块还没有内容" />} label={`${board.name}列表`} />;
}

export type BoardBodyProps = {
  board: Board;
  /** Server-rendered first screen, for the tab the page opened on. */
  feed: KnownPage | null;
  hot: KnownCard[] | null;
  day: string;
  onRecommend: () => void;
};

/** The body of one board tab, by its executionParameters (inventory known.md §1). */
export function BoardBody({ board, feed, hot, day, onRecommend }: BoardBodyProps) {
  switch (boardKind(board)) {
    case 'answer':
      return <AnswerTab />;
    case 'follow':
      return <FollowTab />;
    case 'hot':
      return <HotTab initial={hot} today={day} onRecommend={onRecommend} />;
    default:
      return <BoardFeed board={board} initial={feed} />;
  }
}
