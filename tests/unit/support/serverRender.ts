import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server.node';

/** The HTML React's Node.js build renders for the tree once everything has resolved (as the production server renders pages, ADR 0057). */
export async function serverHtml(tree: ReactNode): Promise<string> {
  const stream = await renderToReadableStream(tree);
  await stream.allReady;
  return new Response(stream).text();
}

/** A module loader whose arrival the test decides: `importer` resolves to `value` once `arrive()` is called. */
export function deferredModule<T>(value: T) {
  let arrive!: () => void;
  const arrived = new Promise<void>((r) => (arrive = r));
  const importer = vi.fn(async () => {
    await arrived;
    return value;
  });
  return { importer, arrive };
}
