import { Anchor, Button, Card, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { unitLabelKey } from '@sirkula/domain/contracts/rules';
import type { JourneyDetail, JourneyRecord } from '@sirkula/domain/journeys/answers';
import { formatQuantity } from '@sirkula/domain/shared/format';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WasteStatusBadge } from '../../components/status-badge.tsx';
import { currentLanguage } from '../../lib/i18n.ts';
import { RecordTotals } from './record-totals.tsx';

interface Props {
  journey: JourneyDetail;
  /** Where the records' own pages are in this portal. */
  wasteBase: string;
  /** Adding records, shown above the list while records can change. */
  actions?: ReactNode;
  onRemove?: (record: JourneyRecord) => void;
}

/** The records the journey carries: what was asked, sent at pickup and received, and their status. */
export function JourneyRecords({ journey, wasteBase, actions, onRemove }: Props) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)', undefined, { getInitialValueInEffect: false });
  const Rows = phone ? RecordCards : RecordTable;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="journey-records">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={2} size="h4" id="journey-records">
          {t('journeys.records.title')}
        </Title>
        {actions}
      </Group>
      <Stack gap="sm">
        <Rows records={journey.records} wasteBase={wasteBase} onRemove={onRemove} />
        <RecordTotals records={journey.records} kind="carried" />
      </Stack>
    </Card>
  );
}

interface RowsProps {
  records: JourneyRecord[];
  wasteBase: string;
  onRemove?: (record: JourneyRecord) => void;
}

function useQuantities() {
  const { t } = useTranslation();
  return (record: JourneyRecord) => {
    const unit = t(unitLabelKey(record.unit));
    const shown = (value: number | null) =>
      value === null ? '—' : formatQuantity(value, unit, currentLanguage());
    return {
      requested: shown(record.quantity),
      sent: shown(record.sentQuantity),
      received: shown(record.receivedQuantity),
    };
  };
}

function RecordLink({ record, wasteBase }: { record: JourneyRecord; wasteBase: string }) {
  return (
    <Anchor
      component={Link}
      to={`${wasteBase}/${record.id}`}
      fw={600}
      size="sm"
      style={{ whiteSpace: 'nowrap' }}
    >
      {record.transactionNumber}
    </Anchor>
  );
}

function RemoveButton({
  record,
  onRemove,
}: {
  record: JourneyRecord;
  onRemove: (record: JourneyRecord) => void;
}) {
  const { t } = useTranslation();
  return (
    <Button
      variant="subtle"
      color="red"
      size="compact-sm"
      aria-label={t('journeys.records.removeOne', { number: record.transactionNumber })}
      style={{ alignSelf: 'flex-start' }}
      onClick={() => onRemove(record)}
    >
      {t('journeys.records.remove')}
    </Button>
  );
}

function RecordTable({ records, wasteBase, onRemove }: RowsProps) {
  const { t } = useTranslation();
  const quantities = useQuantities();
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped verticalSpacing="sm" horizontalSpacing={8}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('journeys.records.record')}</Table.Th>
            <Table.Th>{t('journeys.records.customer')}</Table.Th>
            <Table.Th>{t('journeys.records.waste')}</Table.Th>
            <Table.Th>{t('journeys.records.requested')}</Table.Th>
            <Table.Th>{t('journeys.records.sent')}</Table.Th>
            <Table.Th>{t('journeys.records.received')}</Table.Th>
            <Table.Th>{t('journeys.records.status')}</Table.Th>
            {onRemove && <Table.Th>{t('journeys.records.actions')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {records.map((record) => {
            const quantity = quantities(record);
            return (
              <Table.Tr key={record.id}>
                <Table.Td>
                  <RecordLink record={record} wasteBase={wasteBase} />
                  <Text size="xs" c="dimmed">
                    {record.registrationNumber}
                  </Text>
                </Table.Td>
                <Table.Td>{record.customer.name}</Table.Td>
                <Table.Td>
                  {[t(`waste.types.${record.type}`), record.wasteCode].filter(Boolean).join(' · ')}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{quantity.requested}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{quantity.sent}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{quantity.received}</Table.Td>
                <Table.Td>
                  <RecordStatus record={record} />
                </Table.Td>
                {onRemove && (
                  <Table.Td>
                    <RemoveButton record={record} onRemove={onRemove} />
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function RecordCards({ records, wasteBase, onRemove }: RowsProps) {
  const { t } = useTranslation();
  const quantities = useQuantities();
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {records.map((record) => {
        const quantity = quantities(record);
        return (
          <Paper component="li" key={record.id} withBorder p="sm">
            <Stack gap={4}>
              <Group justify="space-between" gap="xs">
                <RecordLink record={record} wasteBase={wasteBase} />
                <RecordStatus record={record} />
              </Group>
              <Text size="sm">{record.customer.name}</Text>
              <Text size="sm" c="dimmed">
                {t(`waste.types.${record.type}`)}
                {record.wasteCode && ` · ${record.wasteCode}`}
              </Text>
              <Text size="sm">
                {t('journeys.records.requested')}: {quantity.requested} · {t('journeys.records.sent')}:{' '}
                {quantity.sent} · {t('journeys.records.received')}: {quantity.received}
              </Text>
              {onRemove && <RemoveButton record={record} onRemove={onRemove} />}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}

/** The record's status and, once staff settled a short delivery, how. */
function RecordStatus({ record }: { record: JourneyRecord }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2} align="flex-start">
      <WasteStatusBadge status={record.status} size="sm" />
      {record.resolution && (
        <Text size="xs" c="dimmed">
          {t(`journeys.resolutions.${record.resolution}`)}
        </Text>
      )}
    </Stack>
  );
}
