/**
 * The chat launch as the pages call it: ./startChat.ts (the launch flow, the chat services, the app bridge hand-off)
 * loads on the first tap that asks for a conversation, not with the page: no page shows any of it before that tap.
 * `warmChat` (on pointerdown) starts that load a moment earlier. A load that fails says so as the flow's own failure
 * would, and the next tap tries again.
 */
import { toast } from '@/lib/toast';
import { CHAT_FAILED } from './launchText';
import type { StartChatParams } from './launchFlow';

export type { StartChatParams, ChatGoods, ChatArticle } from './launchFlow';

type Flow = typeof import('./startChat');
let loading: Promise<Flow> | undefined;

/** ./startChat.ts, loaded once (a failed load is tried again on the next call). */
const load = (): Promise<Flow> =>
  (loading ??= import('./startChat').catch((err: unknown) => {
    loading = undefined;
    throw err;
  }));

/** Starts loading the chat launch (a failure here is retried by the tap itself). */
export function warmChat(): void {
  load().catch(() => undefined);
}

/** startChat of ./startChat.ts, loaded first when it has not been yet. */
export async function startChat(params: StartChatParams): Promise<boolean> {
  let mod: Flow;
  try {
    mod = await load();
  } catch {
    toast.warning(CHAT_FAILED);
    return false;
  }
  return mod.startChat(params);
}
