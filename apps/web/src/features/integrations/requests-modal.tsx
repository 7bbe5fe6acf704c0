import { Alert, Code, Group, Stack, Table, Text } from '@mantine/core';
import type { IntegrationKey } from '@sirkula/domain/integrations/answers';
import { formatDateTime } from '@sirkula/domain/shared/format';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../components/form-modal.tsx';
import { PageControls } from '../../components/list/page-controls.tsx';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { currentLanguage } from '../../lib/i18n.ts';
import { keyRequestsQuery } from './api.ts';

const PAGE_SIZE = 20;

function statusColour(status: number): string {
  if (status >= 500) return 'red';
  if (status === 429) return 'orange';
  return status >= 400 ? 'yellow' : 'green';
}

/** A key's requests of the last 30 days, newest first, a page at a time. */
export function RequestsModal({ apiKey, onClose }: { apiKey: IntegrationKey | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <FormModal
      opened={apiKey !== null}
      onClose={onClose}
      title={t('integrations.requests.title', { name: apiKey?.name ?? '' })}
      size="xl"
    >
      {apiKey && <RequestLog apiKey={apiKey} />}
    </FormModal>
  );
}

function RequestLog({ apiKey }: { apiKey: IntegrationKey }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const log = useQuery(keyRequestsQuery(apiKey.id, page));
  const language = currentLanguage();
  if (log.isPending) return <LoadingSpinner />;
  if (log.isError) return <Alert color="red">{t('integrations.requests.loadFailed')}</Alert>;
  const { items, total } = log.data;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('integrations.requests.intro')}
      </Text>
      {items.length === 0 ? (
        <Text>{t('integrations.requests.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped verticalSpacing="xs" fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('integrations.requests.at')}</Table.Th>
                <Table.Th>{t('integrations.requests.method')}</Table.Th>
                <Table.Th>{t('integrations.requests.path')}</Table.Th>
                <Table.Th>{t('integrations.requests.status')}</Table.Th>
                <Table.Th>{t('integrations.requests.duration')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.at, language)}</Table.Td>
                  <Table.Td>{entry.method}</Table.Td>
                  <Table.Td>
                    <Code>{entry.path}</Code>
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge color={statusColour(entry.status)}>{String(entry.status)}</StatusBadge>
                  </Table.Td>
                  <Table.Td>{t('integrations.requests.ms', { count: entry.durationMs })}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {total > PAGE_SIZE && (
        <Group justify="center">
          <PageControls total={Math.ceil(total / PAGE_SIZE)} value={page} onChange={setPage} />
        </Group>
      )}
    </Stack>
  );
}
