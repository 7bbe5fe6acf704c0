import { Button, Group, Stack, Tabs } from '@mantine/core';
import type { Portal } from '@sirkula/domain/auth/portals';
import { INVOICE_SORTS, type InvoiceListFilter, listInvoicesQuery } from '@sirkula/domain/billing/inputs';
import { INVOICE_DIRECTIONS, type InvoiceDirection } from '@sirkula/domain/billing/rules';
import { lastPage } from '@sirkula/domain/shared/lists';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListPage } from '../../components/list/list-page.tsx';
import type { EmptyList } from '../../components/list/list-rows.tsx';
import type { SortOrder } from '../../components/list/sort-order.ts';
import { totalText } from '../../components/list/total-text.ts';
import { pickParam, useListParams } from '../../components/list/use-list-params.ts';
import { usePortalSession } from '../../components/portal/portal-session.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { invoicesQuery } from './api.ts';
import { CoretaxBar, useCoretaxChoice } from './coretax-export.tsx';
import { INVOICE_FILTERS, InvoiceFilters } from './invoice-filters.tsx';
import { InvoiceCards, type InvoiceSort, InvoicesTable } from './invoice-rows.tsx';
import { InvoiceTotals } from './invoice-totals.tsx';

/** A partner first sees what it is owed; staff and customers the receivables. */
function defaultDirection(portal: Portal): InvoiceDirection {
  return portal === 'partner' ? 'payable' : 'receivable';
}

/** Reads the list's parameters from the address; anything it cannot read falls back to the defaults. */
function toQuery(params: URLSearchParams, portal: Portal): InvoiceListFilter {
  const direction = pickParam(params.get('direction'), INVOICE_DIRECTIONS) ?? defaultDirection(portal);
  const parsed = listInvoicesQuery.safeParse({ ...Object.fromEntries(params), direction });
  return parsed.success ? parsed.data : listInvoicesQuery.parse({ direction });
}

/** The invoices of every portal: staff all of them, a customer or partner its own, read-only. */
export function InvoicesPage() {
  const { t } = useTranslation();
  const { user } = usePortalSession();
  const portal = user.userType;
  const internal = portal === 'internal';
  const base = `/${portal}/billing`;
  useDocumentTitle(t('menu.billing'));
  const { params, search, setSearch, ...listParams } = useListParams(INVOICE_FILTERS);
  const query = toQuery(params, portal);
  const invoices = useQuery(invoicesQuery(query));
  const coretax = useCoretaxChoice();
  const choosing = internal && query.direction === 'receivable';
  // Sorting keeps the page: the reader asked to see these rows in another order, not to start over.
  const onSort = (sort: InvoiceSort, order: SortOrder) => listParams.update({ sort, order }, true);
  const onDirection = (direction: InvoiceDirection) => {
    coretax.clear();
    // A company chosen among customers is no filter among partners.
    listParams.update({ direction, companyId: null });
  };

  const data = invoices.data;
  const pages = data ? lastPage({ ...data, rows: data.items.length }) : 1;
  const caption = t('billing.list.caption', {
    page: query.page,
    pages: totalText(t, String(pages), data?.totalKind ?? 'exact'),
  });
  const rows = { base, showCompany: internal, choice: choosing ? coretax.choice : undefined };

  return (
    <ListPage
      title={t('menu.billing')}
      intro={t(
        internal
          ? 'billing.list.introInternal'
          : portal === 'partner'
            ? 'billing.partner.intro'
            : 'billing.list.introCustomer',
      )}
      action={internal && <StaffActions />}
      notice={
        <Stack gap="sm">
          {portal !== 'customer' && (
            <DirectionTabs portal={portal} value={query.direction} onChange={onDirection} />
          )}
          <InvoiceTotals totals={data?.totals} />
          {choosing && <CoretaxBar ids={coretax.ids} onClear={coretax.clear} />}
        </Stack>
      }
      filtersLabel={t('billing.list.filters')}
      filters={
        <InvoiceFilters
          query={query}
          internal={internal}
          search={search}
          setSearch={setSearch}
          update={listParams.update}
        />
      }
      params={listParams}
      list={invoices}
      loadFailed="billing.errors.fetch"
      empty={emptyList(t, internal, listParams.filtered)}
      sorting={{
        columns: INVOICE_SORTS,
        sort: query.sort,
        order: query.order,
        labelOf: (column) => t(`billing.fields.${column}`),
        onChange: onSort,
      }}
      cards={(items) => <InvoiceCards invoices={items} {...rows} />}
      table={(items) => (
        <InvoicesTable
          invoices={items}
          {...rows}
          sort={query.sort}
          order={query.order}
          onSort={onSort}
          caption={caption}
        />
      )}
    />
  );
}

/** A filter that matches nothing says so; an empty list says where invoices come from. */
function emptyList(t: TFunction, internal: boolean, filtered: boolean): EmptyList {
  if (filtered) return { title: t('billing.list.empty') };
  return internal
    ? { title: t('billing.list.emptyAll'), description: t('billing.list.emptyAllHint') }
    : { title: t('billing.list.emptyOwn'), description: t('billing.list.emptyOwnHint') };
}

function StaffActions() {
  const { t } = useTranslation();
  return (
    <Group gap="xs">
      <Button component={Link} to="/internal/billing/run" variant="default">
        {t('billing.list.runBilling')}
      </Button>
      <Button component={Link} to="/internal/billing/new" color="green">
        {t('billing.list.create')}
      </Button>
    </Group>
  );
}

/** Staff switch between receivables and payables; a partner between what it is owed and what it owes. */
function DirectionTabs({
  portal,
  value,
  onChange,
}: {
  portal: Portal;
  value: InvoiceDirection;
  onChange: (direction: InvoiceDirection) => void;
}) {
  const { t } = useTranslation();
  const label = (direction: InvoiceDirection) => {
    if (portal !== 'partner')
      return t(direction === 'payable' ? 'billing.list.payables' : 'billing.list.receivables');
    return t(direction === 'payable' ? 'billing.partner.owedToYou' : 'billing.partner.invoicesToYou');
  };
  const order: InvoiceDirection[] =
    portal === 'partner' ? ['payable', 'receivable'] : ['receivable', 'payable'];
  return (
    <Tabs
      value={value}
      onChange={(next) => onChange(next === 'payable' ? 'payable' : 'receivable')}
      color="green"
    >
      <Tabs.List
        aria-label={t('billing.list.directionLabel')}
        style={{ flexWrap: 'nowrap', overflowX: 'auto' }}
      >
        {order.map((direction) => (
          <Tabs.Tab key={direction} value={direction} style={{ whiteSpace: 'nowrap' }}>
            {label(direction)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
