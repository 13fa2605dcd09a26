import { useCallback, useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { Tabs } from '@/components/common/Tabs';
import { Empty } from '@/components/common/Empty';
import { PagedListEnd } from '@/components/planner/PagedFooter';
import { usePagedList } from '@/components/planner/usePagedList';
import { CREATOR_TABS, type CreatorTab } from '@/lib/contract/known/enums';
import type { CreatorPage } from '@/lib/contract/known/api';
import { knownCreatorContents, type CreatorItem } from '@/services/known';
import { CREATOR_PAGE_SIZE } from '@/services/loaders/knownPublish';
import { CreatorCard } from './CreatorCard';
import { PullRefresh } from './PullRefresh';
import { CONTENT_TYPES, CREATOR_EMPTY, TYPE_CREATE, activeOfTab, ofType } from '@/lib/known/creatorRules';
import styles from './creator.module.css';

type Props = {
  tab: CreatorTab;
  first: CreatorPage | null;
  /** /creatCenter/myContent: a content-type filter over the loaded cards. */
  withTypes?: boolean;
  initialType?: number;
};

/**
 * The creator's own posts by review status (inventory §12): 全部 / 已发布 / 审核中 / 未通过, paged, pull to refresh.
 * The tab lives in the address (?active=) so coming back from a post shows the same tab.
 */
export function CreatorList({ tab: initialTab, first, withTypes = false, initialType = 0 }: Props) {
  const router = useRouter();
  const [tab, setTab] = useState<CreatorTab>(initialTab);
  const [type, setType] = useState(initialType);
  const fetchPage = useCallback((page: number) => knownCreatorContents({ tab, page, limit: CREATOR_PAGE_SIZE }), [tab]);
  const list = usePagedList<CreatorItem>(fetchPage, tab, initialTab === tab ? first : null);
  const shown = ofType(list.items, type);
  // Everything is loaded and none is of the chosen type: that type's empty state alone (no 没有更多了 under it).
  const typeEmpty = !list.loading && !list.failed && list.items.length > 0 && shown.length === 0 && !list.hasMore;
  const create = TYPE_CREATE[type];

  const changeTab = (key: string) => {
    const next = key as CreatorTab;
    setTab(next);
    const query = { ...router.query, active: String(activeOfTab(next)) };
    void router.replace({ pathname: router.pathname, query }, undefined, { shallow: true, scroll: false });
  };
  const changeType = (t: number) => {
    setType(t);
    const query = { ...router.query, type: String(t) };
    void router.replace({ pathname: router.pathname, query }, undefined, { shallow: true, scroll: false });
  };

  return (
    <div className={styles.listPage}>
      <div className={styles.tabs}>
        <Tabs activeKey={tab} onChange={changeTab}>
          {CREATOR_TABS.map((t) => (
            <Tabs.Tab key={t.key} title={t.name} />
          ))}
        </Tabs>
        {withTypes ? (
          <div className={styles.types} role="group" aria-label="内容类型">
            {CONTENT_TYPES.map((t) => (
              <button key={t.key} type="button" className={t.key === type ? styles.typeOn : styles.type} aria-pressed={t.key === type} onClick={() => changeType(t.key)}>
                {t.name}
              </button>
            ))}
          </div>
        ) : null}
      </div>
      <PullRefresh onRefresh={list.refresh}>
        <div className={styles.listWrap}>
          {list.loading && !list.items.length ? (
            <ul className={styles.list} aria-busy="true" aria-label="加载中">
              {[0, 1, 2].map((i) => (
                <li key={i} className={styles.skeleton} />
              ))}
            </ul>
          ) : (
            <ul className={styles.list} aria-label="我的创作">
              {shown.map((item) => (
                <CreatorCard key={item.id} item={item} />
              ))}
            </ul>
          )}
          {typeEmpty ? (
            <Empty text={`暂无${CONTENT_TYPES.find((t) => t.key === type)?.name ?? ''}内容`}>
              {create ? (
                <Link href={create.href} className="button-primary">
                  {create.text}
                </Link>
              ) : null}
            </Empty>
          ) : (
            <PagedListEnd list={list} empty={<Empty text={CREATOR_EMPTY} />} />
          )}
        </div>
      </PullRefresh>
    </div>
  );
}
