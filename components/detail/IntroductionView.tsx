import Link from 'next/link';
import { CheckCircleFill } from 'antd-mobile-icons';
import { ProductDetailLayout } from '@/layouts';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Seo } from '@/components/common/Seo';
import { resizeImage } from '@/lib/format';
import type { DetailProps } from '@/services/loaders/detail';
import { chatGoodsOf } from './DetailView';
import { DetailBottomBar } from './DetailBottomBar';
import { DetailMissing } from './DetailMissing';
import { ServiceItemList } from './InfoRows';
import { PriceLine } from './PriceTitle';
import { RichText } from './RichText';
import styles from './intro.module.css';

/** 服务介绍: everything about what the service includes, on one page (linked from the goods page). */
export function IntroductionView(props: DetailProps) {
  const { goods, planner } = props;
  if (!goods) {
    return (
      <main className="layout-default">
        <DetailMissing error={props.error ?? 'notFound'} path="/detail/server/introduction" />
      </main>
    );
  }
  const detailHref = props.canonicalPath;
  const chatGoods = chatGoodsOf(goods, goods.priceText);
  const items = goods.subGoods.length ? goods.subGoods : [{ name: '服务内容', detailsName: '', serviceItems: goods.serviceItems }];
  return (
    <ProductDetailLayout consult={<DetailBottomBar goods={goods} planner={planner} chatGoods={chatGoods} skuId={goods.defaultSkuId} />}>
      <Seo
        title={`${goods.name}服务介绍_薯片企服`}
        description={`${goods.name}：${goods.slogan || goods.productDescribe}。服务内容、办理流程与平台保障。`}
        path={`/detail/server/introduction?productId=${encodeURIComponent(goods.id)}`}
      />
      <HeaderBar title="服务介绍" fixed shadow />
      <header className={styles.hero}>
        {goods.cover ? <img src={resizeImage(goods.cover, 220, 220)} alt="" width={110} height={110} /> : null}
        <div className={styles.heroText}>
          <h1>{goods.name}</h1>
          {goods.slogan ? <p>{goods.slogan}</p> : null}
          <PriceLine price={goods} />
        </div>
      </header>
      <section className={styles.block} aria-label="服务内容">
        <h2>服务内容</h2>
        {items.map((s) => (
          <div key={`${s.name}-${s.detailsName}`}>
            {items.length > 1 || s.detailsName ? (
              <p className={styles.sub}>
                {s.name}
                {s.detailsName ? <span>{s.detailsName}</span> : null}
              </p>
            ) : null}
            <ServiceItemList items={s.serviceItems} />
          </div>
        ))}
        {goods.refConfig.handleCycleNumber ? <p className={styles.cycle}>预计办理周期：{goods.refConfig.handleCycleNumber} 天</p> : null}
      </section>
      <RichText title="服务详情" html={goods.clientDetail} />
      <section className={styles.block} aria-label="服务保障">
        <h2>服务保障</h2>
        <ul className={styles.assure}>
          {(goods.guaranteeTags.length ? goods.guaranteeTags : ['资金担保', '专属顾问', '售后无忧']).map((g) => (
            <li key={g}>
              <CheckCircleFill aria-hidden /> {g}
            </li>
          ))}
        </ul>
        <p className={styles.links}>
          <Link href="/detail/commonPage/assure">平台保障</Link>
          <Link href="/detail/commonPage/qualityAssur">品质保障</Link>
          <Link href="/detail/commonPage/refundDetail">退款说明</Link>
        </p>
      </section>
      <Link href={detailHref} className={styles.back}>
        返回商品详情
      </Link>
    </ProductDetailLayout>
  );
}
