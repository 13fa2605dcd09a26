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

export const getServerSideProps = pageLoader(({ client, query }) => loadMchStore(client, query, { kind: 'merchant', limit: 10, otherPath: '/store/groupStoreClassify' }), {
  errorPage: true,
  bare: bareLanding('store', ['storeId']),
});

/** 热门推荐 of a merchant store (inventory §14.5): every goods of a category, page after page. */
const HotRecommendedPage: PageWithLayout<ReadyProps<MchStoreProps>> = ({ data: { storeId, store, categories, activeId, first, flags, error } }) => {
  const router = useRouter();
  if (!store) return <StoreMissing title="商户店铺" error={error} isShare={flags.isShare} />;
  const name = store.mchBaseInfo.name || store.name;
  return (
    <>
      <Seo
        title={`${name}热门推荐_商户店铺-薯片企服`}
        description={`${name}的热门服务与交易商品，按分类浏览。`}
        path={`/store/hotRecommended?storeId=${encodeURIComponent(storeId)}`}
        noindex={!!flags.mode}
      />
      <StoreHeader title="商户店铺" isShare={flags.isShare} />
      <div className={styles.page}>
        <StoreIdentity
          img={store.mchBaseInfo.logo}
          name={name}
          active="hot"
          homeHref={withMode(`/store/merchantsStore?storeId=${encodeURIComponent(storeId)}`, flags)}
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
          onTab={(typeId) =>
            void router.replace({ pathname: router.pathname, query: { ...router.query, active: typeId } }, undefined, { shallow: true, scroll: false })
          }
        />
      </div>
    </>
  );
};

HotRecommendedPage.getLayout = defaultLayout;

export default withBarePage(HotRecommendedPage);
