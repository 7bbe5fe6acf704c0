import { Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { unitLabelKey } from '@sirkula/domain/contracts';
import { formatDate, formatNumber } from '@sirkula/domain/format';
import { toLanguage } from '@sirkula/domain/languages';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { activeContractsQuery, type ContractFacts } from './api.ts';

interface Props {
  value: string;
  onChange: (id: string) => void;
  /** The contract a saved record is on, so its name shows before the options have loaded. */
  current: { id: string; number: string; companyName: string } | null;
  /** Internal staff choose among every customer's contracts and search them. */
  searchable: boolean;
  error?: string;
  disabled?: boolean;
  /** The options when first known, without a search: the form picks a customer's only contract. */
  onLoaded?: (ids: string[]) => void;
}

/** One of the active customer contracts a pickup may be requested on. */
export function ContractChoice({ value, onChange, current, searchable, error, disabled, onLoaded }: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const optionLabel = (contract: { number: string; companyName: string }) =>
    t('waste.form.contractOption', { number: contract.number, company: contract.companyName });
  const chosenLabel = current && current.id === value ? optionLabel(current) : null;
  const q = searchable && debounced !== chosenLabel ? debounced : '';
  const contracts = useQuery(activeContractsQuery(q));
  const items = contracts.data?.items ?? [];
  const count = contracts.data ? contracts.data.total : null;

  useEffect(() => {
    if (count !== null && !q) onLoaded?.(items.map((contract) => contract.id));
  }, [count, q]);

  const data = items.map((contract) => ({ value: contract.id, label: optionLabel(contract) }));
  if (current && !data.some((option) => option.value === current.id)) {
    data.unshift({ value: current.id, label: optionLabel(current) });
  }

  return (
    <Select
      label={t('waste.fields.contract')}
      placeholder={t('waste.form.contractPlaceholder')}
      withAsterisk
      data={data}
      value={value || null}
      onChange={(id) => id && onChange(id)}
      searchable={searchable}
      searchValue={searchable ? search : undefined}
      onSearchChange={searchable ? setSearch : undefined}
      filter={searchable ? ({ options }) => options : undefined}
      nothingFoundMessage={contracts.isFetching ? t('common.loading') : t('waste.form.noContract')}
      allowDeselect={false}
      error={error ?? (contracts.isError ? t('waste.form.contractsFailed') : undefined)}
      disabled={disabled}
    />
  );
}

/** Unit, quantity limit and period of the chosen contract, under its choice. */
export function ContractHint({ contract }: { contract: ContractFacts }) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage);
  const unit = t(unitLabelKey(contract.unit));
  return (
    <Text size="xs" c="dimmed">
      {t('waste.form.contractHint', {
        unit,
        max: formatNumber(contract.maxQuantityPerFrequency),
        from: formatDate(contract.startDate, language),
        to: formatDate(contract.endDate, language),
      })}
    </Text>
  );
}
