/** Moved to services/loaders/detail.ts; what DetailView.tsx and IntroductionView.tsx still import from here. */
export type { DetailProps } from '@/services/loaders/detail';
