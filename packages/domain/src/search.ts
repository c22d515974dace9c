/** Search fires with at least this many characters (docs/product/rules.md#fields). */
export const MIN_SEARCH_LENGTH = 2;
export const SEARCH_DEBOUNCE_MS = 500;
/** Results asked for per search (docs/product/rules.md#search; also the API's per_page cap). */
export const SEARCH_RESULTS_LIMIT = 100;
export const RECENT_SEARCHES_CAP = 10;

export function shouldSearch(query: string): boolean {
  return query.trim().length >= MIN_SEARCH_LENGTH;
}

/**
 * The recent-search list after searching `term` (docs/product/rules.md#search): trimmed, newest first, one entry per
 * term ignoring case (the newest spelling wins), at most 10. A blank term changes nothing.
 */
export function addRecentSearch(list: readonly string[], term: string): string[] {
  const trimmed = term.trim();
  if (trimmed === '') return [...list];
  const key = trimmed.toLowerCase();
  const older = list.filter((entry) => entry.trim().toLowerCase() !== key);
  return [trimmed, ...older].slice(0, RECENT_SEARCHES_CAP);
}

/** Minimum widths (px) at which the search grid gains a column; 2 columns below the first. */
export const searchGridBreakpoints = [
  { minWidth: 1200, columns: 5 },
  { minWidth: 900, columns: 4 },
  { minWidth: 600, columns: 3 },
] as const;
export const SEARCH_GRID_MIN_COLUMNS = 2;

/** Search result columns for a container width: 2 to 5 (docs/product/rules.md#search). */
export function searchGridColumns(width: number): number {
  return searchGridBreakpoints.find((breakpoint) => width >= breakpoint.minWidth)?.columns ?? SEARCH_GRID_MIN_COLUMNS;
}
