import { Group, Stack, Text, Title } from '@mantine/core';
import type { Page } from '@sirkula/domain/shared/lists';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { TranslationKey } from '../../lib/i18n.ts';
import { ListFilters } from './list-filters.tsx';
import { type EmptyList, ListRows } from './list-rows.tsx';
import type { SortChoiceProps } from './sort-choice.tsx';
import type { ListParams } from './use-list-params.ts';

export interface ListPageProps<T, C extends string> {
  title: string;
  /** One line under the title saying whose records these are. */
  intro?: string;
  /** The page's main action (create, request), beside the title. */
  action?: ReactNode;
  /** Banners between the title and the filters: what the last action did. */
  notice?: ReactNode;
  filtersLabel: string;
  filters: ReactNode;
  params: ListParams;
  list: UseQueryResult<Page<T>>;
  /** Said when the list cannot be fetched and the server gave no reason. */
  loadFailed: TranslationKey;
  empty: EmptyList;
  /** The phone's sort selects; the table sorts by its headers. None for a list in one fixed order. */
  sorting?: SortChoiceProps<C>;
  cards: (items: T[]) => ReactNode;
  table: (items: T[]) => ReactNode;
  paginationLabel?: string;
  /** Actions on the rows shown, beside the count. */
  footerActions?: ReactNode;
}

/**
 * The frame every server-paginated list page shares: title and action, filters, and the list's states
 * (loading, failed, past the end, empty, rows with their footer). A page brings its filters, cards and
 * table; the states look and read the same on every list.
 */
export function ListPage<T, C extends string>({
  title,
  intro,
  action,
  notice,
  filtersLabel,
  filters,
  ...rows
}: ListPageProps<T, C>) {
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {title}
          </Title>
          {intro && (
            <Text c="dimmed" size="sm">
              {intro}
            </Text>
          )}
        </Stack>
        {action}
      </Group>
      {notice}
      <ListFilters
        label={filtersLabel}
        filtered={rows.params.filtered}
        onClear={rows.params.clearFilters}
        framed
      >
        {filters}
      </ListFilters>
      <ListRows {...rows} />
    </Stack>
  );
}
