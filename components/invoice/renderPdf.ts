import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * PDF.js (the legacy build: it runs on the older WebViews of mid-range phones and of the host apps), with its parser
 * in a worker. This module is loaded with the first document shown, so it is in no page's first-load JavaScript.
 */
function ensureWorker() {
  if (!pdfjs.GlobalWorkerOptions.workerPort) {
    pdfjs.GlobalWorkerOptions.workerPort = new Worker(new URL('pdfjs-dist/legacy/build/pdf.worker.min.mjs', import.meta.url), { type: 'module' });
  }
}

export type Drawing = { done: Promise<number>; cancel: () => void };

/**
 * Every page of a PDF drawn on a canvas of `box`'s width, one after the other; `onPage(n)` after each. `eval` stays off
 * (the page's CSP has no 'unsafe-eval'). `done` is the number of pages; it rejects when the file cannot be read.
 */
export function renderPdf(box: HTMLElement, data: ArrayBuffer, title: string, onPage: (n: number) => void): Drawing {
  ensureWorker();
  let live = true;
  // getDocument takes the buffer over (it is transferred to the worker): hand it a copy.
  const task = pdfjs.getDocument({ data: new Uint8Array(data.slice(0)), isEvalSupported: false });
  const done = (async () => {
    const doc = await task.promise;
    const width = box.clientWidth || 360;
    const ratio = Math.min(window.devicePixelRatio || 1, 3);
    box.replaceChildren();
    for (let n = 1; n <= doc.numPages && live; n += 1) {
      const page = await doc.getPage(n);
      const viewport = page.getViewport({ scale: (width / page.getViewport({ scale: 1 }).width) * ratio });
      const canvas = document.createElement('canvas');
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      canvas.style.width = `${width}px`;
      canvas.style.height = `${Math.floor(viewport.height / ratio)}px`;
      canvas.setAttribute('role', 'img');
      canvas.setAttribute('aria-label', doc.numPages > 1 ? `${title} 第${n}页` : title);
      box.appendChild(canvas);
      await page.render({ canvas, viewport }).promise;
      if (live) onPage(n);
    }
    return doc.numPages;
  })();
  return {
    done,
    cancel: () => {
      live = false;
      void task.destroy();
    },
  };
}
