import { nav } from '@/lib/navigate';
import { toast } from '@/lib/toast';
import type { AppAction } from '@/components/common/openApp';

/** Carries out a tap's decision: leave for the URL, or explain for 3 s why not (inventory §4.10). */
export function runAppAction(action: AppAction): void {
  if ('go' in action) nav.assign(action.go);
  else toast.warning(action.toast, 3000);
}
