/**
 * The chat launch as the pages call it: ./startChat.ts (the launch flow, the chat services, the app bridge hand-off)
 * loads on the first tap that asks for a conversation, not with the page: no page shows any of it before that tap.
 * `warmChat` (on pointerdown) starts that load a moment earlier. A load that fails says so as the flow's own failure
 * would, and the next tap tries again.
 */
import { moduleLoader } from '@/lib/moduleLoader';
import { toast } from '@/lib/toast';
import { CHAT_FAILED } from './launchText';
import type { StartChatParams } from './launchFlow';

export type { StartChatParams, ChatGoods, ChatArticle } from './launchFlow';

const flow = moduleLoader(() => import('./startChat'));

/** Starts loading the chat launch (a failure here is retried by the tap itself). */
export const warmChat = flow.warm;

/** startChat of ./startChat.ts, loaded first when it has not been yet. */
export async function startChat(params: StartChatParams): Promise<boolean> {
  let mod: typeof import('./startChat');
  try {
    mod = await flow.load();
  } catch {
    toast.warning(CHAT_FAILED);
    return false;
  }
  return mod.startChat(params);
}
