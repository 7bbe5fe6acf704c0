import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { formatDate, formatQuantity } from '@sirkula/domain/shared/format';
import { toLanguage } from '@sirkula/domain/shared/languages';
import type { WasteSummary } from '@sirkula/domain/waste/answers';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WasteStatusBadge } from '../../components/status-badge.tsx';
import { AwaitingConfirmationBadge, useWasteName } from './waste-badges.tsx';

/**
 * On a phone each record is a card with the same facts as a table row; the home pages list them so too.
 * Apart from the table, so a home page does not load it; the unit's key is written out rather than taken
 * from contracts/rules (unitLabelKey), whose schemas would bring zod to the home.
 */
export function WasteCards({
  records,
  showCompany,
  basePath,
}: {
  records: WasteSummary[];
  /** Internal staff and partners see several companies' records, so the company matters. */
  showCompany: boolean;
  basePath: string;
}) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage);
  const wasteName = useWasteName();
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {records.map((record) => (
        <Paper component="li" key={record.id} withBorder p="sm">
          <Stack gap={4}>
            <Group justify="space-between" gap="xs" align="flex-start">
              <Anchor
                component={Link}
                to={`${basePath}/${record.id}`}
                fw={600}
                style={{ whiteSpace: 'nowrap' }}
              >
                {record.transactionNumber}
              </Anchor>
              <WasteStatusBadge status={record.status} />
            </Group>
            <AwaitingConfirmationBadge record={record} />
            <Text size="xs" c="dimmed">
              {record.registrationNumber} · {formatDate(record.transactionDate, language)}
            </Text>
            {showCompany && <Text size="sm">{record.companyName}</Text>}
            <Text size="sm">
              {wasteName(record)} · {formatQuantity(record.quantity, t(`units.${record.unit}`), language)}
            </Text>
            {record.requestedPickupDate && (
              <Text size="sm" c="dimmed">
                {t('waste.list.columns.requestedPickupDate')}:{' '}
                {formatDate(record.requestedPickupDate, language)},{' '}
                {t(`waste.timeWindows.${record.timeWindow}`)}
              </Text>
            )}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
