import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { companyOptionsQuery } from './api.ts';

/** The internal list's company filter: a searchable choice of customers; the server searches. */
export function CompanyFilter({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string | null;
  onChange: (id: string | null) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  const [debounced] = useDebouncedValue(search, 250);
  const q = chosen && debounced === chosen.label ? '' : debounced;
  const options = useQuery(companyOptionsQuery(q));
  const items = (options.data?.items ?? []).map((item) => ({ value: item.id, label: item.name }));
  const data =
    chosen && chosen.value === value ? [chosen, ...items.filter((item) => item.value !== value)] : items;

  return (
    <Select
      label={label}
      placeholder={placeholder}
      data={data}
      value={value}
      onChange={(id) => {
        setChosen(data.find((item) => item.value === id) ?? null);
        onChange(id);
      }}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={options.isFetching ? t('common.loading') : t('users.form.companyNone')}
    />
  );
}
