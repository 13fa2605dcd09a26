import Head from 'next/head';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { Dialog } from '@/components/common/lazyAntd';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Empty } from '@/components/common/Empty';
import { LoadBlock } from '@/components/my/LoadBlock';
import { useLoad } from '@/components/my/useLoad';
import { errorText, pageLoader, type PageProps } from '@/lib/pageLoader';
import { PdfViewer } from '@/components/invoice/PdfViewer';
import { toast } from '@/lib/toast';
import { completeSign, esignTask, type SignTask } from '@/services/contract';
import ui from '@/components/my/ui.module.css';
import { StandInNote } from '@/components/common/StandIns';

type Props = PageProps<SignTask>;

export const getServerSideProps = pageLoader(async ({ client, query: q }) => (q.taskId ? esignTask(q.taskId, client) : undefined));

/** An outside provider's page (https only), shown full screen as the original did. */
const safeSrc = (src: string) => (/^https:\/\//.test(src) ? src : '');

/**
 * 签署合同 (inventory order §12.4): our e-sign page. It shows the exact draft the task was opened for, who signs,
 * and 确认签署; an outside provider's page (?src=) is framed instead.
 */
const ContractIframePage: PageWithLayout<Props> = ({ data: initial, query }) => {
  const router = useRouter();
  const taskId = query.taskId || '';
  const load = useLoad(() => esignTask(taskId), taskId || null, initial);
  const [busy, setBusy] = useState(false);
  const t = load.data;
  const qs = query.type === 'qs' || !!taskId;
  const back = () => (qs ? void router.replace('/contract/contractList') : router.back());
  const src = safeSrc(query.src || '');

  const complete = async () => {
    if (!t) return;
    const yes = await Dialog.confirm({ title: '确认签署', content: `本人${t.signerName ?? ''}已阅读并同意《${t.contractName}》的全部内容，确认签署。`, confirmText: '确认签署', cancelText: '再看看' });
    if (!yes) return;
    setBusy(true);
    try {
      await completeSign(t.taskId);
      toast.success('签署成功');
      setTimeout(() => void router.replace(`/contract/details?contractId=${encodeURIComponent(t.contractId)}`), 800);
    } catch (e) {
      toast.error(errorText(e, '签署失败'));
      setBusy(false);
      void load.reload();
    }
  };

  return (
    <div className={ui.page}>
      <Head>
        <title key="title">{qs ? '签署合同' : '个人认证'}</title>
      </Head>
      <HeaderBar title={qs ? '签署合同' : '个人认证'} fixed onBack={back} />
      {qs ? (
        <StandInNote service="esign">演示签署：未经第三方电子签名服务与 CA 认证</StandInNote>
      ) : (
        <StandInNote service="realname">演示实名：身份信息未经公安系统核验</StandInNote>
      )}
      {src ? (
        <iframe src={src} title="签署页面" className={ui.pdf} style={{ height: 'calc(100vh - 0.88rem)' }} />
      ) : !taskId ? (
        <Empty text="签署任务不存在" />
      ) : (
        <LoadBlock loading={load.loading} error={load.error} onRetry={() => void load.reload()} empty={!t} emptyText="签署任务不存在">
          {t ? (
            <>
              <section className={ui.card} aria-label="签署信息">
                <h2 className={ui.cardTitle}>{t.contractName}</h2>
                <div className={ui.line}>
                  <span>合同编号</span>
                  <span>{t.documentNo}</span>
                </div>
                <div className={ui.line}>
                  <span>签署人</span>
                  <span>
                    {t.signerName} {t.signerIdMasked}
                  </span>
                </div>
                <div className={ui.line}>
                  <span>文件指纹</span>
                  <span style={{ fontSize: '0.2rem' }}>{t.documentSha256.slice(0, 16)}…</span>
                </div>
              </section>
              {t.status === 'OPEN' ? (
                <>
                  <PdfViewer src={t.pdfUrl} title={`合同${t.documentNo}`} fileName={`${t.contractName}-${t.documentNo}.pdf`} />
                  <div className={ui.bottomBar}>
                    <button type="button" className={ui.ghostButton} onClick={back}>
                      暂不签署
                    </button>
                    <button type="button" className={ui.mainButton} disabled={busy} onClick={() => void complete()}>
                      确认签署
                    </button>
                  </div>
                </>
              ) : (
                <Empty text={t.status === 'SIGNED' ? '合同已签署' : t.status === 'EXPIRED' ? '签署链接已过期，请重新发起签署' : '合同已拒签'}>
                  <Link className="button-primary" href={`/contract/${t.status === 'SIGNED' ? 'details' : 'preview'}?contractId=${encodeURIComponent(t.contractId)}&type=qs`}>
                    {t.status === 'SIGNED' ? '查看合同' : '重新签署'}
                  </Link>
                </Empty>
              )}
            </>
          ) : null}
        </LoadBlock>
      )}
    </div>
  );
};

ContractIframePage.getLayout = defaultLayout;
export default ContractIframePage;
