/**
 * Where the chat site's own pages live in this app. CHAT_SITE_URL (lib/env) is where the storefront sends
 * people; by default that is this same /im.
 */
export const IM_BASE = '/im';

export const roomPath = (groupId: string) => `${IM_BASE}/chat?id=${encodeURIComponent(groupId)}`;
export const listPath = () => `${IM_BASE}/index`;

/** The storefront login, coming back to `back` on the chat site with the new session (LoginForm's IM hand-off). */
export const chatLoginPath = (back: string) => `/login?sourcePlatform=IM&redirect=${encodeURIComponent(back)}`;
