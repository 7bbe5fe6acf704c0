import { Anchor, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { DocumentSummary } from '@sirkula/domain/documents/answers';
import type { DOCUMENT_SORTS } from '@sirkula/domain/documents/rules';
import { formatDate } from '@sirkula/domain/shared/format';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SortOrder } from '../../components/list/sort-order.ts';
import { SortableHeader } from '../../components/list/sortable-header.tsx';
import { currentLanguage } from '../../lib/i18n.ts';
import { ExpiryBadge, ValidUntil } from './expiry-badge.tsx';

export type DocumentSort = (typeof DOCUMENT_SORTS)[number];

interface RowsProps {
  documents: DocumentSummary[];
}

function NameLink({ document }: { document: DocumentSummary }) {
  return (
    <Anchor component={Link} to={`/internal/documents/${document.id}`} fw={600} c="green.9">
      {document.displayName}
    </Anchor>
  );
}

/** What the document belongs to: "Contract KTR-2026-0001", or its company's name. */
function RecordText({ document }: { document: DocumentSummary }) {
  const { t } = useTranslation();
  if (!document.recordKind)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  return (
    <Text size="sm">
      {t(`documents.recordKinds.${document.recordKind}`)}
      {document.recordLabel && document.recordKind !== 'company' ? ` ${document.recordLabel}` : ''}
    </Text>
  );
}

/** On a phone: one card per document, its flag first. */
export function DocumentCards({ documents }: RowsProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <Stack gap="xs">
      {documents.map((document) => (
        <Paper key={document.id} withBorder p="sm" data-expiry={document.expiry}>
          <Stack gap={6}>
            <NameLink document={document} />
            <Group gap={4}>
              <Text size="sm">{t(`documents.types.${document.type}`)}</Text>
              <ExpiryBadge document={document} />
            </Group>
            <Text size="sm" fw={600}>
              {document.companyName ?? t('documents.list.provider')}
            </Text>
            <RecordText document={document} />
            <Text size="sm" c="dimmed">
              {t('documents.fields.validUntil')}: <ValidUntil validUntil={document.validUntil} /> ·{' '}
              {formatDate(document.updatedAt, language)}
            </Text>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

interface TableProps extends RowsProps {
  query: { sort: DocumentSort; order: SortOrder };
  onSort: (sort: DocumentSort, order: SortOrder) => void;
}

export function DocumentsTable({ documents, query, onSort }: TableProps) {
  const { t } = useTranslation();
  const header = (sort: DocumentSort, label: string) => (
    <SortableHeader column={sort} sort={query.sort} order={query.order} onSort={onSort}>
      {label}
    </SortableHeader>
  );
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped highlightOnHover verticalSpacing="sm" fz="sm">
        <Table.Thead>
          <Table.Tr>
            {header('displayName', t('documents.columns.document'))}
            <Table.Th>{t('documents.columns.type')}</Table.Th>
            <Table.Th>{t('documents.columns.company')}</Table.Th>
            <Table.Th>{t('documents.columns.record')}</Table.Th>
            {header('validUntil', t('documents.columns.validity'))}
            {header('createdAt', t('documents.columns.uploaded'))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {documents.map((document) => (
            <Table.Tr key={document.id} data-expiry={document.expiry}>
              <Table.Td miw={200}>
                <Stack gap={2}>
                  <NameLink document={document} />
                  <Text size="xs" c="dimmed">
                    {document.fileName}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>{t(`documents.types.${document.type}`)}</Table.Td>
              <Table.Td>{document.companyName ?? t('documents.list.provider')}</Table.Td>
              <Table.Td>
                <RecordText document={document} />
              </Table.Td>
              <Table.Td>
                <Stack gap={4} align="flex-start">
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    <ValidUntil validUntil={document.validUntil} />
                  </Text>
                  <ExpiryBadge document={document} />
                </Stack>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm">{formatDate(document.createdAt, currentLanguage())}</Text>
                {document.createdByName && (
                  <Text size="xs" c="dimmed">
                    {document.createdByName}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
