import Head from 'next/head';
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
import { ContractParties } from '@/components/contract/ContractParties';
import { REAL_STATUS } from '@/lib/contract/realname/enums';
import { toast } from '@/lib/toast';
import { contractDetail, realnameInfo, signContract, type Contract } from '@/services/contract';
import ui from '@/components/my/ui.module.css';

type Props = PageProps<Contract>;

const ask = (q: Record<string, string>) => ({ contractId: q.contractId || undefined, contractNo: q.contractNo || undefined });

export const getServerSideProps = pageLoader(async ({ client, query: q }) => (q.contractId || q.contractNo ? contractDetail(ask(q), client) : undefined));

/** 签署合同 / 预览合同 (inventory order §12.2): the PDF, and for a contract being signed 我再想想 / 确认签署. */
const ContractPreviewPage: PageWithLayout<Props> = ({ data: initial, query }) => {
  const router = useRouter();
  const a = ask(query);
  const key = a.contractId || a.contractNo ? JSON.stringify(a) : null;
  const load = useLoad(() => contractDetail(a), key, initial);
  const c = load.data;
  const signing = query.type === 'qs' && c?.status === 'STRUTS_QSZ';
  const [busy, setBusy] = useState(false);
  const back = () => (query.go === '-2' ? void router.replace('/contract/contractList') : router.back());

  const sign = async () => {
    if (!c) return;
    setBusy(true);
    try {
      const rn = await realnameInfo();
      if (rn.realStatus !== REAL_STATUS.SUCCESS) {
        const go = await Dialog.confirm({ title: '温馨提示', content: '检测到您未实名认证，请在签合同前 先进行实名认证', confirmText: '现在就认证', cancelText: '我再想想' });
        if (go) void router.push(`/contract/authentication?contractId=${encodeURIComponent(c.id)}`);
        return;
      }
      const task = await signContract(c.id);
      void router.replace(task.signUrl);
    } catch (e) {
      toast.error(errorText(e, '发起签署失败'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={ui.page}>
      <Head>
        <title key="title">{query.type === 'qs' ? '签署合同' : '预览合同'}</title>
      </Head>
      <HeaderBar title={query.type === 'qs' ? '签署合同' : '预览合同'} fixed onBack={back} />
      {!key ? (
        <Empty text="查阅合同为空" />
      ) : (
        <LoadBlock loading={load.loading} error={load.error} onRetry={() => void load.reload()} empty={!c} emptyText="查阅合同为空">
          {c ? (
            <>
              <ContractParties c={c} />
              <PdfViewer src={c.filePath} title={`合同${c.documentNo}`} fileName={`${c.contractName}-${c.documentNo}.pdf`} />
              {signing ? (
                <div className={ui.bottomBar}>
                  <button type="button" className={ui.ghostButton} onClick={back}>
                    我再想想
                  </button>
                  <button type="button" className={ui.mainButton} disabled={busy} onClick={() => void sign()}>
                    确认签署
                  </button>
                </div>
              ) : null}
            </>
          ) : null}
        </LoadBlock>
      )}
    </div>
  );
};

ContractPreviewPage.getLayout = defaultLayout;
export default ContractPreviewPage;
