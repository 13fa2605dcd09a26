import Head from 'next/head';
import Link from 'next/link';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { HeaderBar } from '@/components/common/HeaderBar';
import { LoadBlock } from '@/components/my/LoadBlock';
import { useLoad } from '@/components/my/useLoad';
import { pageLoader, type PageProps } from '@/lib/pageLoader';
import { chinaDateTime } from '@/lib/chinaTime';
import { REAL_STATUS } from '@/lib/contract/realname/enums';
import { realnameInfo, type RealnameInfo } from '@/services/contract';
import ui from '@/components/my/ui.module.css';

type Props = PageProps<RealnameInfo>;

export const getServerSideProps = pageLoader(async ({ client }) => realnameInfo(client));

const STATUS_NAME: Record<string, string> = {
  [REAL_STATUS.SUCCESS]: '已实名',
  [REAL_STATUS.ING]: '认证中',
  [REAL_STATUS.FAIL]: '认证失败',
  [REAL_STATUS.INVALID]: '认证已失效',
};

/** 个人信息 (实名): who the account is verified as, masked; a way to verify when it is not. */
const PersonalInfoPage: PageWithLayout<Props> = ({ data: initial }) => {
  const load = useLoad(() => realnameInfo(), 'realname', initial);
  const r = load.data;
  const ok = r?.realStatus === REAL_STATUS.SUCCESS;
  return (
    <div className={ui.page}>
      <Head>
        <title key="title">个人信息</title>
      </Head>
      <HeaderBar title="个人信息" fixed />
      <LoadBlock loading={load.loading} error={load.error} onRetry={() => void load.reload()} empty={!r}>
        {r ? (
          <>
            <section className={ok ? ui.bannerGreen : ui.bannerGrey} aria-label="实名状态">
              <h2 className={ui.bannerTitle}>{STATUS_NAME[r.realStatus] ?? '未实名'}</h2>
              <p className={ui.bannerText}>{ok ? '您已完成实名认证，可以签署电子合同' : '签署电子合同前须完成实名认证'}</p>
            </section>
            <section className={ui.card} aria-label="实名信息">
              <div className={ui.line}>
                <span>姓名</span>
                <span>{r.name || '-'}</span>
              </div>
              <div className={ui.line}>
                <span>证件类型</span>
                <span>身份证</span>
              </div>
              <div className={ui.line}>
                <span>证件号</span>
                <span>{r.idNoMasked || '-'}</span>
              </div>
              <div className={ui.line}>
                <span>手机号</span>
                <span>{r.phoneMasked || '-'}</span>
              </div>
              <div className={ui.line}>
                <span>认证时间</span>
                <span>{chinaDateTime(r.verifiedAt) || '-'}</span>
              </div>
            </section>
            {ok ? null : (
              <div className={ui.bottomBar}>
                <Link className={ui.mainButton} style={{ display: 'inline-flex', alignItems: 'center', justifyContent: 'center' }} href="/contract/authentication">
                  去实名认证
                </Link>
              </div>
            )}
          </>
        ) : null}
      </LoadBlock>
    </div>
  );
};

PersonalInfoPage.getLayout = defaultLayout;
export default PersonalInfoPage;
