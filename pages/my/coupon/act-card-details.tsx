import { pageLoader, type LandingProps, type Query, type ReadyProps } from '@/lib/pageLoader';
import { loadActCardPage, type CardPageData } from '@/services/loaders/actCard';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { Seo } from '@/components/common/Seo';
import { HeaderBar } from '@/components/common/HeaderBar';
import { NoSubject } from '@/components/common/Empty';
import { CardConfirm } from '@/components/my/coupon/CardConfirm';
import { HeldCardDetail } from '@/components/my/coupon/HeldCardDetail';

type Props = ReadyProps<CardPageData> | LandingProps<null>;

/** Opened without a card (an incomplete link): say so and lead to 活动卡专区. */
const noCard = { when: (q: Query) => !q.id && !q.userCardId, load: async () => null };

export const getServerSideProps = pageLoader(loadActCardPage, { errorPage: true, bare: noCard });

/**
 * /my/coupon/act-card-details: ?id= a card on sale — 购买确认 with 立即购买 (inventory my §3); ?userCardId= a card
 * the user holds, with its uses.
 */
const ActCardDetailsPage: PageWithLayout<Props> = (props) =>
  'bare' in props ? (
    <>
      <HeaderBar title="活动卡详情" />
      <NoSubject what="活动卡" href="/my/coupon/act-card" action="去活动卡专区" />
    </>
  ) : (
    <CardPage data={props.data} />
  );

function CardPage({ data }: { data: CardPageData }) {
  return (
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
}

ActCardDetailsPage.getLayout = defaultLayout;
export default ActCardDetailsPage;
