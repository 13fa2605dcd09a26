import { ExclamationTriangleOutline } from 'antd-mobile-icons';
import { LoadError } from '@/components/common/Empty';
import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { sanitizeHtml } from '@/lib/sanitize';
import { findProtocol } from '@/services/auth';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Seo } from '@/components/common/Seo';
import styles from '@/components/detail/static.module.css';

type Props = ReadyProps<{ title: string; html: string | null; hideHeader: boolean }>;

export const RISK_TIPS_CODE = 'protocol100007';

export const getServerSideProps = pageLoader(
  async ({ query }) => {
    const hideHeader = query.hideHeader === 'true';
    try {
      // Public document, the same for everyone: no need for the visitor's session.
      const { rows } = await findProtocol(RISK_TIPS_CODE, 'title,content');
      const doc = rows[0];
      return { title: doc?.title || '重要风险提示', html: doc ? sanitizeHtml(doc.content) : null, hideHeader };
    } catch {
      return { title: '重要风险提示', html: null, hideHeader };
    }
  },
  { errorPage: true },
);

/** 重要风险提示 (inventory platform §6.1): the CMS document protocol100007, linked from the trade detail title. */
const RiskTipsPage: PageWithLayout<Props> = ({ data: { title, html, hideHeader } }) => (
  <>
    <Seo
      title={`${title} - 薯片企服`}
      description="购买企业服务或参与公司、商标、专利等资产交易前，请仔细阅读薯片企服的重要风险提示。"
      path="/spread/riskTips"
    />
    {hideHeader ? null : <HeaderBar title={title} fixed />}
    <div className={styles.riskHero}>
      <ExclamationTriangleOutline aria-hidden className={styles.riskIcon} />
      <h2>{title}</h2>
    </div>
    {html ? (
      <article className={styles.doc} dangerouslySetInnerHTML={{ __html: html }} />
    ) : (
      <LoadError text="风险提示加载失败，请稍后再试" />
    )}
  </>
);

RiskTipsPage.getLayout = defaultLayout;
export default RiskTipsPage;
