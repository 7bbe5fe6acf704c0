import { Alert, Card, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { recordManifestQuery } from './api.ts';

/**
 * The manifest's state on the handover screen of a B3 record, for the driver and the receiver: its
 * Festronik number, or that there is none yet, with staff's reason when they let the waste go without
 * one. Before the pickup, a missing number says that the server will refuse it.
 */
export function HandoverManifest({
  wasteRecordId,
  beforePickup,
}: {
  wasteRecordId: string;
  beforePickup: boolean;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const answer = useQuery(recordManifestQuery(wasteRecordId));
  const manifest = answer.data?.manifest;
  if (!manifest) return null;
  const blocked = beforePickup && !manifest.festronikNumber && !manifest.pickupOverride;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={headingId}>
      <Stack gap={6}>
        <Title order={2} size="h4" id={headingId}>
          {t('manifests.handover.title')}
        </Title>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {manifest.festronikNumber
            ? t('manifests.handover.number', { number: manifest.festronikNumber })
            : t('manifests.handover.noNumber')}
        </Text>
        {manifest.pickupOverride && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('manifests.handover.override', { reason: manifest.pickupOverride.reason })}
          </Text>
        )}
        {blocked && (
          <Alert
            color="orange"
            variant="light"
            styles={{ message: { color: 'var(--mantine-color-dark-7)' } }}
          >
            {t('manifests.handover.blocked')}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
