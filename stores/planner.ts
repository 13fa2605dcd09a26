import { create } from 'zustand';

export const DEFAULT_POST_NAME = '企服顾问';

/** A planner as the bottom consultation card shows it (spec §3 Planner). */
export type Planner = {
  mchUserId: string;
  userName: string;
  name: string;
  postName: string;
  tagNameList: string[];
  portrait: string;
  img: string;
  type?: string;
  mchClass?: string;
  userCenterNo?: string;
  point?: number | string;
  dggPlannerRecomLog?: unknown;
  [key: string]: unknown;
};

export type RawPlanner = Record<string, unknown> & {
  id?: string | number;
  mchUserId?: string | number;
  userName?: string;
  name?: string;
  postName?: string;
  zwName?: string;
  tags?: unknown;
  tagNameList?: string[];
  avatar?: string;
  portrait?: string;
  img?: string;
};

const s = (v: unknown) => (v === undefined || v === null ? '' : String(v));

function tagNames(tags: unknown): string[] {
  if (!Array.isArray(tags)) return typeof tags === 'string' && tags ? tags.split(',').map((t) => t.trim()).filter(Boolean) : [];
  return tags
    .map((t) => (t && typeof t === 'object' ? s((t as { tagName?: unknown; name?: unknown }).tagName ?? (t as { name?: unknown }).name) : s(t)))
    .filter(Boolean);
}

/** Backends name the same planner fields differently; the card reads one shape. */
export function normalizePlanner(raw: RawPlanner): Planner {
  const userName = s(raw.userName ?? raw.name);
  const avatar = s(raw.avatar ?? raw.portrait ?? raw.img);
  return {
    ...raw,
    mchUserId: s(raw.mchUserId ?? raw.id),
    userName,
    name: s(raw.name ?? raw.userName),
    postName: s(raw.postName ?? raw.zwName) || DEFAULT_POST_NAME,
    tagNameList: raw.tags !== undefined ? tagNames(raw.tags) : (raw.tagNameList ?? []),
    portrait: avatar,
    img: avatar,
  };
}

export type PlannerState = {
  recodBottomPlanner: Planner | null;
  sharePlannerInfo: Record<string, unknown> | null;
  isShare: boolean;
  partnerId: string;
  tcPlanner: Record<string, unknown> | null;
  newTcPlanner: Record<string, unknown> | null;
  otherTcPlanner: Record<string, unknown> | null;
};

export type PlannerActions = {
  setRecodBottomPlanner(raw: RawPlanner | null): void;
  setSharePlannerInfo(info: Record<string, unknown>): void;
  clearSharePlannerInfo(): void;
  setPlannerState(partial: Partial<Omit<PlannerState, 'recodBottomPlanner' | 'isShare'>>): void;
};

export const usePlannerStore = create<PlannerState & PlannerActions>()((set) => ({
  recodBottomPlanner: null,
  sharePlannerInfo: null,
  isShare: false,
  partnerId: '',
  tcPlanner: null,
  newTcPlanner: null,
  otherTcPlanner: null,

  setRecodBottomPlanner(raw) {
    set({ recodBottomPlanner: raw ? normalizePlanner(raw) : null });
  },
  /** A shared planner link: the card shows the sharer's planner. */
  setSharePlannerInfo(info) {
    set({ sharePlannerInfo: info, isShare: true });
  },
  clearSharePlannerInfo() {
    set({ sharePlannerInfo: null, isShare: false });
  },
  setPlannerState(partial) {
    set(partial);
  },
}));
