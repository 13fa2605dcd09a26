import { CenterPopup } from '@/components/common/lazyAntd';
import { PhoneFill } from 'antd-mobile-icons';
import type { Dial } from './usePhoneContact';
import styles from './consult.module.css';

/**
 * The relay number after a successful request. The browser may refuse to open the dialer without a tap,
 * so the number stays here as a tel: link; it is a relay (隐私号), never the planner's own number.
 */
export function DialSheet({ dial, onClose }: { dial: Dial | null; onClose: () => void }) {
  return (
    <CenterPopup visible={!!dial} onMaskClick={onClose} destroyOnClose>
      {dial ? (
        <div className={styles.dial} role="dialog" aria-label="拨打规划师电话">
          <p className={styles.dialTitle}>拨打规划师电话</p>
          <p className={styles.dialNumber}>{dial.phone}</p>
          <p className={styles.dialNote}>隐私保护号码，通话不会泄露双方真实号码</p>
          <a className={styles.dialCall} href={dial.href} onClick={onClose}>
            <PhoneFill aria-hidden /> 立即拨打
          </a>
          <button type="button" className={styles.dialCancel} onClick={onClose}>
            取消
          </button>
        </div>
      ) : null}
    </CenterPopup>
  );
}
