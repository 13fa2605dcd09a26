/** Plain rules of the address pages and the checkout's address row (unit-tested). */
import type { ShippingAddress } from '@/lib/contract/address/api';
import { placeText } from '@/lib/format';

export type FormType = 'add' | 'edit';

/** The form's route: /my/shippingAddress/add/1 (the original's) or /my/shippingAddress/edit/<id>. */
export const addressFormHref = (type: FormType, id?: string) => (type === 'add' ? '/my/shippingAddress/add/1' : `/my/shippingAddress/edit/${encodeURIComponent(id ?? '')}`);

/** The list page opened from the checkout, marking the address in use. */
export const addressSelectHref = (currentId?: string) => `/my/shippingAddress?select=1${currentId ? `&current=${encodeURIComponent(currentId)}` : ''}`;

/** `add` / `edit` from the route, or null for anything else (the page answers 404). */
export const formTypeOf = (type: string | undefined): FormType | null => (type === 'add' || type === 'edit' ? type : null);

/**
 * The address the checkout uses: the one just picked on the list, else the one it had, else the default (the list
 * has it first), else none. A picked or kept id that is no longer in the list (deleted meanwhile) is passed over.
 */
export function checkoutAddressOf(list: readonly ShippingAddress[], picked: string, kept: string): ShippingAddress | null {
  const byId = (id: string) => (id ? list.find((a) => a.id === id) : undefined);
  return byId(picked) ?? byId(kept) ?? list.find((a) => a.defaultAddress === 1) ?? list[0] ?? null;
}

/** The region as the picker shows it: 四川省 / 成都市 / 武侯区 (a municipality is not said twice). */
export function regionText(r: { provinceName: string; cityName: string; areaName: string }): string {
  return placeText(r.provinceName, r.cityName, r.areaName);
}
