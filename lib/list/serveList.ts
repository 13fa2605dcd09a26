/** How many service goods one page of /list holds: the loader's first page and the list's next ones agree on it. */
export const SERVE_PAGE_SIZE = 10;
