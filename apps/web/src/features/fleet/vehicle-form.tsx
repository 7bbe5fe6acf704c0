import { Button, Group, Modal, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Vehicle } from '@sirkula/domain/fleet/answers';
import { type NewVehicleInput, newVehicleInput, vehicleInput } from '@sirkula/domain/fleet/inputs';
import { VEHICLE_TYPES } from '@sirkula/domain/fleet/rules';
import { numberSeparators } from '@sirkula/domain/shared/format';
import { useTranslation } from 'react-i18next';
import { CompanyPicker } from '../../components/company-picker.tsx';
import { DateField } from '../../components/date-field.tsx';
import { NotificationBanner } from '../../components/notification-banner.tsx';
import { validateWith } from '../../lib/forms.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { useSubmission } from '../../lib/use-submission.ts';
import { useSaveVehicle, vehicleValues } from './api.ts';

export type VehicleTarget = { mode: 'create' } | { mode: 'edit'; vehicle: Vehicle };

/** The number box holds '' until something is typed; the shared schema then says what is wrong. */
type Values = Omit<NewVehicleInput, 'capacityKg'> & { capacityKg: number | string };

const EMPTY: Values = {
  companyId: '',
  plate: '',
  type: 'truck',
  capacityKg: '',
  b3PermitNumber: '',
  b3PermitExpiresOn: '',
  registrationExpiresOn: '',
  roadworthinessExpiresOn: '',
  active: true,
};

/** An empty box is 0 kilograms, which the schema refuses with the capacity's own message. */
function asInput(values: Values): NewVehicleInput {
  return { ...values, capacityKg: Number(values.capacityKg) };
}

/** Adding or editing a vehicle in a modal; the transporter is chosen only when it is added. */
export function VehicleFormModal({
  target,
  onClose,
  onSaved,
}: {
  target: VehicleTarget | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const { t } = useTranslation();
  const title =
    target?.mode === 'edit'
      ? t('fleet.vehicles.form.editTitle', { plate: target.vehicle.plate })
      : t('fleet.vehicles.form.createTitle');
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={title}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {target && <VehicleForm target={target} onCancel={onClose} onSaved={onSaved} />}
    </Modal>
  );
}

function VehicleForm({
  target,
  onCancel,
  onSaved,
}: {
  target: VehicleTarget;
  onCancel: () => void;
  onSaved: (message: string) => void;
}) {
  const { t } = useTranslation();
  const editing = target.mode === 'edit' ? target.vehicle : null;
  const save = useSaveVehicle();
  const check = validateWith(editing ? vehicleInput : newVehicleInput, t);
  const form = useForm<Values, NewVehicleInput>({
    initialValues: editing ? { ...vehicleValues(editing), companyId: editing.companyId } : EMPTY,
    validate: (values) => check(asInput(values)),
    transformValues: asInput,
  });
  const { busy, banner, run } = useSubmission({ setErrors: form.setErrors });

  const submit = form.onSubmit(async (values) => {
    const message = t(editing ? 'fleet.messages.vehicleSaved' : 'fleet.messages.vehicleCreated');
    const saved = await run(async () => {
      if (editing) {
        const { companyId: _companyId, ...input } = values;
        await save.mutateAsync({ id: editing.id, input });
      } else {
        await save.mutateAsync({ id: null, input: values });
      }
      return message;
    });
    if (saved) onSaved(message);
  });

  const field = (name: 'b3PermitExpiresOn' | 'registrationExpiresOn' | 'roadworthinessExpiresOn') => ({
    label: t(`fleet.vehicles.fields.${name}`),
    ...form.getInputProps(name),
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {banner?.type === 'error' && <NotificationBanner {...banner} />}
        {!editing && (
          <CompanyPicker
            label={t('fleet.vehicles.fields.company')}
            kind="partner"
            required
            {...form.getInputProps('companyId')}
            onChange={(companyId) => form.setFieldValue('companyId', companyId ?? '')}
          />
        )}
        <TextInput
          label={t('fleet.vehicles.fields.plate')}
          description={t('fleet.vehicles.form.plateDescription')}
          required
          autoComplete="off"
          {...form.getInputProps('plate')}
        />
        <Group grow align="flex-start" wrap="wrap">
          <Select
            label={t('fleet.vehicles.fields.type')}
            required
            allowDeselect={false}
            data={VEHICLE_TYPES.map((type) => ({ value: type, label: t(`fleet.vehicleTypes.${type}`) }))}
            {...form.getInputProps('type')}
          />
          <NumberInput
            label={t('fleet.vehicles.fields.capacityKg')}
            required
            min={1}
            step={500}
            {...numberSeparators(currentLanguage())}
            allowDecimal={false}
            {...form.getInputProps('capacityKg')}
          />
        </Group>
        <TextInput
          label={t('fleet.vehicles.fields.b3PermitNumber')}
          description={t('fleet.vehicles.form.optional')}
          autoComplete="off"
          {...form.getInputProps('b3PermitNumber')}
        />
        <DateField
          {...field('b3PermitExpiresOn')}
          description={t('fleet.vehicles.form.optional')}
          clearable
        />
        <DateField {...field('registrationExpiresOn')} required />
        <DateField
          {...field('roadworthinessExpiresOn')}
          description={t('fleet.vehicles.form.optional')}
          clearable
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" color="green" loading={busy}>
            {t(editing ? 'fleet.vehicles.form.save' : 'fleet.vehicles.form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
