import { Anchor, Badge, Group, NativeSelect, Paper, Stack, Table, Text } from '@mantine/core';
import { formatDateTime } from '@sirkula/domain/shared/format';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@sirkula/domain/shared/lists';
import type { StoredFile } from '@sirkula/domain/storage/answers';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Fact } from '../../components/fact.tsx';
import { FilterGrid } from '../../components/list/filter-grid.tsx';
import { ListPage } from '../../components/list/list-page.tsx';
import { SearchField } from '../../components/list/search-field.tsx';
import { pickParam, useListParams } from '../../components/list/use-list-params.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { type StoredFileFilter, storedFilesQuery, storedFileTotalsQuery } from './api.ts';
import { kindLabel, ownerLabel } from './file-kind.ts';
import { formatBytes } from './format-bytes.ts';
import { OrphanCheck } from './orphan-check.tsx';
import { StorageTotals } from './storage-totals.tsx';

const FILTERS = ['q', 'kind'] as const;

function filesQuery(params: URLSearchParams): StoredFileFilter {
  const pageSize = pickParam(params.get('pageSize'), PAGE_SIZES.map(String));
  return {
    page: Math.max(1, Math.trunc(Number(params.get('page'))) || 1),
    pageSize: pageSize ? Number(pageSize) : DEFAULT_PAGE_SIZE,
    search: params.get('q') || undefined,
    purpose: params.get('kind') || undefined,
  };
}

/** The records that point at a file, each a link to its page; "no record" when nothing does. */
function Owners({ file }: { file: StoredFile }) {
  const { t } = useTranslation();
  if (file.owners.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('storage.console.owners.none')}
      </Text>
    );
  return (
    <Stack gap={2}>
      {file.owners.map((owner) => (
        <Anchor
          key={`${owner.kind}:${owner.id}`}
          component={Link}
          to={owner.href}
          size="sm"
          c="green.9"
          style={{ wordBreak: 'break-word' }}
        >
          {ownerLabel(t, owner)}
        </Anchor>
      ))}
    </Stack>
  );
}

/** `/internal/gcs`: every stored file, newest first, with the orphan check above it. */
export function StoragePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('storage.console.title'));
  const { params, search, setSearch, ...listParams } = useListParams(FILTERS);
  const query = filesQuery(params);
  const files = useQuery(storedFilesQuery(query));
  const totals = useQuery(storedFileTotalsQuery());
  const kinds = (totals.data?.items ?? []).map((total) => total.purpose);
  // A kind in the address with no files left still shows as chosen, so the filter can be cleared.
  if (query.purpose && !kinds.includes(query.purpose)) kinds.push(query.purpose);
  const selectKind = (kind: string | undefined) => listParams.update({ kind });
  const language = currentLanguage();
  const company = (name: string | null) => name ?? t('storage.console.noCompany');

  return (
    <ListPage
      title={t('storage.console.title')}
      intro={t('storage.console.intro')}
      notice={
        <Stack gap="md">
          <StorageTotals selected={query.purpose} onSelect={selectKind} />
          <OrphanCheck />
        </Stack>
      }
      filtersLabel={t('storage.console.filters')}
      filters={
        <FilterGrid cols={{ base: 1, sm: 2 }}>
          <SearchField
            label={t('storage.console.search')}
            placeholder={t('storage.console.searchPlaceholder')}
            search={search}
            setSearch={setSearch}
          />
          <NativeSelect
            label={t('storage.console.kind')}
            value={query.purpose ?? ''}
            onChange={(event) => selectKind(event.currentTarget.value || undefined)}
            data={[
              { value: '', label: t('storage.console.allKinds') },
              ...kinds
                .map((value) => ({ value, label: kindLabel(t, value) }))
                .sort((a, b) => a.label.localeCompare(b.label, language)),
            ]}
          />
        </FilterGrid>
      }
      params={listParams}
      list={files}
      loadFailed="storage.console.loadFailed"
      empty={{
        title: t(listParams.filtered ? 'storage.console.noMatch' : 'storage.console.empty'),
        description: listParams.filtered ? undefined : t('storage.console.emptyHint'),
      }}
      paginationLabel={t('storage.console.pages')}
      cards={(items) => (
        <Stack gap="xs">
          {items.map((file) => (
            <Paper key={file.id} withBorder p="sm">
              <Stack gap={8}>
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Text fw={700} size="sm" style={{ wordBreak: 'break-word' }}>
                    {file.originalName}
                  </Text>
                  <Badge variant="light" style={{ flexShrink: 0 }}>
                    {kindLabel(t, file.purpose)}
                  </Badge>
                </Group>
                <Group gap="lg" wrap="wrap" align="flex-start">
                  <Fact label={t('storage.console.columns.company')}>
                    <Text size="sm">{company(file.companyName)}</Text>
                  </Fact>
                  <Fact label={t('storage.console.columns.size')}>
                    <Text size="sm">{formatBytes(file.size, language)}</Text>
                  </Fact>
                  <Fact label={t('storage.console.columns.createdAt')}>
                    <Text size="sm">{formatDateTime(file.createdAt, language)}</Text>
                  </Fact>
                  <Fact label={t('storage.console.columns.owner')}>
                    <Owners file={file} />
                  </Fact>
                </Group>
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
      table={(items) => (
        <Table.ScrollContainer minWidth={960}>
          <Table striped highlightOnHover verticalSpacing="sm" fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('storage.console.columns.name')}</Table.Th>
                <Table.Th>{t('storage.console.columns.kind')}</Table.Th>
                <Table.Th>{t('storage.console.columns.company')}</Table.Th>
                <Table.Th>{t('storage.console.columns.size')}</Table.Th>
                <Table.Th>{t('storage.console.columns.owner')}</Table.Th>
                <Table.Th>{t('storage.console.columns.createdAt')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((file) => (
                <Table.Tr key={file.id}>
                  <Table.Td maw={260} style={{ wordBreak: 'break-word' }}>
                    <Text size="sm" fw={700}>
                      {file.originalName}
                    </Text>
                    {/* The type under the name: a spreadsheet's is long and needs no column of its own. */}
                    <Text size="xs" c="dimmed" title={t('storage.console.columns.type')}>
                      {file.contentType}
                    </Text>
                  </Table.Td>
                  <Table.Td>{kindLabel(t, file.purpose)}</Table.Td>
                  <Table.Td>{company(file.companyName)}</Table.Td>
                  <Table.Td>{formatBytes(file.size, language)}</Table.Td>
                  <Table.Td>
                    <Owners file={file} />
                  </Table.Td>
                  <Table.Td>{formatDateTime(file.createdAt, language)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    />
  );
}
