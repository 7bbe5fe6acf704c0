import { Button, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { unitLabelKey } from '@sirkula/domain/contracts/rules';
import type { JourneyDetail, JourneyRecord } from '@sirkula/domain/journeys/answers';
import { receiveInput } from '@sirkula/domain/journeys/inputs';
import { formatQuantity } from '@sirkula/domain/shared/format';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusFirstInvalid, validateWith } from '../../lib/forms.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { actionUrls } from './api.ts';
import { type SendResult, submitAction } from './outbox.ts';
import { PositionNote } from './position-note.tsx';
import { typedQuantity } from './quantity.ts';
import { QuantityDifference } from './quantity-difference.tsx';
import { positionFields, usePosition } from './use-position.ts';

const fields = receiveInput.pick({ quantity: true, note: true });

/** The receiver's count of one record on arrival, prefilled with what was picked up. */
export function ReceiveForm({
  journey,
  record,
  onResult,
}: {
  journey: JourneyDetail;
  record: JourneyRecord;
  onResult: (result: SendResult) => Promise<void>;
}) {
  const { t } = useTranslation();
  const position = usePosition();
  const formRef = useRef<HTMLFormElement>(null);
  const [busy, setBusy] = useState(false);
  const sent = record.sentQuantity ?? record.quantity;
  const form = useForm({
    initialValues: { quantity: String(sent), note: '' },
    validate: (values) => validateWith(fields, t)({ ...values, quantity: typedQuantity(values.quantity) }),
  });
  const unit = t(unitLabelKey(record.unit));

  async function submit(values: typeof form.values) {
    setBusy(true);
    try {
      const note = values.note.trim();
      const result = await submitAction({
        kind: 'receive',
        url: actionUrls.receive(journey.id, record.id),
        journeyId: journey.id,
        journeyNumber: journey.number,
        wasteRecordId: record.id,
        registrationNumber: record.registrationNumber,
        fields: {
          quantity: typedQuantity(values.quantity),
          ...(note && { note }),
          ...positionFields(position),
        },
        files: [],
      });
      await onResult(result);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={form.onSubmit(submit, () => setTimeout(() => focusFirstInvalid(formRef.current)))}
    >
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('handover.receive.title')}
        </Title>
        <Stack gap={4}>
          <TextInput
            label={t('handover.receive.quantity', { unit })}
            inputMode="decimal"
            size="md"
            withAsterisk
            {...form.getInputProps('quantity')}
          />
          <QuantityDifference
            typed={form.values.quantity}
            expected={sent}
            expectedText={t('handover.receive.expected', {
              quantity: formatQuantity(sent, unit, currentLanguage()),
            })}
            unitLabel={unit}
          />
        </Stack>
        <Textarea
          label={t('handover.receive.note')}
          autosize
          minRows={2}
          size="md"
          {...form.getInputProps('note')}
        />
        <PositionNote position={position} />
        <Button type="submit" size="lg" loading={busy} fullWidth>
          {t('handover.receive.submit')}
        </Button>
      </Stack>
    </form>
  );
}
