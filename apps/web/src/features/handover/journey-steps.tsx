import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { JourneyDetail } from '@sirkula/domain/journeys/answers';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionUrls } from './api.ts';
import { type SendResult, submitAction } from './outbox.ts';
import { positionFields, usePosition } from './use-position.ts';

type Step = 'hubIn' | 'hubOut' | 'closeDelivery';
const STEPS: readonly Step[] = ['hubIn', 'hubOut', 'closeDelivery'];

interface Props {
  journey: JourneyDetail;
  onResult: (result: SendResult) => Promise<void>;
}

/** The journey's own steps on the road and at the gate, offered only where the server allows them now. */
export function JourneySteps({ journey, onResult }: Props) {
  const steps = STEPS.filter((step) => journey.can[step]);
  return steps.length > 0 ? <StepButtons journey={journey} steps={steps} onResult={onResult} /> : null;
}

/** Apart from JourneySteps so the phone's position is asked only when a step is offered. */
function StepButtons({ journey, steps, onResult }: Props & { steps: Step[] }) {
  const { t } = useTranslation();
  const position = usePosition();
  const [busy, setBusy] = useState<Step | null>(null);
  // Closing receiving marks whatever has not been received as missing: one tap is not enough.
  const [confirmingClose, setConfirmingClose] = useState(false);

  async function take(step: Step) {
    setConfirmingClose(false);
    setBusy(step);
    try {
      const result = await submitAction({
        kind: step,
        url: actionUrls[step](journey.id),
        journeyId: journey.id,
        journeyNumber: journey.number,
        wasteRecordId: null,
        registrationNumber: null,
        fields: positionFields(position),
        files: [],
      });
      await onResult(result);
    } finally {
      setBusy(null);
    }
  }

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="journey-steps">
      <Stack gap="sm">
        <Title order={2} size="h4" id="journey-steps">
          {t('handover.steps.title', { number: journey.number })}
        </Title>
        {steps.includes('closeDelivery') && (
          <Text size="sm" c="dimmed">
            {t('handover.steps.closeDeliveryHint')}
          </Text>
        )}
        {steps.map((step) =>
          step === 'closeDelivery' && confirmingClose ? (
            <Stack key={step} gap="xs">
              <Text size="sm" fw={600}>
                {t('handover.steps.confirmClose')}
              </Text>
              <Group grow>
                <Button size="lg" variant="default" onClick={() => setConfirmingClose(false)}>
                  {t('handover.steps.keepOpen')}
                </Button>
                <Button size="lg" color="red" onClick={() => void take(step)}>
                  {t('handover.steps.closeNow')}
                </Button>
              </Group>
            </Stack>
          ) : (
            <Button
              key={step}
              size="lg"
              variant={step === 'closeDelivery' ? 'default' : 'light'}
              loading={busy === step}
              disabled={busy !== null && busy !== step}
              onClick={() => (step === 'closeDelivery' ? setConfirmingClose(true) : void take(step))}
              fullWidth
            >
              {t(`handover.steps.${step}`)}
            </Button>
          ),
        )}
      </Stack>
    </Card>
  );
}
