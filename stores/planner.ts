import { create } from 'zustand';
import type { PlannerCard } from '@/lib/contract/planner/api';

/**
 * Spec §3 "Planner store": the planner of the goods pages' bottom bar (recodBottomPlanner), the planner of a shared
 * link (sharePlannerInfo, isShare), and the partner hand-off. Planners are held exactly as the API sends them.
 */
export type PlannerState = {
  recodBottomPlanner: PlannerCard | null;
  sharePlannerInfo: PlannerCard | null;
  isShare: boolean;
  partnerId: string;
  tcPlanner: PlannerCard | null;
  newTcPlanner: PlannerCard | null;
  otherTcPlanner: PlannerCard | null;
};

export type PlannerActions = {
  setRecodBottomPlanner(planner: PlannerCard | null): void;
  /** A shared planner link: the bottom bar shows (and orders credit) the sharer's planner. */
  setSharePlannerInfo(planner: PlannerCard): void;
  clearSharePlannerInfo(): void;
  /** A goods page picked its bottom planner; `shared` when it came from a shared link. */
  pickBottomPlanner(planner: PlannerCard | null, shared: boolean): void;
  setPlannerState(partial: Partial<Omit<PlannerState, 'recodBottomPlanner' | 'sharePlannerInfo' | 'isShare'>>): void;
};

export const usePlannerStore = create<PlannerState & PlannerActions>()((set) => ({
  recodBottomPlanner: null,
  sharePlannerInfo: null,
  isShare: false,
  partnerId: '',
  tcPlanner: null,
  newTcPlanner: null,
  otherTcPlanner: null,

  setRecodBottomPlanner(planner) {
    set({ recodBottomPlanner: planner });
  },
  setSharePlannerInfo(planner) {
    set({ sharePlannerInfo: planner, isShare: true });
  },
  clearSharePlannerInfo() {
    set({ sharePlannerInfo: null, isShare: false });
  },
  pickBottomPlanner(planner, shared) {
    set({ recodBottomPlanner: planner, sharePlannerInfo: shared ? planner : null, isShare: shared && !!planner });
  },
  setPlannerState(partial) {
    set(partial);
  },
}));
