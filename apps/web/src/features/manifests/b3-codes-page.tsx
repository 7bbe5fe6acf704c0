import { Badge, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { type B3CodeConfidence, b3CodeName } from '@sirkula/domain/manifests/b3-codes';
import type { B3CodeAnswer } from '@sirkula/domain/manifests/b3-codes-answers';
import { toLanguage } from '@sirkula/domain/shared/languages';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@sirkula/domain/shared/lists';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BackLink } from '../../components/back-link.tsx';
import { FilterGrid } from '../../components/list/filter-grid.tsx';
import { ListPage } from '../../components/list/list-page.tsx';
import { SearchField } from '../../components/list/search-field.tsx';
import { pickParam, useListParams } from '../../components/list/use-list-params.ts';
import { type Banner, NotificationBanner } from '../../components/notification-banner.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { b3CodesQuery } from './api.ts';
import { B3CodeFormModal, type B3CodeTarget } from './b3-code-form.tsx';
import { ManifestTabs } from './manifest-tabs.tsx';
import { useCharacteristicsText } from './manifest-view.tsx';

const CONFIDENCE_COLOURS: Record<B3CodeConfidence, string> = {
  crossChecked: 'green',
  singleSource: 'yellow',
  staff: 'blue',
};

function ConfidenceBadge({ confidence }: { confidence: B3CodeConfidence }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={CONFIDENCE_COLOURS[confidence]}
      variant="light"
      styles={{ label: { color: 'var(--mantine-color-dark-7)' } }}
    >
      {t(`manifests.codes.confidences.${confidence}`)}
    </Badge>
  );
}

function listQuery(params: URLSearchParams) {
  const pageSize = pickParam(params.get('pageSize'), PAGE_SIZES.map(String)) ?? String(DEFAULT_PAGE_SIZE);
  return {
    page: Math.max(1, Number(params.get('page')) || 1),
    pageSize: Number(pageSize),
    q: params.get('q') ?? undefined,
  };
}

/**
 * `/internal/waste/manifests/codes`: the B3 waste codes the product knows, with how sure each entry is
 * and its sources; staff search, correct and add codes (each change audited by the server).
 */
export function B3CodesPage() {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage);
  useDocumentTitle(t('manifests.codes.title'));
  const { params, search, setSearch, ...listParams } = useListParams(['q']);
  const query = listQuery(params);
  const codes = useQuery(b3CodesQuery(query));
  const characteristics = useCharacteristicsText();
  const [form, setForm] = useState<B3CodeTarget | null>(null);
  const [banner, setBanner] = useState<Banner | null>(null);
  const canChange = codes.data?.can.change ?? false;
  const edit = (entry: B3CodeAnswer) =>
    canChange && (
      <Button
        size="compact-sm"
        variant="default"
        onClick={() => setForm({ mode: 'edit', entry })}
        aria-label={t('manifests.codes.editOf', { code: entry.code })}
      >
        {t('manifests.codes.edit')}
      </Button>
    );
  const table = (entry: B3CodeAnswer) =>
    entry.table ? t('manifests.codes.tableValue', { table: entry.table }) : t('manifests.codes.noTable');
  const english = (entry: B3CodeAnswer) =>
    language === 'en' && entry.name.en === null ? ` (${t('manifests.codes.noEnglish')})` : '';

  return (
    <Stack gap="md" maw={1100}>
      <BackLink to="/internal/waste" label={t('manifests.list.back')} />
      <ManifestTabs current="codes" />
      <ListPage
        title={t('manifests.codes.title')}
        intro={t('manifests.codes.intro')}
        action={
          canChange && (
            <Button color="green" onClick={() => setForm({ mode: 'create' })}>
              {t('manifests.codes.add')}
            </Button>
          )
        }
        notice={banner && <NotificationBanner {...banner} />}
        filtersLabel={t('manifests.codes.title')}
        filters={
          <FilterGrid cols={{ base: 1, md: 2 }}>
            <SearchField
              label={t('manifests.codes.search')}
              placeholder="B105d, pelumas…"
              search={search}
              setSearch={setSearch}
            />
          </FilterGrid>
        }
        params={listParams}
        list={codes}
        loadFailed="manifests.codes.loadFailed"
        empty={{ title: t('manifests.codes.empty') }}
        paginationLabel={t('manifests.codes.pages')}
        cards={(items) => (
          <Stack gap="xs">
            {items.map((entry) => (
              <Paper key={entry.code} withBorder p="sm" component="article" aria-label={entry.code}>
                <Stack gap={6}>
                  <Group justify="space-between" gap="xs">
                    <Text fw={700}>{entry.code}</Text>
                    <ConfidenceBadge confidence={entry.confidence} />
                  </Group>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {b3CodeName(entry.name, language)}
                    {english(entry)}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t('manifests.codes.categoryValue', { category: entry.category })} · {table(entry)}
                  </Text>
                  <Text size="sm">{characteristics(entry.characteristics)}</Text>
                  <Group>{edit(entry)}</Group>
                </Stack>
              </Paper>
            ))}
          </Stack>
        )}
        table={(items) => (
          <Table.ScrollContainer minWidth={860}>
            <Table striped verticalSpacing="xs" fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('manifests.codes.fields.code')}</Table.Th>
                  <Table.Th>
                    {t(language === 'en' ? 'manifests.codes.fields.nameEn' : 'manifests.codes.fields.nameId')}
                  </Table.Th>
                  <Table.Th>{t('manifests.codes.fields.category')}</Table.Th>
                  <Table.Th>{t('manifests.codes.fields.table')}</Table.Th>
                  <Table.Th>{t('manifests.codes.fields.characteristics')}</Table.Th>
                  <Table.Th>{t('manifests.codes.fields.confidence')}</Table.Th>
                  <Table.Th>{t('manifests.codes.fields.sources')}</Table.Th>
                  {canChange && <Table.Th>{t('manifests.codes.edit')}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((entry) => (
                  <Table.Tr key={entry.code}>
                    <Table.Td fw={700} style={{ whiteSpace: 'nowrap' }}>
                      {entry.code}
                    </Table.Td>
                    <Table.Td>
                      {b3CodeName(entry.name, language)}
                      {english(entry)}
                      {entry.notes && (
                        <Text size="xs" c="dimmed" lineClamp={2} title={entry.notes}>
                          {entry.notes}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{entry.category}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{table(entry)}</Table.Td>
                    <Table.Td>{characteristics(entry.characteristics)}</Table.Td>
                    <Table.Td>
                      <ConfidenceBadge confidence={entry.confidence} />
                    </Table.Td>
                    <Table.Td>{entry.sources || '—'}</Table.Td>
                    {canChange && <Table.Td>{edit(entry)}</Table.Td>}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      />
      <B3CodeFormModal
        target={form}
        onClose={() => setForm(null)}
        onSaved={(message) => {
          setForm(null);
          setBanner({ type: 'success', message });
        }}
      />
    </Stack>
  );
}
