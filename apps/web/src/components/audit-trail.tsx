import { Badge, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { AuditEntry } from '@sirkula/domain/audit/answers';
import type { auditApi } from '@sirkula/domain/audit/api';
import { changedFields, looksLikeId, REFERENCE_FIELDS } from '@sirkula/domain/audit/rules';
import { CONTRACT_UNITS, type ContractUnit, unitLabelKey } from '@sirkula/domain/contracts/rules';
import { type AuditEntity, auditNamespace } from '@sirkula/domain/features';
import { isCalendarDate } from '@sirkula/domain/shared/dates';
import {
  formatDate,
  formatDateTime,
  formatMonth,
  formatQuantity,
  formatRupiah,
  formatRupiahSen,
} from '@sirkula/domain/shared/format';
import { isPastTheEnd, lastPage } from '@sirkula/domain/shared/lists';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { client } from '../lib/api.ts';
import { currentLanguage, runtimeKey } from '../lib/i18n.ts';
import { PageControls } from './list/page-controls.tsx';
import { PastTheEnd } from './list/past-the-end.tsx';
import { LoadingSpinner } from './loading-spinner.tsx';
import { NotificationBanner } from './notification-banner.tsx';

const call = client<typeof auditApi>();

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
  paymentStatus: 'paymentStatuses',
  ppnOption: 'ppnOptions',
  method: 'paymentMethods',
  itemType: 'itemTypes',
  // A B3 waste's hazard characteristics, named by the manifests' catalogue.
  characteristics: 'manifests.characteristics',
};

/** Where an entity's catalogue names a group otherwise: the users' statuses are `users.status`. */
const GROUP_OVERRIDES: Partial<Record<AuditEntity, Record<string, string>>> = {
  user: { status: 'status' },
  document: { type: 'types', recordKind: 'recordKinds' },
};

/** Whole rupiah amounts, shown as the screens show money. */
const MONEY_FIELDS = new Set([
  'potentialCost',
  'pricePerUnit',
  'pricePerFrequency',
  'subtotal',
  'grandTotal',
  'paidAmount',
  'amount',
  'unitPrice',
  'transportCost',
]);

/** Amounts counted in sen (DPP nilai lain, PPN), shown with their sen. */
const SEN_FIELDS = new Set(['otherTaxBaseSen', 'vatSen']);

/** Amounts in the record's unit (kg or bins), shown with it. */
const QUANTITY_FIELDS = new Set(['quantity', 'maxQuantityPerFrequency']);
/** Fields holding a month (`YYYY-MM`, e.g. a billing run's), read by its name: "November 2026". */
const MONTH_FIELDS = new Set(['month']);
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export function auditQuery(entity: AuditEntity, entityId: string, page: number) {
  return queryOptions({
    queryKey: ['audit', entity, entityId, page],
    queryFn: () => call('GET /audit', { query: { entity, entityId, page, pageSize: PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

/** Every audit entry of one record, newest first: who, when (WIB), what, and each field's before → after. */
export function AuditTrail({
  entity,
  entityId,
  unit,
}: {
  entity: AuditEntity;
  entityId: string;
  /** The record's unit, for quantities an entry records without it. */
  unit?: ContractUnit;
}) {
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
            <AuditEntryView key={entry.id} entity={entity} entry={entry} unit={unit} />
          ))}
          {pages > 1 && <PageControls total={pages} value={page} onChange={setPage} size="sm" />}
        </Stack>
      )}
    </Card>
  );
}

type Side = Record<string, unknown> | null;

/** A field beside its values on a wide screen; on a phone the values wrap below the field's name. */
const CHANGE_ROW = { display: 'flex', flexWrap: 'wrap', columnGap: 'var(--mantine-spacing-md)' } as const;

function AuditEntryView({
  entity,
  entry,
  unit,
}: {
  entity: AuditEntity;
  entry: AuditEntry;
  unit?: ContractUnit;
}) {
  const { t, i18n } = useTranslation();
  const namespace = auditNamespace(entity);
  const before = fieldsOf(entry.before);
  const after = fieldsOf(entry.after);
  const changes = inReadingOrder(changedKeys(before, after), fieldOrder(i18n, namespace));
  const fieldLabel = (field: string) => {
    const key = [`audit.fields.${field}`, `${namespace}.fields.${field}`].find((candidate) =>
      i18n.exists(candidate),
    );
    return key ? t(runtimeKey(key)) : field;
  };
  // Actions a feature adds (activate, cancel, …) are named in its own catalogue.
  const actionKey = [`audit.actions.${entry.action}`, `${namespace}.auditActions.${entry.action}`].find(
    (key) => i18n.exists(key),
  );
  // Stored codes (status, legal type, …) read as the screens name them, when the catalogue knows them.
  const word = (field: string, value: unknown): string | null => {
    if (field === 'unit' && isUnit(value)) return t(unitLabelKey(value));
    const group = GROUP_OVERRIDES[entity]?.[field] ?? VALUE_GROUPS[field];
    if (!group || (typeof value !== 'string' && typeof value !== 'number')) return null;
    const key = [`${namespace}.${group}.${value}`, `${group}.${value}`].find((candidate) =>
      i18n.exists(candidate),
    );
    return key ? t(runtimeKey(key)) : null;
  };
  const show = (field: string, value: unknown, side: Side, other: Side): string => {
    if (isBlank(value)) return t('audit.none');
    if (Array.isArray(value)) return value.map((item) => show(field, item, side, other)).join(', ');
    if (REFERENCE_FIELDS[field]) return entry.references[String(value)] ?? t('audit.unknownReference');
    if (MONEY_FIELDS.has(field) && Number.isFinite(Number(value))) return formatRupiah(Number(value));
    if (SEN_FIELDS.has(field) && Number.isSafeInteger(Number(value))) return formatRupiahSen(Number(value));
    // A quantity is in the unit its own side names, else the other side's, else the record's.
    const quantityUnit = [side?.unit, other?.unit, unit].find(isUnit);
    if (QUANTITY_FIELDS.has(field) && Number.isFinite(Number(value)) && quantityUnit) {
      return formatQuantity(Number(value), t(unitLabelKey(quantityUnit)), currentLanguage());
    }
    if (MONTH_FIELDS.has(field) && typeof value === 'string' && MONTH.test(value)) {
      return formatMonth(value, currentLanguage());
    }
    // Anything else shaped like an id is a reference the trail cannot name: it never shows the id.
    if (looksLikeId(value)) return t('audit.unknownReference');
    return word(field, value) ?? when(value) ?? displayValue(value, t('audit.yes'), t('audit.no'));
  };

  return (
    <Stack
      gap={6}
      component="article"
      style={{ borderLeft: '3px solid var(--mantine-color-green-6)', paddingLeft: 12 }}
    >
      <Group gap="xs" wrap="wrap">
        <Badge color="gray" variant="light">
          {actionKey ? t(runtimeKey(actionKey)) : entry.action}
        </Badge>
        <Text size="sm" fw={600}>
          {entry.actorName ?? t('audit.system')}
        </Text>
        <Text size="sm" c="dimmed">
          <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, currentLanguage())}</time>
        </Text>
      </Group>
      {changes.length > 0 && (
        <Stack component="dl" gap={4} m={0}>
          {changes.map((field) => {
            const had = before !== null && field in before;
            return (
              <div key={field} style={CHANGE_ROW}>
                <Text component="dt" size="sm" fw={600} style={{ flex: '0 0 14rem' }}>
                  {fieldLabel(field)}
                </Text>
                <Text component="dd" size="sm" m={0} style={{ flex: '1 1 16rem', overflowWrap: 'anywhere' }}>
                  {had && (
                    <>
                      <Text span c="dimmed" inherit>
                        {show(field, before?.[field], before, after)}
                      </Text>
                      <span aria-hidden="true"> → </span>
                      <VisuallyHidden> {t('audit.changedTo')} </VisuallyHidden>
                    </>
                  )}
                  <span>{show(field, after?.[field], after, before)}</span>
                </Text>
              </div>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}

/** Each side of a change as the server keeps it (JSON): the changed fields by name, or nothing. */
function fieldsOf(side: unknown): Side {
  if (typeof side !== 'object' || side === null || Array.isArray(side)) return null;
  return Object.fromEntries(Object.entries(side));
}

function isBlank(value: unknown): boolean {
  return (
    value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)
  );
}

function isUnit(value: unknown): value is ContractUnit {
  return CONTRACT_UNITS.some((unit) => unit === value);
}

/**
 * Fields whose value differs between before and after, in the order they first appear. The domain's
 * rule compares the fields of `after`; a field only `before` has (removed, or a deletion) counts too.
 */
function changedKeys(before: Side, after: Side): string[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const changes = changedFields(
    before ?? {},
    Object.fromEntries(fields.map((field) => [field, after?.[field]])),
  );
  return changes ? Object.keys(changes.after) : [];
}

/** The order the feature's catalogue names its fields in, which follows its forms. */
function fieldOrder(
  i18n: { getResource: (lng: string, ns: string, key: string) => unknown },
  namespace: string,
) {
  const fields = i18n.getResource(currentLanguage(), 'translation', `${namespace}.fields`);
  return typeof fields === 'object' && fields !== null ? Object.keys(fields) : [];
}

/** Status first, as the change that matters most; then the form's order; fields it does not know last. */
function inReadingOrder(fields: string[], order: string[]): string[] {
  const rank = (field: string) => {
    if (field === 'status') return -1;
    const index = order.indexOf(field);
    return index === -1 ? order.length : index;
  };
  return [...fields].sort((a, b) => rank(a) - rank(b));
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

function displayValue(value: unknown, yes: string, no: string): string {
  if (typeof value === 'boolean') return value ? yes : no;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
