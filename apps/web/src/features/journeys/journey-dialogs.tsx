import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { JourneyDetail, JourneyRecord } from '@sirkula/domain/journeys/answers';
import { cancelJourneyInput } from '@sirkula/domain/journeys/inputs';
import type { WasteSummary } from '@sirkula/domain/waste/answers';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Banner, NotificationBanner } from '../../components/notification-banner.tsx';
import { errorMessage, fieldErrors, validateWith } from '../../lib/forms.ts';
import type { JourneyAction } from './api.ts';
import { RecordChooser } from './record-chooser.tsx';
import { useJourneyAction } from './use-journey-action.ts';

export type JourneyDialog =
  | { kind: 'cancel' }
  | { kind: 'complete' }
  | { kind: 'add' }
  | { kind: 'remove'; record: JourneyRecord }
  | null;

interface Props {
  journey: JourneyDetail;
  dialog: JourneyDialog;
  onClose: () => void;
  /** The server's answer after a successful action, for the page to show. */
  onDone: (banner: Banner) => void;
}

/** The detail page's dialogs: every change that cannot be taken back is confirmed first. */
export function JourneyDialogs({ journey, dialog, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const common = { journey, onClose, onDone };
  return (
    <>
      <CancelDialog {...common} opened={dialog?.kind === 'cancel'} />
      <AddRecordsDialog {...common} opened={dialog?.kind === 'add'} />
      <ConfirmDialog
        {...common}
        opened={dialog?.kind === 'complete'}
        title={t('journeys.complete.title')}
        question={t('journeys.complete.question', { number: journey.number })}
        confirmLabel={t('journeys.complete.confirm')}
        action={{ kind: 'complete' }}
      />
      <ConfirmDialog
        {...common}
        opened={dialog?.kind === 'remove'}
        title={t('journeys.remove.title')}
        question={
          dialog?.kind === 'remove'
            ? t('journeys.remove.question', { number: dialog.record.transactionNumber })
            : ''
        }
        confirmLabel={t('journeys.remove.confirm')}
        danger
        action={dialog?.kind === 'remove' ? { kind: 'removeRecord', wasteRecordId: dialog.record.id } : null}
      />
    </>
  );
}

interface DialogProps {
  journey: JourneyDetail;
  opened: boolean;
  onClose: () => void;
  onDone: (banner: Banner) => void;
}

/** Runs one action; on success closes the dialog and hands the answer's message to the page. */
function useDialogAction(journey: JourneyDetail, onClose: () => void, onDone: (banner: Banner) => void) {
  const { t } = useTranslation();
  const mutation = useJourneyAction(journey.id);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onClose();
  };
  const run = async (action: JourneyAction): Promise<Record<string, string> | null> => {
    setError(null);
    try {
      const answer = await mutation.mutateAsync(action);
      close();
      onDone({ type: 'success', message: answer.message });
      return null;
    } catch (failure) {
      setError(errorMessage(failure, t));
      return fieldErrors(failure);
    }
  };
  return { run, close, error, busy: mutation.isPending };
}

interface ConfirmProps extends DialogProps {
  title: string;
  question: string;
  confirmLabel: string;
  danger?: boolean;
  action: JourneyAction | null;
}

function ConfirmDialog({
  journey,
  opened,
  onClose,
  onDone,
  title,
  question,
  confirmLabel,
  danger,
  action,
}: ConfirmProps) {
  const { t } = useTranslation();
  const { run, close, error, busy } = useDialogAction(journey, onClose, onDone);
  return (
    <Modal opened={opened} onClose={close} title={title} centered>
      <Stack gap="md">
        <Text>{question}</Text>
        {error && <NotificationBanner type="error" message={error} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button color={danger ? 'red' : 'green'} loading={busy} onClick={() => action && run(action)}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function CancelDialog({ journey, opened, onClose, onDone }: DialogProps) {
  const { t } = useTranslation();
  const form = useForm({ initialValues: { reason: '' }, validate: validateWith(cancelJourneyInput, t) });
  const { run, close, error, busy } = useDialogAction(journey, onClose, onDone);
  const closeAndReset = () => {
    form.reset();
    close();
  };
  const submit = form.onSubmit(async ({ reason }) => {
    const errors = await run({ kind: 'cancel', reason });
    if (errors) form.setErrors(errors);
    else form.reset();
  });
  return (
    <Modal opened={opened} onClose={closeAndReset} title={t('journeys.cancel.title')} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text>
            {t('journeys.cancel.question', { number: journey.number, count: journey.records.length })}
          </Text>
          <Textarea
            label={t('journeys.cancel.reason')}
            withAsterisk
            autosize
            minRows={3}
            data-autofocus
            {...form.getInputProps('reason')}
          />
          {error && <NotificationBanner type="error" message={error} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={closeAndReset}>
              {t('journeys.cancel.keep')}
            </Button>
            <Button type="submit" color="red" loading={busy}>
              {t('journeys.cancel.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function AddRecordsDialog({ journey, opened, onClose, onDone }: DialogProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<ReadonlyMap<string, WasteSummary>>(new Map());
  const { run, close, error, busy } = useDialogAction(journey, onClose, onDone);
  const closeAndReset = () => {
    setChosen(new Map());
    close();
  };
  const toggle = (record: WasteSummary, checked: boolean) => {
    const next = new Map(chosen);
    if (checked) next.set(record.id, record);
    else next.delete(record.id);
    setChosen(next);
  };
  const add = async () => {
    if (!(await run({ kind: 'addRecords', wasteRecordIds: [...chosen.keys()] }))) setChosen(new Map());
  };
  return (
    <Modal opened={opened} onClose={closeAndReset} title={t('journeys.add.title')} size="xl" centered>
      <Stack gap="md">
        <Text size="sm">{t('journeys.add.intro')}</Text>
        <RecordChooser chosen={chosen} onToggle={toggle} />
        {error && <NotificationBanner type="error" message={error} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={closeAndReset}>
            {t('common.cancel')}
          </Button>
          <Button color="green" loading={busy} disabled={chosen.size === 0} onClick={add}>
            {t('journeys.add.confirm', { count: chosen.size })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
