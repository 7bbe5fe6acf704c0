import { z } from 'zod';

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;

/** Page number and size of every server-paginated list; the server never answers more than 100 rows. */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_SIZE),
});

export const sortOrder = z.enum(['asc', 'desc']).default('asc');

/**
 * How sure a list's total is: counted (`exact`), PostgreSQL's planner's guess (`estimate`, "about 12,300"),
 * or a floor the count stopped at (`atLeast`, "10,000+"). Counting a large list row by row would cost more
 * than showing its page.
 */
export const TOTAL_KINDS = ['exact', 'estimate', 'atLeast'] as const;
export type TotalKind = (typeof TOTAL_KINDS)[number];

export const listTotal = z.object({ total: z.number().int().min(0), totalKind: z.enum(TOTAL_KINDS) });
export type ListTotal = z.infer<typeof listTotal>;

/** Lists whose estimate is below this are counted exactly; larger ones show the estimate. */
export const EXACT_COUNT_BELOW = 1_000;
/** An exact count reads at most this many rows; past it the total is "10,000+". */
export const COUNT_CAP = 10_000;

/** What a list endpoint answers: one page of rows and how many rows matched the filters. */
export interface Page<T> extends ListTotal {
  items: T[];
  page: number;
  pageSize: number;
}

export function pageSchema<T extends z.ZodType>(item: T) {
  return listTotal.extend({ items: z.array(item), page: z.number(), pageSize: z.number() });
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * What the page itself tells about the total, which an estimate may have got wrong: a short page is the
 * last one, so the total is exact; a full page means at least its rows exist; an empty page past the
 * first means the list ends before it.
 */
export function settleTotal(
  counted: ListTotal,
  paging: { page: number; pageSize: number; rows: number },
): ListTotal {
  const before = (paging.page - 1) * paging.pageSize;
  const shortPage = paging.rows < paging.pageSize && (paging.rows > 0 || paging.page === 1);
  if (shortPage) return { total: before + paging.rows, totalKind: 'exact' };
  if (counted.totalKind === 'exact') return counted;
  if (paging.rows === 0) return { ...counted, total: Math.min(counted.total, before) };
  return { ...counted, total: Math.max(counted.total, before + paging.rows) };
}

/**
 * The last page a reader can move to. An uncertain total may fall short of the rows there are, so a full
 * page at its end leaves the next one to try.
 */
export function lastPage(answer: ListTotal & { page: number; pageSize: number; rows: number }): number {
  const counted = pageCount(answer.total, answer.pageSize);
  const mayGoOn = answer.totalKind !== 'exact' && answer.rows === answer.pageSize && answer.page >= counted;
  return mayGoOn ? answer.page + 1 : counted;
}

/** A page past the list's end (an estimate promised more rows, or an old link): there is a way back. */
export function isPastTheEnd(answer: { page: number; rows: number }): boolean {
  return answer.rows === 0 && answer.page > 1;
}

/** An estimate is shown to three significant figures, so "about 12,300" does not pretend to be a count. */
export function shownTotal({ total, totalKind }: ListTotal): number {
  if (totalKind !== 'estimate' || total < 1_000) return total;
  const step = 10 ** (Math.floor(Math.log10(total)) - 2);
  return Math.round(total / step) * step;
}

/** A search box's text: trimmed, empty means no filter. */
export const searchText = z
  .string()
  .trim()
  .max(100)
  .optional()
  .transform((value) => value || undefined);
