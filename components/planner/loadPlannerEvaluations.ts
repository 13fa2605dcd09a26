/** Moved to services/loaders/planner.ts; what PlannerEvaluatePage.tsx still imports from here. */
export type { PlannerEvaluateProps } from '@/services/loaders/planner';
