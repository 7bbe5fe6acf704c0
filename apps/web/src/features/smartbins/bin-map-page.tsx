import { Box, Button, EmptyState, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatNumber } from '@sirkula/domain/shared/format';
import { toLanguage } from '@sirkula/domain/shared/languages';
import type { BinMapPoint } from '@sirkula/domain/smartbins/answers';
import { BIN_MAP_STATES, type BinMapQuery, type BinMapState } from '@sirkula/domain/smartbins/inputs';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CompanyPicker } from '../../components/company-picker.tsx';
import { FilterGrid } from '../../components/list/filter-grid.tsx';
import { FilterSelect } from '../../components/list/filter-select.tsx';
import { ListFilters } from '../../components/list/list-filters.tsx';
import { ListLoadError } from '../../components/list/list-load-error.tsx';
import { pickParam, useListParams } from '../../components/list/use-list-params.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { errorMessage } from '../../lib/forms.ts';
import { binMapQuery } from './api.ts';
import { BIN_TONES, mapStateLabel } from './map-tones.ts';
import type { BinPortal } from './paths.ts';
import { BinViewSwitch } from './view-switch.tsx';

// Leaflet and the markers come in a chunk of their own, which the route fetches beside this page.
const BinMapView = lazy(() => import('./bin-map-view.tsx'));

/** Tall enough to read a city, short enough to leave the filters in view on a laptop. */
const MAP_HEIGHT = 'clamp(360px, calc(100dvh - 320px), 720px)';

function mapQueryOf(params: URLSearchParams, staff: boolean): BinMapQuery {
  return {
    companyId: staff ? (params.get('companyId') ?? undefined) : undefined,
    state: pickParam(params.get('state'), BIN_MAP_STATES),
  };
}

/** Each state's colour and how many bins of the map are in it (by their worst state, as drawn). */
function Legend({ bins }: { bins: readonly BinMapPoint[] }) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const counts = useMemo(() => {
    const byState = Object.fromEntries(BIN_MAP_STATES.map((state) => [state, 0])) as Record<
      BinMapState,
      number
    >;
    for (const bin of bins) byState[bin.state] += 1;
    return byState;
  }, [bins]);
  return (
    <Stack gap={4}>
      <Group
        component="ul"
        aria-label={t('smartbins.map.legend')}
        gap="xs"
        style={{ listStyle: 'none', padding: 0, margin: 0, rowGap: 4 }}
      >
        {BIN_MAP_STATES.map((state) => (
          <Group component="li" key={state} gap={6} wrap="nowrap" pr="xs">
            <Box
              aria-hidden
              w={12}
              h={12}
              style={{
                flex: 'none',
                borderRadius: '50%',
                background: BIN_TONES[state].fill,
                boxShadow: '0 0 0 1px rgba(0, 0, 0, 0.3)',
              }}
            />
            <Text size="sm">{mapStateLabel(t, state)}</Text>
            <Text size="sm" c="dimmed">
              {formatNumber(counts[state], language)}
            </Text>
          </Group>
        ))}
      </Group>
      <Text size="xs" c="dimmed">
        {t('smartbins.map.clusterHint')}
      </Text>
    </Stack>
  );
}

/**
 * The bins on a map, coloured by their worst state: staff see every customer's (or one customer's), a
 * customer its own. The list of the same bins is a click away, with the same filters.
 */
export function BinMapPage({ portal }: { portal: BinPortal }) {
  const staff = portal === 'internal';
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  useDocumentTitle(t('smartbins.map.title'));
  const { params, update, filtered, clearFilters } = useListParams(['companyId', 'state']);
  const query = mapQueryOf(params, staff);
  const bins = useQuery(binMapQuery(query));

  const content = () => {
    if (bins.isPending) return <Skeleton height={MAP_HEIGHT} radius="md" data-testid="bin-map-loading" />;
    if (bins.isError) {
      return (
        <ListLoadError
          message={errorMessage(bins.error, t, 'smartbins.map.loadFailed')}
          onRetry={() => bins.refetch()}
        />
      );
    }
    if (bins.data.length === 0) {
      return (
        <EmptyState
          title={t(filtered ? 'smartbins.map.noMatch' : 'smartbins.map.empty')}
          description={
            filtered ? undefined : t(staff ? 'smartbins.map.emptyStaff' : 'smartbins.map.emptyCustomer')
          }
          py="xl"
        >
          {filtered && (
            <EmptyState.Actions>
              <Button variant="default" onClick={clearFilters}>
                {t('list.clearFilters')}
              </Button>
            </EmptyState.Actions>
          )}
        </EmptyState>
      );
    }
    return (
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Legend bins={bins.data} />
          <Text size="sm" fw={600} data-testid="bin-map-count">
            {t('smartbins.map.count', {
              count: bins.data.length,
              shown: formatNumber(bins.data.length, language),
            })}
          </Text>
        </Group>
        <Suspense fallback={<Skeleton height={MAP_HEIGHT} radius="md" />}>
          <BinMapView
            // A new filter fits a new map to its bins; a refresh of the same one keeps the view.
            key={`${query.companyId ?? ''}|${query.state ?? ''}`}
            bins={bins.data}
            portal={portal}
            label={t('smartbins.map.title')}
            height={MAP_HEIGHT}
          />
        </Suspense>
      </Stack>
    );
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('smartbins.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t(staff ? 'smartbins.map.intro' : 'smartbins.map.introCustomer')}
          </Text>
        </Stack>
        <BinViewSwitch portal={portal} view="map" />
      </Group>
      <ListFilters label={t('smartbins.list.filters')} filtered={filtered} onClear={clearFilters} framed>
        <FilterGrid cols={{ base: 1, sm: staff ? 2 : 1, lg: staff ? 3 : 2 }}>
          {staff && (
            <CompanyPicker
              label={t('smartbins.fields.companyId')}
              kind="customer"
              clearable
              value={query.companyId ?? null}
              onChange={(companyId) => update({ companyId: companyId ?? undefined })}
            />
          )}
          <FilterSelect
            label={t('smartbins.list.state')}
            anyLabel={t('smartbins.list.anyState')}
            values={BIN_MAP_STATES}
            labelOf={(state) => mapStateLabel(t, state)}
            value={query.state}
            onChange={(state) => update({ state: state ?? undefined })}
          />
        </FilterGrid>
      </ListFilters>
      {content()}
    </Stack>
  );
}
