import Link from 'next/link';
import { useState } from 'react';
import { CheckCircleFill, CheckShieldOutline, HistogramOutline, PayCircleOutline, UserContactOutline } from 'antd-mobile-icons';
import { DEFAULT_CITY } from '@/lib/constants';
import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { getFilterCode } from '@/services/category';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Seo } from '@/components/common/Seo';
import { JoinForm } from '@/components/detail/join/JoinForm';
import styles from '@/components/detail/join/join.module.css';

type Props = ReadyProps<{ categories: { code: string; name: string }[]; city: { code: string; name: string } }>;

export const getServerSideProps = pageLoader(
  async ({ client, cookieCity: c }) => {
    const data = await getFilterCode(client).catch(() => null);
    return {
      categories: data?.categories ?? [],
      city: c?.code && c.name ? { code: String(c.code), name: String(c.name) } : { code: DEFAULT_CITY.code, name: DEFAULT_CITY.name },
    };
  },
  { errorPage: true },
);

const BENEFITS = [
  { icon: HistogramOutline, title: '流量扶持', text: '新入驻商户首页曝光' },
  { icon: UserContactOutline, title: '专属运营', text: '一对一入驻指导' },
  { icon: CheckShieldOutline, title: '交易担保', text: '平台担保，放心接单' },
  { icon: PayCircleOutline, title: '快速结算', text: '服务完成及时结算' },
];

/** 商户入驻 (spec §6 "Merchants can apply to join"): what joining brings, and the application form. */
const JoinPage: PageWithLayout<Props> = ({ data: { categories, city } }) => {
  const [done, setDone] = useState(false);
  return (
    <>
      <Seo title="商户入驻 - 薯片企服" description="企业服务机构入驻薯片企服：流量扶持、专属运营、交易担保、快速结算，提交申请后招商经理1个工作日内联系您。" path="/detail/joing" />
      <HeaderBar title="商户入驻" fixed />
      <div className={styles.hero}>
        <h1>加入薯片企服</h1>
        <p>与数千家服务机构一起，服务更多企业客户</p>
      </div>
      <ul className={styles.benefits} aria-label="入驻权益">
        {BENEFITS.map((b) => (
          <li key={b.title}>
            <b.icon aria-hidden />
            <div>
              <b>{b.title}</b>
              <span>{b.text}</span>
            </div>
          </li>
        ))}
      </ul>
      {done ? (
        <section className={styles.done} role="status">
          <CheckCircleFill aria-hidden />
          <h2>申请已提交</h2>
          <p>感谢您的信任！招商经理将在1个工作日内与您电话联系，请保持手机畅通。</p>
          <Link href="/">返回首页</Link>
        </section>
      ) : (
        <JoinForm categories={categories} city={city} onDone={() => setDone(true)} />
      )}
    </>
  );
};

JoinPage.getLayout = defaultLayout;
export default JoinPage;
