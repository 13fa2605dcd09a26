/** How many reviews one page of a planner's evaluations holds: the loader's first page and the list's next ones agree on it. */
export const EVALUATE_PAGE_SIZE = 10;
