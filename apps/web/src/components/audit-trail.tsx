import { Badge, Card, Group, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { changedFields } from '@sirkula/domain/audit';
import { isCalendarDate } from '@sirkula/domain/dates';
import { formatDate, formatDateTime, formatRupiah } from '@sirkula/domain/format';
import { isPastTheEnd, lastPage, type Page } from '@sirkula/domain/lists';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../lib/api.ts';
import { currentLanguage } from '../lib/i18n.ts';
import { PastTheEnd } from './list/past-the-end.tsx';
import { LoadingSpinner } from './loading-spinner.tsx';
import { NotificationBanner } from './notification-banner.tsx';

export type AuditEntity = 'company' | 'user' | 'contract' | 'waste';

/** The catalogue namespace naming each entity's fields and stored codes. */
const NAMESPACES: Record<AuditEntity, string> = {
  company: 'companies',
  user: 'users',
  contract: 'contracts',
  waste: 'waste',
};

export interface AuditEntry {
  id: string;
  actorId: string | null;
  actorName: string | null;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  createdAt: string;
}

const PAGE_SIZE = 10;

/**
 * Fields whose stored values are codes with a name in the catalogue, and the group naming them: first
 * in the entity's own namespace, then at the top level (user types, roles).
 */
const VALUE_GROUPS: Record<string, string> = {
  status: 'statuses',
  kind: 'kinds',
  legalType: 'legalTypes',
  partnerRoles: 'partnerRoles',
  userType: 'userTypes',
  role: 'roles',
  unit: 'units',
  frequency: 'frequencies',
  paymentTiming: 'paymentTimings',
  paymentTerm: 'paymentTerms',
  paymentCycle: 'paymentCycles',
  ppnRate: 'ppnRates',
  wasteTypes: 'wasteTypes',
  type: 'types',
  subType: 'subTypes',
  packaging: 'packagings',
  timeWindow: 'timeWindows',
};

/** Where an entity's catalogue names a group otherwise: the users' statuses are `users.status`. */
const GROUP_OVERRIDES: Partial<Record<AuditEntity, Record<string, string>>> = {
  user: { status: 'status' },
};

/** Whole rupiah amounts, shown as the screens show money. */
const MONEY_FIELDS = new Set(['potentialCost', 'pricePerUnit', 'pricePerFrequency']);

export function auditQuery(entity: AuditEntity, entityId: string, page: number) {
  return queryOptions({
    queryKey: ['audit', entity, entityId, page],
    queryFn: () =>
      api<Page<AuditEntry>>(
        'GET',
        `/audit?${new URLSearchParams({ entity, entityId, page: String(page), pageSize: String(PAGE_SIZE) })}`,
      ),
    placeholderData: keepPreviousData,
  });
}

/** Every audit entry of one record, newest first: who, when (WIB), what, and each field's before → after. */
export function AuditTrail({ entity, entityId }: { entity: AuditEntity; entityId: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const audit = useQuery(auditQuery(entity, entityId, page));
  const rows = audit.data?.items.length ?? 0;
  const pages = audit.data ? lastPage({ ...audit.data, rows }) : 1;

  return (
    <Card withBorder padding="md" component="section" aria-labelledby={`audit-${entityId}`}>
      <Title order={2} size="h4" mb="sm" id={`audit-${entityId}`}>
        {t('audit.title')}
      </Title>
      {audit.isPending && <LoadingSpinner />}
      {audit.isError && <NotificationBanner type="error" message={t('audit.loadFailed')} />}
      {audit.data && isPastTheEnd({ page, rows }) && (
        <PastTheEnd page={page} pageSize={PAGE_SIZE} total={audit.data.total} onPage={setPage} />
      )}
      {audit.data && rows === 0 && page === 1 && <Text c="dimmed">{t('audit.empty')}</Text>}
      {audit.data && audit.data.items.length > 0 && (
        <Stack gap="md">
          {audit.data.items.map((entry) => (
            <AuditEntryView key={entry.id} entity={entity} entry={entry} />
          ))}
          {pages > 1 && (
            <Pagination
              total={pages}
              value={page}
              onChange={setPage}
              size="sm"
              color="green"
              getControlProps={(control) => ({ 'aria-label': t(`list.pageControls.${control}`) })}
            />
          )}
        </Stack>
      )}
    </Card>
  );
}

function AuditEntryView({ entity, entry }: { entity: AuditEntity; entry: AuditEntry }) {
  const { t, i18n } = useTranslation();
  const changes = changedKeys(entry.before, entry.after);
  const namespace = NAMESPACES[entity];
  const fieldLabel = (field: string) => {
    for (const key of [`audit.fields.${field}`, `${namespace}.fields.${field}`]) {
      if (i18n.exists(key)) return t(key);
    }
    return field;
  };
  // Actions a feature adds (activate, cancel, …) are named in its own catalogue.
  const actionKey = [`audit.actions.${entry.action}`, `${namespace}.auditActions.${entry.action}`].find(
    (key) => i18n.exists(key),
  );
  // Stored codes (status, legal type, …) read as the screens name them, when the catalogue knows them.
  const word = (field: string, value: unknown): string | null => {
    const group = GROUP_OVERRIDES[entity]?.[field] ?? VALUE_GROUPS[field];
    if (!group || (typeof value !== 'string' && typeof value !== 'number')) return null;
    const key = [`${namespace}.${group}.${value}`, `${group}.${value}`].find((candidate) =>
      i18n.exists(candidate),
    );
    return key ? t(key) : null;
  };
  const show = (field: string, value: unknown): string => {
    if (Array.isArray(value) && value.length > 0) return value.map((item) => show(field, item)).join(', ');
    if (MONEY_FIELDS.has(field) && value !== null && value !== '' && Number.isFinite(Number(value))) {
      return formatRupiah(Number(value));
    }
    return (
      word(field, value) ?? when(value) ?? displayValue(value, t('audit.yes'), t('audit.no'), t('audit.none'))
    );
  };

  return (
    <Stack
      gap={6}
      component="article"
      style={{ borderLeft: '3px solid var(--mantine-color-green-6)', paddingLeft: 12 }}
    >
      <Group gap="xs" wrap="wrap">
        <Badge color="gray" variant="light">
          {actionKey ? t(actionKey) : entry.action}
        </Badge>
        <Text size="sm" fw={600}>
          {entry.actorName ?? t('audit.system')}
        </Text>
        <Text size="sm" c="dimmed">
          <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, currentLanguage())}</time>
        </Text>
      </Group>
      {changes.length > 0 && (
        <Table.ScrollContainer minWidth={320}>
          <Table fz="sm" verticalSpacing={4} withRowBorders={false}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('audit.field')}</Table.Th>
                <Table.Th>{t('audit.before')}</Table.Th>
                <Table.Th>{t('audit.after')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {changes.map((field) => (
                <Table.Tr key={field}>
                  <Table.Td>{fieldLabel(field)}</Table.Td>
                  <Table.Td c="dimmed" style={{ wordBreak: 'break-word' }}>
                    {show(field, entry.before?.[field])}
                  </Table.Td>
                  <Table.Td style={{ wordBreak: 'break-word' }}>{show(field, entry.after?.[field])}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

/**
 * Fields whose value differs between before and after, in the order they first appear. The domain's
 * rule compares the fields of `after`; a field only `before` has (removed, or a deletion) counts too.
 */
function changedKeys(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): string[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const changes = changedFields(
    before ?? {},
    Object.fromEntries(fields.map((field) => [field, after?.[field]])),
  );
  return changes ? Object.keys(changes.after) : [];
}

/** Stored dates and instants read as the screens write them, in WIB. */
function when(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  if (isCalendarDate(value)) return formatDate(value, currentLanguage());
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) && !Number.isNaN(Date.parse(value))) {
    return formatDateTime(value, currentLanguage());
  }
  return null;
}

function displayValue(value: unknown, yes: string, no: string, none: string): string {
  if (value === null || value === undefined || value === '') return none;
  if (typeof value === 'boolean') return value ? yes : no;
  if (Array.isArray(value))
    return value.length ? value.map((item) => displayValue(item, yes, no, none)).join(', ') : none;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
