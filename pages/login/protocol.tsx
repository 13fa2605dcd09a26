import Link from 'next/link';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { errorText, pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { sanitizeHtml } from '@/lib/sanitize';
import { isSafeRedirect } from '@/lib/validators';
import { findProtocol } from '@/services/auth';
import { keepAliveLayout, type PageWithLayout } from '@/layouts';
import { HeaderBar } from '@/components/common/HeaderBar';
import { ProtocolDocument } from '@/components/login/ProtocolDocument';

type Data = {
  categoryCode: string | null;
  title: string | null;
  html: string | null;
  error: string | null;
  hideHeader: boolean;
  redirect: string | null;
};
type Props = ReadyProps<Data>;

export const PRIVACY_CODE = 'protocol100121';

/** A public document, the same for everyone: read without the visitor's session. */
export const getServerSideProps = pageLoader(
  async ({ query }): Promise<Data> => {
    const categoryCode = query.categoryCode ?? null;
    const base = {
      categoryCode,
      title: null,
      html: null,
      error: null,
      hideHeader: !!query.hideHeader,
      redirect: query.redirect ?? null,
    };
    // Without a document code, offer the platform's documents rather than an empty page.
    if (!categoryCode) return { ...base, title: '协议与政策' };
    try {
      const { rows } = await findProtocol(categoryCode);
      const doc = rows[0];
      if (!doc) return { ...base, error: '获取协议失败' };
      return { ...base, title: doc.title || null, html: sanitizeHtml(doc.content) };
    } catch (e) {
      return { ...base, error: errorText(e, '请求失败') };
    }
  },
  { errorPage: true },
);

/** The platform's documents (seeded by server/modules/cms). */
const DOCUMENTS: [string, string][] = [
  ['protocol100122', '薯片用户服务协议'],
  ['protocol100121', '薯片隐私协议'],
  ['protocol100007', '重要风险提示'],
  ['protocol100008', '下单协议'],
  ['protocol100014', '优惠券使用规则'],
  ['protocol100040', '售后服务协议'],
  ['protocol100041', '钱包服务协议'],
];

/** A CMS agreement, rendered on the server. Kept alive so coming back from a link inside it keeps the scroll. */
const ProtocolPage: PageWithLayout<Props> = ({ data: { categoryCode, title, html, error, hideHeader, redirect } }) => {
  const router = useRouter();
  const back = redirect && isSafeRedirect(redirect) ? () => void router.replace(redirect) : undefined;
  return (
    <>
      <Head>
        <title key="title">{categoryCode === PRIVACY_CODE ? '隐私政策' : '服务协议'}</title>
      </Head>
      {hideHeader ? null : <HeaderBar title={title || '协议'} fixed onBack={back} />}
      {categoryCode ? (
        <ProtocolDocument html={html} error={error} />
      ) : (
        <nav aria-label="协议与政策" style={{ background: '#fff' }}>
          {DOCUMENTS.map(([code, name]) => (
            <Link
              key={code}
              href={`/login/protocol?categoryCode=${code}`}
              style={{ display: 'block', padding: '0.3rem 0.32rem', borderBottom: '1px solid var(--line)', fontSize: '0.3rem', color: 'var(--text)' }}
            >
              {name}
            </Link>
          ))}
        </nav>
      )}
    </>
  );
};

ProtocolPage.getLayout = keepAliveLayout;
export default ProtocolPage;
