import { Popup } from '@/components/common/lazyAntd';
import type { PlannerInterview } from '@/services/interview';
import { QrCode } from '@/components/wechat/QrCode';
import styles from './interview.module.css';

/**
 * 确认二维码: the customer scans the proposal's confirm link from the planner's phone (meeting in person), the same
 * link the SMS and 复制确认链接 carry.
 */
export function ConfirmQrSheet({ iv, onClose }: { iv: PlannerInterview | null; onClose: () => void }) {
  const url = iv && typeof window !== 'undefined' ? `${window.location.origin}${iv.confirmPath}` : '';
  return (
    <Popup visible={!!iv} onMaskClick={onClose} onClose={onClose} destroyOnClose bodyStyle={{ borderTopLeftRadius: '0.24rem', borderTopRightRadius: '0.24rem' }}>
      {iv ? (
        <div className={styles.qrSheet} role="dialog" aria-label="面谈确认二维码">
          <p className={styles.qrTitle}>请{iv.customer.name}扫码确认面谈</p>
          <QrCode text={url} label={`与${iv.customer.name}的面谈确认二维码`} size={220} />
          <p className={styles.qrHint}>客户用手机扫码后登录本人账号即可确认；也可复制确认链接发送给客户</p>
          <button type="button" className={styles.btn} onClick={onClose}>
            关闭
          </button>
        </div>
      ) : null}
    </Popup>
  );
}
