import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { unitLabelKey } from '@sirkula/domain/contracts/rules';
import type { JourneyDetail, JourneyRecord } from '@sirkula/domain/journeys/answers';
import { formatDateTime, formatQuantity } from '@sirkula/domain/shared/format';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n.ts';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </div>
  );
}

/** What the driver or receiver checks against the load before handing it over. */
export function RecordSummary({ journey, record }: { journey: JourneyDetail; record: JourneyRecord }) {
  const { t } = useTranslation();
  const unit = t(unitLabelKey(record.unit));
  const quantity = (value: number) => formatQuantity(value, unit, currentLanguage());
  const at = (value: number | null, time: string | null) =>
    value === null
      ? null
      : time
        ? t('handover.record.at', {
            quantity: quantity(value),
            time: formatDateTime(time, currentLanguage()),
          })
        : quantity(value);
  const pickedUp = at(record.sentQuantity, record.pickedUpAt);
  const received = at(record.receivedQuantity, record.receivedAt);

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="handover-record">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={2} size="h4" id="handover-record">
            {t('handover.record.journey', { number: journey.number })}
          </Title>
          <Badge variant="light" color="blue" styles={{ label: { color: 'var(--mantine-color-dark-7)' } }}>
            {t(`waste.statuses.${record.status}`)}
          </Badge>
        </Group>
        <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs">
          <Fact label={t('handover.record.customer')} value={record.customer.name} />
          <Fact label={t('handover.record.type')} value={t(`waste.types.${record.type}`)} />
          <Fact label={t('handover.record.requested')} value={quantity(record.quantity)} />
          {pickedUp && <Fact label={t('handover.record.pickedUp')} value={pickedUp} />}
          {received && <Fact label={t('handover.record.received')} value={received} />}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
