import type { PlannerCard } from '@/lib/contract/planner/api';
import { usePlannerStore } from '@/stores/planner';
import { useIsoLayoutEffect } from '@/lib/useIsoLayoutEffect';

// Layout effects do not run on the server; there the store stays empty and the page's pick is rendered as is.

/**
 * The bottom planner of a goods page goes through the planner store (spec §3): the page's pick is put there before
 * the first paint and taken away when the page goes, and the bar shows what the store holds. The server render (no
 * store) and the hydration render show the page's pick itself.
 */
export function useBottomPlanner(picked: PlannerCard | null, shared: boolean): PlannerCard | null {
  useIsoLayoutEffect(() => {
    usePlannerStore.getState().pickBottomPlanner(picked, shared);
    return () => usePlannerStore.getState().pickBottomPlanner(null, false);
  }, [picked, shared]);
  const held = usePlannerStore((s) => s.recodBottomPlanner);
  return held ?? picked;
}

/** The planner a shared link credits (orders carry it as plannerId), from the planner store. */
export function sharedPlannerId(): string | undefined {
  const { isShare, sharePlannerInfo } = usePlannerStore.getState();
  return isShare ? sharePlannerInfo?.mchUserId : undefined;
}
