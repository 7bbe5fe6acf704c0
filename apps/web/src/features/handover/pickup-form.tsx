import { Button, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { unitLabelKey } from '@sirkula/domain/contracts/rules';
import type { JourneyDetail, JourneyRecord } from '@sirkula/domain/journeys/answers';
import { pickupHandoverFields } from '@sirkula/domain/journeys/inputs';
import { formatQuantity } from '@sirkula/domain/shared/format';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusFirstInvalid, validateWith } from '../../lib/forms.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { actionUrls } from './api.ts';
import { type SendResult, submitAction } from './outbox.ts';
import { type Photo, PhotoPicker } from './photo-picker.tsx';
import { PositionNote } from './position-note.tsx';
import { typedQuantity } from './quantity.ts';
import { QuantityDifference } from './quantity-difference.tsx';
import { SignaturePad, signaturePng } from './signature-pad.tsx';
import { positionFields, usePosition } from './use-position.ts';

const textFields = pickupHandoverFields.pick({ quantity: true, personInCharge: true });

/**
 * The driver's pickup: weighed quantity, photos, the customer's person in charge and their signature,
 * with the phone's position and time. Sent at once, or kept on the phone until there is signal.
 */
export function PickupForm({
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
  const canvas = useRef<HTMLCanvasElement>(null);
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [signed, setSigned] = useState(false);
  const [busy, setBusy] = useState(false);
  const form = useForm({
    initialValues: { quantity: '', personInCharge: '' },
    validate: (values) => ({
      ...validateWith(textFields, t)({ ...values, quantity: typedQuantity(values.quantity) }),
      ...(photos.length === 0 && { photos: t('journeys.errors.photosRequired') }),
      ...(!signed && { signature: t('journeys.errors.signatureRequired') }),
    }),
  });
  const unit = t(unitLabelKey(record.unit));

  async function submit(values: typeof form.values) {
    const signature = canvas.current && (await signaturePng(canvas.current));
    if (!signature) return;
    setBusy(true);
    try {
      const result = await submitAction({
        kind: 'pickUp',
        url: actionUrls.pickUp(journey.id, record.id),
        journeyId: journey.id,
        journeyNumber: journey.number,
        wasteRecordId: record.id,
        registrationNumber: record.registrationNumber,
        fields: {
          quantity: typedQuantity(values.quantity),
          personInCharge: values.personInCharge.trim(),
          ...positionFields(position),
        },
        files: [
          { field: 'signature', name: 'signature.png', blob: signature },
          ...photos.map((photo, index) => ({
            field: 'photos',
            name: `photo-${index + 1}.jpg`,
            blob: photo.blob,
          })),
        ],
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
          {t('handover.pickup.title')}
        </Title>
        <Stack gap={4}>
          <TextInput
            label={t('handover.pickup.quantity', { unit })}
            inputMode="decimal"
            size="md"
            withAsterisk
            {...form.getInputProps('quantity')}
          />
          <QuantityDifference
            typed={form.values.quantity}
            expected={record.quantity}
            expectedText={t('handover.pickup.expected', {
              quantity: formatQuantity(record.quantity, unit, currentLanguage()),
            })}
            unitLabel={unit}
          />
        </Stack>
        <PhotoPicker
          photos={photos}
          onChange={(next) => {
            setPhotos(next);
            if (next.length > 0) form.clearFieldError('photos');
          }}
          error={form.errors.photos}
        />
        <TextInput
          label={t('handover.pickup.personInCharge')}
          autoComplete="name"
          size="md"
          withAsterisk
          {...form.getInputProps('personInCharge')}
        />
        <SignaturePad
          canvasRef={canvas}
          onInkChange={(ink) => {
            setSigned(ink);
            if (ink) form.clearFieldError('signature');
          }}
          error={form.errors.signature}
        />
        <PositionNote position={position} />
        <Button type="submit" size="lg" loading={busy} fullWidth>
          {t('handover.pickup.submit')}
        </Button>
      </Stack>
    </form>
  );
}
