import '@testing-library/jest-dom/vitest';
import { cleanup, configure, waitFor } from '@testing-library/react';
import { afterAll, afterEach, expect } from 'vitest';
import { progressReset } from '@/lib/progress';
import { toastLoading } from '@/lib/toast';
import { Globals } from '@react-spring/web';

// antd-mobile animates its overlays with react-spring, and jsdom runs no animation frames for it: a closed Dialog or
// Popup stayed mounted (and kept its scroll lock) for ever. Springs jump to their end, so closing ends as it does in a
// browser once the animation is over.
Globals.assign({ skipAnimation: true });

// Testing Library unmounts what a test rendered by registering afterEach when it is first imported; files that share
// their worker's modules (vitest.config.ts) import it once, so every file registers the clean-up itself.
afterEach(() => cleanup());
// findBy… and waitFor wait on the DOM, not on time: their ceiling only has to outlast a loaded machine. The default
// (1 s) did not, for a component loaded on demand while the browser tests shared both cores (TabBar's badge).
configure({ asyncUtilTimeout: 10_000 });
// A route change or request a test leaves pending keeps the progress bar's timers alive past the file's DOM.
afterEach(() => progressReset());
// A toast shown by a test loads antd-mobile on first use (lib/toast.ts); on a loaded machine that import could still be
// running when the file ended and its environment was torn down (an unhandled EnvironmentTeardownError failing the run).
afterAll(async () => {
  await toastLoading()?.catch(() => undefined);
  // The DOM files share one document (vitest.config.ts, isolate: false). antd-mobile's imperative overlays (Dialog,
  // Toast) render into <body> outside testing-library's containers, so one left open (or still closing) by a file was
  // found by the next file's queries ("multiple elements with the role button": a 删除 confirm from another file).
  // Each file ends with an empty body.
  if (typeof document !== 'undefined') {
    // Close them first (their scroll lock listens on the document), then take what is left.
    const { default: Dialog } = await import('antd-mobile/es/components/dialog');
    Dialog.clear();
    // A closing overlay releases the scroll lock (a listener on the document that prevents vertical touch moves) when
    // its close animation ends, at once here (skipAnimation, at the top). Left held, the next file's touch gestures met
    // that listener (swipeAction's vertical drag, now and then in a full run).
    await waitFor(() => expect(document.body).not.toHaveClass('adm-overflow-hidden'));
    document.body.innerHTML = '';
    document.body.removeAttribute('class');
  }
});
// jsdom lays nothing out and has no scrollIntoView; antd-mobile's PasscodeInput calls it in a timer after focusing, which
// threw as an uncaught exception once the test that focused it had ended.
if (typeof Element !== 'undefined' && !Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;
