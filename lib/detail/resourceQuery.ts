import type { DictItem } from '@/lib/contract/dict/api';

/** The address and phone resource pickers' query (what to list, and where to return the pick) and their filters. */
export type ResourceQuery = { classCode: string; areaCode: string; redirect: string; redirectType: string };
export type ResourceFilters = { prices: DictItem[]; sorts: DictItem[] };
