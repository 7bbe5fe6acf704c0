import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { CompanyKind } from '@sirkula/domain/companies/rules';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { companyOptionsQuery } from '../lib/company-options.ts';

type Props = Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchValue' | 'onSearchChange'> & {
  value?: string | null;
  onChange: (id: string | null) => void;
  /** The name of the company already chosen, so it shows before the options have loaded. */
  selectedName?: string | null;
  /** Only customers or only partners; every company when left out. */
  kind?: CompanyKind;
};

interface Chosen {
  id: string;
  name: string;
}

/**
 * A searchable company choice for filters and forms (contracts, users, waste): the server searches,
 * at most a page of names at a time, and the chosen company stays in the list while another is sought.
 */
export function CompanyPicker({ value = null, onChange, selectedName, kind, ...props }: Props) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<Chosen | null>(null);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const known: Chosen | null = selected ?? (value && selectedName ? { id: value, name: selectedName } : null);
  // While the box shows the chosen name, offer every company rather than just that one.
  const q = known && debounced === known.name ? '' : debounced;
  const options = useQuery(companyOptionsQuery(q, kind));

  const items = options.data?.items ?? [];
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
      nothingFoundMessage={options.isFetching ? t('common.loading') : t('common.companyNone')}
    />
  );
}
