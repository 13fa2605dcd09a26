import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { pdfWorker } from './pdfWorker';

/**
 * PDF.js (the legacy build: it runs on the older WebViews of mid-range phones and of the host apps), with its parser
 * in a worker (`pdfWorker`). This module is loaded with the first document shown, so it is in no page's first-load
 * JavaScript.
 */

export type Drawing = { done: Promise<number>; cancel: () => void };

/**
 * The teardown of the last cancelled drawing. Every document shares the one worker, and PDF.js refuses a new document
 * on a worker whose last loading task is still being destroyed ("the worker is being destroyed"): a drawing starts
 * only once the one before it has let go (a document replaced by another, or a viewer mounted again).
 */
let letGo: Promise<unknown> = Promise.resolve();

/** Sharper than the screen's CSS pixels, but no more than twice: a page at 3× is 7.7 MB of canvas on a 390 px phone. */
const MAX_PIXEL_RATIO = 2;

/**
 * Every page of a PDF drawn on a canvas of `box`'s width, one after the other; `onPage(n)` after each. `eval` stays off
 * (the page's CSP has no 'unsafe-eval'). `done` is the number of pages; it rejects when the file cannot be read.
 */
export function renderPdf(box: HTMLElement, data: ArrayBuffer, title: string, onPage: (n: number) => void): Drawing {
  if (!pdfjs.GlobalWorkerOptions.workerPort) pdfjs.GlobalWorkerOptions.workerPort = pdfWorker();
  let live = true;
  let task: ReturnType<typeof pdfjs.getDocument> | null = null;
  const before = letGo;
  const done = before.then(async () => {
    if (!live) return 0;
    // getDocument takes the buffer over (it is transferred to the worker): hand it a copy.
    task = pdfjs.getDocument({ data: new Uint8Array(data.slice(0)), isEvalSupported: false });
    const doc = await task.promise;
    const width = box.clientWidth || 360;
    const ratio = Math.min(window.devicePixelRatio || 1, MAX_PIXEL_RATIO);
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
  });
  return {
    done,
    cancel: () => {
      if (!live) return;
      live = false;
      // Runs after `done`'s own step on `before`: the task exists by then, or never will.
      letGo = before.then(() => task?.destroy()).catch(() => undefined);
    },
  };
}
