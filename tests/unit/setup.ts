import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { progressReset } from '@/lib/progress';

// Testing Library unmounts what a test rendered by registering afterEach when it is first imported; files that share
// their worker's modules (vitest.config.ts) import it once, so every file registers the clean-up itself.
afterEach(() => cleanup());
// findBy… and waitFor wait on the DOM, not on time: their ceiling only has to outlast a loaded machine. The default
// (1 s) did not, for a component loaded on demand while the browser tests shared both cores (TabBar's badge).
configure({ asyncUtilTimeout: 10_000 });
// A route change or request a test leaves pending keeps the progress bar's timers alive past the file's DOM.
afterEach(() => progressReset());
