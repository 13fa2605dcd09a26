import Link from 'next/link';
import { AddCircleOutline, LeftOutline, SearchOutline } from 'antd-mobile-icons';
import { bridge } from '@/bridge';
import { useAppFlags } from '@/components/common/AppFlags';
import styles from './board.module.css';

/** The 必懂 header: back (in the app), the fake search box → /known/search, and the publish (+) button. */
export function KnownHeader({ onPublish }: { onPublish: () => void }) {
  const { isInApp, appInfo } = useAppFlags();
  const statusBar = isInApp && appInfo.statusBarHeight ? `${appInfo.statusBarHeight}px` : undefined;
  return (
    <header className={styles.header} style={statusBar ? { paddingTop: statusBar } : undefined}>
      {isInApp ? (
        <button type="button" className={styles.iconBtn} aria-label="返回" onClick={() => void bridge.goBack()}>
          <LeftOutline aria-hidden />
        </button>
      ) : null}
      <Link href="/known/search" className={styles.fakeSearch}>
        <span className="visually-hidden">搜索必懂</span>
        <SearchOutline aria-hidden />
        <span>请输入关键词搜索</span>
      </Link>
      <button type="button" className={`${styles.iconBtn} ${styles.publishBtn}`} aria-label="发布" onClick={onPublish}>
        <AddCircleOutline aria-hidden />
      </button>
    </header>
  );
}
