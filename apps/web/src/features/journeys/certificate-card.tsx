import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { JourneyDetail } from '@sirkula/domain/journeys/answers';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileField } from '../../components/file-field.tsx';
import type { Banner } from '../../components/notification-banner.tsx';
import { errorMessage } from '../../lib/forms.ts';
import { journeyFileUrl } from './api.ts';
import { useJourneyAction } from './use-journey-action.ts';

const ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

/**
 * The receiver's confirmation that the waste was processed, with its certificate or handover report;
 * once uploaded, the document to open.
 */
export function CertificateCard({
  journey,
  onDone,
}: {
  journey: JourneyDetail;
  onDone: (banner: Banner) => void;
}) {
  const { t } = useTranslation();
  const action = useJourneyAction(journey.id);
  const [chosen, setChosen] = useState<{ file: File; key: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!journey.can.process && !journey.certificateFileId) return null;

  const upload = async () => {
    if (!chosen) return setError(t('journeys.errors.certificateRequired'));
    setError(null);
    try {
      const answer = await action.mutateAsync({
        kind: 'processed',
        certificate: chosen.file,
        idempotencyKey: chosen.key,
      });
      setChosen(null);
      onDone({ type: 'success', message: answer.message });
    } catch (failure) {
      setError(errorMessage(failure, t));
    }
  };

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="journey-certificate">
      <Title order={2} size="h4" mb="sm" id="journey-certificate">
        {t('journeys.certificate.title')}
      </Title>
      {journey.certificateFileId ? (
        <Anchor href={journeyFileUrl(journey.id, journey.certificateFileId)} target="_blank" c="green.9">
          {t('journeys.certificate.open')}
        </Anchor>
      ) : (
        <Stack gap="sm">
          <Text size="sm">{t('journeys.certificate.intro')}</Text>
          <FileField
            label={t('journeys.certificate.file')}
            description={t('journeys.certificate.formats')}
            accept={ACCEPT}
            file={chosen?.file ?? null}
            onChange={(file) => setChosen(file ? { file, key: crypto.randomUUID() } : null)}
          />
          {error && (
            <Text size="sm" c="red.8" role="alert">
              {error}
            </Text>
          )}
          <Group>
            <Button color="green" loading={action.isPending} onClick={upload}>
              {t('journeys.certificate.submit')}
            </Button>
          </Group>
        </Stack>
      )}
    </Card>
  );
}
