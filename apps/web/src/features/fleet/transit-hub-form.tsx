import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { TransitHub } from '@sirkula/domain/fleet/answers';
import { type TransitHubInput, transitHubInput } from '@sirkula/domain/fleet/inputs';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../components/form-modal.tsx';
import { PlacePicker } from '../../components/map/place-picker.tsx';
import { NotificationBanner } from '../../components/notification-banner.tsx';
import { validateWith } from '../../lib/forms.ts';
import { useSubmission } from '../../lib/use-submission.ts';
import { useSaveTransitHub } from './api.ts';

export type TransitHubTarget = { mode: 'create' } | { mode: 'edit'; hub: TransitHub };

/** Coordinates stay '' until typed, as Mantine's number box holds them. */
type Values = Omit<TransitHubInput, 'latitude' | 'longitude'> & {
  latitude: number | string;
  longitude: number | string;
};

const EMPTY: Values = { name: '', address: '', city: '', latitude: '', longitude: '' };

function asInput(values: Values): TransitHubInput {
  const coordinate = (value: number | string) => (value === '' ? null : Number(value));
  return { ...values, latitude: coordinate(values.latitude), longitude: coordinate(values.longitude) };
}

/** Adding or editing a transit hub, with its place on the map, in a modal. */
export function TransitHubFormModal({
  target,
  onClose,
  onSaved,
}: {
  target: TransitHubTarget | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const { t } = useTranslation();
  const title =
    target?.mode === 'edit'
      ? t('fleet.transitHubs.editTitle', { name: target.hub.name })
      : t('fleet.transitHubs.add');
  return (
    <FormModal opened={target !== null} onClose={onClose} title={title} size="lg">
      {target && <TransitHubForm target={target} onCancel={onClose} onSaved={onSaved} />}
    </FormModal>
  );
}

function TransitHubForm({
  target,
  onCancel,
  onSaved,
}: {
  target: TransitHubTarget;
  onCancel: () => void;
  onSaved: (message: string) => void;
}) {
  const { t } = useTranslation();
  const editing = target.mode === 'edit' ? target.hub : null;
  const save = useSaveTransitHub();
  const check = validateWith(transitHubInput, t);
  const form = useForm<Values, TransitHubInput>({
    initialValues: editing
      ? {
          name: editing.name,
          address: editing.address,
          city: editing.city,
          latitude: editing.latitude ?? '',
          longitude: editing.longitude ?? '',
        }
      : EMPTY,
    validate: (values) => check(asInput(values)),
    transformValues: asInput,
  });
  const { busy, banner, run } = useSubmission({ setErrors: form.setErrors });

  const submit = form.onSubmit(async (input) => {
    const message = t(editing ? 'fleet.transitHubs.changed' : 'fleet.transitHubs.created', {
      name: input.name,
    });
    const saved = await run(async () => {
      await save.mutateAsync({ id: editing?.id ?? null, input });
      return message;
    });
    if (saved) onSaved(message);
  });

  const { latitude, longitude } = form.values;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {banner?.type === 'error' && <NotificationBanner {...banner} />}
        <TextInput label={t('fleet.transitHubs.name')} required {...form.getInputProps('name')} />
        <TextInput label={t('fleet.transitHubs.address')} required {...form.getInputProps('address')} />
        <TextInput label={t('fleet.transitHubs.city')} required {...form.getInputProps('city')} />
        <PlacePicker
          label={t('fleet.transitHubs.place')}
          value={
            latitude === '' || longitude === ''
              ? null
              : { latitude: Number(latitude), longitude: Number(longitude) }
          }
          onChange={(place) =>
            form.setValues({ latitude: place?.latitude ?? '', longitude: place?.longitude ?? '' })
          }
          errors={{
            latitude: form.errors.latitude as string | undefined,
            longitude: form.errors.longitude as string | undefined,
          }}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" color="green" loading={busy}>
            {t('fleet.transitHubs.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
