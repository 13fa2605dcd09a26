import { defaultLayout, type PageWithLayout } from '@/layouts';
import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { Seo } from '@/components/common/Seo';
import { loadMchStore, type MchStoreProps } from '@/services/loaders/store';
import { MerchantStrip, StoreBanners, StorePlanners, StoreService } from '@/components/store/StoreBlocks';
import { StoreHeader, StoreIdentity, StoreMissing } from '@/components/store/StoreChrome';
import { StoreGoodsSection } from '@/components/store/StoreGoodsSection';
import { groupClassifyHref, withMode } from '@/lib/store/storeQuery';
import styles from '@/components/store/store.module.css';
import { bareLanding } from '@/services/loaders/bareLanding';
import { withBarePage } from '@/components/catalog-common/withBarePage';

export const getServerSideProps = pageLoader(({ client, query }) => loadMchStore(client, query, { kind: 'team', limit: 4, otherPath: '/store/merchantsStore' }), {
  errorPage: true,
  bare: bareLanding('store', ['storeId']),
});

/** 团队店铺 (inventory §14.3): the team, its merchant, its service figures, recommended goods and planners. */
const GroupStorePage: PageWithLayout<ReadyProps<MchStoreProps>> = ({ data: { storeId, store, categories, activeId, first, flags, error } }) => {
  if (!store) return <StoreMissing title="团队店铺" error={error} isShare={flags.isShare} />;
  const team = store.teamInfo ?? { img: store.mchBaseInfo.logo, name: store.name, profile: '' };
  return (
    <>
      <Seo
        title={`${team.name}_团队店铺-薯片企服`}
        description={`优选团队 - ${team.name}的团队店铺${team.profile ? `：${team.profile}` : ''}。${store.teamService.personNum}人团队，已服务${store.teamService.customerNum}位客户。`}
        path={`/store/groupStore?storeId=${encodeURIComponent(storeId)}`}
        noindex={!!flags.mode}
      />
      <StoreHeader title="团队店铺" isShare={flags.isShare} />
      <div className={styles.page}>
        <StoreBanners banners={store.banners} alt={team.name} />
        <StoreIdentity
          img={team.img}
          name={team.name}
          slogan={team.profile ? `团队口号：${team.profile}` : undefined}
          active="home"
          homeHref={withMode(`/store/groupStore?storeId=${encodeURIComponent(storeId)}`, flags)}
          hotHref={withMode(groupClassifyHref(storeId, activeId), flags)}
          inert={flags.inert}
        />
        <MerchantStrip storeId={store.mchStoreId} logo={store.mchLogo} name={store.mchName} inert={flags.inert} />
        <StoreService title="团队服务" stats={store.teamService} peopleLabel="团队人数" />
        <StoreGoodsSection
          storeId={store.goodsRecommend}
          categories={categories}
          activeId={activeId}
          first={first}
          mode={flags.mode}
          inert={flags.inert}
          variant="preview"
          limit={4}
          moreHref={(typeId) => withMode(groupClassifyHref(storeId, typeId), flags)}
        />
        <StorePlanners planners={store.planners} inert={flags.inert} />
      </div>
    </>
  );
};

GroupStorePage.getLayout = defaultLayout;

export default withBarePage(GroupStorePage);
