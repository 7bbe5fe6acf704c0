import { z } from 'zod';

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;

/** Page number and size of every server-paginated list; the server never answers more than 100 rows. */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_SIZE),
});

export const sortOrder = z.enum(['asc', 'desc']).default('asc');

/** What a list endpoint answers: one page of rows and the total that matched the filters. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number(), page: z.number(), pageSize: z.number() });
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A search box's text: trimmed, empty means no filter. */
export const searchText = z
  .string()
  .trim()
  .max(100)
  .optional()
  .transform((value) => value || undefined);
