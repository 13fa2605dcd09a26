import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { progressReset } from '@/lib/progress';

// A route change or request a test leaves pending keeps the progress bar's timers alive past the file's DOM.
afterEach(() => progressReset());
