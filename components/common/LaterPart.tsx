import { lazy, type ComponentType } from 'react';
import { HydrateLater } from './HydrateLater';

/**
 * A part whose code did not arrive after every attempt: it says so and offers to load the page again. Plain markup
 * (not the states' LoadError): a network that failed this part's chunk would fail another module's too. Visible by
 * itself: the part's stylesheet, which would have shown the part, did not come either.
 */
function PartMissing() {
  return (
    <div role="alert" style={{ visibility: 'visible', padding: '0.4rem 0.3rem', textAlign: 'center', fontSize: '0.28rem', color: 'var(--text-2)' }}>
      <p>这部分内容没有加载出来，请检查网络后重试</p>
      <button type="button" className="button-primary" style={{ marginTop: '0.24rem' }} onClick={() => window.location.reload()}>
        重新加载
      </button>
    </div>
  );
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Options = {
  /** Loads in all before the part gives up (the first included). */
  attempts?: number;
  /** The pause after the first failure; each later one is twice the one before. */
  pauseMs?: number;
};

/**
 * A part of a server-rendered page below the first screen whose code is not part of the page's first load
 * (docs/adr/0062-lower-parts-load-their-code-later.md). The server renders it in place like any other part (its module
 * loads once per process). In the browser its chunk is asked for as soon as the page's own code runs, beside it rather
 * than before it, so the page's first screen starts without waiting for it; the part sits in a HydrateLater boundary,
 * where React leaves the server's HTML as it is and hydrates it in place once the code is there. Until then its links
 * work as plain links, and a tap on one of its buttons does nothing. Its styles come with its chunk: until they have,
 * the part is hidden (styles/globals.css hides `[data-later-part]`), and the part's root element makes itself visible
 * from its own stylesheet (`visibility: visible`; without that it never shows). A chunk that fails is asked for again (`attempts`
 * in all); after the last failure the part says so and offers a reload.
 *
 * Use it only below the first screen (HydrateLater's rule), for a part a visitor reaches by scrolling.
 */
export function laterPart<P extends object>(importer: () => Promise<ComponentType<P>>, { attempts = 3, pauseMs = 800 }: Options = {}) {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const load = () =>
    (loading ??= (async () => {
      for (let i = 1; ; i++) {
        try {
          return { default: await importer() };
        } catch (err) {
          if (i >= attempts) {
            console.warn('[laterPart] a part of the page could not be loaded', err);
            return { default: PartMissing as ComponentType<P> };
          }
          await pause(pauseMs * 2 ** (i - 1));
        }
      }
    })());
  const Part = lazy(load);
  // In the browser: fetched beside the page's own scripts, from the moment the page's module runs.
  if (typeof window !== 'undefined') void load();
  function LaterPart(props: P) {
    return (
      <HydrateLater>
        <div data-later-part="">
          <Part {...props} />
        </div>
      </HydrateLater>
    );
  }
  return LaterPart;
}
