import { useEffect, useState } from 'react';
import { UnorderedListOutline, UpOutline } from 'antd-mobile-icons';
import { floatMode, type FloatMode } from './homeBlocks';
import { scrollRoot, subscribeScroll } from './scrollRoot';
import styles from './recommend.module.css';

/** The sticky search bar's height: a block counts as "at the top" once it reaches it. */
const HEADER_PX = 56;

const topOf = (id: string) => document.getElementById(id)?.getBoundingClientRect().top ?? null;

/**
 * The floating button (FiexdBtn): hidden near the top; 推荐 between the marketing block and the recommend block
 * (smooth-scrolls to the recommend block); 顶部 past it (smooth-scrolls to the top).
 */
export function FloatButton({ marketingId, recommendId }: { marketingId: string; recommendId: string }) {
  const [mode, setMode] = useState<FloatMode>('hidden');
  useEffect(() => {
    const update = () => setMode(floatMode(topOf(marketingId), topOf(recommendId), HEADER_PX));
    update();
    const unsubscribe = subscribeScroll(update);
    window.addEventListener('resize', update);
    return () => {
      unsubscribe();
      window.removeEventListener('resize', update);
    };
  }, [marketingId, recommendId]);

  if (mode === 'hidden') return null;
  const toRecommend = mode === 'recommend';
  return (
    <button
      type="button"
      className={styles.backTop}
      aria-label={toRecommend ? '跳到推荐' : '回到顶部'}
      onClick={() => {
        if (toRecommend) document.getElementById(recommendId)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
        else (scrollRoot() ?? window).scrollTo({ top: 0, behavior: 'smooth' });
      }}
    >
      {toRecommend ? <UnorderedListOutline aria-hidden /> : <UpOutline aria-hidden />}
      <span>{toRecommend ? '推荐' : '顶部'}</span>
    </button>
  );
}
