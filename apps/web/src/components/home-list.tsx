import { Anchor, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { Page } from '@sirkula/domain/shared/lists';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListLoadError } from './list/list-load-error.tsx';
import { totalText } from './list/total-text.ts';

interface HomeListProps<T> {
  title: string;
  /** The first rows of a server list, as its full page would fetch them. */
  query: UseQueryResult<Page<T>>;
  /** The full list with the same filters, where "See all" leads. */
  seeAllTo: string;
  /** What an empty list means for this reader, and what to do about it. */
  empty: string;
  loadFailed: string;
  /** A button beside the title, such as "Request pickup". */
  action?: ReactNode;
  /** For a list worth showing only once it has rows (a customer's drafts): no loading, empty or error state. */
  hideWhenEmpty?: boolean;
  children: (items: T[]) => ReactNode;
}

/**
 * One list on a portal's home page: a few rows of what the reader should look at next, and a link to
 * the full list that says how many there are. Loading, empty and failed lists each say so in place.
 */
export function HomeList<T>({
  title,
  query,
  seeAllTo,
  empty,
  loadFailed,
  action,
  hideWhenEmpty = false,
  children,
}: HomeListProps<T>) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const data = query.data;
  if (hideWhenEmpty && !(data && data.items.length > 0)) return null;
  const number = new Intl.NumberFormat(i18n.resolvedLanguage === 'id' ? 'id-ID' : 'en-GB');
  const total = data ? totalText(t, number.format(data.total), data.totalKind) : null;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id={headingId}>
            {title}
          </Title>
          {action}
        </Group>
        {query.isPending && <HomeListLoading />}
        {query.isError && <ListLoadError message={loadFailed} onRetry={() => query.refetch()} />}
        {data && !query.isError && data.items.length === 0 && (
          <Text size="sm" c="dimmed">
            {empty}
          </Text>
        )}
        {data && !query.isError && data.items.length > 0 && children(data.items)}
        {data && !query.isError && data.total > 0 && (
          <Anchor component={Link} to={seeAllTo} size="sm" fw={600}>
            {t('list.seeAll', { total })}
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}

/** A list's rows on their way. */
export function HomeListLoading() {
  const { t } = useTranslation();
  return (
    <Center py="md" role="status" aria-label={t('common.loading')}>
      <Loader color="green" size="sm" />
    </Center>
  );
}
