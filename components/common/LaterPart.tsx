import { lazy, type ComponentType } from 'react';
import { BelowFold, HydrateLater } from './HydrateLater';

/**
 * A part whose code did not arrive after every attempt: it says so and offers to load the page again. Plain markup
 * (not the states' LoadError): a network that failed this part's chunk would fail another module's too. Visible by
 * itself (`.later-missing` in styles/globals.css): the part's stylesheet, which would have shown the part, did not
 * come either.
 */
function PartMissing() {
  return (
    <div role="alert" className="later-missing">
      <p>这部分内容没有加载出来，请检查网络后重试</p>
      <button type="button" className="button-primary" onClick={() => window.location.reload()}>
        重新加载
      </button>
    </div>
  );
}

/** Where the part is rendered: see laterPart. */
export type Placement = {
  /**
   * true (the default): the server renders the part in place and the browser hydrates it later. false: the server
   * sends only a blank space for it (its height kept for a screen) and the browser renders it once its code has come.
   */
  inPlace?: boolean;
};

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
 * `inPlace={false}` leaves the part out of the server's HTML (a render nobody else shares and no crawler reads, such
 * as a logged-in customer's): the server sends a blank space a screen high, and the browser renders the part once its
 * code has come (ADR 0064).
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
  function LaterPart({ inPlace = true, ...props }: P & Placement) {
    // Left to the browser, the part may still wait for its chunk there: BelowFold's transition keeps the blank space.
    return (
      <BelowFold onServer={inPlace}>
        <HydrateLater>
          <div data-later-part="">
            <Part {...(props as P)} />
          </div>
        </HydrateLater>
      </BelowFold>
    );
  }
  return LaterPart;
}
