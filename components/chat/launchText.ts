/** What the chat launch says (its own module, so that the lazy entry ./openChat.ts can say it without the flow). */
export const CHAT_FAILED = '联系规划师失败';
export const CHAT_CONTACTING = '正在联系规划师...';
