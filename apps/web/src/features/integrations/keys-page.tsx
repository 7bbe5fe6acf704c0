import { Alert, Button, Code, Group, Paper, Stack, Switch, Table, Text, Title } from '@mantine/core';
import type { IntegrationKey } from '@sirkula/domain/integrations/answers';
import { formatDateTime } from '@sirkula/domain/shared/format';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@sirkula/domain/shared/lists';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CompanyPicker } from '../../components/company-picker.tsx';
import { ConfirmModal } from '../../components/confirm-modal.tsx';
import { Fact } from '../../components/fact.tsx';
import { FilterGrid } from '../../components/list/filter-grid.tsx';
import { ListPage } from '../../components/list/list-page.tsx';
import { pickParam, useListParams } from '../../components/list/use-list-params.ts';
import { type Banner, NotificationBanner } from '../../components/notification-banner.tsx';
import { usePortalSession } from '../../components/portal/portal-session.ts';
import { StatusBadge } from '../../components/status-badge.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { errorMessage } from '../../lib/forms.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { keysQuery, useRevokeKey } from './api.ts';
import { type CreatedKey, KeyFormModal, SecretModal } from './key-form.tsx';

const FILTERS = ['companyId', 'status'] as const;
const STATUS_COLOURS: Record<IntegrationKey['status'], string> = {
  active: 'green',
  revoked: 'red',
  expired: 'gray',
};

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

function Company({ apiKey }: { apiKey: IntegrationKey }) {
  const { t } = useTranslation();
  if (apiKey.companyId === null) {
    return (
      <Text size="sm" fs="italic">
        {t('integrations.list.provider')}
      </Text>
    );
  }
  return <Text size="sm">{apiKey.companyName}</Text>;
}

function Scopes({ apiKey }: { apiKey: IntegrationKey }) {
  const { t } = useTranslation();
  return (
    <Stack gap={0}>
      {apiKey.scopes.map((scope) => (
        <Text key={scope} size="sm">
          {t(`integrations.scopes.${scope}`)}
        </Text>
      ))}
    </Stack>
  );
}

function Hint({ apiKey }: { apiKey: IntegrationKey }) {
  return <Code style={{ whiteSpace: 'nowrap' }}>{apiKey.hint}</Code>;
}

function KeyStatusBadge({ apiKey }: { apiKey: IntegrationKey }) {
  const { t } = useTranslation();
  return (
    <StatusBadge color={STATUS_COLOURS[apiKey.status]}>
      {t(`integrations.status.${apiKey.status}`)}
    </StatusBadge>
  );
}

/** When a revoked key stopped or a live one will stop; nothing for a key without an end. */
function StatusNote({ apiKey }: { apiKey: IntegrationKey }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const when =
    apiKey.status === 'revoked' && apiKey.revokedAt
      ? t('integrations.list.revokedAt', { date: formatDateTime(apiKey.revokedAt, language) })
      : apiKey.expiresAt
        ? t(apiKey.status === 'expired' ? 'integrations.list.expiredAt' : 'integrations.list.expiresAt', {
            date: formatDateTime(apiKey.expiresAt, language),
          })
        : null;
  return (
    when && (
      <Text size="xs" c="dimmed">
        {when}
      </Text>
    )
  );
}

function LastUsed({ apiKey }: { apiKey: IntegrationKey }) {
  const { t } = useTranslation();
  if (!apiKey.lastUsedAt) {
    return (
      <Text size="sm" c="dimmed">
        {t('integrations.list.neverUsed')}
      </Text>
    );
  }
  return <Text size="sm">{formatDateTime(apiKey.lastUsedAt, currentLanguage())}</Text>;
}

function Created({ apiKey }: { apiKey: IntegrationKey }) {
  const { t } = useTranslation();
  return (
    <Stack gap={0}>
      <Text size="sm">{formatDateTime(apiKey.createdAt, currentLanguage())}</Text>
      {apiKey.createdByName && (
        <Text size="xs" c="dimmed">
          {t('integrations.list.createdBy', { name: apiKey.createdByName })}
        </Text>
      )}
    </Stack>
  );
}

/** A label above a value, as a card shows each fact. */
function KeyList() {
  const { t } = useTranslation();
  const { params, ...listParams } = useListParams(FILTERS);
  const query = keyListQuery(params);
  const keys = useQuery(keysQuery(query));
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedKey | null>(null);
  const [revoking, setRevoking] = useState<IntegrationKey | null>(null);
  const [banner, setBanner] = useState<Banner | null>(null);
  const revoke = useRevokeKey();

  const confirmRevoke = async () => {
    if (!revoking) return;
    try {
      await revoke.mutateAsync(revoking.id);
      setBanner({ type: 'success', message: t('integrations.messages.revoked', { name: revoking.name }) });
    } catch (error) {
      setBanner({ type: 'error', message: errorMessage(error, t, 'integrations.list.revokeFailed') });
    }
    setRevoking(null);
  };
  const actions = (apiKey: IntegrationKey) =>
    apiKey.status === 'active' && (
      <Button size="compact-sm" variant="subtle" color="red" onClick={() => setRevoking(apiKey)}>
        {t('integrations.list.revoke')}
      </Button>
    );
  const newKey = (
    <Button color="green" onClick={() => setCreating(true)}>
      {t('integrations.add')}
    </Button>
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
              <Paper key={apiKey.id} withBorder p="sm">
                <Stack gap={8}>
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <Text fw={700}>{apiKey.name}</Text>
                    <KeyStatusBadge apiKey={apiKey} />
                  </Group>
                  <StatusNote apiKey={apiKey} />
                  <Group>
                    <Hint apiKey={apiKey} />
                  </Group>
                  <Company apiKey={apiKey} />
                  <Group gap="lg" wrap="wrap" align="flex-start">
                    <Fact label={t('integrations.columns.scopes')}>
                      <Scopes apiKey={apiKey} />
                    </Fact>
                    <Fact label={t('integrations.columns.lastUsedAt')}>
                      <LastUsed apiKey={apiKey} />
                    </Fact>
                    <Fact label={t('integrations.columns.createdAt')}>
                      <Created apiKey={apiKey} />
                    </Fact>
                  </Group>
                  {apiKey.status === 'active' && <Group>{actions(apiKey)}</Group>}
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
                      <Hint apiKey={apiKey} />
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
                    <Table.Td>{actions(apiKey)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      />
      <KeyFormModal
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(answer) => {
          setCreating(false);
          setCreated(answer);
          setBanner({
            type: 'success',
            message: t('integrations.messages.created', { name: answer.key.name }),
          });
        }}
      />
      <SecretModal created={created} onClose={() => setCreated(null)} />
      <ConfirmModal
        opened={revoking !== null}
        title={t('integrations.confirm.revokeTitle')}
        message={t('integrations.confirm.revoke', { name: revoking?.name ?? '' })}
        confirmLabel={t('integrations.list.revoke')}
        busy={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={confirmRevoke}
      />
    </Stack>
  );
}
