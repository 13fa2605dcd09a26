import { useState } from 'react';
import { InfiniteScroll } from 'antd-mobile';
import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { getComboList, type ComboCard } from '@/services/combo';
import type { Paged } from '@/services/goods';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Empty, LoadError } from '@/components/common/Empty';
import { Seo } from '@/components/common/Seo';
import { ComboCardItem } from '@/components/combo/ComboCardItem';
import styles from '@/components/combo/combo.module.css';

const PAGE_SIZE = 10;
type Props = ReadyProps<{ first: Paged<ComboCard> | null; classCode: string }>;

export const getServerSideProps = pageLoader(
  async ({ client, query }) => {
    const classCode = query.classCode || '';
    const first = await getComboList({ page: 1, limit: PAGE_SIZE, classCode: classCode || undefined }, client).catch(() => null);
    return { first, classCode };
  },
  { errorPage: true },
);

/** 服务套餐: several services sold together at a package price, for the current city. */
const ComboListPage: PageWithLayout<Props> = ({ data: { first, classCode } }) => {
  const [items, setItems] = useState(first?.records ?? []);
  const [page, setPage] = useState(2);
  const [hasMore, setHasMore] = useState(!!first && first.current < first.totalPage);
  const [failed, setFailed] = useState(!first);

  const loadMore = async () => {
    try {
      const res = await getComboList({ page, limit: PAGE_SIZE, classCode: classCode || undefined });
      setItems((l) => [...l, ...res.records]);
      setPage(page + 1);
      setHasMore(res.current < res.totalPage);
    } catch (err) {
      setHasMore(false);
      setFailed(true);
      throw err;
    }
  };

  return (
    <div className={styles.page}>
      <Seo title="服务套餐_组合购买更优惠_薯片企服" description="公司注册+记账报税、商标注册+版权登记等企业服务套餐，组合购买一站办齐，价格更优惠。" path="/combo/list" />
      <HeaderBar title="服务套餐" fixed />
      <div className={styles.intro}>
        <h1>组合套餐 · 一站办齐</h1>
        <p>多项服务打包购买，比单买更省心更优惠</p>
      </div>
      {items.length ? (
        <>
          <ul className={styles.list}>
            {items.map((c) => (
              <li key={c.id}>
                <ComboCardItem combo={c} />
              </li>
            ))}
          </ul>
          <InfiniteScroll loadMore={loadMore} hasMore={hasMore}>
            {hasMore ? '加载中…' : failed ? (
              <button type="button" className="button-primary" onClick={() => { setFailed(false); setHasMore(true); }}>
                请求失败，点击重新加载
              </button>
            ) : (
              <span className={styles.end}>没有更多了</span>
            )}
          </InfiniteScroll>
        </>
      ) : (
        failed ? <LoadError text="套餐加载失败，请稍后再试" /> : <Empty text="当前城市暂无服务套餐" />
      )}
    </div>
  );
};

ComboListPage.getLayout = defaultLayout;
export default ComboListPage;
