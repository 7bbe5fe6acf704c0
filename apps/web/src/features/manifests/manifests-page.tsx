import { Anchor, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { ManifestSummary } from '@sirkula/domain/manifests/answers';
import { MANIFEST_STATUSES } from '@sirkula/domain/manifests/rules';
import { formatDate } from '@sirkula/domain/shared/format';
import { toLanguage } from '@sirkula/domain/shared/languages';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@sirkula/domain/shared/lists';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BackLink } from '../../components/back-link.tsx';
import { FilterGrid } from '../../components/list/filter-grid.tsx';
import { FilterSelect } from '../../components/list/filter-select.tsx';
import { ListPage } from '../../components/list/list-page.tsx';
import { pickParam, useListParams } from '../../components/list/use-list-params.ts';
import { usePortalSession } from '../../components/portal/portal-session.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { manifestListQuery } from './api.ts';
import { ManifestTabs } from './manifest-tabs.tsx';
import { CompletenessBadge, ManifestStatusBadge } from './manifest-view.tsx';

/** Where a manifest opens: the journey's page for staff and partners, the sender's record for a customer. */
function manifestLink(portal: string, row: ManifestSummary): string {
  if (portal === 'internal') return `/internal/journey/${row.journey.id}`;
  if (portal === 'partner') return `/partner/waste/journeys/${row.journey.id}`;
  return `/customer/waste/${row.firstWasteRecordId}`;
}

function listQuery(params: URLSearchParams) {
  const pageSize = pickParam(params.get('pageSize'), PAGE_SIZES.map(String)) ?? String(DEFAULT_PAGE_SIZE);
  return {
    page: Math.max(1, Number(params.get('page')) || 1),
    pageSize: Number(pageSize),
    status: pickParam(params.get('status'), MANIFEST_STATUSES),
  };
}

/**
 * `/<portal>/waste/manifests`: the Festronik manifests the reader may see, newest journey first — a
 * customer those it sends, a partner its journeys', staff every one — as cards on a phone.
 */
export function ManifestsPage() {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage);
  const { user } = usePortalSession();
  const portal = user.userType;
  const { params, ...listParams } = useListParams(['status']);
  const query = listQuery(params);
  const list = useQuery(manifestListQuery(query));
  useDocumentTitle(t('manifests.list.title'));
  const journeyLink = (row: ManifestSummary) => (
    <Anchor component={Link} to={manifestLink(portal, row)} c="green.9" fw={600}>
      {row.journey.number}
    </Anchor>
  );
  const number = (row: ManifestSummary) => row.festronikNumber ?? t('manifests.card.noNumber');

  return (
    <Stack gap="md" maw={1100}>
      <BackLink to={`/${portal}/waste`} label={t('manifests.list.back')} />
      {portal === 'internal' && <ManifestTabs current="manifests" />}
      <ListPage
        title={t('manifests.list.title')}
        intro={t(`manifests.list.intro.${portal}`)}
        filtersLabel={t('manifests.list.title')}
        filters={
          <FilterGrid cols={{ base: 1, md: 3 }}>
            <FilterSelect
              label={t('manifests.card.status')}
              anyLabel={t('manifests.list.anyStatus')}
              values={MANIFEST_STATUSES}
              labelOf={(value) => t(`manifests.statuses.${value}`)}
              value={query.status}
              onChange={(value) => listParams.update({ status: value })}
            />
          </FilterGrid>
        }
        params={listParams}
        list={list}
        loadFailed="manifests.card.loadFailed"
        empty={{ title: t('manifests.list.empty') }}
        paginationLabel={t('manifests.list.pages')}
        cards={(items) => (
          <Stack gap="xs">
            {items.map((row) => (
              <Paper
                key={`${row.journey.id}-${row.sender.id}`}
                withBorder
                p="sm"
                component="article"
                aria-label={`${row.journey.number} · ${row.sender.name}`}
              >
                <Stack gap={6}>
                  <Group justify="space-between" gap="xs" wrap="wrap">
                    {journeyLink(row)}
                    <ManifestStatusBadge status={row.status} />
                  </Group>
                  {portal !== 'customer' && (
                    <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {row.sender.name}
                    </Text>
                  )}
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {t('manifests.card.festronikNumber')}:{' '}
                    <Text span fw={600}>
                      {number(row)}
                    </Text>
                  </Text>
                  <Text size="sm" c="dimmed">
                    {formatDate(row.journey.plannedOn, language)} · {t('manifests.list.wastes')}:{' '}
                    {row.wasteCount}
                  </Text>
                  <Group>
                    <CompletenessBadge missing={row.gaps.length} />
                  </Group>
                </Stack>
              </Paper>
            ))}
          </Stack>
        )}
        table={(items) => (
          <Table.ScrollContainer minWidth={960}>
            <Table verticalSpacing="xs" fz="sm" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('manifests.list.journey')}</Table.Th>
                  <Table.Th>{t('manifests.list.plannedOn')}</Table.Th>
                  {portal !== 'customer' && <Table.Th>{t('manifests.parts.sender')}</Table.Th>}
                  <Table.Th>{t('manifests.card.festronikNumber')}</Table.Th>
                  <Table.Th>{t('manifests.card.status')}</Table.Th>
                  <Table.Th>{t('manifests.list.completeness')}</Table.Th>
                  <Table.Th>{t('manifests.list.wastes')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((row) => (
                  <Table.Tr key={`${row.journey.id}-${row.sender.id}`}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{journeyLink(row)}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {formatDate(row.journey.plannedOn, language)}
                    </Table.Td>
                    {portal !== 'customer' && <Table.Td>{row.sender.name}</Table.Td>}
                    <Table.Td>{number(row)}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      <ManifestStatusBadge status={row.status} />
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      <CompletenessBadge missing={row.gaps.length} />
                    </Table.Td>
                    <Table.Td>{row.wasteCount}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      />
    </Stack>
  );
}
