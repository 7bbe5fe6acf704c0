import { useMediaQuery } from '@mantine/hooks';
import type { InvoiceListFilter } from '@sirkula/domain/billing/inputs';
import {
  DUE_FILTERS,
  INVOICE_STATUSES,
  INVOICE_TYPES,
  PAYMENT_STATUSES,
} from '@sirkula/domain/billing/rules';
import { useTranslation } from 'react-i18next';
import { CompanyPicker } from '../../components/company-picker.tsx';
import { DateField } from '../../components/date-field.tsx';
import { FilterGrid } from '../../components/list/filter-grid.tsx';
import { FilterSelect } from '../../components/list/filter-select.tsx';
import { SearchField } from '../../components/list/search-field.tsx';
import type { ListFilterProps } from '../../components/list/use-list-params.ts';

/** The address's parameters the "clear filters" button removes (the direction is a tab, not a filter). */
export const INVOICE_FILTERS = [
  'q',
  'companyId',
  'type',
  'status',
  'paymentStatus',
  'due',
  'from',
  'to',
] as const;

interface Props extends ListFilterProps<InvoiceListFilter> {
  /** Staff choose the company and the type; a customer's or partner's invoices are its own. */
  internal: boolean;
}

export function InvoiceFilters({ query, internal, search, setSearch, update }: Props) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  const anyLabel = t('billing.list.any');
  return (
    <FilterGrid cols={{ base: 2, md: 4 }}>
      <SearchField
        label={t('billing.list.search')}
        placeholder={t('billing.list.searchPlaceholder')}
        search={search}
        setSearch={setSearch}
        style={phone ? { gridColumn: '1 / -1' } : undefined}
      />
      {internal && (
        <CompanyPicker
          label={t('billing.fields.company')}
          placeholder={anyLabel}
          // Receivables are the customers' invoices, payables the partners'.
          kind={query.direction === 'payable' ? 'partner' : undefined}
          value={query.companyId ?? null}
          onChange={(companyId) => update({ companyId })}
          style={phone ? { gridColumn: '1 / -1' } : undefined}
        />
      )}
      {internal && (
        <FilterSelect
          label={t('billing.fields.type')}
          anyLabel={anyLabel}
          values={INVOICE_TYPES}
          labelOf={(type) => t(`billing.types.${type}`)}
          value={query.type}
          onChange={(type) => update({ type })}
        />
      )}
      <FilterSelect
        label={t('billing.fields.status')}
        anyLabel={anyLabel}
        values={INVOICE_STATUSES}
        labelOf={(status) => t(`billing.statuses.${status}`)}
        value={query.status}
        onChange={(status) => update({ status })}
      />
      <FilterSelect
        label={t('billing.fields.paymentStatus')}
        anyLabel={anyLabel}
        values={PAYMENT_STATUSES}
        labelOf={(status) => t(`billing.paymentStatuses.${status}`)}
        value={query.paymentStatus}
        onChange={(paymentStatus) => update({ paymentStatus })}
      />
      <FilterSelect
        label={t('billing.fields.due')}
        anyLabel={anyLabel}
        values={DUE_FILTERS}
        labelOf={(due) => t(`billing.due.${due}`)}
        value={query.due}
        onChange={(due) => update({ due })}
      />
      <DateField
        label={t('billing.list.from')}
        placeholder={anyLabel}
        clearable
        value={query.from ?? ''}
        maxDate={query.to}
        onChange={(from) => update({ from })}
      />
      <DateField
        label={t('billing.list.to')}
        placeholder={anyLabel}
        clearable
        value={query.to ?? ''}
        minDate={query.from}
        onChange={(to) => update({ to })}
      />
    </FilterGrid>
  );
}
