import Head from 'next/head';
import Link from 'next/link';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Empty, LoadError } from '@/components/common/Empty';
import { LoginNeeded } from '@/components/common/LoginNeeded';
import { AuditView } from '@/components/bossAudit/AuditView';
import { AuditRequestForm } from '@/components/bossAudit/AuditRequestForm';
import { AuditIntro } from '@/components/bossAudit/AuditIntro';
import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { loadBossAudit, type BossAuditData } from '@/services/loaders/bossAudit';

type Props = ReadyProps<BossAuditData>;

export const getServerSideProps = pageLoader(loadBossAudit, { errorPage: true });

/**
 * /bossAudit — 老板审批: ?productId= lets an employee ask for a purchase and get a link; ?code= is that link, where
 * the company's boss approves or rejects it (spec §7 "Boss audit").
 */
export default function BossAuditPage({ data, query }: Props) {
  return (
    <>
      <Head>
        <title key="title">老板审批</title>
        <meta name="robots" content="noindex" />
      </Head>
      <HeaderBar title="老板审批" />
      {data.mode === 'audit' ? (
        <AuditView initial={data.audit} />
      ) : data.mode === 'request' ? (
        data.loggedIn ? (
          <AuditRequestForm goods={data.goods} />
        ) : (
          <LoginNeeded text="登录后即可发起采购审批" redirect={`/bossAudit?productId=${encodeURIComponent(query.productId ?? '')}`} />
        )
      ) : data.mode === 'intro' ? (
        <AuditIntro />
      ) : (
        data.missing ? (
          <Empty text={data.error}>
            <Link href="/" className="button-primary">
              返回首页
            </Link>
          </Empty>
        ) : (
          <LoadError text={data.error}>
            <Link href="/" className="button-primary">
              返回首页
            </Link>
          </LoadError>
        )
      )}
    </>
  );
}
