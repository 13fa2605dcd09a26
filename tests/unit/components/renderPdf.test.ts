import { afterEach, describe, expect, it, vi } from 'vitest';

// PDF.js as far as renderPdf uses it, with the one rule that matters here: a new document on the shared worker while
// the last loading task is still being destroyed is refused (what pdfjs-dist's PDFWorker.create throws).
const pdf = vi.hoisted(() => {
  const state = { destroying: 0, opened: 0, refused: 0, finishDestroy: [] as (() => void)[] };
  const getDocument = () => {
    if (state.destroying > 0) {
      state.refused += 1;
      throw new Error('PDFWorker.create - the worker is being destroyed.');
    }
    state.opened += 1;
    let rejectLoad: (e: Error) => void = () => undefined;
    const promise = new Promise((resolve, reject) => {
      rejectLoad = reject;
      const page = { getViewport: ({ scale }: { scale: number }) => ({ width: 600 * scale, height: 800 * scale }), render: () => ({ promise: Promise.resolve() }) };
      setTimeout(() => resolve({ numPages: 2, getPage: async () => page }), 5);
    });
    return {
      promise,
      destroy: () => {
        state.destroying += 1;
        rejectLoad(new Error('Loading aborted'));
        return new Promise<void>((resolve) => state.finishDestroy.push(() => { state.destroying -= 1; resolve(); }));
      },
    };
  };
  return { state, module: { GlobalWorkerOptions: { workerPort: null as unknown }, getDocument } };
});
vi.mock('pdfjs-dist/legacy/build/pdf.mjs', () => pdf.module);
vi.mock('@/components/invoice/pdfWorker', () => ({ pdfWorker: () => ({ fake: 'worker' }) }));

const { renderPdf } = await import('@/components/invoice/renderPdf');

afterEach(() => {
  document.body.replaceChildren();
});

describe('renderPdf', () => {
  it('draws every page on a canvas named for the document, at no more than twice the screen pixels', async () => {
    Object.defineProperty(window, 'devicePixelRatio', { value: 3, configurable: true });
    const box = document.body.appendChild(document.createElement('div'));
    const seen: number[] = [];
    const n = await renderPdf(box, new ArrayBuffer(8), '指南', (p) => seen.push(p)).done;
    expect(n).toBe(2);
    expect(seen).toEqual([1, 2]);
    const canvases = [...box.querySelectorAll('canvas')];
    expect(canvases.map((c) => c.getAttribute('aria-label'))).toEqual(['指南 第1页', '指南 第2页']);
    // jsdom has no layout: 360 CSS pixels wide, drawn at 2x (not the phone's 3x).
    expect(canvases[0].width).toBe(720);
    expect(canvases[0].style.width).toBe('360px');
  });

  it('a document opened while the one before is still being let go waits for it instead of being refused', async () => {
    const box = document.body.appendChild(document.createElement('div'));
    const first = renderPdf(box, new ArrayBuffer(8), '甲', () => undefined);
    const firstDone = first.done.catch((e: Error) => e.message);
    await new Promise((r) => setTimeout(r, 1));
    first.cancel();
    const second = renderPdf(box, new ArrayBuffer(8), '乙', () => undefined);
    await new Promise((r) => setTimeout(r, 20));
    // The first task is still being destroyed: the second has not asked for its document yet.
    expect(pdf.state.destroying).toBe(1);
    expect(pdf.state.refused).toBe(0);
    const opened = pdf.state.opened;
    pdf.state.finishDestroy.shift()!();
    await expect(second.done).resolves.toBe(2);
    expect(pdf.state.opened).toBe(opened + 1);
    expect(pdf.state.refused).toBe(0);
    expect(await firstDone).toBe('Loading aborted');
    expect(box.querySelector('canvas')?.getAttribute('aria-label')).toBe('乙 第1页');
  });

  it('a drawing cancelled before it began never opens its document', async () => {
    const box = document.body.appendChild(document.createElement('div'));
    const a = renderPdf(box, new ArrayBuffer(8), '甲', () => undefined);
    const aDone = a.done.catch(() => undefined);
    await new Promise((r) => setTimeout(r, 1));
    a.cancel();
    const opened = pdf.state.opened;
    const b = renderPdf(box, new ArrayBuffer(8), '乙', () => undefined);
    b.cancel();
    await new Promise((r) => setTimeout(r, 1));
    pdf.state.finishDestroy.shift()!();
    await expect(b.done).resolves.toBe(0);
    expect(pdf.state.opened).toBe(opened);
    await aDone;
  });
});
