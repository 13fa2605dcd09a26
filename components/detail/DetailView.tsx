import Link from 'next/link';
import { ProductDetailLayout } from '@/layouts';
import { Seo } from '@/components/common/Seo';
import { BelowFold, HydrateLater } from '@/components/common/HydrateLater';
import { startChat, type StartChatParams } from '@/components/chat/openChat';
import type { GoodsDetail } from '@/services/goods';
import type { ConsultPlanner } from '@/lib/consult/consultPlanner';
import type { DetailProps } from '@/services/loaders/detail';
import { CaseSection } from './CaseSection';
import { DetailBottomBar } from './DetailBottomBar';
import { DetailHeader } from './DetailHeader';
import { DetailMissing } from './DetailMissing';
import { FaqPreview } from './FaqPreview';
import { Gallery } from './Gallery';
import { HotConsult } from './HotConsult';
import { InfoRows } from './InfoRows';
import { MidAd } from './MidAd';
import { PlannerList } from './PlannerList';
import { PriceTitle } from './PriceTitle';
import { GoodsCoupons } from '@/components/coupon/GoodsCoupons';
import { ProductAttrs } from './ProductAttrs';
import { PromoStrip } from './PromoStrip';
import { RelatedGoods } from './RelatedGoods';
import { ReviewSummary } from './ReviewSummary';
import { RichText } from './RichText';
import { SkuSelector } from './SkuSelector';
import { useSkuPricing } from './useSkuPricing';
import styles from './detail.module.css';

export function chatGoodsOf(goods: GoodsDetail, priceText: string): NonNullable<StartChatParams['goods']> {
  return { id: goods.id, name: goods.name, priceText, imageUrl: goods.cover || goods.images[0], description: goods.productDescribe, kind: 'service' };
}

function seoDescription(g: GoodsDetail): string {
  return [g.slogan, g.productDescribe, `${g.classCodeLevelName.replace(/\//g, '·')}，价格${g.priceText}，薯片企服规划师一对一服务。`]
    .filter(Boolean)
    .join('，');
}

function Loaded({ props, goods }: { props: DetailProps; goods: GoodsDetail }) {
  const { variant, planner: rawPlanner } = props;
  const sku = useSkuPricing(goods, props.initialSkuId);
  const price = sku.sku ?? goods;
  const law = variant === 'law';
  const financing = variant === 'financing';
  const planner: ConsultPlanner | null = rawPlanner && law ? { ...rawPlanner, postName: '律师经纪人' } : rawPlanner;
  const chatGoods = chatGoodsOf(goods, price.priceText);
  const consult = planner
    ? () =>
        void startChat({
          plannerId: planner.mchUserId,
          plannerType: planner.type,
          requireCode: goods.classCodeOne,
          requireName: goods.classNameOne,
          goods: chatGoods,
        })
    : undefined;
  const sharePlannerId = props.isShare ? planner?.mchUserId : undefined;
  const introLink = `/detail/server/introduction?productId=${encodeURIComponent(goods.id)}`;
  const description = (
    <RichText
      title={financing ? '产品特色' : variant === 'server' ? '服务详情' : '商品介绍'}
      html={goods.clientDetail}
      collapsible={variant !== 'server'}
      footer={
        variant === 'server' ? null : (
          <Link className={styles.introLink} href={introLink}>
            查看完整服务介绍
          </Link>
        )
      }
    />
  );

  return (
    <ProductDetailLayout
      consult={<DetailBottomBar goods={goods} planner={planner} chatGoods={chatGoods} skuId={sku.sku?.skuId ?? null} sharePlannerId={sharePlannerId} />}
    >
      <Seo
        title={`${goods.name}_${goods.classNameOne || '企业服务'}_薯片企服`}
        description={seoDescription(goods)}
        path={props.canonicalPath}
        ogImage={goods.cover || goods.images[0]}
        ogType="product"
      />
      <DetailHeader
        title="商品详情"
        isShare={props.isShare}
        favourite={{ type: 'goods', id: goods.id, initial: goods.isSave }}
        share={{ title: goods.name, text: goods.slogan || goods.name, path: `/share/goods?productId=${encodeURIComponent(goods.id)}` }}
      />
      <Gallery images={goods.images.length ? goods.images : goods.cover ? [goods.cover] : []} alt={goods.name} />
      <PriceTitle goods={goods} price={price} pricing={sku.pricing} financing={financing} />
      {!financing ? <GoodsCoupons goodsId={goods.id} initial={props.coupons} /> : null}
      {financing ? <ProductAttrs attrs={goods.attrs} /> : null}
      {!financing ? <InfoRows goods={goods} showCycle={variant === 'internet'} /> : null}
      {!financing ? (
        <SkuSelector attrs={goods.skuAttrs} skus={goods.skus} selection={sku.selection} sku={sku.sku} unavailable={sku.unavailable} onPick={(i, v) => void sku.pick(i, v)} />
      ) : null}
      {/* Below the first screen: hydrated after the rest, in steps (HydrateLater); for a customer, rendered by the
          browser (BelowFold, ADR 0064). */}
      <BelowFold onServer={props.belowFoldOnServer}>
        <HydrateLater>
          {variant === 'internet' || financing ? description : null}
          <MidAd ads={props.midAds} />
          {consult ? <PromoStrip who={law ? '律师经纪人' : '规划师'} onAsk={consult} /> : null}
        </HydrateLater>
        <HydrateLater>
          {law ? (
            <>
              <CaseSection goods={goods} onConsult={consult} />
              <ReviewSummary goodsId={goods.id} digest={props.reviews} />
            </>
          ) : (
            <>
              <ReviewSummary goodsId={goods.id} digest={props.reviews} />
              <CaseSection goods={goods} onConsult={consult} />
            </>
          )}
        </HydrateLater>
        <HydrateLater>
          <PlannerList goods={goods} chatGoods={chatGoods} title={law ? '推荐经纪人' : '推荐规划师'} />
        </HydrateLater>
        <HydrateLater>{variant !== 'internet' && !financing ? description : null}</HydrateLater>
        <HydrateLater>
          <HotConsult goods={goods} planner={planner} />
          <FaqPreview groupCode={goods.classCodeOne} />
          <RelatedGoods goods={goods} />
        </HydrateLater>
      </BelowFold>
    </ProductDetailLayout>
  );
}

/** A service goods detail page in one of its variants (inventory §7.1, §7.2). */
export function DetailView(props: DetailProps) {
  const path = props.productId ? `/detail?productId=${encodeURIComponent(props.productId)}` : '/detail';
  if (!props.goods) {
    return (
      <main className="layout-default">
        <DetailMissing error={props.error ?? 'notFound'} path={path} />
      </main>
    );
  }
  // A new productId is a new page: reset the SKU choice and every section.
  return <Loaded key={props.goods.id} props={props} goods={props.goods} />;
}
