import Link from 'next/link';
import { ConsultCard } from '@/components/consult/ConsultCard';
import { DetailHeader } from '@/components/detail/DetailHeader';
import { Gallery } from '@/components/detail/Gallery';
import { RichText } from '@/components/detail/RichText';
import { Empty, LoadError } from '@/components/common/Empty';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Seo } from '@/components/common/Seo';
import { ProductDetailLayout, type PageWithLayout } from '@/layouts';
import { tradeKindOf } from '@/lib/trade/kinds';
import { tradeCanonicalPath, type TradeDetailProps } from '@/services/loaders/trade';
import { TradeKindSection } from './TradeKindSection';
import { TradePromise, TradeTitle, tradeTitle } from './TradeTitle';
import { TradePlanners } from './TradePlanners';
import { TradeCase, TradeFaq } from './TradeExtras';
import { TradeGuess, TradeSimilar } from './TradeRelated';
import styles from './trade.module.css';

/** The listing could not be shown: unknown / removed, or the service failed. */
export function TradeMissing({ error, title = '商品详情' }: { error: TradeDetailProps['error']; title?: string }) {
  return (
    <>
      <Seo title={`${title}-薯片企服`} description="商品不存在或已下架" path="/detail/transactionDetails" noindex />
      <HeaderBar title={title} />
      {error === 'failed' ? (
        <LoadError text="服务繁忙，请稍后再试">
          <Link href="/list/jyList" className="button-primary">
            去看看其他商品
          </Link>
        </LoadError>
      ) : (
        <Empty text="抱歉，该商品不存在或已下架">
          <Link href="/list/jyList" className="button-primary">
            去看看其他商品
          </Link>
        </Empty>
      )}
    </>
  );
}

/**
 * 交易商品详情 (inventory §8): a company, trademark, patent or qualification listing with the field groups of
 * its kind. /detail/transactionDetails and /detail/transaction/{kind} render this one page.
 */
export const TradeDetailPage: PageWithLayout<TradeDetailProps> = ({ detail, error, isShare }) => {
  if (!detail) return <TradeMissing error={error} />;
  const kind = tradeKindOf(detail.dictCode, detail.tradeKey, detail.typeCode);
  const name = tradeTitle(detail, kind);
  const images = detail.productImgArr.length ? detail.productImgArr : detail.goodsImg ? [detail.goodsImg] : [];
  const canonical = tradeCanonicalPath(detail);
  const summary = detail.basicInfo
    .filter((r) => r.value && r.value !== '/' && r.fieldCode !== 'business_scope')
    .slice(0, 4)
    .map((r) => `${r.label}${r.value}`)
    .join('，');

  return (
    <>
      <Seo
        title={`${name}_${kind?.tradeName ?? '交易'}_${detail.priceText}-薯片企服`}
        description={`${kind?.tradeName ?? '交易商品'}：${name}，${summary}。平台担保交易，规划师全程服务。`}
        path={canonical}
        ogImage={images[0]}
        ogType="product"
      />
      <DetailHeader
        title="商品详情"
        isShare={isShare}
        favourite={{ type: 'trade', id: detail.id, initial: detail.isSave }}
        share={{ title: name, text: `${kind?.tradeName ?? ''} ${detail.priceText}`, path: canonical }}
      />
      <div className={styles.page}>
        <Gallery images={images} alt={name} />
        <TradeTitle detail={detail} kind={kind} />
        {kind ? <TradeKindSection detail={detail} kind={kind} /> : null}
        <TradePromise />
        <TradePlanners detail={detail} kind={kind} />
        <RichText title="产品详情" html={detail.clientDetail} collapsible />
        <TradeFaq dictCode={detail.dictCode} />
        <TradeCase detail={detail} kind={kind} />
        <TradeSimilar detail={detail} kind={kind} />
        <TradeGuess detail={detail} />
      </div>
    </>
  );
};

/** The consultation bar (spec §2): the shared or booth planner with 在线咨询 and 电话联系. */
function TradeConsult({ detail, planner }: TradeDetailProps) {
  if (!detail) return null;
  if (!planner) {
    return (
      <div className={styles.barAlone}>
        <span>当前城市暂无该类规划师</span>
        <Link href="/planner/list" className={styles.barLink}>
          找规划师
        </Link>
      </div>
    );
  }
  const kind = tradeKindOf(detail.dictCode, detail.tradeKey, detail.typeCode);
  const name = tradeTitle(detail, kind);
  return (
    <ConsultCard
      planner={planner}
      requireCode={kind?.classCode ?? detail.typeCode}
      requireName={kind?.tradeName}
      goods={{ id: detail.id, name, priceText: detail.priceText, imageUrl: detail.productImgArr[0] || detail.goodsImg, description: name, kind: 'trade' }}
    />
  );
}

TradeDetailPage.getLayout = (page) => {
  const props = page.props as TradeDetailProps;
  return <ProductDetailLayout consult={props.detail ? <TradeConsult {...props} /> : null}>{page}</ProductDetailLayout>;
};
