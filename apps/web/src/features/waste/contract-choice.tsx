import { Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ContractDetail } from '@sirkula/domain/contracts/answers';
import { unitLabelKey } from '@sirkula/domain/contracts/rules';
import { formatDate, formatNumber } from '@sirkula/domain/shared/format';
import { toLanguage } from '@sirkula/domain/shared/languages';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { activeContractsQuery } from './api.ts';

interface Props {
  value: string;
  onChange: (id: string) => void;
  /** The contract a saved record is on, so its name shows before the options have loaded. */
  current: { id: string; number: string; companyName: string } | null;
  /**
   * Staff request for the customer company they chose (empty until they do) and search its
   * contracts; a customer's own contracts come without one.
   */
  staffCompanyId: string | null;
  error?: string;
  /** The options when first known, without a search: the form picks the only contract there is. */
  onLoaded?: (ids: string[]) => void;
}

/** One of the active customer contracts a pickup may be requested on. */
export function ContractChoice({ value, onChange, current, staffCompanyId, error, onLoaded }: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const staff = staffCompanyId !== null;
  const waiting = staffCompanyId === '';
  const optionLabel = (contract: { number: string; companyName: string }) =>
    t('waste.form.contractOption', { number: contract.number, company: contract.companyName });
  const chosenLabel = current && current.id === value ? optionLabel(current) : null;
  const q = staff && debounced !== chosenLabel ? debounced : '';
  const contracts = useQuery({ ...activeContractsQuery(q, staffCompanyId ?? ''), enabled: !waiting });
  const items = contracts.data?.items ?? [];
  const loaded = contracts.data !== undefined && !contracts.isPlaceholderData;

  useEffect(() => {
    if (loaded && !q) onLoaded?.(items.map((contract) => contract.id));
  }, [loaded, contracts.data, q]);

  const data = items.map((contract) => ({ value: contract.id, label: optionLabel(contract) }));
  if (current && !data.some((option) => option.value === current.id)) {
    data.unshift({ value: current.id, label: optionLabel(current) });
  }
  const none = t(staff ? 'waste.form.noContractForCompany' : 'waste.form.noContract');
  const emptyForCompany = staff && loaded && !q && items.length === 0 ? none : undefined;

  return (
    <Select
      label={t('waste.fields.contract')}
      placeholder={t(waiting ? 'waste.form.chooseCompanyFirst' : 'waste.form.contractPlaceholder')}
      withAsterisk
      data={waiting ? [] : data}
      value={value || null}
      onChange={(id) => id && onChange(id)}
      searchable={staff}
      searchValue={staff ? search : undefined}
      onSearchChange={staff ? setSearch : undefined}
      filter={staff ? ({ options }) => options : undefined}
      nothingFoundMessage={contracts.isFetching ? t('common.loading') : none}
      allowDeselect={false}
      error={error ?? emptyForCompany ?? (contracts.isError ? t('waste.form.contractsFailed') : undefined)}
      disabled={waiting}
    />
  );
}

/** Unit, quantity limit and period of the chosen contract, under its choice. */
export function ContractHint({ contract }: { contract: ContractDetail }) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage);
  const unit = t(unitLabelKey(contract.unit));
  return (
    <Text size="xs" c="dimmed">
      {t('waste.form.contractHint', {
        unit,
        max: formatNumber(contract.maxQuantityPerFrequency, language),
        from: formatDate(contract.startDate, language),
        to: formatDate(contract.endDate, language),
      })}
    </Text>
  );
}
