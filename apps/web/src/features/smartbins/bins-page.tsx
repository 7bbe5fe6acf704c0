import { Anchor, Button, Group, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { formatDateTime } from '@sirkula/domain/shared/format';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@sirkula/domain/shared/lists';
import type { Bin } from '@sirkula/domain/smartbins/answers';
import { BIN_SORTS } from '@sirkula/domain/smartbins/inputs';
import { SENSOR_STATES } from '@sirkula/domain/smartbins/rules';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CompanyPicker } from '../../components/company-picker.tsx';
import { ConfirmModal } from '../../components/confirm-modal.tsx';
import { FilterGrid } from '../../components/list/filter-grid.tsx';
import { FilterSelect } from '../../components/list/filter-select.tsx';
import { ListPage } from '../../components/list/list-page.tsx';
import { SearchField } from '../../components/list/search-field.tsx';
import { SORT_ORDERS, type SortOrder } from '../../components/list/sort-order.ts';
import { SortableHeader } from '../../components/list/sortable-header.tsx';
import { pickParam, useListParams } from '../../components/list/use-list-params.ts';
import { type Banner, NotificationBanner } from '../../components/notification-banner.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { errorMessage } from '../../lib/forms.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { binsQuery, useDeleteBin } from './api.ts';
import { BinFormModal, type BinTarget } from './bin-form.tsx';
import { ForecastText } from './forecast-text.tsx';
import { type BinPortal, binPlanningPath, binsPath } from './paths.ts';
import { StateBadges } from './state-badges.tsx';
import { BinViewSwitch } from './view-switch.tsx';

type BinSort = (typeof BIN_SORTS)[number];
const STATE_FILTERS = [...SENSOR_STATES, 'normal'] as const;

/** The battery levels a list may be narrowed below. */
const BATTERY_LIMITS = ['10', '15', '20', '30', '50'] as const;

/** The brand box: the list follows the typing once it pauses. */
function BrandField({ value, onChange }: { value: string; onChange: (brand: string | undefined) => void }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(value);
  const follow = useDebouncedCallback((brand: string) => onChange(brand.trim() || undefined), 400);
  return (
    <TextInput
      label={t('smartbins.fields.brand')}
      placeholder={t('smartbins.list.anyBrand')}
      value={typed}
      onChange={(event) => {
        setTyped(event.currentTarget.value);
        follow(event.currentTarget.value);
      }}
    />
  );
}

function binListQuery(params: URLSearchParams) {
  const pageSize = pickParam(params.get('pageSize'), PAGE_SIZES.map(String)) ?? String(DEFAULT_PAGE_SIZE);
  return {
    page: Math.max(1, Number(params.get('page')) || 1),
    pageSize: Number(pageSize),
    q: params.get('q') ?? undefined,
    companyId: params.get('companyId') ?? undefined,
    state: pickParam(params.get('state'), STATE_FILTERS),
    brand: params.get('brand') || undefined,
    batteryBelow: pickParam(params.get('batteryBelow'), BATTERY_LIMITS)
      ? Number(params.get('batteryBelow'))
      : undefined,
    sort: pickParam(params.get('sort'), BIN_SORTS) ?? 'label',
    order: pickParam(params.get('order'), SORT_ORDERS) ?? ('asc' as SortOrder),
  };
}

function BinLink({ bin, portal }: { bin: Bin; portal: BinPortal }) {
  return (
    <Anchor component={Link} to={`${binsPath(portal)}/${bin.id}`} fw={700} c="green.9">
      {bin.label}
    </Anchor>
  );
}

/** "72 %", or a dash before the first reading. */
function Fill({ bin }: { bin: Bin }) {
  const fill = bin.latest?.fillPercent;
  return (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      {fill == null ? '–' : `${fill} %`}
    </Text>
  );
}

function LastReading({ bin }: { bin: Bin }) {
  const { t } = useTranslation();
  if (!bin.latest) {
    return (
      <Text size="sm" c="dimmed">
        {t('smartbins.list.neverRead')}
      </Text>
    );
  }
  return <Text size="sm">{formatDateTime(bin.latest.measuredAt, currentLanguage())}</Text>;
}

/**
 * The bins at the customers' sites with their fill level and states: staff see every customer's and
 * add, change and delete them; a customer sees its own.
 */
export function BinsPage({ portal }: { portal: BinPortal }) {
  const manages = portal === 'internal';
  const { t } = useTranslation();
  useDocumentTitle(t('smartbins.title'));
  const { params, search, setSearch, ...listParams } = useListParams([
    'q',
    'companyId',
    'state',
    'brand',
    'batteryBelow',
  ]);
  const query = binListQuery(params);
  const bins = useQuery(binsQuery(query));
  const [form, setForm] = useState<BinTarget | null>(null);
  const [deleting, setDeleting] = useState<Bin | null>(null);
  const [banner, setBanner] = useState<Banner | null>(null);
  const remove = useDeleteBin();
  const onSort = (sort: BinSort, order: SortOrder) => listParams.update({ sort, order });

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      const answer = await remove.mutateAsync(deleting.id);
      setBanner({ type: 'success', message: answer.message });
    } catch (error) {
      setBanner({ type: 'error', message: errorMessage(error, t, 'smartbins.errors.deleteFailed') });
    }
    setDeleting(null);
  };
  const actions = (bin: Bin) =>
    manages && (
      <Group gap="xs" wrap="nowrap">
        <Button size="compact-sm" variant="default" onClick={() => setForm({ mode: 'edit', bin })}>
          {t('smartbins.list.edit')}
        </Button>
        <Button size="compact-sm" variant="subtle" color="red" onClick={() => setDeleting(bin)}>
          {t('smartbins.list.delete')}
        </Button>
      </Group>
    );
  const filtered = Boolean(query.q || query.companyId || query.state);

  return (
    <Stack gap="md">
      <ListPage
        title={t('smartbins.title')}
        intro={t('smartbins.intro')}
        action={
          <Group gap="sm">
            <BinViewSwitch portal={portal} view="list" />
            <Button component={Link} to={binPlanningPath(portal)} variant="default">
              {t('smartbins.planning.title')}
            </Button>
            {manages && (
              <Button color="green" onClick={() => setForm({ mode: 'create' })}>
                {t('smartbins.add')}
              </Button>
            )}
          </Group>
        }
        notice={banner && <NotificationBanner {...banner} />}
        filtersLabel={t('smartbins.list.filters')}
        filters={
          <FilterGrid cols={{ base: 1, md: 3 }}>
            <SearchField
              label={t('smartbins.list.search')}
              placeholder={t('smartbins.list.searchPlaceholder')}
              search={search}
              setSearch={setSearch}
            />
            {manages && (
              <CompanyPicker
                label={t('smartbins.fields.companyId')}
                kind="customer"
                clearable
                value={query.companyId ?? null}
                onChange={(companyId) => listParams.update({ companyId: companyId ?? undefined })}
              />
            )}
            <FilterSelect
              label={t('smartbins.list.state')}
              anyLabel={t('smartbins.list.anyState')}
              values={STATE_FILTERS}
              labelOf={(state) => t(`smartbins.states.${state}`)}
              value={query.state}
              onChange={(state) => listParams.update({ state: state ?? undefined })}
            />
            <BrandField value={query.brand ?? ''} onChange={(brand) => listParams.update({ brand })} />
            <FilterSelect
              label={t('smartbins.list.batteryBelow')}
              anyLabel={t('smartbins.list.anyBattery')}
              values={BATTERY_LIMITS}
              labelOf={(limit) => t('smartbins.list.batteryUnder', { limit })}
              value={query.batteryBelow === undefined ? undefined : String(query.batteryBelow)}
              onChange={(limit) => listParams.update({ batteryBelow: limit ?? undefined })}
            />
          </FilterGrid>
        }
        params={listParams}
        list={bins}
        loadFailed="smartbins.list.loadFailed"
        empty={{ title: t(filtered ? 'smartbins.list.noMatch' : 'smartbins.list.empty') }}
        sorting={{
          columns: BIN_SORTS,
          sort: query.sort,
          order: query.order,
          labelOf: (sort) => t(`smartbins.list.sorts.${sort}`),
          onChange: onSort,
        }}
        cards={(items) => (
          <Stack gap="xs">
            {items.map((bin) => (
              <Paper key={bin.id} withBorder p="sm">
                <Stack gap={6}>
                  <Group justify="space-between" wrap="nowrap">
                    <BinLink bin={bin} portal={portal} />
                    <Fill bin={bin} />
                  </Group>
                  <Text size="sm">{bin.companyName}</Text>
                  <StateBadges states={bin.states} hasSensor={bin.hasSensor} />
                  <ForecastText bin={bin} />
                  <LastReading bin={bin} />
                  {actions(bin)}
                </Stack>
              </Paper>
            ))}
          </Stack>
        )}
        table={(items) => (
          <Table.ScrollContainer minWidth={1000}>
            <Table striped highlightOnHover verticalSpacing="sm" fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <SortableHeader column="label" sort={query.sort} order={query.order} onSort={onSort}>
                    {t('smartbins.fields.label')}
                  </SortableHeader>
                  <Table.Th>{t('smartbins.fields.companyId')}</Table.Th>
                  <SortableHeader column="fillPercent" sort={query.sort} order={query.order} onSort={onSort}>
                    {t('smartbins.list.sorts.fillPercent')}
                  </SortableHeader>
                  <Table.Th miw={150}>{t('smartbins.list.state')}</Table.Th>
                  <SortableHeader
                    column="forecastFullAt"
                    sort={query.sort}
                    order={query.order}
                    onSort={onSort}
                  >
                    {t('smartbins.list.sorts.forecastFullAt')}
                  </SortableHeader>
                  <SortableHeader
                    column="lastReadingAt"
                    sort={query.sort}
                    order={query.order}
                    onSort={onSort}
                  >
                    {t('smartbins.list.sorts.lastReadingAt')}
                  </SortableHeader>
                  {manages && <Table.Th>{t('smartbins.list.actions')}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((bin) => (
                  <Table.Tr key={bin.id}>
                    <Table.Td>
                      <BinLink bin={bin} portal={portal} />
                    </Table.Td>
                    <Table.Td>{bin.companyName}</Table.Td>
                    <Table.Td>
                      <Fill bin={bin} />
                    </Table.Td>
                    <Table.Td>
                      <StateBadges states={bin.states} hasSensor={bin.hasSensor} />
                    </Table.Td>
                    <Table.Td>
                      <ForecastText bin={bin} />
                    </Table.Td>
                    <Table.Td>
                      <LastReading bin={bin} />
                    </Table.Td>
                    {manages && <Table.Td>{actions(bin)}</Table.Td>}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      />
      <BinFormModal
        target={form}
        onClose={() => setForm(null)}
        onSaved={(message) => {
          setForm(null);
          setBanner({ type: 'success', message });
        }}
      />
      <ConfirmModal
        opened={deleting !== null}
        title={t('smartbins.confirm.deleteTitle')}
        message={t('smartbins.confirm.delete', { label: deleting?.label ?? '' })}
        confirmLabel={t('smartbins.list.delete')}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </Stack>
  );
}
