/** Moved to services/loaders/bareLanding.ts; what BareLanding.tsx and withBarePage.tsx still import from here. */
export { isBare, type BareKind, type BareLandingData, type BarePlanner, type BareProps } from '@/services/loaders/bareLanding';
