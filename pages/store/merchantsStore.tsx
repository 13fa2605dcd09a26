import { defaultLayout, type PageWithLayout } from '@/layouts';
import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { Seo } from '@/components/common/Seo';
import { loadMchStore, type MchStoreProps } from '@/services/loaders/store';
import { StoreBanners, StorePlanners, StoreService } from '@/components/store/StoreBlocks';
import { StoreHeader, StoreIdentity, StoreMissing } from '@/components/store/StoreChrome';
import { StoreGoodsSection } from '@/components/store/StoreGoodsSection';
import { hotRecommendedHref, withMode } from '@/lib/store/storeQuery';
import styles from '@/components/store/store.module.css';
import { bareLanding } from '@/services/loaders/bareLanding';
import { withBarePage } from '@/components/catalog-common/withBarePage';

export const getServerSideProps = pageLoader(({ client, query }) => loadMchStore(client, query, { kind: 'merchant', limit: 4, otherPath: '/store/groupStore' }), {
  errorPage: true,
  bare: bareLanding('store', ['storeId']),
});

/** 商户店铺 (inventory §14.2): the merchant, its service figures, recommended goods and planners. */
const MerchantsStorePage: PageWithLayout<ReadyProps<MchStoreProps>> = ({ data: { storeId, store, categories, activeId, first, flags, error } }) => {
  if (!store) return <StoreMissing title="商户店铺" error={error} isShare={flags.isShare} />;
  const name = store.mchBaseInfo.name || store.name;
  return (
    <>
      <Seo
        title={`${name}_商户店铺-薯片企服`}
        description={`优选商户 - ${name}的店铺：${store.mchService.personNum}人商户团队，已服务${store.mchService.customerNum}位客户，1分钟响应率${store.mchService.consultResponse || '--'}。`}
        path={`/store/merchantsStore?storeId=${encodeURIComponent(storeId)}`}
        noindex={!!flags.mode}
      />
      <StoreHeader title="商户店铺" isShare={flags.isShare} />
      <div className={styles.page}>
        <StoreIdentity
          img={store.mchBaseInfo.logo}
          name={name}
          active="home"
          homeHref={withMode(`/store/merchantsStore?storeId=${encodeURIComponent(storeId)}`, flags)}
          hotHref={withMode(hotRecommendedHref(storeId, activeId), flags)}
          inert={flags.inert}
        />
        <StoreBanners banners={store.banners} alt={name} />
        <StoreService title="商户服务" stats={store.mchService} peopleLabel="商户人数" />
        <StoreGoodsSection
          storeId={store.goodsRecommend}
          categories={categories}
          activeId={activeId}
          first={first}
          mode={flags.mode}
          inert={flags.inert}
          variant="preview"
          limit={4}
          moreHref={(typeId) => withMode(hotRecommendedHref(storeId, typeId), flags)}
        />
        <StorePlanners planners={store.planners} inert={flags.inert} />
      </div>
    </>
  );
};

MerchantsStorePage.getLayout = defaultLayout;

export default withBarePage(MerchantsStorePage);
