import Link from 'next/link';
import { CheckCircleFill } from 'antd-mobile-icons';
import { isApiError } from '@/lib/http';
import { pageLoader, withStatus, type PageAnswer, type ReadyProps } from '@/lib/pageLoader';
import { resizeImage } from '@/lib/format';
import { getGoodsDetail, type GoodsDetail } from '@/services/goods';
import { plannerDetail, plannerCardOf } from '@/services/planner';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { Avatar } from '@/components/common/Avatar';
import { Seo } from '@/components/common/Seo';
import { DetailMissing } from '@/components/detail/DetailMissing';
import { PriceLine } from '@/components/detail/PriceTitle';
import { canonicalDetailPath } from '@/services/loaders/detail';
import styles from '@/components/detail/share.module.css';
import { bareLanding } from '@/services/loaders/bareLanding';
import { withBarePage } from '@/components/catalog-common/withBarePage';

type SharePlanner = { mchUserId: string; name: string; avatar: string; postName: string };
type Data = { productId: string; goods: GoodsDetail | null; planner: SharePlanner | null; detailHref: string };
type Props = ReadyProps<Data>;

export const getServerSideProps = pageLoader(
  async ({ client, query }): Promise<PageAnswer<Data>> => {
    const productId = query.productId || query.id || '';
    const plannerId = query.plannerId ?? query.mchUserId ?? '';
    const [goodsR, plannerR] = await Promise.allSettled([
      productId ? getGoodsDetail(productId, client) : Promise.reject(new Error('no id')),
      plannerId ? plannerDetail({ id: plannerId }, client) : Promise.resolve(null),
    ]);
    if (goodsR.status === 'rejected') {
      const status = !productId || (isApiError(goodsR.reason) && goodsR.reason.code === 404) ? 404 : 500;
      return withStatus(status, { productId, goods: null, planner: null, detailHref: '/' });
    }
    const goods = goodsR.value;
    const p = plannerR.status === 'fulfilled' ? plannerR.value : null;
    const q = new URLSearchParams({ productId: goods.id });
    if (p) {
      q.set('plannerId', p.mchUserId);
      q.set('isShare', '1');
    }
    const path = canonicalDetailPath(goods).split('?')[0];
    return {
      productId,
      goods,
      planner: p ? plannerCardOf(p) : null,
      detailHref: `${path}?${q.toString()}`,
    };
  },
  { errorPage: true, bare: bareLanding('goods', ['productId', 'id']) },
);

/** The landing page of a shared goods link: a card with Open Graph tags for chat apps, and the way in. */
const ShareGoodsPage: PageWithLayout<Props> = ({ data: { productId, goods, planner, detailHref } }) => {
  if (!goods) return <DetailMissing error="notFound" path={`/share/goods?productId=${encodeURIComponent(productId)}`} />;
  const description = goods.slogan || goods.productDescribe || `${goods.name}，${goods.priceText}`;
  return (
    <div className={styles.page}>
      <Seo title={`${goods.name} - 薯片企服`} description={description} path={canonicalDetailPath(goods)} ogImage={goods.cover || goods.images[0]} ogType="product" />
      <div className={styles.brand}>
        <img src="/images/logo.svg" alt="薯片企服" width={32} height={32} />
        <span>薯片企服 · 一站式企业服务</span>
      </div>
      {planner ? (
        <div className={styles.sharer}>
          <Avatar src={planner.avatar} size="0.72rem" alt={planner.name} />
          <p>
            <b>{planner.name}</b>
            <span>{planner.postName}</span>
            为您推荐了一项服务
          </p>
        </div>
      ) : null}
      <article className={styles.card}>
        {goods.cover ? <img className={styles.cover} src={resizeImage(goods.cover, 750, 560)} alt={goods.name} width={375} height={280} /> : null}
        <div className={styles.body}>
          <h1>{goods.name}</h1>
          {goods.slogan ? <p className={styles.slogan}>{goods.slogan}</p> : null}
          {goods.tags.length ? <p className={styles.tags}>{goods.tags.slice(0, 3).join(' · ')}</p> : null}
          <PriceLine price={goods} />
        </div>
      </article>
      <Link href="/detail/commonPage/assure" className={styles.assure}>
        {(goods.guaranteeTags.length ? goods.guaranteeTags.slice(0, 3) : ['资金担保', '专属顾问', '售后无忧']).map((g) => (
          <span key={g}>
            <CheckCircleFill aria-hidden /> {g}
          </span>
        ))}
      </Link>
      <Link href={detailHref} className={styles.cta}>
        查看服务详情
      </Link>
      <Link href="/" className={styles.home}>
        逛逛更多企业服务
      </Link>
    </div>
  );
};

ShareGoodsPage.getLayout = defaultLayout;

export default withBarePage(ShareGoodsPage);
