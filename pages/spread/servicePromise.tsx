import type { GetServerSideProps } from 'next';
import type { ComponentType } from 'react';
import {
  CheckShieldOutline,
  ClockCircleOutline,
  LockOutline,
  PayCircleOutline,
  SmileOutline,
  TagOutline,
  UserContactOutline,
} from 'antd-mobile-icons';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Seo } from '@/components/common/Seo';
import { SERVICE_PROMISES } from '@/components/detail/promises';
import styles from '@/components/detail/static.module.css';

type Props = { hideHeader: boolean };

export const getServerSideProps: GetServerSideProps<Props> = async ({ query }) => ({
  props: { hideHeader: query.hideHeader === 'true' },
});

const ICONS: Record<string, ComponentType<{ 'aria-hidden'?: boolean }>> = {
  exclusive: UserContactOutline,
  fast: ClockCircleOutline,
  refund: PayCircleOutline,
  security: LockOutline,
  price: TagOutline,
  funds: CheckShieldOutline,
  aftersale: SmileOutline,
};

/** 服务承诺 (inventory platform §6.2): the platform's seven promises, linked from the trade detail pages. */
const ServicePromisePage: PageWithLayout<Props> = ({ hideHeader }) => (
  <>
    <Seo
      title="服务承诺 - 薯片企服"
      description="薯片企服七大服务承诺：专属服务、极速响应、无理由退款、信息安全、价格合理、资金保障、售后无忧。"
      path="/spread/servicePromise"
    />
    {hideHeader ? null : <HeaderBar title="服务承诺" fixed />}
    <div className={styles.promiseHero}>
      <h2>交易服务保障承诺</h2>
      <p>放心交易，每一步都有平台为您把关</p>
    </div>
    <ul className={styles.promiseCard} aria-label="服务承诺">
      {SERVICE_PROMISES.map((p) => {
        const Icon = ICONS[p.key];
        return (
          <li key={p.key} className={styles.promiseRow}>
            <span className={styles.promiseIcon}>
              <Icon aria-hidden />
            </span>
            <div>
              <h3 className={styles.promiseTitle}>{p.title}</h3>
              <p className={styles.promiseText}>{p.text}</p>
            </div>
          </li>
        );
      })}
    </ul>
  </>
);

ServicePromisePage.getLayout = defaultLayout;
export default ServicePromisePage;
