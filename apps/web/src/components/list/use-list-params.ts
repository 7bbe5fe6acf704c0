import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/** A change to the address; null, undefined and '' remove the parameter. */
export type ListParamsPatch = Record<string, string | number | null | undefined>;

/**
 * The list's state lives in the address, so a filtered page can be reloaded, shared or left with the
 * back button. `filters` are the parameters the "clear filters" button removes; `q` is the search box,
 * which writes to the address once typing pauses so that not every key press fetches a page.
 */
export function useListParams(filters: readonly string[]) {
  const [params, setParams] = useSearchParams();

  /** Any change but to the page itself starts again at page 1, unless `keepPage` says otherwise. */
  const update = useCallback(
    (patch: ListParamsPatch, keepPage = 'page' in patch) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(patch)) {
            if (value === null || value === undefined || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          if (!keepPage) next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const currentQ = params.get('q') ?? '';
  const [search, setSearch] = useState(currentQ);
  const [debounced] = useDebouncedValue(search.trim(), 350);
  // Only a pause in typing writes the search: were the address a dependency too, clearing the filters
  // would bring back the text still waiting in the debounce.
  useEffect(() => {
    if (debounced !== currentQ) update({ q: debounced });
  }, [debounced]);

  const clearFilters = () => {
    setSearch('');
    update(Object.fromEntries(filters.map((key) => [key, null])));
  };
  const filtered = filters.some((key) => params.has(key));

  return { params, update, filtered, clearFilters, search, setSearch };
}

/** One of the allowed values, or undefined for a parameter that is missing or not one of them. */
export function pickParam<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
  return allowed.find((item) => item === value);
}

/** What a list's frame needs of its parameters: whether a filter is set, clearing them, and paging. */
export type ListParams = Pick<ReturnType<typeof useListParams>, 'filtered' | 'clearFilters' | 'update'>;

/** What a list's filter fields are given: the query read from the address, the search box, and changes. */
export interface ListFilterProps<Q> {
  query: Q;
  search: string;
  setSearch: (search: string) => void;
  update: ListParams['update'];
}
