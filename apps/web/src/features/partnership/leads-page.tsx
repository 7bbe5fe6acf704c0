import { Anchor, Grid, Group, NativeSelect, Paper, Stack, Table, Text } from '@mantine/core';
import type { LeadSummary } from '@sirkula/domain/partnership/answers';
import { LEAD_KINDS, LEAD_STATUSES, type ListLeadsQuery } from '@sirkula/domain/partnership/rules';
import { formatDate } from '@sirkula/domain/shared/format';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@sirkula/domain/shared/lists';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BackLink } from '../../components/back-link.tsx';
import { ListPage } from '../../components/list/list-page.tsx';
import { SearchField } from '../../components/list/search-field.tsx';
import { type ListFilterProps, pickParam, useListParams } from '../../components/list/use-list-params.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { leadsQuery } from './api.ts';
import { LeadKindBadge, LeadStatusBadge } from './lead-badges.tsx';

const FILTERS = ['q', 'kind', 'status'] as const;
export const LEADS_PATH = '/internal/companies/partnership';

function toQuery(params: URLSearchParams): ListLeadsQuery {
  const pageSize = pickParam(params.get('pageSize'), PAGE_SIZES.map(String)) ?? String(DEFAULT_PAGE_SIZE);
  return {
    page: Math.max(1, Number(params.get('page')) || 1),
    pageSize: Number(pageSize),
    q: params.get('q') ?? undefined,
    kind: pickParam(params.get('kind'), LEAD_KINDS),
    status: pickParam(params.get('status'), LEAD_STATUSES),
  };
}

/** `/internal/companies/partnership`: staff's queue of leads from the public forms, newest first. */
export function LeadsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('partnership.queue.title'));
  const { params, search, setSearch, ...listParams } = useListParams(FILTERS);
  const query = toQuery(params);
  const leads = useQuery(leadsQuery(query));
  return (
    <Stack gap="xs">
      <BackLink to="/internal/companies" label={t('companies.title')} />
      <ListPage
        title={t('partnership.queue.title')}
        intro={t('partnership.queue.intro')}
        filtersLabel={t('partnership.queue.title')}
        filters={
          <LeadFilters query={query} search={search} setSearch={setSearch} update={listParams.update} />
        }
        params={listParams}
        list={leads}
        loadFailed="errors.internal"
        empty={{ title: t('partnership.queue.empty') }}
        cards={(items) => <LeadCards leads={items} />}
        table={(items) => <LeadsTable leads={items} />}
      />
    </Stack>
  );
}

function LeadFilters({ query, search, setSearch, update }: ListFilterProps<ListLeadsQuery>) {
  const { t } = useTranslation();
  return (
    <Grid gap="sm" align="flex-end">
      <Grid.Col span={{ base: 12, md: 6 }}>
        <SearchField label={t('partnership.queue.search')} search={search} setSearch={setSearch} />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 3 }}>
        <NativeSelect
          label={t('partnership.queue.kind')}
          value={query.kind ?? ''}
          onChange={(event) => update({ kind: event.currentTarget.value || undefined })}
          data={[
            { value: '', label: t('partnership.queue.allKinds') },
            ...LEAD_KINDS.map((value) => ({ value, label: t(`partnership.kinds.${value}`) })),
          ]}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 3 }}>
        <NativeSelect
          label={t('partnership.queue.status')}
          value={query.status ?? ''}
          onChange={(event) => update({ status: event.currentTarget.value || undefined })}
          data={[
            { value: '', label: t('partnership.queue.allStatuses') },
            ...LEAD_STATUSES.map((value) => ({ value, label: t(`partnership.statuses.${value}`) })),
          ]}
        />
      </Grid.Col>
    </Grid>
  );
}

function LeadLink({ lead }: { lead: LeadSummary }) {
  return (
    <Anchor component={Link} to={`${LEADS_PATH}/${lead.id}`} fw={600} c="green.9">
      {lead.company ?? lead.name}
    </Anchor>
  );
}

function LeadCards({ leads }: { leads: LeadSummary[] }) {
  const language = currentLanguage();
  return (
    <Stack gap="xs">
      {leads.map((lead) => (
        <Paper key={lead.id} withBorder p="sm">
          <Stack gap={6}>
            <LeadLink lead={lead} />
            <Group gap={4}>
              <LeadKindBadge kind={lead.kind} />
              <LeadStatusBadge status={lead.status} />
            </Group>
            <Text size="sm" c="dimmed">
              {[lead.company ? lead.name : null, lead.email, formatDate(lead.createdAt, language)]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

function LeadsTable({ leads }: { leads: LeadSummary[] }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('partnership.fields.company')}</Table.Th>
            <Table.Th>{t('partnership.fields.name')}</Table.Th>
            <Table.Th>{t('partnership.queue.kind')}</Table.Th>
            <Table.Th>{t('partnership.queue.status')}</Table.Th>
            <Table.Th>{t('partnership.queue.messages')}</Table.Th>
            <Table.Th>{t('partnership.queue.received')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {leads.map((lead) => (
            <Table.Tr key={lead.id}>
              <Table.Td miw={220}>
                <LeadLink lead={lead} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{lead.name}</Text>
                <Text size="xs" c="dimmed">
                  {lead.email}
                </Text>
              </Table.Td>
              <Table.Td>
                <LeadKindBadge kind={lead.kind} />
              </Table.Td>
              <Table.Td>
                <LeadStatusBadge status={lead.status} />
              </Table.Td>
              <Table.Td>{lead.messages}</Table.Td>
              <Table.Td>{formatDate(lead.createdAt, language)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
