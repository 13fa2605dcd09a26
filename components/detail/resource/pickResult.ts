/**
 * Handing the chosen resource back (inventory §12): the cart that opened the picker reads it from
 * sessionStorage when it shows again; inside the app the value goes to the native page instead.
 */
import { callHandler } from '@/bridge';
import type { ServiceResource } from '@/services/goods';

export const PICKED_RESOURCE_KEY = 'crisps:pickedResource';

export type PickedResource = { classCode: string; item: ServiceResource; at: number };

export function savePicked(classCode: string, item: ServiceResource): void {
  try {
    window.sessionStorage.setItem(PICKED_RESOURCE_KEY, JSON.stringify({ classCode, item, at: Date.now() } satisfies PickedResource));
  } catch {
    // private mode without storage: the cart asks again
  }
}

/** The pick waiting for the cart, removed once read. */
export function takePicked(classCode: string): ServiceResource | null {
  try {
    const raw = window.sessionStorage.getItem(PICKED_RESOURCE_KEY);
    if (!raw) return null;
    const v = JSON.parse(raw) as PickedResource;
    if (v.classCode !== classCode) return null;
    window.sessionStorage.removeItem(PICKED_RESOURCE_KEY);
    return v.item;
  } catch {
    return null;
  }
}

export async function returnToApp(item: ServiceResource): Promise<void> {
  await callHandler('dggWebBackValueToFlutter', { data: item });
  await callHandler('dggCloseWebView', {});
}
