import { useRouter } from 'next/router';
import { LeftOutline } from 'antd-mobile-icons';
import { bridge } from '@/bridge';
import { goBack } from '@/lib/goBack';
import { useAppFlags } from '@/components/common/AppFlags';
import styles from './search.module.css';

/** Back as the header bar does it: the app's go-back inside the app, history otherwise, the section's home when opened directly. */
export function BackButton() {
  const router = useRouter();
  const { isInApp, isApplets } = useAppFlags();
  if (isApplets) return null;
  const back = () => {
    if (isInApp) return void bridge.goBack();
    goBack(router);
  };
  return (
    <button type="button" className={styles.back} aria-label="返回" onClick={back}>
      <LeftOutline aria-hidden />
    </button>
  );
}
