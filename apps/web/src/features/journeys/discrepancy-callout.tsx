import { Alert, Button, Group, Paper, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { unitLabelKey } from '@sirkula/domain/contracts/rules';
import type { JourneyDetail, JourneyRecord } from '@sirkula/domain/journeys/answers';
import { resolveDiscrepancyInput } from '@sirkula/domain/journeys/inputs';
import { DISCREPANCY_RESOLUTIONS, type DiscrepancyResolution } from '@sirkula/domain/journeys/rules';
import { formatQuantity } from '@sirkula/domain/shared/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Banner } from '../../components/notification-banner.tsx';
import { errorMessage, fieldErrors, validateWith } from '../../lib/forms.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { useJourneyAction } from './use-journey-action.ts';

/**
 * A short delivery flagged on the journey: which records arrived short or not at all, and for staff
 * a form per record to record the cause and settle it.
 */
export function DiscrepancyCallout({
  journey,
  onDone,
}: {
  journey: JourneyDetail;
  onDone: (banner: Banner) => void;
}) {
  const { t } = useTranslation();
  if (!journey.discrepancy) return null;
  // A settled record may count as delivered again (the lower quantity accepted); its resolution keeps it here.
  const short = journey.records.filter(
    (record) => record.status === 'partiallyDelivered' || record.resolution !== null,
  );
  const open = journey.discrepancy === 'open';
  return (
    <Alert
      color={open ? 'orange' : 'gray'}
      variant="light"
      title={t(`journeys.discrepancy.${journey.discrepancy}`)}
      component="section"
    >
      <Stack gap="sm">
        <Text size="sm">{t(open ? 'journeys.resolve.introOpen' : 'journeys.resolve.introResolved')}</Text>
        {short.map((record) =>
          record.resolution === null && journey.can.resolve ? (
            <ResolveForm key={record.id} journeyId={journey.id} record={record} onDone={onDone} />
          ) : (
            <ShortRecord key={record.id} record={record} />
          ),
        )}
      </Stack>
    </Alert>
  );
}

function ShortRecord({ record }: { record: JourneyRecord }) {
  const { t } = useTranslation();
  const unit = t(unitLabelKey(record.unit));
  const language = currentLanguage();
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {record.transactionNumber} · {record.customer.name}
      </Text>
      <Text size="sm">
        {record.receivedQuantity === null
          ? t('journeys.resolve.missing', { sent: formatQuantity(record.sentQuantity ?? 0, unit, language) })
          : t('journeys.resolve.shortBy', {
              sent: formatQuantity(record.sentQuantity ?? 0, unit, language),
              received: formatQuantity(record.receivedQuantity, unit, language),
            })}
      </Text>
      {record.resolution && (
        <Text size="sm" c="dimmed">
          {t(`journeys.resolutions.${record.resolution}`)}
          {record.resolutionCause && ` — ${record.resolutionCause}`}
        </Text>
      )}
    </Stack>
  );
}

interface ResolveValues {
  resolution: DiscrepancyResolution | '';
  cause: string;
}

function ResolveForm({
  journeyId,
  record,
  onDone,
}: {
  journeyId: string;
  record: JourneyRecord;
  onDone: (banner: Banner) => void;
}) {
  const { t } = useTranslation();
  const action = useJourneyAction(journeyId);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ResolveValues>({
    initialValues: { resolution: '', cause: '' },
    // The cause by the shared schema; an unchosen resolution reads as "choose one", not as the enum's message.
    validate: (values) => ({
      ...validateWith(resolveDiscrepancyInput.pick({ cause: true }), t)(values),
      ...(values.resolution ? {} : { resolution: t('journeys.resolve.chooseResolution') }),
    }),
  });
  const submit = form.onSubmit(async ({ resolution, cause }) => {
    if (!resolution) return;
    setError(null);
    try {
      const answer = await action.mutateAsync({
        kind: 'resolve',
        wasteRecordId: record.id,
        resolution,
        cause,
      });
      onDone({ type: 'success', message: answer.message });
    } catch (failure) {
      form.setErrors(fieldErrors(failure));
      setError(errorMessage(failure, t));
    }
  });
  return (
    <Paper withBorder p="sm" component="form" onSubmit={submit} noValidate>
      <Stack gap="sm">
        <ShortRecord record={record} />
        <Radio.Group
          label={t('journeys.resolve.resolution')}
          withAsterisk
          {...form.getInputProps('resolution')}
        >
          <Stack gap={6} mt={6}>
            {DISCREPANCY_RESOLUTIONS.map((resolution) => (
              <Radio key={resolution} value={resolution} label={t(`journeys.resolutions.${resolution}`)} />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea
          label={t('journeys.resolve.cause')}
          withAsterisk
          autosize
          minRows={2}
          {...form.getInputProps('cause')}
        />
        {error && (
          <Text size="sm" c="red.8" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button type="submit" color="green" loading={action.isPending}>
            {t('journeys.resolve.submit', { number: record.transactionNumber })}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
