import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import {
  BillOutline,
  CheckShieldOutline,
  EditSOutline,
  EnvironmentOutline,
  ClockCircleOutline,
  CouponOutline,
  FileOutline,
  HeartOutline,
  InformationCircleOutline,
  PayCircleOutline,
  QuestionCircleOutline,
  ReceiptOutline,
  RightOutline,
  SearchOutline,
  SetOutline,
  StarOutline,
  TeamOutline,
  UserContactOutline,
  UndoOutline,
  CheckCircleOutline,
  UnorderedListOutline,
} from 'antd-mobile-icons';
import { navLayout, type PageWithLayout } from '@/layouts';
import { Avatar } from '@/components/common/Avatar';
import { sessionFromRequest, useSessionView, type SessionView } from '@/components/common/session';
import { TileCard } from '@/components/my/MyShortcuts';
import { useMyCounts } from '@/components/my/useMyCounts';
import { useInterviewBadge } from '@/components/my/interview/useInterviewBadge';
import { realNameEntry } from '@/components/realname/realStatus';
import { fenToYuan } from '@/lib/format';
import { useUserStore } from '@/stores/user';
import { useAccountRefresh } from '@/components/my/useAccountRefresh';
import { PlannerEntry, plannerFromRequest } from '@/components/workbench/PlannerEntry';
import { NoticeBell } from '@/components/notice/NoticeBell';
import { IntentLink } from '@/components/common/IntentLink';
import styles from '@/styles/my.module.css';

type Props = { session: SessionView; planner: boolean };

export const getServerSideProps: GetServerSideProps<Props> = async ({ req }) => ({
  props: { session: sessionFromRequest(req), planner: plannerFromRequest(req) },
});

/** 我的: who is logged in (or a login prompt), orders by status, and the after-purchase services with their counts. */
const MyPage: PageWithLayout<Props> = ({ session, planner }) => {
  const view = useSessionView(session);
  const counts = useMyCounts(view.loggedIn);
  const interviews = useInterviewBadge(view.loggedIn);
  useAccountRefresh(view.loggedIn);
  const realStatus = useUserStore((s) => s.realStatus);
  const realName = realNameEntry(realStatus);
  return (
    <>
      <Head>
        <title key="title">我的</title>
      </Head>
      <section className={styles.hero} aria-label="账号">
        {view.loggedIn ? (
          <IntentLink href="/my/information" className={styles.whoLink}>
            <span className="visually-hidden">个人信息</span>
            <Avatar src={view.avatar} size="1.28rem" eager />
            <div className={styles.who}>
              <h1 className={styles.name}>{view.nickName || '薯片用户'}</h1>
              {view.phone ? <p className={styles.phone}>{view.phone}</p> : null}
            </div>
          </IntentLink>
        ) : (
          <IntentLink href="/login?redirect=%2Fmy" className={styles.whoLink}>
            <Avatar src="" size="1.28rem" eager />
            <div className={styles.who}>
              <h1 className={styles.name}>登录/注册</h1>
              <p className={styles.phone}>登录后查看订单、咨询记录</p>
            </div>
          </IntentLink>
        )}
        {view.loggedIn ? (
          <>
            <IntentLink href="/known/home" className={styles.homeLink}>
              个人主页
              <RightOutline aria-hidden />
            </IntentLink>
            <div className={styles.heroTools}>
              <NoticeBell />
              <IntentLink href="/my/settings" className={styles.settings} aria-label="设置">
                <SetOutline aria-hidden />
              </IntentLink>
            </div>
          </>
        ) : null}
      </section>

      <section className={styles.card}>
        <IntentLink href="/order" className={styles.row}>
          <span className={styles.rowTitle}>我的订单</span>
          <span className={styles.rowExtra}>
            查看全部订单
            <RightOutline aria-hidden />
          </span>
        </IntentLink>
      </section>

      <PlannerEntry fromServer={planner} />

      <TileCard
        title="订单状态"
        tiles={[
          { label: '待付款', href: '/order?type=1', icon: <PayCircleOutline />, badge: counts.orders['1'] },
          { label: '办理中', href: '/order?type=2', icon: <ClockCircleOutline />, badge: counts.orders['2'] },
          { label: '已完成', href: '/order?type=3', icon: <CheckCircleOutline /> },
          { label: '待评价', href: '/my/evaluate', icon: <StarOutline />, badge: counts.toEvaluate },
          { label: '退款/售后', href: '/my/afterSale/list', icon: <UndoOutline />, badge: counts.afterSaleOngoing },
        ]}
      />

      <TileCard
        title="我的服务"
        tiles={[
          { label: '合同', href: '/contract/contractList', icon: <FileOutline /> },
          { label: '收藏', href: '/my/collection', icon: <HeartOutline /> },
          { label: '发票中心', href: '/order/invoice', icon: <ReceiptOutline /> },
          { label: '面谈记录', href: '/my/interviewRecord', icon: <TeamOutline />, badge: interviews },
          { label: '我的规划师', href: '/my/plannerV2', icon: <UserContactOutline /> },
          {
            label: '优惠券',
            href: '/my/coupon',
            icon: <CouponOutline />,
            sub: counts.coupons !== undefined ? `${counts.coupons}张可用` : undefined,
          },
          {
            label: '我的钱包',
            href: '/my/wallet',
            icon: <BillOutline />,
            sub: counts.balanceFen !== undefined ? `¥${fenToYuan(counts.balanceFen)}` : undefined,
          },
          { label: realName.label, href: realName.href, icon: <CheckShieldOutline /> },
          { label: '轻松找服务', href: '/myDemandCard', icon: <SearchOutline /> },
          { label: '我的需求卡', href: '/my/demandCard', icon: <UnorderedListOutline /> },
          { label: '收货地址', href: '/my/shippingAddress', icon: <EnvironmentOutline /> },
          { label: '帮助中心', href: '/my/help', icon: <QuestionCircleOutline /> },
          { label: '我要吐槽', href: '/my/complain', icon: <EditSOutline /> },
          { label: '关于我们', href: '/my/about', icon: <InformationCircleOutline /> },
        ]}
      />
    </>
  );
};

MyPage.getLayout = navLayout;
export default MyPage;
