import { useRouter } from 'next/router';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { Seo } from '@/components/common/Seo';
import { loadMchStore, type MchStoreProps } from '@/services/loaders/store';
import { StoreHeader, StoreIdentity, StoreMissing } from '@/components/store/StoreChrome';
import { StoreGoodsSection } from '@/components/store/StoreGoodsSection';
import { withMode } from '@/lib/store/storeQuery';
import styles from '@/components/store/store.module.css';
import { bareLanding } from '@/services/loaders/bareLanding';
import { withBarePage } from '@/components/catalog-common/withBarePage';

export const getServerSideProps = pageLoader(({ client, query }) => loadMchStore(client, query, { kind: 'team', limit: 10, otherPath: '/store/hotRecommended' }), {
  errorPage: true,
  bare: bareLanding('store', ['storeId']),
});

/** 团队店铺 goods by category (inventory §14.4): the 热门推荐 tab of a team store. */
const GroupStoreClassifyPage: PageWithLayout<ReadyProps<MchStoreProps>> = ({ data: { storeId, store, categories, activeId, first, flags, error } }) => {
  const router = useRouter();
  if (!store) return <StoreMissing title="团队店铺" error={error} isShare={flags.isShare} />;
  const team = store.teamInfo ?? { img: store.mchBaseInfo.logo, name: store.name, profile: '' };
  return (
    <>
      <Seo
        title={`${team.name}热门推荐_团队店铺-薯片企服`}
        description={`${team.name}的热门服务与交易商品，按分类浏览。`}
        path={`/store/groupStoreClassify?storeId=${encodeURIComponent(storeId)}`}
        noindex={!!flags.mode}
      />
      <StoreHeader title="团队店铺" isShare={flags.isShare} />
      <div className={styles.page}>
        <StoreIdentity
          img={team.img}
          name={team.name}
          slogan={team.profile ? `团队口号：${team.profile}` : undefined}
          active="hot"
          homeHref={withMode(`/store/groupStore?storeId=${encodeURIComponent(storeId)}`, flags)}
          hotHref=""
          inert={flags.inert}
        />
        <StoreGoodsSection
          title=""
          storeId={store.goodsRecommend}
          categories={categories}
          activeId={activeId}
          first={first}
          mode={flags.mode}
          inert={flags.inert}
          variant="infinite"
          limit={10}
          onTab={(typeId) => {
            const { active: _index, ...query } = router.query;
            void router.replace({ pathname: router.pathname, query: { ...query, typeId } }, undefined, { shallow: true, scroll: false });
          }}
        />
      </div>
    </>
  );
};

GroupStoreClassifyPage.getLayout = defaultLayout;

export default withBarePage(GroupStoreClassifyPage);
