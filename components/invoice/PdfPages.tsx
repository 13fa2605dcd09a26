import { useEffect, useRef, useState } from 'react';
import { InlineLoading } from '@/components/common/InlineLoading';
import { LoadError } from '@/components/common/Empty';
import styles from './invoice.module.css';

/**
 * Every page of a PDF drawn on a canvas at the width of the screen (issue 28): a phone's browser or WebView shows no
 * PDF inside a frame (Android Chrome and most WebViews offer only a download), so the page draws it itself, with
 * PDF.js (`renderPdf`, loaded when a file is first shown).
 */
export function PdfPages({ data, title }: { data: ArrayBuffer; title: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<{ pages: number; error: string }>({ pages: 0, error: '' });
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let live = true;
    let cancel: (() => void) | undefined;
    const fail = (e: unknown) => {
      if (live) setState({ pages: 0, error: e instanceof Error && /password/i.test(e.message) ? '文件已加密，请下载后查看' : '文件预览失败，请下载后查看' });
    };
    import('./renderPdf')
      .then(({ renderPdf }) => {
        if (!live) return;
        const drawing = renderPdf(el, data, title, (n) => live && setState({ pages: n, error: '' }));
        cancel = drawing.cancel;
        return drawing.done.then((n) => {
          if (live && n === 0) setState({ pages: 0, error: '文件没有内容' });
        });
      })
      .catch(fail);
    return () => {
      live = false;
      cancel?.();
    };
  }, [data, title]);
  return (
    <>
      {state.error ? <LoadError text={state.error} /> : state.pages === 0 ? <InlineLoading text="文件加载中" /> : null}
      <div ref={box} className={styles.pdfPages} data-pages={state.pages} />
    </>
  );
}
