import { Group, NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SORT_ORDERS, type SortOrder } from './sort-order.ts';

export interface SortChoiceProps<C extends string> {
  columns: readonly C[];
  sort: C;
  order: SortOrder;
  labelOf: (column: C) => string;
  onChange: (sort: C, order: SortOrder) => void;
}

/** On a phone there are no table headers to click, so the column and the direction are two selects. */
export function SortChoice<C extends string>({
  columns,
  sort,
  order,
  labelOf,
  onChange,
}: SortChoiceProps<C>) {
  const { t } = useTranslation();
  return (
    <Group grow gap="sm" align="flex-end">
      <NativeSelect
        label={t('list.sortBy')}
        data={columns.map((column) => ({ value: column, label: labelOf(column) }))}
        value={sort}
        onChange={(event) => {
          const value = event.currentTarget.value;
          const next = columns.find((column) => column === value);
          if (next) onChange(next, order);
        }}
      />
      <NativeSelect
        label={t('list.orderLabel')}
        data={SORT_ORDERS.map((value) => ({ value, label: t(`list.order.${value}`) }))}
        value={order}
        onChange={(event) => onChange(sort, event.currentTarget.value === 'desc' ? 'desc' : 'asc')}
      />
    </Group>
  );
}
