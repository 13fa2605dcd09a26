import Link from 'next/link';
import { useState } from 'react';
import { CloseOutline, LeftOutline } from 'antd-mobile-icons';
import { OPEN_APP_PAGE } from '@/components/common/openApp';
import { PdfViewer } from '@/components/invoice/PdfViewer';
import { DocActions } from './DocActions';
import styles from './docPage.module.css';

/**
 * 文档 (inventory §6.5): a bar with back and close (both home) around the title, a closable open-app strip, the
 * PDF, and 转发 / 下载至邮箱 for a library document.
 */
export function DocPageView({ documentId, title, fileUrl, path }: { documentId: string; title: string; fileUrl: string; path: string }) {
  const [banner, setBanner] = useState(true);
  return (
    <div className={styles.page}>
      <header className={styles.top}>
        <Link href="/" aria-label="返回" className={styles.icon}>
          <LeftOutline aria-hidden />
        </Link>
        <h1 className={styles.title}>{title}</h1>
        <Link href="/" aria-label="关闭" className={styles.icon}>
          <CloseOutline aria-hidden />
        </Link>
      </header>
      {banner ? (
        <aside className={styles.banner} aria-label="打开薯片找人APP">
          <button type="button" className={styles.close} aria-label="关闭提示" onClick={() => setBanner(false)}>
            <CloseOutline aria-hidden />
          </button>
          <img src="/images/logo.svg" alt="" width={36} height={36} />
          <div className={styles.bannerText}>
            <strong>薯片找人APP</strong>
            <span>找人服务，尽在薯片找人</span>
          </div>
          <Link href={`${OPEN_APP_PAGE}?path=${encodeURIComponent(path)}`} className={styles.open}>
            立即打开
          </Link>
        </aside>
      ) : null}
      <main className={styles.viewer}>
        <PdfViewer src={fileUrl} title={title} fileName={`${title}.pdf`} />
      </main>
      {documentId ? <DocActions documentId={documentId} title={title} /> : null}
    </div>
  );
}
