import { Checkbox, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type ReportType,
  type SubscriptionInput,
  subscribableTypes,
  subscriptionInput,
} from '@sirkula/domain/reports/rules';
import type { Language } from '@sirkula/domain/shared/languages';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFooter } from '../../components/form-footer.tsx';
import { FormModal } from '../../components/form-modal.tsx';
import { NotificationBanner } from '../../components/notification-banner.tsx';
import { focusFirstInvalid, validateWith } from '../../lib/forms.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { useSubmission } from '../../lib/use-submission.ts';
import { useSubscribe } from './api.ts';
import { LanguageChoice } from './language-choice.tsx';

interface Values {
  email: string;
  name: string;
  types: ReportType[];
  language: Language;
}

/**
 * Adds someone who receives a company's reports by e-mail (`companyId`), or, for staff with no
 * company chosen, the provider's; a company's recipients may receive only the reports about it.
 */
export function RecipientFormModal({
  opened,
  companyId,
  onClose,
  onAdded,
}: {
  opened: boolean;
  companyId: string | null;
  onClose: () => void;
  onAdded: (email: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <FormModal opened={opened} onClose={onClose} title={t('reports.recipients.form.title')}>
      {opened && <RecipientForm companyId={companyId} onCancel={onClose} onAdded={onAdded} />}
    </FormModal>
  );
}

function RecipientForm({
  companyId,
  onCancel,
  onAdded,
}: {
  companyId: string | null;
  onCancel: () => void;
  onAdded: (email: string) => void;
}) {
  const { t } = useTranslation();
  const subscribe = useSubscribe();
  const formRef = useRef<HTMLFormElement>(null);
  const allowed = subscribableTypes(companyId !== null);
  const asInput = (values: Values): SubscriptionInput => ({ ...values, companyId });
  const check = validateWith(subscriptionInput, t);
  const form = useForm<Values>({
    initialValues: { email: '', name: '', types: [...allowed], language: currentLanguage() },
    validate: (values) => check(asInput(values)),
  });
  const { busy, banner, run } = useSubmission({
    setErrors: (errors) => {
      form.setErrors(errors);
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
    },
    fallbackKey: 'reports.recipients.form.failed',
  });

  const submit = form.onSubmit(
    async (values) => {
      const added = await run(async () => {
        await subscribe.mutateAsync(asInput(values));
        return '';
      });
      if (added) onAdded(values.email.trim().toLowerCase());
    },
    () => requestAnimationFrame(() => focusFirstInvalid(formRef.current)),
  );

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="sm">
        {banner?.type === 'error' && <NotificationBanner {...banner} />}
        <TextInput
          label={t('reports.recipients.form.email')}
          type="email"
          required
          maxLength={254}
          autoComplete="off"
          data-autofocus
          {...form.getInputProps('email')}
        />
        <TextInput
          label={t('reports.recipients.form.name')}
          description={t('reports.recipients.form.nameHint')}
          maxLength={120}
          autoComplete="off"
          {...form.getInputProps('name')}
        />
        <Checkbox.Group label={t('reports.recipients.form.types')} required {...form.getInputProps('types')}>
          <Stack mt={6} gap={6}>
            {allowed.map((type) => (
              <Checkbox key={type} value={type} label={t(`reports.types.${type}`)} />
            ))}
          </Stack>
        </Checkbox.Group>
        <LanguageChoice label={t('reports.recipients.form.language')} {...form.getInputProps('language')} />
        <FormFooter submitLabel={t('reports.recipients.form.submit')} busy={busy} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
