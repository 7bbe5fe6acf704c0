import { NumberInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Scheduler } from '@sirkula/domain/schedulers/answers';
import { describeCron, isValidCron } from '@sirkula/domain/schedulers/cron';
import { MAX_RETRY_LIMIT, type SchedulerInput, schedulerInput } from '@sirkula/domain/schedulers/inputs';
import { useTranslation } from 'react-i18next';
import { FormFooter } from '../../components/form-footer.tsx';
import { FormModal } from '../../components/form-modal.tsx';
import { NotificationBanner } from '../../components/notification-banner.tsx';
import { validateWith } from '../../lib/forms.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { useSubmission } from '../../lib/use-submission.ts';
import { useSaveScheduler } from './api.ts';
import { useJobTexts } from './run-facts.tsx';

/** The retries stay '' while the box is emptied, as Mantine's number box holds them. */
interface Values {
  cron: string;
  retryLimit: number | string;
}

/** An emptied retries box is no number at all, not the 0 that coercing '' would make of it. */
function asInput(values: Values): SchedulerInput {
  return {
    cron: values.cron.trim(),
    retryLimit: values.retryLimit === '' ? undefined : Number(values.retryLimit),
  };
}

/** Changing how often a scheduler runs and how often a failed run is tried again, in a modal. */
export function SchedulerFormModal({
  scheduler,
  onClose,
  onSaved,
}: {
  scheduler: Scheduler | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const { t } = useTranslation();
  const { nameOf } = useJobTexts();
  return (
    <FormModal
      opened={scheduler !== null}
      onClose={onClose}
      title={t('schedulers.form.title', { name: scheduler ? nameOf(scheduler.code) : '' })}
    >
      {scheduler && <SchedulerForm scheduler={scheduler} onCancel={onClose} onSaved={onSaved} />}
    </FormModal>
  );
}

function SchedulerForm({
  scheduler,
  onCancel,
  onSaved,
}: {
  scheduler: Scheduler;
  onCancel: () => void;
  onSaved: (message: string) => void;
}) {
  const { t } = useTranslation();
  const { nameOf } = useJobTexts();
  const save = useSaveScheduler();
  const check = validateWith(schedulerInput, t);
  const form = useForm<Values, SchedulerInput>({
    initialValues: { cron: scheduler.cron, retryLimit: scheduler.retryLimit },
    validate: (values) => check(asInput(values)),
    validateInputOnChange: ['cron'],
    transformValues: asInput,
  });
  const { busy, banner, run } = useSubmission({
    setErrors: form.setErrors,
    fallbackKey: 'schedulers.errors.saveFailed',
  });

  const submit = form.onSubmit(async (input) => {
    const message = t('schedulers.messages.saved', { name: nameOf(scheduler.code) });
    const saved = await run(async () => {
      await save.mutateAsync({ code: scheduler.code, input });
      return message;
    });
    if (saved) onSaved(message);
  });

  const cron = form.values.cron.trim();
  // The words for what is typed so far, as soon as it is a whole expression.
  const preview = isValidCron(cron)
    ? t('schedulers.form.preview', { frequency: describeCron(cron, currentLanguage()) })
    : t('schedulers.form.cronHint');

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {banner?.type === 'error' && <NotificationBanner {...banner} />}
        <TextInput
          label={t('schedulers.fields.cron')}
          description={preview}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          required
          maxLength={120}
          autoComplete="off"
          spellCheck={false}
          data-autofocus
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          {...form.getInputProps('cron')}
        />
        <NumberInput
          label={t('schedulers.fields.retryLimit')}
          description={t('schedulers.form.retryHint', { max: MAX_RETRY_LIMIT })}
          required
          min={0}
          max={MAX_RETRY_LIMIT}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('retryLimit')}
        />
        <FormFooter submitLabel={t('common.save')} busy={busy} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
