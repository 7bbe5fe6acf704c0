import { Alert, Anchor, Button, Group, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { KEY_SCOPES } from '@sirkula/domain/shared/contract';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@sirkula/domain/shared/lists';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CompanyPicker } from '../../components/company-picker.tsx';
import { FilterGrid } from '../../components/list/filter-grid.tsx';
import { ListPage } from '../../components/list/list-page.tsx';
import { pickParam, useListParams } from '../../components/list/use-list-params.ts';
import { type Banner, NotificationBanner } from '../../components/notification-banner.tsx';
import { usePortalSession } from '../../components/portal/portal-session.ts';
import { Slot } from '../../components/slot.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { keysQuery } from './api.ts';
import { useKeyActions } from './key-actions.tsx';
import { KeyFormModal, type KeyOwner } from './key-form.tsx';
import {
  Company,
  Created,
  Hint,
  KeyCard,
  KeyStatusBadge,
  LastUsed,
  Limit,
  Scopes,
  StatusNote,
} from './key-parts.tsx';

const FILTERS = ['companyId', 'status'] as const;
/** Staff choose the company, or none for the provider; the provider's keys may hold every scope. */
const STAFF_OWNER: KeyOwner = { offered: KEY_SCOPES, initialScopes: ['waste:read'] };

function keyListQuery(params: URLSearchParams) {
  const pageSize = pickParam(params.get('pageSize'), PAGE_SIZES.map(String)) ?? String(DEFAULT_PAGE_SIZE);
  return {
    page: Math.max(1, Number(params.get('page')) || 1),
    pageSize: Number(pageSize),
    companyId: params.get('companyId') ?? undefined,
    status: pickParam(params.get('status'), ['active', 'all'] as const) ?? 'active',
  };
}

/** `/internal/api`: the provider's admins make and revoke keys; other staff are told who may. */
export function KeysPage() {
  const { t } = useTranslation();
  const { user } = usePortalSession();
  useDocumentTitle(t('integrations.title'));
  if (user.role === 'admin') return <KeyList />;
  return (
    <Stack gap="md" maw={760}>
      <Title order={1} size="h2">
        {t('integrations.title')}
      </Title>
      <Text c="dimmed" size="sm">
        {t('integrations.intro')}
      </Text>
      <Alert color="blue" variant="light">
        {t('integrations.adminsOnly')}
      </Alert>
    </Stack>
  );
}

function KeyList() {
  const { t } = useTranslation();
  const { params, ...listParams } = useListParams(FILTERS);
  const query = keyListQuery(params);
  const keys = useQuery(keysQuery(query));
  const [creating, setCreating] = useState(false);
  const [banner, setBanner] = useState<Banner | null>(null);
  const { buttons, dialogs, showCreated } = useKeyActions(setBanner);
  const newKey = (
    <Group gap="sm">
      <Anchor href="/api/docs" target="_blank" size="sm">
        {t('integrations.docsLink')}
      </Anchor>
      <Button color="green" onClick={() => setCreating(true)}>
        {t('integrations.add')}
      </Button>
    </Group>
  );

  return (
    <Stack gap="md">
      <ListPage
        title={t('integrations.title')}
        intro={t('integrations.intro')}
        action={newKey}
        notice={banner && <NotificationBanner {...banner} />}
        filtersLabel={t('integrations.list.filters')}
        filters={
          <FilterGrid cols={{ base: 1, md: 2 }}>
            <CompanyPicker
              label={t('integrations.fields.companyId')}
              value={query.companyId ?? null}
              onChange={(companyId) => listParams.update({ companyId: companyId ?? undefined })}
            />
            <Switch
              label={t('integrations.list.showRevoked')}
              checked={query.status === 'all'}
              onChange={(event) =>
                listParams.update({ status: event.currentTarget.checked ? 'all' : undefined })
              }
              pb={8}
            />
          </FilterGrid>
        }
        params={listParams}
        list={keys}
        loadFailed="integrations.list.loadFailed"
        empty={{ title: t('integrations.list.empty') }}
        cards={(items) => (
          <Stack gap="xs">
            {items.map((apiKey) => (
              <KeyCard key={apiKey.id} apiKey={apiKey} actions={buttons(apiKey)} showCompany={true} />
            ))}
          </Stack>
        )}
        table={(items) => (
          <Table.ScrollContainer minWidth={1000}>
            <Table striped highlightOnHover verticalSpacing="sm" fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('integrations.columns.name')}</Table.Th>
                  <Table.Th>{t('integrations.columns.company')}</Table.Th>
                  <Table.Th>{t('integrations.columns.scopes')}</Table.Th>
                  <Table.Th>{t('integrations.columns.hint')}</Table.Th>
                  <Table.Th>{t('integrations.columns.status')}</Table.Th>
                  <Table.Th>{t('integrations.columns.lastUsedAt')}</Table.Th>
                  <Table.Th>{t('integrations.columns.createdAt')}</Table.Th>
                  <Table.Th>{t('integrations.list.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((apiKey) => (
                  <Table.Tr key={apiKey.id}>
                    <Table.Td fw={700}>{apiKey.name}</Table.Td>
                    <Table.Td>
                      <Company apiKey={apiKey} />
                    </Table.Td>
                    <Table.Td>
                      <Scopes apiKey={apiKey} />
                    </Table.Td>
                    <Table.Td>
                      <Stack gap={2} align="flex-start">
                        <Hint apiKey={apiKey} />
                        <Limit apiKey={apiKey} />
                      </Stack>
                    </Table.Td>
                    <Table.Td>
                      <Stack gap={2} align="flex-start">
                        <KeyStatusBadge apiKey={apiKey} />
                        <StatusNote apiKey={apiKey} />
                      </Stack>
                    </Table.Td>
                    <Table.Td>
                      <LastUsed apiKey={apiKey} />
                    </Table.Td>
                    <Table.Td>
                      <Created apiKey={apiKey} />
                    </Table.Td>
                    <Table.Td>{buttons(apiKey)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      />
      <KeyFormModal
        opened={creating}
        owner={STAFF_OWNER}
        onClose={() => setCreating(false)}
        onCreated={(answer) => {
          setCreating(false);
          showCreated(answer);
        }}
      />
      {dialogs}
      <Slot name="integrations.panels" props={{}} />
    </Stack>
  );
}
