/** The element the home scrolls in (NewNavLayout's `<main data-scroll-root>`), or null when the window scrolls. */
export const scrollRoot = () => document.querySelector<HTMLElement>('[data-scroll-root]');
