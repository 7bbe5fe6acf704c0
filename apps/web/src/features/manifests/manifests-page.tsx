import { Anchor, Card, Group, Pagination, Select, Stack, Table, Text, Title } from '@mantine/core';
import { formatDate } from '@sirkula/domain/format';
import { toLanguage } from '@sirkula/domain/languages';
import { lastPage } from '@sirkula/domain/lists';
import { MANIFEST_STATUSES, type ManifestStatus } from '@sirkula/domain/manifests';
import type { ManifestSummary } from '@sirkula/domain/manifests-answers';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BackLink } from '../../components/back-link.tsx';
import { ListLoadError } from '../../components/list/list-load-error.tsx';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { usePortalSession } from '../../components/portal/portal-session.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { errorMessage } from '../../lib/forms.ts';
import { manifestListQuery } from './api.ts';
import { ManifestStatusBadge } from './manifest-view.tsx';

const PAGE_SIZE = 20;

/** Where a manifest opens: the journey's page for staff and partners, the sender's record for a customer. */
function manifestLink(portal: string, row: ManifestSummary): string {
  if (portal === 'internal') return `/internal/journey/${row.journey.id}`;
  if (portal === 'partner') return `/partner/waste/journeys/${row.journey.id}`;
  return `/customer/waste/${row.firstWasteRecordId}`;
}

/**
 * `/<portal>/waste/manifests`: the Festronik manifests the reader may see, newest journey first — a
 * customer those it sends, a partner its journeys', staff every one.
 */
export function ManifestsPage() {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage);
  const { user } = usePortalSession();
  const portal = user.userType;
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<ManifestStatus | null>(null);
  const list = useQuery(manifestListQuery({ page, pageSize: PAGE_SIZE, status: status ?? undefined }));
  useDocumentTitle(t('manifests.list.title'));
  const pages = list.data ? lastPage({ ...list.data, rows: list.data.items.length }) : 1;

  return (
    <Stack gap="md" maw={1100}>
      <BackLink to={`/${portal}/waste`} label={t('manifests.list.back')} />
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('manifests.list.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t(`manifests.list.intro.${portal}`)}
        </Text>
      </Stack>
      <Group>
        <Select
          label={t('manifests.card.status')}
          placeholder={t('manifests.list.anyStatus')}
          clearable
          data={MANIFEST_STATUSES.map((value) => ({ value, label: t(`manifests.statuses.${value}`) }))}
          value={status}
          onChange={(value) => {
            setStatus(value as ManifestStatus | null);
            setPage(1);
          }}
        />
      </Group>
      <Card withBorder padding="md">
        {list.isPending ? (
          <LoadingSpinner />
        ) : list.isError ? (
          <ListLoadError
            message={errorMessage(list.error, t, 'manifests.card.loadFailed')}
            onRetry={() => list.refetch()}
          />
        ) : list.data.items.length === 0 ? (
          <Text c="dimmed">{t('manifests.list.empty')}</Text>
        ) : (
          <Stack gap="sm">
            <Table.ScrollContainer minWidth={640}>
              <Table verticalSpacing="xs" fz="sm" striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('manifests.list.journey')}</Table.Th>
                    <Table.Th>{t('manifests.list.plannedOn')}</Table.Th>
                    {portal !== 'customer' && <Table.Th>{t('manifests.parts.sender')}</Table.Th>}
                    <Table.Th>{t('manifests.card.festronikNumber')}</Table.Th>
                    <Table.Th>{t('manifests.card.status')}</Table.Th>
                    <Table.Th>{t('manifests.list.wastes')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.data.items.map((row) => (
                    <Table.Tr key={`${row.journey.id}-${row.sender.id}`}>
                      <Table.Td>
                        <Anchor component={Link} to={manifestLink(portal, row)} c="green.9">
                          {row.journey.number}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{formatDate(row.journey.plannedOn, language)}</Table.Td>
                      {portal !== 'customer' && <Table.Td>{row.sender.name}</Table.Td>}
                      <Table.Td>{row.festronikNumber ?? t('manifests.card.noNumber')}</Table.Td>
                      <Table.Td>
                        <ManifestStatusBadge status={row.status} />
                      </Table.Td>
                      <Table.Td>{row.wasteCount}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {pages > 1 && (
              <Pagination
                total={pages}
                value={page}
                onChange={setPage}
                aria-label={t('manifests.list.pages')}
                size="sm"
              />
            )}
          </Stack>
        )}
      </Card>
    </Stack>
  );
}
