import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Driver } from '@sirkula/domain/fleet/answers';
import { driverInput, type NewDriverInput, newDriverInput } from '@sirkula/domain/fleet/inputs';
import { LICENCE_CLASSES } from '@sirkula/domain/fleet/rules';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CompanyPicker } from '../../components/company-picker.tsx';
import { DateField } from '../../components/date-field.tsx';
import { NotificationBanner } from '../../components/notification-banner.tsx';
import { validateWith } from '../../lib/forms.ts';
import { useSubmission } from '../../lib/use-submission.ts';
import { driverValues, partnerAccountsQuery, useSaveDriver } from './api.ts';

export type DriverTarget = { mode: 'create' } | { mode: 'edit'; driver: Driver };

const EMPTY: NewDriverInput = {
  companyId: '',
  name: '',
  phone: '',
  licenceNumber: '',
  licenceClass: 'B2Umum',
  licenceExpiresOn: '',
  b3TrainingExpiresOn: '',
  userId: null,
  active: true,
};

/** Adding or editing a driver in a modal; the transporter is chosen only when the driver is added. */
export function DriverFormModal({
  target,
  onClose,
  onSaved,
}: {
  target: DriverTarget | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const { t } = useTranslation();
  const title =
    target?.mode === 'edit'
      ? t('fleet.drivers.form.editTitle', { name: target.driver.name })
      : t('fleet.drivers.form.createTitle');
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={title}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {target && <DriverForm target={target} onCancel={onClose} onSaved={onSaved} />}
    </Modal>
  );
}

/** The transporter's partner accounts, by name and e-mail address, for the driver's phone. */
function AccountSelect({
  companyId,
  ...props
}: {
  companyId: string;
  value: string | null;
  onChange: (userId: string | null) => void;
  error?: ReactNode;
}) {
  const { t } = useTranslation();
  const accounts = useQuery({ ...partnerAccountsQuery(companyId), enabled: companyId !== '' });
  const data = (accounts.data?.items ?? []).map((user) => ({
    value: user.id,
    label: `${user.name} · ${user.email}`,
  }));
  return (
    <Select
      label={t('fleet.drivers.fields.userId')}
      description={
        companyId ? t('fleet.drivers.form.userDescription') : t('fleet.drivers.form.chooseCompanyFirst')
      }
      placeholder={t('fleet.drivers.form.userPlaceholder')}
      disabled={companyId === ''}
      clearable
      searchable
      data={data}
      nothingFoundMessage={accounts.isFetching ? t('common.loading') : undefined}
      {...props}
    />
  );
}

function DriverForm({
  target,
  onCancel,
  onSaved,
}: {
  target: DriverTarget;
  onCancel: () => void;
  onSaved: (message: string) => void;
}) {
  const { t } = useTranslation();
  const editing = target.mode === 'edit' ? target.driver : null;
  const save = useSaveDriver();
  const form = useForm<NewDriverInput>({
    initialValues: editing ? { ...driverValues(editing), companyId: editing.companyId } : EMPTY,
    validate: validateWith(editing ? driverInput : newDriverInput, t),
  });
  const { busy, banner, run } = useSubmission({ setErrors: form.setErrors });

  const submit = form.onSubmit(async (values) => {
    const message = t(editing ? 'fleet.messages.driverSaved' : 'fleet.messages.driverCreated');
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

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {banner?.type === 'error' && <NotificationBanner {...banner} />}
        {!editing && (
          <CompanyPicker
            label={t('fleet.drivers.fields.company')}
            kind="partner"
            required
            {...form.getInputProps('companyId')}
            onChange={(companyId) => {
              form.setFieldValue('companyId', companyId ?? '');
              // An account belongs to one company: another company's choice would be refused.
              form.setFieldValue('userId', null);
            }}
          />
        )}
        <TextInput
          label={t('fleet.drivers.fields.name')}
          required
          autoComplete="off"
          {...form.getInputProps('name')}
        />
        <TextInput
          label={t('fleet.drivers.fields.phone')}
          type="tel"
          required
          autoComplete="off"
          {...form.getInputProps('phone')}
        />
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            label={t('fleet.drivers.fields.licenceNumber')}
            required
            autoComplete="off"
            {...form.getInputProps('licenceNumber')}
          />
          <Select
            label={t('fleet.drivers.fields.licenceClass')}
            required
            allowDeselect={false}
            data={LICENCE_CLASSES.map((value) => ({ value, label: t(`fleet.licenceClasses.${value}`) }))}
            {...form.getInputProps('licenceClass')}
          />
        </Group>
        <DateField
          label={t('fleet.drivers.fields.licenceExpiresOn')}
          required
          {...form.getInputProps('licenceExpiresOn')}
        />
        <DateField
          label={t('fleet.drivers.fields.b3TrainingExpiresOn')}
          description={t('fleet.drivers.form.optional')}
          clearable
          {...form.getInputProps('b3TrainingExpiresOn')}
        />
        <AccountSelect
          companyId={form.values.companyId}
          value={form.values.userId ?? null}
          onChange={(userId) => form.setFieldValue('userId', userId)}
          error={form.errors.userId}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" color="green" loading={busy}>
            {t(editing ? 'fleet.drivers.form.save' : 'fleet.drivers.form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
