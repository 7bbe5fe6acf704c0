import { Anchor, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatDate } from '@sirkula/domain/shared/format';
import type { Bin } from '@sirkula/domain/smartbins/answers';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WasteStatusBadge } from '../../components/status-badge.tsx';
import { currentLanguage } from '../../lib/i18n.ts';
import { binPickupsQuery } from './api.ts';
import type { BinPortal } from './paths.ts';

/** The pickups requested from this bin, newest first, and the button that requests the next one. */
export function BinPickups({ bin, portal }: { bin: Bin; portal: BinPortal }) {
  const { t } = useTranslation();
  const pickups = useQuery(binPickupsQuery(bin.id));
  const items = pickups.data?.items ?? [];
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('smartbins.pickups.title')}
          </Title>
          <Button component={Link} to={`/${portal}/waste/new?binId=${bin.id}`} color="green" size="sm">
            {t('smartbins.pickups.request')}
          </Button>
        </Group>
        {pickups.isError && (
          <Text size="sm" c="red">
            {t('smartbins.pickups.loadFailed')}
          </Text>
        )}
        {pickups.isSuccess && items.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('smartbins.pickups.empty')}
          </Text>
        )}
        {items.length > 0 && (
          <Table.ScrollContainer minWidth={420}>
            <Table fz="sm" verticalSpacing="xs">
              <Table.Tbody>
                {items.map((record) => (
                  <Table.Tr key={record.id}>
                    <Table.Td>
                      <Anchor component={Link} to={`/${portal}/waste/${record.id}`} size="sm">
                        {record.transactionNumber}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      {record.requestedPickupDate
                        ? formatDate(record.requestedPickupDate, currentLanguage())
                        : '–'}
                    </Table.Td>
                    <Table.Td>
                      <WasteStatusBadge status={record.status} size="sm" />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
