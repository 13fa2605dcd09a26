import { useRouter } from 'next/router';
import type { Http } from '@/lib/http';
import { pageLoader, readFailure, withStatus, type PageAnswer, type ReadyProps } from '@/lib/pageLoader';
import type { Query } from '@/lib/query';
import { loginRedirectUrl } from '@/lib/guard';
import { firstClassCode } from '@/lib/goodsRoute';
import { toast } from '@/lib/toast';
import { getComboDetail, type ComboDetail } from '@/services/combo';
import { findAlreadyEvaluatePageList } from '@/services/evaluate';
import { plannerCardOf, recommendPlanner } from '@/services/planner';
import { isLoggedIn, useUserStore } from '@/stores/user';
import { ProductDetailLayout, type PageWithLayout } from '@/layouts';
import { ConsultCard } from '@/components/consult/ConsultCard';
import type { ConsultPlanner } from '@/lib/consult/consultPlanner';
import { Seo } from '@/components/common/Seo';
import { DetailHeader } from '@/components/detail/DetailHeader';
import { DetailMissing } from '@/components/detail/DetailMissing';
import { Gallery } from '@/components/detail/Gallery';
import { ReviewSummary } from '@/components/detail/ReviewSummary';
import type { ReviewDigest } from '@/lib/detail/reviewDigest';
import { RichText } from '@/components/detail/RichText';
import { sanitizeRichText } from '@/lib/detail/sanitizeRichText';
import { ComboItems } from '@/components/combo/ComboItems';
import styles from '@/components/combo/combo.module.css';
import detailStyles from '@/components/detail/detail.module.css';
import { bareLanding } from '@/services/loaders/bareLanding';
import { withBarePage } from '@/components/catalog-common/withBarePage';

type Data = { comboId: string; combo: ComboDetail | null; error: 'notFound' | 'failed' | null; planner: ConsultPlanner | null; reviews: ReviewDigest };
type Props = ReadyProps<Data>;

async function loadCombo(client: Http, query: Query): Promise<PageAnswer<Data>> {
  const comboId = query.comboId ?? query.id ?? '';
  const empty: Data = { comboId, combo: null, error: 'notFound', planner: null, reviews: { first: null, total: 0, goodRate: null } };
  if (!comboId) return withStatus(404, empty);
  const [comboR, reviewsR] = await Promise.allSettled([
    getComboDetail(comboId, client),
    findAlreadyEvaluatePageList({ ext1: comboId, start: 1, limit: 1 }, client),
  ]);
  if (comboR.status === 'rejected') {
    const { notFound, status } = readFailure(comboR.reason);
    return withStatus(status, { ...empty, error: notFound ? 'notFound' : 'failed' });
  }
  // The package's planner: the booth planner of its first service's category.
  const firstTypeCode = firstClassCode(comboR.value.items[0]?.goods.classCodeLevel) || undefined;
  const booth = await recommendPlanner({ sceneId: 'app-cpxqye-02', limit: 1, page: 1, firstTypeCode }, client).catch(() => null);
  const p = booth?.records[0];
  const page = reviewsR.status === 'fulfilled' ? reviewsR.value : null;
  return {
    comboId,
    combo: { ...comboR.value, clientDetail: sanitizeRichText(comboR.value.clientDetail) },
    error: null,
    planner: p ? plannerCardOf(p) : null,
    reviews: page ? { first: page.records[0] ?? null, total: page.stats.total, goodRate: page.stats.goodRate } : empty.reviews,
  };
}

export const getServerSideProps = pageLoader(({ client, query }) => loadCombo(client, query), {
  errorPage: true,
  bare: bareLanding('goods', ['comboId', 'id']),
});

/** A service package: the services it bundles, the package price and what it saves. */
const ComboDetailPage: PageWithLayout<Props> = ({ data: { comboId, combo, error, planner, reviews } }) => {
  const router = useRouter();
  if (!combo) {
    return (
      <main className="layout-default">
        <DetailMissing error={error ?? 'notFound'} path={`/combo/serviceDetail?comboId=${encodeURIComponent(comboId)}`} />
      </main>
    );
  }

  const buy = () => {
    if (!isLoggedIn(useUserStore.getState())) return void router.push(loginRedirectUrl(router.asPath));
    if (!combo.onSale || combo.stock <= 0) return toast.warning('当前套餐没有更多库存');
    if (!combo.availableInArea) return toast.warning('当前城市暂未开通该套餐');
    void router.push(`/order/confirmorder?comboId=${encodeURIComponent(combo.id)}`);
  };
  const buyButton = (
    <button type="button" className={detailStyles.buy} onClick={buy}>
      立即购买
    </button>
  );
  const chatGoods = { id: combo.id, name: combo.name, priceText: combo.priceText, imageUrl: combo.img, description: combo.slogan, kind: 'service' as const };

  return (
    <ProductDetailLayout
      consult={planner ? <ConsultCard planner={planner} goods={chatGoods} secondary={buyButton} /> : <div className={detailStyles.barAlone}>{buyButton}</div>}
    >
      <Seo
        title={`${combo.name}_服务套餐_薯片企服`}
        description={`${combo.name}：${combo.slogan}。含${combo.items.length}项服务，套餐价${combo.priceText}${combo.savingText ? `，${combo.savingText}` : ''}。`}
        path={`/combo/serviceDetail?comboId=${encodeURIComponent(combo.id)}`}
        ogImage={combo.img}
        ogType="product"
      />
      <DetailHeader
        title="套餐详情"
        favourite={{ type: 'combo', id: combo.id, initial: combo.isSave }}
        share={{ title: combo.name, text: combo.slogan || combo.name, path: `/combo/serviceDetail?comboId=${encodeURIComponent(combo.id)}` }}
      />
      <Gallery images={combo.images.length ? combo.images : [combo.img]} alt={combo.name} />
      <section className={styles.titleBlock} aria-label="套餐信息">
        <p className={styles.price} data-testid="goods-price">
          <b>{combo.priceText}</b>
          {combo.originalPriceText ? <s>{combo.originalPriceText}</s> : null}
          {combo.savingText ? <span className={styles.saving}>{combo.savingText}</span> : null}
        </p>
        <h1 className={styles.name}>{combo.name}</h1>
        {combo.slogan ? <p className={styles.slogan}>{combo.slogan}</p> : null}
        {combo.tags.length ? (
          <ul className={styles.tags}>
            {combo.tags.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
        ) : null}
        {!combo.onSale ? <p className={detailStyles.notice}>该套餐已下架</p> : !combo.availableInArea ? <p className={detailStyles.notice}>当前城市暂未开通该套餐</p> : null}
      </section>
      <ComboItems combo={combo} />
      <ReviewSummary goodsId={combo.id} digest={reviews} />
      <RichText title="套餐介绍" html={combo.clientDetail} collapsible />
    </ProductDetailLayout>
  );
};

ComboDetailPage.getLayout = (page) => page;

export default withBarePage(ComboDetailPage);
