import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { loadActCardPage, type CardPageData } from '@/services/loaders/actCard';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { Seo } from '@/components/common/Seo';
import { CardConfirm } from '@/components/my/coupon/CardConfirm';
import { HeldCardDetail } from '@/components/my/coupon/HeldCardDetail';

type Props = ReadyProps<CardPageData>;

export const getServerSideProps = pageLoader(loadActCardPage, { errorPage: true });

/**
 * /my/coupon/act-card-details: ?id= a card on sale — 购买确认 with 立即购买 (inventory my §3); ?userCardId= a card
 * the user holds, with its uses.
 */
const ActCardDetailsPage: PageWithLayout<Props> = ({ data }) => (
  <>
    <Seo
      title={data.kind === 'sale' ? '购买确认' : '活动卡详情'}
      description="活动卡：可使用次数、有效期限、使用限制与说明。"
      path="/my/coupon/act-card-details"
      noindex
    />
    {data.kind === 'sale' ? <CardConfirm card={data.card} /> : <HeldCardDetail held={data.held} />}
  </>
);

ActCardDetailsPage.getLayout = defaultLayout;
export default ActCardDetailsPage;
