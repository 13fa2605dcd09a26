import Head from 'next/head';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { PRIVACY_CODE, loadSettingsProtocol, type SettingsProtocolData } from '@/services/loaders/myProfile';
import { HeaderBar } from '@/components/common/HeaderBar';
import { ProtocolCheckbox } from '@/components/common/ProtocolCheckbox';
import { ProtocolDocument } from '@/components/login/ProtocolDocument';
import styles from '@/components/my/profile/profile.module.css';

export const getServerSideProps = pageLoader(loadSettingsProtocol, { errorPage: true });

/** Where 同意协议并继续 leads without `next` (the original went on to set a password). */
const DEFAULT_NEXT = '/my/settings/setPwd?status=0';

/** Offered when the address names no document. */
const DOCUMENTS: [string, string][] = [
  ['protocol100122', '薯片用户服务协议'],
  [PRIVACY_CODE, '薯片隐私政策'],
  ['protocol100041', '钱包服务协议'],
];

/**
 * An agreement to consent to before going on (/my/settings/protocol?categoryCode=&redirect=&next=&hideHeader=): the
 * CMS document, the 服务协议 and 隐私政策 tick, and 同意协议并继续. Back goes to `redirect` when given.
 */
const SettingsProtocolPage: PageWithLayout<ReadyProps<SettingsProtocolData>> = ({ data, query }) => {
  const router = useRouter();
  const [agreed, setAgreed] = useState(false);
  const back = data.redirect ? () => void router.replace(data.redirect!) : undefined;
  return (
    <div className={styles.page}>
      <Head>
        <title key="title">{data.categoryCode === PRIVACY_CODE ? '隐私政策' : '服务协议'}</title>
      </Head>
      {data.hideHeader ? null : <HeaderBar title={data.title || '协议'} fixed onBack={back} />}
      <div className={styles.docSpace}>
        <ProtocolDocument html={data.html} error={data.error} />
        {data.categoryCode ? null : (
          <nav className={styles.group} aria-label="协议与政策">
            {DOCUMENTS.map(([code, title]) => (
              <Link key={code} className={styles.row} href={{ pathname: '/my/settings/protocol', query: { ...query, categoryCode: code } }}>
                {title}
              </Link>
            ))}
          </nav>
        )}
      </div>
      {data.html ? (
        <footer className={styles.footer}>
          <ProtocolCheckbox checked={agreed} onChange={setAgreed} />
          <button type="button" className={styles.primary} disabled={!agreed} onClick={() => void router.push(data.next ?? DEFAULT_NEXT)}>
            同意协议并继续
          </button>
        </footer>
      ) : null}
    </div>
  );
};

SettingsProtocolPage.getLayout = defaultLayout;
export default SettingsProtocolPage;
