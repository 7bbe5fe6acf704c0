import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CompanyOption, type ContractKind, companyOptionsQuery } from './api.ts';

type Props = Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchValue' | 'onSearchChange'> & {
  value: string | null;
  onChange: (id: string | null) => void;
  /** The name of the company already chosen, so it shows before the options have loaded. */
  selectedName?: string | null;
  kind?: ContractKind;
};

/**
 * A searchable company choice; the server searches. (The users feature has its own; features do not
 * import each other, and this one is small.)
 */
export function CompanyPicker({ value, onChange, selectedName, kind, ...props }: Props) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<CompanyOption | null>(null);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  // While the box shows the chosen name, offer every company rather than just that one.
  const q = selected && debounced === selected.name ? '' : debounced;
  const options = useQuery(companyOptionsQuery(q, kind));

  const items = options.data?.items ?? [];
  const known: CompanyOption | null =
    selected ?? (value && selectedName ? { id: value, name: selectedName, kind: kind ?? 'customer' } : null);
  const chosen = value && known?.id === value ? [known] : [];
  const data = [...chosen, ...items.filter((item) => item.id !== value)].map((item) => ({
    value: item.id,
    label: item.name,
  }));

  return (
    <Select
      {...props}
      data={data}
      value={value}
      onChange={(id) => {
        setSelected(items.find((item) => item.id === id) ?? (id === known?.id ? known : null));
        onChange(id);
      }}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={options.isFetching ? t('common.loading') : t('contracts.list.companyNone')}
    />
  );
}
