/**
 * SKU choice rules of the detail page: one value per attribute; a value is offered only if some SKU on sale
 * combines it with the other chosen values. Prices are not computed here: the chosen combination is priced by
 * the server (findSkuDetail).
 */
import type { SkuAttr, SkuOption } from '@/services/goods';

/** The chosen value id of each attribute, in attribute order ('' = not chosen). */
export type Selection = string[];

export function initialSelection(attrs: SkuAttr[], skus: SkuOption[], skuId: string | null): Selection {
  const sku = skus.find((s) => s.skuId === skuId);
  return attrs.map((a) => a.attrValList.find((v) => sku?.valueIds.includes(v.id))?.id ?? '');
}

export function choose(sel: Selection, attrIndex: number, valueId: string): Selection {
  return sel.map((v, i) => (i === attrIndex ? valueId : v));
}

export const isComplete = (sel: Selection) => sel.length > 0 && sel.every(Boolean);

/** Whether `valueId` of attribute `attrIndex` can still make a SKU with the other chosen values. */
export function isOffered(skus: SkuOption[], sel: Selection, attrIndex: number, valueId: string): boolean {
  const others = sel.filter((v, i) => i !== attrIndex && v);
  return skus.some((s) => s.stock > 0 && s.valueIds.includes(valueId) && others.every((o) => s.valueIds.includes(o)));
}

/** The SKU of a complete selection among the known ones (the server still prices it). */
export function skuOf(skus: SkuOption[], sel: Selection): SkuOption | null {
  if (!isComplete(sel)) return null;
  return skus.find((s) => s.valueIds.length === sel.length && sel.every((v) => s.valueIds.includes(v))) ?? null;
}
