import { useState } from 'react';
import { ImageViewer } from '@/components/common/lazyAntd';
import { CheckCircleFill, ClockCircleFill, CloseCircleFill } from 'antd-mobile-icons';
import { MERCHANT_STATUS } from '@/lib/contract/apply/enums';
import type { MerchantApplication } from '@/services/apply';
import { chinaDateTime } from '@/lib/chinaTime';
import { HELP_HOTLINE } from '@/lib/contract/cms/enums';
import styles from './form.module.css';
import { placeText } from '@/lib/format';

const ICONS = { PENDING: ClockCircleFill, APPROVED: CheckCircleFill, REJECTED: CloseCircleFill } as const;

const TEXT = {
  PENDING: '平台正在审核您的资料，审核结果会显示在本页，请保持电话畅通。',
  APPROVED: '恭喜，您已成为薯片企服的入驻商户。招商经理会联系您完成开店和服务上架。',
  REJECTED: '很抱歉，您的申请未通过审核。请根据以下原因修改资料后重新提交。',
} as const;

type Props = { app: MerchantApplication; canSubmit: boolean; onResubmit: () => void };

/** The application instead of the form: 审核中 / 已通过 / 未通过 (with the reason and 重新提交). */
export function MerchantStatusCard({ app, canSubmit, onResubmit }: Props) {
  const [viewing, setViewing] = useState(false);
  const Icon = ICONS[app.status];
  return (
    <section className={styles.card} aria-label="入驻申请状态">
      <div className={styles.status} data-status={app.status} role="status">
        <Icon aria-hidden />
        <h2>{app.statusText}</h2>
        <p>{TEXT[app.status]}</p>
        {app.status === MERCHANT_STATUS.APPROVED ? (
          <p>
            如有疑问请致电 <span className={styles.nowrap}>{HELP_HOTLINE}</span>
          </p>
        ) : null}
        {app.status === MERCHANT_STATUS.REJECTED && app.reason ? <p className={styles.reason}>未通过原因：{app.reason}</p> : null}
      </div>
      <dl className={styles.facts} aria-label="申请资料">
        <div>
          <dt>入驻类型</dt>
          <dd>{app.subjectText}</dd>
        </div>
        <div>
          <dt>{app.subjectType === 'COMPANY' ? '公司名称' : '姓名'}</dt>
          <dd>{app.name}</dd>
        </div>
        <div>
          <dt>联系人</dt>
          <dd>
            {app.contactName} {app.contactPhone}
          </dd>
        </div>
        <div>
          <dt>所在城市</dt>
          <dd>{placeText(app.provinceName, app.cityName)}</dd>
        </div>
        <div>
          <dt>经营类目</dt>
          <dd>{app.categories.map((c) => c.name).join('、')}</dd>
        </div>
        <div>
          <dt>{app.subjectType === 'COMPANY' ? '营业执照' : '资质证明'}</dt>
          <dd>
            <button type="button" className={styles.pick} onClick={() => setViewing(true)} aria-label="查看证照大图">
              <img className={styles.thumb} src={app.licenceImage} alt="" />
            </button>
          </dd>
        </div>
        {app.intro ? (
          <div>
            <dt>机构介绍</dt>
            <dd className={styles.recordBody}>{app.intro}</dd>
          </div>
        ) : null}
        <div>
          <dt>提交时间</dt>
          <dd>{chinaDateTime(app.createdAt)}</dd>
        </div>
        {app.decidedAt ? (
          <div>
            <dt>审核时间</dt>
            <dd>{chinaDateTime(app.decidedAt)}</dd>
          </div>
        ) : null}
      </dl>
      {app.status === MERCHANT_STATUS.REJECTED && canSubmit ? (
        <button type="button" className={styles.submit} onClick={onResubmit}>
          重新提交
        </button>
      ) : null}
      <ImageViewer image={app.licenceImage} visible={viewing} onClose={() => setViewing(false)} />
    </section>
  );
}
