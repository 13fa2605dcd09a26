/** Chat codes shared by the server and services/chat.ts (no imports: the client bundle takes it as is). */

/** A conversation folded into the account's own one at login; `data.groupId` is where it went. */
export const CHAT_MERGED = 30101;
