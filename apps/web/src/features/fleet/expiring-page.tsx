import { Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { ExpiringDocument } from '@sirkula/domain/fleet/answers';
import { EXPIRING_SORTS } from '@sirkula/domain/fleet/inputs';
import { formatDate } from '@sirkula/domain/shared/format';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@sirkula/domain/shared/lists';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CompanyPicker } from '../../components/company-picker.tsx';
import { FilterGrid } from '../../components/list/filter-grid.tsx';
import { ListPage } from '../../components/list/list-page.tsx';
import { SORT_ORDERS, type SortOrder } from '../../components/list/sort-order.ts';
import { SortableHeader } from '../../components/list/sortable-header.tsx';
import { pickParam, useListParams } from '../../components/list/use-list-params.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { expiringQuery } from './api.ts';
import { ExpiryBadge } from './fleet-badges.tsx';
import { FleetTabs } from './fleet-tabs.tsx';

type Sort = (typeof EXPIRING_SORTS)[number];

function toQuery(params: URLSearchParams) {
  const pageSize = pickParam(params.get('pageSize'), PAGE_SIZES.map(String)) ?? String(DEFAULT_PAGE_SIZE);
  return {
    page: Math.max(1, Number(params.get('page')) || 1),
    pageSize: Number(pageSize),
    companyId: params.get('companyId') || undefined,
    sort: 'expiresOn' as Sort,
    order: pickParam(params.get('order'), SORT_ORDERS) ?? ('asc' as SortOrder),
  };
}

/** Documents of active vehicles and drivers that have lapsed or lapse within 30 days, soonest first. */
export function ExpiringPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('fleet.tabs.documents'));
  const listParams = useListParams(['companyId']);
  const query = toQuery(listParams.params);
  const documents = useQuery(expiringQuery(query));
  const onSort = (sort: Sort, order: SortOrder) => listParams.update({ sort, order });
  const companyName = documents.data?.items.find((item) => item.companyId === query.companyId)?.companyName;

  return (
    <Stack gap="md">
      <FleetTabs current="documents" />
      <ListPage
        title={t('fleet.tabs.documents')}
        intro={t('fleet.expiring.intro')}
        filtersLabel={t('fleet.list.filters')}
        filters={
          <FilterGrid cols={{ base: 1, md: 3 }}>
            <CompanyPicker
              label={t('fleet.list.company')}
              placeholder={t('fleet.list.companyPlaceholder')}
              kind="partner"
              value={query.companyId ?? null}
              selectedName={companyName}
              onChange={(companyId) => listParams.update({ companyId })}
            />
          </FilterGrid>
        }
        params={listParams}
        list={documents}
        loadFailed="fleet.expiring.loadFailed"
        empty={{ title: t('fleet.expiring.empty') }}
        sorting={{
          columns: EXPIRING_SORTS,
          sort: query.sort,
          order: query.order,
          labelOf: () => t('fleet.expiring.expiresOn'),
          onChange: onSort,
        }}
        cards={(items) => <ExpiringCards documents={items} />}
        table={(items) => <ExpiringTable documents={items} order={query.order} onSort={onSort} />}
      />
    </Stack>
  );
}

function useDocumentTexts() {
  const { t } = useTranslation();
  const language = currentLanguage();
  return {
    document: (item: ExpiringDocument) => t(`fleet.documents.${item.document}`),
    date: (item: ExpiringDocument) => formatDate(item.expiresOn, language),
  };
}

function ExpiringCards({ documents }: { documents: ExpiringDocument[] }) {
  const texts = useDocumentTexts();
  return (
    <Stack gap="xs">
      {documents.map((item) => (
        <Paper key={`${item.holderId}-${item.document}`} withBorder p="sm">
          <Stack gap={4}>
            <Group justify="space-between" wrap="nowrap">
              <Text fw={700}>{item.holderName}</Text>
              <ExpiryBadge expired={item.expired} />
            </Group>
            <Text size="sm">{item.companyName}</Text>
            <Text size="sm">
              {texts.document(item)} · <b>{texts.date(item)}</b>
            </Text>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

function ExpiringTable({
  documents,
  order,
  onSort,
}: {
  documents: ExpiringDocument[];
  order: SortOrder;
  onSort: (sort: Sort, order: SortOrder) => void;
}) {
  const { t } = useTranslation();
  const texts = useDocumentTexts();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped verticalSpacing="sm" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <SortableHeader column="expiresOn" sort="expiresOn" order={order} onSort={onSort}>
              {t('fleet.expiring.expiresOn')}
            </SortableHeader>
            <Table.Th>{t('fleet.expiring.document')}</Table.Th>
            <Table.Th>{t('fleet.expiring.holder')}</Table.Th>
            <Table.Th>{t('fleet.list.company')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {documents.map((item) => (
            <Table.Tr key={`${item.holderId}-${item.document}`}>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Text
                    size="sm"
                    fw={600}
                    c={item.expired ? 'red.8' : undefined}
                    style={{ whiteSpace: 'nowrap' }}
                  >
                    {texts.date(item)}
                  </Text>
                  <ExpiryBadge expired={item.expired} />
                </Group>
              </Table.Td>
              <Table.Td>{texts.document(item)}</Table.Td>
              <Table.Td fw={600}>{item.holderName}</Table.Td>
              <Table.Td>{item.companyName}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
