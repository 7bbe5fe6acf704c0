export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** A click on the column already sorted ascending turns it round; any other click sorts ascending. */
export function nextOrder<C extends string>(column: C, sort: C, order: SortOrder): SortOrder {
  return column === sort && order === 'asc' ? 'desc' : 'asc';
}
