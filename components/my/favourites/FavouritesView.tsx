import Link from 'next/link';
import { Tabs } from '@/components/common/Tabs';
import { PullToRefresh } from '@/components/common/PullToRefresh';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Empty } from '@/components/common/Empty';
import { Seo } from '@/components/common/Seo';
import { InlineLoading } from '@/components/common/InlineLoading';
import { PagedListEnd } from '@/components/planner/PagedFooter';
import { FAVOURITE_TABS, KNOWN_FILTERS, emptyAction, emptyText, tabOf, type FavouriteTab } from '@/lib/favourites/favouriteRules';
import type { FavouritesStart } from '@/services/favouriteRows';
import { useFavourites } from './useFavourites';
import { FavouriteRowItem } from './FavouriteRowItem';
import { ManageBar } from './ManageBar';
import styles from './favourites.module.css';

type Props = {
  start: FavouritesStart;
  /** The tabs this page shows, in order (one: no tab bar). */
  tabs: readonly FavouriteTab[];
  title: string;
  path: string;
};

/** 我的收藏 and its narrower pages: tabs, the 必懂 kinds, the paged list with pull to refresh, and 管理 → 删除. */
export function FavouritesView({ start, tabs, title, path }: Props) {
  const f = useFavourites(start, tabs);
  const { list } = f;
  const hasRows = list.items.length > 0;
  return (
    <div className={styles.page}>
      <Seo title={title} description="查看并管理您收藏的服务商品、交易商品、套餐、规划师和必懂内容。" path={path} noindex />
      <HeaderBar
        title={title}
        fixed
        right={
          hasRows || f.managing ? (
            <button type="button" className={styles.headBtn} onClick={f.toggleManaging}>
              {f.managing ? '完成' : '管理'}
            </button>
          ) : null
        }
      />
      {tabs.length > 1 ? (
        <div className={styles.tabs}>
          <Tabs activeKey={f.tab} onChange={(k) => f.changeTab(tabOf(k, tabs))} style={{ '--title-font-size': '0.28rem' }}>
            {FAVOURITE_TABS.filter((t) => tabs.includes(t.key)).map((t) => (
              <Tabs.Tab key={t.key} title={t.title} />
            ))}
          </Tabs>
        </div>
      ) : null}
      {f.tab === 'known' ? (
        <div className={styles.filters} role="group" aria-label="内容类型">
          {KNOWN_FILTERS.map((k) => (
            <button
              key={k.key}
              type="button"
              aria-pressed={f.type === k.key}
              className={f.type === k.key ? styles.filterOn : styles.filter}
              onClick={() => f.changeType(k.key)}
            >
              {k.title}
            </button>
          ))}
        </div>
      ) : null}
      <PullToRefresh onRefresh={async () => void (await list.refresh())} disabled={f.managing}>
        <section className={styles.list} aria-label="收藏列表" aria-busy={list.loading}>
          {list.loading && !hasRows ? (
            <InlineLoading />
          ) : (
            <div role="list">
              {list.items.map((row) => (
                <FavouriteRowItem
                  key={row.id}
                  row={row}
                  managing={f.managing}
                  checked={f.selected.has(row.id)}
                  onToggle={f.toggle}
                  onRemove={f.removeOne}
                  showKind={f.type === 0}
                />
              ))}
            </div>
          )}
          <PagedListEnd
            list={list}
            empty={
              <Empty text={emptyText(f.tab)}>
                <Link href={emptyAction(f.tab).href} className="button-primary">
                  {emptyAction(f.tab).text}
                </Link>
              </Empty>
            }
          />
        </section>
      </PullToRefresh>
      {f.managing ? <ManageBar count={f.selected.size} allSelected={f.allSelected} busy={f.busy} onToggleAll={f.toggleAll} onDelete={f.removeSelected} /> : null}
    </div>
  );
}
