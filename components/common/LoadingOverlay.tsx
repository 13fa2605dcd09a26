import { SpinLoading } from '@/components/common/SpinLoading';
import { Mask } from '@/components/common/lazyAntd';
import styles from './LoadingOverlay.module.css';

/** Full-screen blocking spinner with a caption (登录中, 注册中, 请求中...). */
export function LoadingOverlay({ visible, text }: { visible: boolean; text: string }) {
  return (
    <Mask visible={visible} color="transparent" disableBodyScroll={false}>
      <div className={styles.box} role="status" aria-live="polite">
        <SpinLoading color="white" style={{ '--size': '0.6rem' }} />
        <span className={styles.text}>{text}</span>
      </div>
    </Mask>
  );
}

export { InlineLoading } from './InlineLoading';
