import { Box, Button, EmptyState, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { isPastTheEnd } from '@sirkula/domain/shared/lists';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/forms.ts';
import { LoadingSpinner } from '../loading-spinner.tsx';
import { ListFooter } from './list-footer.tsx';
import { ListLoadError } from './list-load-error.tsx';
import type { ListPageProps } from './list-page.tsx';
import { PastTheEnd } from './past-the-end.tsx';
import { SortChoice } from './sort-choice.tsx';

/** What an empty first page says; `action` is offered when no filter is set (a filtered list offers to clear them). */
export interface EmptyList {
  title: string;
  description?: string;
  action?: ReactNode;
}

type ListRowsProps<T, C extends string> = Omit<
  ListPageProps<T, C>,
  'title' | 'intro' | 'action' | 'notice' | 'filtersLabel' | 'filters'
>;

/** The list below its filters, in whichever state its fetch is. */
export function ListRows<T, C extends string>({
  params,
  list,
  loadFailed,
  empty,
  sorting,
  cards,
  table,
  paginationLabel,
  footerActions,
}: ListRowsProps<T, C>) {
  const { t } = useTranslation();
  // Read at once, not after the first paint: a phone would otherwise see the table flash by.
  const phone = useMediaQuery('(max-width: 48em)', undefined, { getInitialValueInEffect: false });
  // Page 1 is the address without a page.
  const onPage = (page: number) => params.update({ page: page > 1 ? page : null });

  if (list.isPending) return <LoadingSpinner />;
  if (list.isError) {
    return <ListLoadError message={errorMessage(list.error, t, loadFailed)} onRetry={() => list.refetch()} />;
  }
  const { items, page, pageSize, total, totalKind } = list.data;
  if (isPastTheEnd({ page, rows: items.length })) {
    return <PastTheEnd page={page} pageSize={pageSize} total={total} onPage={onPage} />;
  }
  if (items.length === 0) {
    const action = params.filtered ? (
      <Button variant="default" onClick={params.clearFilters}>
        {t('list.clearFilters')}
      </Button>
    ) : (
      empty.action
    );
    return (
      <EmptyState title={empty.title} description={empty.description} py="xl">
        {action && <EmptyState.Actions>{action}</EmptyState.Actions>}
      </EmptyState>
    );
  }
  return (
    <Stack gap="sm">
      {/* Rows of the previous page stay, dimmed, until the next page arrives. */}
      <Box
        aria-busy={list.isFetching}
        style={{ opacity: list.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
      >
        {phone ? (
          <Stack gap="sm">
            {sorting && <SortChoice {...sorting} />}
            {cards(items)}
          </Stack>
        ) : (
          table(items)
        )}
      </Box>
      <ListFooter
        page={page}
        pageSize={pageSize}
        total={total}
        totalKind={totalKind}
        rows={items.length}
        onPage={onPage}
        onPageSize={(size) => params.update({ pageSize: size })}
        label={paginationLabel}
      >
        {footerActions}
      </ListFooter>
    </Stack>
  );
}
