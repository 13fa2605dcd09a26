/**
 * Full-page navigation behind one object, so code that must leave the page (session expiry, hand-offs to other
 * sites) can be observed in tests: jsdom's window.location cannot be spied on.
 */
export const nav = {
  replace(url: string): void {
    window.location.replace(url);
  },
  assign(url: string): void {
    window.location.assign(url);
  },
  reload(): void {
    window.location.reload();
  },
  /** Path + query of the current page, what /login?redirect= expects. */
  currentFullPath(): string {
    if (typeof window === 'undefined') return '/';
    return `${window.location.pathname}${window.location.search}`;
  },
};

export const loginUrl = (redirect: string) => `/login?redirect=${encodeURIComponent(redirect)}`;

export const isLoginPath = (path: string) => path === '/login' || path.startsWith('/login/');
