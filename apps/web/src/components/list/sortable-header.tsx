import { Group, Table, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { nextOrder, type SortOrder } from './sort-order.ts';

interface SortableHeaderProps<C extends string> {
  column: C;
  /** The column the list is sorted by now, and in which direction. */
  sort: C;
  order: SortOrder;
  onSort: (sort: C, order: SortOrder) => void;
  children: ReactNode;
}

/**
 * A table header that sorts its column. The state is told by aria-sort on the header, so the button
 * keeps the bare column name and every cell of the column is announced with that name alone.
 */
export function SortableHeader<C extends string>({
  column,
  sort,
  order,
  onSort,
  children,
}: SortableHeaderProps<C>) {
  const active = column === sort;
  const ariaSort = active ? (order === 'asc' ? 'ascending' : 'descending') : 'none';
  const arrow = active ? (order === 'asc' ? '▲' : '▼') : '↕';
  return (
    <Table.Th aria-sort={ariaSort}>
      <UnstyledButton
        onClick={() => onSort(column, nextOrder(column, sort, order))}
        fw={700}
        fz="sm"
        style={{ whiteSpace: 'nowrap' }}
      >
        <Group gap={4} wrap="nowrap">
          {children}
          <Text span size="xs" c={active ? undefined : 'dimmed'} aria-hidden>
            {arrow}
          </Text>
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
