import { useEffect } from 'react';
import { InlineLoading } from '@/components/common/InlineLoading';
import { Empty, LoadError } from '@/components/common/Empty';
import { usePdfFile } from './usePdfFile';
import { PdfPages } from './PdfPages';
import ui from '@/components/my/ui.module.css';
import styles from './invoice.module.css';

/** The whole PDF in the page, drawn page by page, with a download link (inventory order §13.6 and §12.2). */
export function PdfViewer({ src, title, fileName }: { src: string | null | undefined; title: string; fileName: string }) {
  const file = usePdfFile(src);
  // While the file downloads: start PDF.js's worker and fetch PDF.js itself, which would otherwise wait for the file
  // (and the worker for PDF.js). A failure here is PdfPages' to report when it imports them again.
  useEffect(() => {
    if (!src) return;
    import('./pdfWorker').then((m) => m.pdfWorker()).catch(() => undefined);
    import('./renderPdf').catch(() => undefined);
  }, [src]);
  if (file.loading) return <InlineLoading text="文件加载中" />;
  if (file.error) return <LoadError text={file.error} />;
  if (!file.url || !file.data) return <Empty text="暂无文件" />;
  return (
    <div className={styles.pdfWrap}>
      <PdfPages data={file.data} title={title} />
      <div className={styles.pdfActions}>
        <a href={file.url} download={fileName} className={ui.btnPrimary + ' ' + styles.linkButton}>
          下载文件
        </a>
        <a href={file.url} target="_blank" rel="noreferrer" className={ui.btn + ' ' + styles.linkButton}>
          新窗口打开
        </a>
      </div>
    </div>
  );
}
