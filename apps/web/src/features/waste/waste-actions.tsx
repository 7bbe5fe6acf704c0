import { Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { formatDate } from '@sirkula/domain/shared/format';
import { toLanguage } from '@sirkula/domain/shared/languages';
import type { WasteDetail } from '@sirkula/domain/waste/answers';
import {
  cancelWasteInput,
  earliestPickupDate,
  rescheduleInput,
  TIME_WINDOWS,
} from '@sirkula/domain/waste/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../components/date-field.tsx';
import { type Banner, NotificationBanner } from '../../components/notification-banner.tsx';
import { errorMessage, fieldErrors, validateWith } from '../../lib/forms.ts';
import type { TimeWindow } from './api.ts';
import { isTimeWindow } from './pickup-form-values.ts';
import { useWasteAction } from './use-waste-action.ts';

export type WasteDialog = 'cancel' | 'confirm' | 'reschedule' | null;

interface Props {
  record: WasteDetail;
  dialog: WasteDialog;
  onClose: () => void;
  /** The server's answer after a successful action, for the page to show. */
  onDone: (banner: Banner) => void;
}

/** The detail page's dialogs: cancel (with a reason), confirm and reschedule (internal staff). */
export function WasteDialogs({ record, dialog, onClose, onDone }: Props) {
  return (
    <>
      <CancelDialog record={record} opened={dialog === 'cancel'} onClose={onClose} onDone={onDone} />
      <ConfirmDialog record={record} opened={dialog === 'confirm'} onClose={onClose} onDone={onDone} />
      <RescheduleDialog record={record} opened={dialog === 'reschedule'} onClose={onClose} onDone={onDone} />
    </>
  );
}

interface DialogProps {
  record: WasteDetail;
  opened: boolean;
  onClose: () => void;
  onDone: (banner: Banner) => void;
}

function CancelDialog({ record, opened, onClose, onDone }: DialogProps) {
  const { t } = useTranslation();
  const action = useWasteAction(record.id);
  const [error, setError] = useState<string | null>(null);
  const form = useForm({ initialValues: { reason: '' }, validate: validateWith(cancelWasteInput, t) });
  const close = () => {
    form.reset();
    setError(null);
    onClose();
  };
  const submit = form.onSubmit(async ({ reason }) => {
    setError(null);
    try {
      const answer = await action.mutateAsync({ kind: 'cancel', reason });
      close();
      onDone({ type: 'success', message: answer.message });
    } catch (failure) {
      form.setErrors(fieldErrors(failure));
      setError(errorMessage(failure, t, 'waste.errors.cancelFailed'));
    }
  });
  return (
    <Modal opened={opened} onClose={close} title={t('waste.cancel.title')} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text>{t('waste.cancel.question', { number: record.transactionNumber })}</Text>
          <Textarea
            label={t('waste.cancel.reason')}
            withAsterisk
            autosize
            minRows={3}
            data-autofocus
            {...form.getInputProps('reason')}
          />
          {error && <NotificationBanner type="error" message={error} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('waste.cancel.keep')}
            </Button>
            <Button type="submit" color="red" loading={action.isPending}>
              {t('waste.cancel.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function ConfirmDialog({ record, opened, onClose, onDone }: DialogProps) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage);
  const action = useWasteAction(record.id);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onClose();
  };
  const confirm = async () => {
    setError(null);
    try {
      const answer = await action.mutateAsync({ kind: 'confirm' });
      close();
      onDone({ type: 'success', message: answer.message });
    } catch (failure) {
      setError(errorMessage(failure, t));
    }
  };
  return (
    <Modal opened={opened} onClose={close} title={t('waste.confirmPickup.title')} centered>
      <Stack gap="md">
        <Text>
          {t('waste.confirmPickup.question', {
            number: record.transactionNumber,
            date: record.requestedPickupDate ? formatDate(record.requestedPickupDate, language) : '—',
            window: t(`waste.timeWindows.${record.timeWindow}`),
          })}
        </Text>
        {error && <NotificationBanner type="error" message={error} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button color="green" loading={action.isPending} onClick={confirm}>
            {t('waste.confirmPickup.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

interface RescheduleValues {
  requestedPickupDate: string;
  timeWindow: TimeWindow;
  message: string;
}

function RescheduleDialog({ record, opened, onClose, onDone }: DialogProps) {
  const { t } = useTranslation();
  const action = useWasteAction(record.id);
  const [error, setError] = useState<string | null>(null);
  const initialValues: RescheduleValues = {
    requestedPickupDate: record.requestedPickupDate ?? '',
    timeWindow: record.timeWindow,
    message: '',
  };
  const form = useForm<RescheduleValues>({ initialValues, validate: validateWith(rescheduleInput, t) });
  const close = () => {
    form.setValues(initialValues);
    form.clearErrors();
    setError(null);
    onClose();
  };
  const submit = form.onSubmit(async (values) => {
    setError(null);
    try {
      const answer = await action.mutateAsync({ kind: 'reschedule', input: values });
      close();
      onDone({ type: 'success', message: answer.message });
    } catch (failure) {
      form.setErrors(fieldErrors(failure));
      setError(errorMessage(failure, t));
    }
  });
  return (
    <Modal opened={opened} onClose={close} title={t('waste.reschedule.title')} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('waste.reschedule.intro')}</Text>
          <DateField
            label={t('waste.reschedule.date')}
            withAsterisk
            minDate={earliestPickupDate(new Date())}
            {...form.getInputProps('requestedPickupDate')}
          />
          <Radio.Group
            label={t('waste.fields.timeWindow')}
            withAsterisk
            {...form.getInputProps('timeWindow')}
            onChange={(value) => isTimeWindow(value) && form.setFieldValue('timeWindow', value)}
          >
            <Group mt={8}>
              {TIME_WINDOWS.map((window) => (
                <Radio key={window} value={window} label={t(`waste.timeWindows.${window}`)} />
              ))}
            </Group>
          </Radio.Group>
          <Textarea
            label={t('waste.reschedule.message')}
            withAsterisk
            autosize
            minRows={3}
            {...form.getInputProps('message')}
          />
          {error && <NotificationBanner type="error" message={error} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color="green" loading={action.isPending}>
              {t('waste.reschedule.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
