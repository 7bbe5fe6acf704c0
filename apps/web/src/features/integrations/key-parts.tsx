import { Code, Group, Paper, Stack, Text } from '@mantine/core';
import type { IntegrationKey } from '@sirkula/domain/integrations/answers';
import { SCOPE_NAMES } from '@sirkula/domain/integrations/rules';
import { formatDateTime } from '@sirkula/domain/shared/format';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Fact } from '../../components/fact.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { currentLanguage } from '../../lib/i18n.ts';

// The pieces of a key as its list shows them, in rows on a desk and in cards on a phone, on the internal
// API page and in a company's Developers section alike.

const STATUS_COLOURS: Record<IntegrationKey['status'], string> = {
  active: 'green',
  revoked: 'red',
  expired: 'gray',
};

export function Company({ apiKey }: { apiKey: IntegrationKey }) {
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

export function Scopes({ apiKey }: { apiKey: IntegrationKey }) {
  const { t } = useTranslation();
  return (
    <Stack gap={0}>
      {apiKey.scopes.map((scope) => (
        <Text key={scope} size="sm">
          {t(`integrations.scopes.${SCOPE_NAMES[scope]}`)}
        </Text>
      ))}
    </Stack>
  );
}

export function Hint({ apiKey }: { apiKey: IntegrationKey }) {
  return <Code style={{ whiteSpace: 'nowrap' }}>{apiKey.hint}</Code>;
}

export function KeyStatusBadge({ apiKey }: { apiKey: IntegrationKey }) {
  const { t } = useTranslation();
  return (
    <StatusBadge color={STATUS_COLOURS[apiKey.status]}>
      {t(`integrations.status.${apiKey.status}`)}
    </StatusBadge>
  );
}

/**
 * When a revoked key stopped or a live one will stop, and until when a rotated key's old secret still
 * works; nothing for a key without an end.
 */
export function StatusNote({ apiKey }: { apiKey: IntegrationKey }) {
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
  const previous =
    apiKey.status === 'active' &&
    apiKey.previousValidUntil &&
    new Date(apiKey.previousValidUntil).getTime() > Date.now()
      ? t('integrations.list.previousUntil', { date: formatDateTime(apiKey.previousValidUntil, language) })
      : null;
  return (
    <>
      {[when, previous].filter(Boolean).map((line) => (
        <Text key={line} size="xs" c="dimmed">
          {line}
        </Text>
      ))}
    </>
  );
}

export function Limit({ apiKey }: { apiKey: IntegrationKey }) {
  const { t } = useTranslation();
  return (
    <Text size="xs" c="dimmed">
      {t('integrations.list.perMinute', { count: apiKey.requestsPerMinute })}
    </Text>
  );
}

export function LastUsed({ apiKey }: { apiKey: IntegrationKey }) {
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

export function Created({ apiKey }: { apiKey: IntegrationKey }) {
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

/**
 * A key as a card: the phone's list on the API page, and a company's Developers section, where the
 * company goes without saying.
 */
export function KeyCard({
  apiKey,
  actions,
  showCompany,
}: {
  apiKey: IntegrationKey;
  actions: ReactNode;
  showCompany: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="sm">
      <Stack gap={8}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={700}>{apiKey.name}</Text>
          <KeyStatusBadge apiKey={apiKey} />
        </Group>
        <StatusNote apiKey={apiKey} />
        <Group>
          <Hint apiKey={apiKey} />
        </Group>
        {showCompany && <Company apiKey={apiKey} />}
        <Group gap="lg" wrap="wrap" align="flex-start">
          <Fact label={t('integrations.columns.scopes')}>
            <Scopes apiKey={apiKey} />
          </Fact>
          <Fact label={t('integrations.columns.lastUsedAt')}>
            <LastUsed apiKey={apiKey} />
          </Fact>
          <Fact label={t('integrations.columns.limit')}>
            <Limit apiKey={apiKey} />
          </Fact>
          <Fact label={t('integrations.columns.createdAt')}>
            <Created apiKey={apiKey} />
          </Fact>
        </Group>
        {actions}
      </Stack>
    </Paper>
  );
}
