/**
 * The service-detail redirect of inventory platform §1.6 step 3: /detail?productId&classCodeOne=FL… opens the
 * vertical page of that first-level category, without classCodeOne; any other class goes to plain /detail.
 */
import { SERVICE_CLASS } from '@/lib/contract/catalog/enums';

export type DetailVariant = 'default' | 'server' | 'internet' | 'law' | 'zscq' | 'financing' | 'introduction';

const VERTICAL_BY_CLASS: Record<string, string> = {
  [SERVICE_CLASS.TRADEMARK]: '/detail/server/zscq',
  [SERVICE_CLASS.PATENT]: '/detail/server/zscq',
  [SERVICE_CLASS.FINANCING]: '/detail/server/financing',
  [SERVICE_CLASS.LAW]: '/detail/server/law',
  [SERVICE_CLASS.LAW2]: '/detail/server/law',
  [SERVICE_CLASS.IT]: '/detail/server/internet',
  [SERVICE_CLASS.IT2]: '/detail/server/internet',
};

export function verticalPathFor(classCodeOne: string): string {
  return VERTICAL_BY_CLASS[classCodeOne] ?? '/detail';
}

type Query = Record<string, string | string[] | undefined>;

/** Where a /detail request with classCodeOne goes: the same query minus classCodeOne, on the vertical path. Null without it. */
export function classCodeOneRedirect(query: Query): string | null {
  const raw = query.classCodeOne;
  if (raw === undefined) return null;
  const code = (Array.isArray(raw) ? raw[0] : raw) ?? '';
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (k === 'classCodeOne' || v === undefined) continue;
    for (const one of Array.isArray(v) ? v : [v]) q.append(k, one);
  }
  const s = q.toString();
  return `${verticalPathFor(code.trim())}${s ? `?${s}` : ''}`;
}
