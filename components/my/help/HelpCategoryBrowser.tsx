import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';
import { InfiniteScroll } from 'antd-mobile';
import { toast } from '@/lib/toast';
import { isApiError } from '@/lib/http';
import { helpList, type HelpArticlePage, type HelpCategory } from '@/services/cms';
import { HelpEntryList } from './HelpEntryList';
import styles from './help.module.css';

type Props = { categories: HelpCategory[]; initialCode: string; initialPage: HelpArticlePage };

const hasMore = (p: HelpArticlePage | undefined) => !!p && p.current < p.totalPage;

/**
 * 问题分类 of the help home: a tab per category over its questions, more loading as the list's end comes into view.
 * Each category keeps what it loaded while the page is open; the open one is kept in the address (?categoryCode=).
 */
export function HelpCategoryBrowser({ categories, initialCode, initialPage }: Props) {
  const router = useRouter();
  const [active, setActive] = useState(initialCode);
  const [pages, setPages] = useState<Record<string, HelpArticlePage>>({ [initialCode]: initialPage });
  const [failed, setFailed] = useState('');
  const current = pages[active];
  const tablist = useRef<HTMLDivElement>(null);

  // The open tab is always in sight: centred in the row of tabs (which scrolls sideways), the page itself not moved.
  useEffect(() => {
    const list = tablist.current;
    const tab = list?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!list || !tab) return;
    list.scrollTo?.({ left: tab.offsetLeft - (list.clientWidth - tab.offsetWidth) / 2, behavior: 'smooth' });
  }, [active]);

  const load = async (code: string, page: number) => {
    try {
      const next = await helpList({ categoryCode: code, page, limit: initialPage.limit });
      setPages((all) => {
        const before = all[code];
        const records = page > 1 && before ? [...before.records, ...next.records] : next.records;
        return { ...all, [code]: { ...next, records } };
      });
    } catch (e) {
      toast.warning(isApiError(e) && e.message ? e.message : '加载失败，请稍后再试');
      throw e;
    }
  };

  const first = (code: string) => {
    setFailed('');
    load(code, 1).catch(() => setFailed(code));
  };

  const open = (code: string) => {
    if (code === active) return;
    setActive(code);
    void router.replace({ pathname: '/my/help', query: { categoryCode: code } }, undefined, { shallow: true, scroll: false });
    if (!pages[code]) first(code);
  };

  const activeName = categories.find((c) => c.code === active)?.name ?? '';
  return (
    <section className={styles.card} aria-labelledby="help-categories">
      <h2 id="help-categories" className={styles.cardTitle}>
        问题分类
      </h2>
      <div ref={tablist} className={styles.tabs} role="tablist" aria-label="问题分类">
        {categories.map((c) => (
          <button key={c.code} type="button" role="tab" aria-selected={c.code === active} className={styles.tab} onClick={() => open(c.code)}>
            {c.name}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={activeName}>
        {current ? (
          <HelpEntryList entries={current.records} label={`${activeName}的问题`} />
        ) : failed === active ? (
          <button type="button" className={styles.more} onClick={() => first(active)}>
            加载失败，点击重试
          </button>
        ) : (
          <p className={styles.end}>加载中…</p>
        )}
        {current ? <InfiniteScroll key={active} loadMore={() => load(active, current.current + 1)} hasMore={hasMore(current)} threshold={120} /> : null}
      </div>
    </section>
  );
}
