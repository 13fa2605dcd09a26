/**
 * PDF.js's parser, in a worker of its own: one for the page's lifetime, shared by every document drawn. A module of
 * its own (a few hundred bytes) so that `PdfViewer` can start the worker — about 375 KB gzip it loads in its own
 * thread — while the file and PDF.js itself are still on their way, instead of after them.
 */
let worker: Worker | null = null;

export function pdfWorker(): Worker {
  if (!worker) worker = new Worker(new URL('pdfjs-dist/legacy/build/pdf.worker.min.mjs', import.meta.url), { type: 'module' });
  return worker;
}
