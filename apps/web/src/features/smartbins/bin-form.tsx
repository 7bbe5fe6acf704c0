import { Button, Group, NumberInput, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { numberSeparators } from '@sirkula/domain/shared/format';
import type { Bin } from '@sirkula/domain/smartbins/answers';
import { DEVICE_MODELS } from '@sirkula/domain/smartbins/decoders';
import { BIN_COLOURS, BIN_TYPES, type BinInput, binInput } from '@sirkula/domain/smartbins/inputs';
import { DEFAULT_THRESHOLDS } from '@sirkula/domain/smartbins/rules';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CompanyPicker } from '../../components/company-picker.tsx';
import { FormModal } from '../../components/form-modal.tsx';
import { PlacePicker } from '../../components/map/place-picker.tsx';
import { NotificationBanner } from '../../components/notification-banner.tsx';
import { validateWith } from '../../lib/forms.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { useSubmission } from '../../lib/use-submission.ts';
import { binContractsQuery, binDefaultsQuery, useSaveBin } from './api.ts';

export type BinTarget = { mode: 'create' } | { mode: 'edit'; bin: Bin };

/** Numbers stay '' until typed, as Mantine's number box holds them. */
type Blank<T> = { [Key in keyof T]: T[Key] extends number | null | undefined ? number | string : T[Key] };
type Values = Blank<Required<BinInput>>;

const NUMBERS = [
  'capacityLitres',
  'heightCm',
  'expectedIntervalMinutes',
  'fullPercent',
  'fireC',
  'tiltDeg',
  'lowBatteryPercent',
  'latitude',
  'longitude',
] as const;

const EMPTY: Values = {
  companyId: '',
  contractId: null,
  label: '',
  brand: '',
  type: 'wheelie',
  colour: 'green',
  capacityLitres: 240,
  heightCm: 100,
  hasSensor: true,
  sensorBrand: '',
  deviceModel: null,
  imei: '',
  devEui: '',
  ipAddress: '',
  expectedIntervalMinutes: 60,
  fullPercent: '',
  fireC: '',
  tiltDeg: '',
  lowBatteryPercent: '',
  address: '',
  latitude: '',
  longitude: '',
};

function valuesOf(bin: Bin): Values {
  return {
    companyId: bin.companyId,
    contractId: bin.contractId,
    label: bin.label,
    brand: bin.brand,
    type: bin.type,
    colour: bin.colour,
    capacityLitres: bin.capacityLitres,
    heightCm: bin.heightCm,
    hasSensor: bin.hasSensor,
    sensorBrand: bin.sensorBrand ?? '',
    deviceModel: bin.deviceModel,
    imei: bin.imei ?? '',
    devEui: bin.devEui ?? '',
    ipAddress: bin.ipAddress ?? '',
    expectedIntervalMinutes: bin.expectedIntervalMinutes,
    fullPercent: bin.ownThresholds.fullPercent ?? '',
    fireC: bin.ownThresholds.fireC ?? '',
    tiltDeg: bin.ownThresholds.tiltDeg ?? '',
    lowBatteryPercent: bin.ownThresholds.lowBatteryPercent ?? '',
    address: bin.address ?? '',
    latitude: bin.latitude ?? '',
    longitude: bin.longitude ?? '',
  };
}

function asInput(values: Values): BinInput {
  const input = { ...values } as Record<string, unknown>;
  for (const name of NUMBERS) input[name] = values[name] === '' ? null : Number(values[name]);
  // A bin without a sensor keeps no sensor identity.
  if (!values.hasSensor)
    Object.assign(input, { sensorBrand: null, deviceModel: null, imei: null, devEui: null });
  return input as BinInput;
}

/** Placing or changing a bin, with its sensor and its place on the map, in a modal. */
export function BinFormModal({
  target,
  onClose,
  onSaved,
}: {
  target: BinTarget | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const { t } = useTranslation();
  const title =
    target?.mode === 'edit' ? t('smartbins.form.editTitle', { label: target.bin.label }) : t('smartbins.add');
  return (
    <FormModal opened={target !== null} onClose={onClose} title={title} size="xl">
      {target && <BinForm target={target} onCancel={onClose} onSaved={onSaved} />}
    </FormModal>
  );
}

function BinForm({
  target,
  onCancel,
  onSaved,
}: {
  target: BinTarget;
  onCancel: () => void;
  onSaved: (message: string) => void;
}) {
  const { t } = useTranslation();
  const editing = target.mode === 'edit' ? target.bin : null;
  const save = useSaveBin();
  const check = validateWith(binInput, t);
  const form = useForm<Values, BinInput>({
    initialValues: editing ? valuesOf(editing) : EMPTY,
    validate: (values) => check(asInput(values)),
    transformValues: asInput,
  });
  const { busy, banner, run } = useSubmission({
    setErrors: form.setErrors,
    fallbackKey: editing ? 'smartbins.errors.updateFailed' : 'smartbins.errors.createFailed',
  });
  const separators = numberSeparators(currentLanguage());

  const submit = form.onSubmit(async (input) => {
    const message = t(editing ? 'smartbins.form.changed' : 'smartbins.form.created', { label: input.label });
    const saved = await run(async () => {
      await save.mutateAsync({ id: editing?.id ?? null, input });
      return message;
    });
    if (saved) onSaved(message);
  });

  const number = (
    name: (typeof NUMBERS)[number],
    extra: { required?: boolean; placeholder?: string } = {},
  ) => (
    <NumberInput
      label={t(`smartbins.fields.${name}`)}
      allowDecimal={false}
      {...separators}
      {...extra}
      {...form.getInputProps(name)}
    />
  );
  const { latitude, longitude, hasSensor, companyId } = form.values;
  const contracts = useQuery(binContractsQuery(companyId));
  const defaults = useQuery(binDefaultsQuery()).data ?? DEFAULT_THRESHOLDS;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {banner?.type === 'error' && <NotificationBanner {...banner} />}
        <CompanyPicker
          label={t('smartbins.fields.companyId')}
          kind="customer"
          required
          selectedName={editing?.companyName}
          {...form.getInputProps('companyId')}
          onChange={(chosen) => {
            form.setFieldValue('companyId', chosen ?? '');
            form.setFieldValue('contractId', null);
          }}
        />
        <Select
          label={t('smartbins.fields.contractId')}
          description={t('smartbins.form.contractHint')}
          clearable
          disabled={companyId === ''}
          data={(contracts.data?.items ?? []).map((contract) => ({
            value: contract.id,
            label: contract.number,
          }))}
          {...form.getInputProps('contractId')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('smartbins.fields.label')} required {...form.getInputProps('label')} />
          <TextInput label={t('smartbins.fields.brand')} required {...form.getInputProps('brand')} />
          <Select
            label={t('smartbins.fields.type')}
            required
            allowDeselect={false}
            data={BIN_TYPES.map((type) => ({ value: type, label: t(`smartbins.types.${type}`) }))}
            {...form.getInputProps('type')}
          />
          <Select
            label={t('smartbins.fields.colour')}
            required
            allowDeselect={false}
            data={BIN_COLOURS.map((colour) => ({ value: colour, label: t(`smartbins.colours.${colour}`) }))}
            {...form.getInputProps('colour')}
          />
          {number('capacityLitres', { required: true })}
          {number('heightCm', { required: true })}
        </SimpleGrid>
        <Switch
          label={t('smartbins.fields.hasSensor')}
          {...form.getInputProps('hasSensor', { type: 'checkbox' })}
        />
        {hasSensor && (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('smartbins.fields.deviceModel')}
              clearable
              data={DEVICE_MODELS.map((model) => ({
                value: model,
                label: t(`smartbins.deviceModels.${model}`),
              }))}
              {...form.getInputProps('deviceModel')}
            />
            <TextInput label={t('smartbins.fields.sensorBrand')} {...form.getInputProps('sensorBrand')} />
            <TextInput
              label={t('smartbins.fields.devEui')}
              autoComplete="off"
              {...form.getInputProps('devEui')}
            />
            <TextInput
              label={t('smartbins.fields.imei')}
              autoComplete="off"
              {...form.getInputProps('imei')}
            />
            <TextInput
              label={t('smartbins.fields.ipAddress')}
              autoComplete="off"
              {...form.getInputProps('ipAddress')}
            />
            {number('expectedIntervalMinutes', { required: true })}
            {number('fullPercent', { placeholder: String(defaults.fullPercent) })}
            {number('fireC', { placeholder: String(defaults.fireC) })}
            {number('tiltDeg', { placeholder: String(defaults.tiltDeg) })}
            {number('lowBatteryPercent', { placeholder: String(defaults.lowBatteryPercent) })}
          </SimpleGrid>
        )}
        <TextInput label={t('smartbins.fields.address')} {...form.getInputProps('address')} />
        <PlacePicker
          label={t('smartbins.form.place')}
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
            {t('smartbins.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
