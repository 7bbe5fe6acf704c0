import { Box, Group, NativeSelect, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type ListTotal, lastPage, PAGE_SIZES, shownTotal } from '@sirkula/domain/shared/lists';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PageControls } from './page-controls.tsx';
import { totalText } from './total-text.ts';

interface ListFooterProps extends ListTotal {
  page: number;
  pageSize: number;
  /** The rows on this page: a full last page of an estimated list leaves the next page to try. */
  rows: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
  /** The name of the pagination landmark, where the generic "Pages" would not say which list it moves. */
  label?: string;
  /** Actions on the rows shown (printing their labels, say); they stand beside the count. */
  children?: ReactNode;
}

/** Below a server-paginated list: rows per page, which rows are shown, and the page links. */
export function ListFooter({
  page,
  pageSize,
  total,
  totalKind,
  rows,
  onPage,
  onPageSize,
  label,
  children,
}: ListFooterProps) {
  const { t, i18n } = useTranslation();
  // A phone has room for the current page and its neighbours' arrows, not for siblings.
  const phone = useMediaQuery('(max-width: 48em)');
  const pageSizeId = useId();
  const number = new Intl.NumberFormat(i18n.resolvedLanguage === 'id' ? 'id-ID' : 'en-GB');
  const counted = number.format(shownTotal({ total, totalKind }));
  const range = t('list.range', {
    from: number.format((page - 1) * pageSize + 1),
    to: number.format((page - 1) * pageSize + rows),
    total: totalText(t, counted, totalKind),
  });

  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Group gap="sm" wrap="wrap">
        <Group gap="sm" wrap="nowrap">
          <Text component="label" htmlFor={pageSizeId} size="sm">
            {t('list.pageSize')}
          </Text>
          <NativeSelect
            id={pageSizeId}
            size="xs"
            w={80}
            data={PAGE_SIZES.map(String)}
            value={String(pageSize)}
            onChange={(event) => onPageSize(Number(event.currentTarget.value))}
          />
        </Group>
        <Text size="sm">{range}</Text>
        {children}
      </Group>
      <Box component="nav" aria-label={label ?? t('list.pages')}>
        <PageControls
          total={lastPage({ total, totalKind, page, pageSize, rows })}
          value={page}
          onChange={onPage}
          siblings={phone ? 0 : 1}
        />
      </Box>
    </Group>
  );
}
