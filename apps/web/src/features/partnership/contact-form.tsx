import { Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ContactLeadInput } from '@sirkula/domain/partnership/rules';
import { useTranslation } from 'react-i18next';
import { lazySchema } from '../../lib/forms.ts';
import { sendContact } from './api.ts';
import { LeadFormFrame } from './lead-form-frame.tsx';
import { useLeadSubmission } from './use-lead-submission.ts';

// The schema (and zod) arrive once the visitor starts on the form, not with the page.
const contactSchema = lazySchema(() =>
  import('@sirkula/domain/partnership/rules').then((m) => m.contactLeadInput),
);

const EMPTY: ContactLeadInput = { name: '', company: '', email: '', phone: '', message: '', captcha: '' };

/** The contact form: it lands as a lead in staff's queue; a thank-you replaces it once sent. */
export function ContactForm() {
  const { t } = useTranslation();
  const form = useForm<ContactLeadInput>({ initialValues: EMPTY, validate: contactSchema.validator(t) });
  const lead = useLeadSubmission(form, sendContact);
  const submit = contactSchema.submitWhenLoaded(form.onSubmit(lead.submit));

  return (
    <LeadFormFrame
      section="contact"
      lead={lead}
      onSubmit={submit}
      captchaError={form.errors.captcha as string | undefined}
    >
      <TextInput
        label={t('partnership.contact.name')}
        autoComplete="name"
        required
        {...form.getInputProps('name')}
      />
      <TextInput
        label={t('partnership.contact.company')}
        autoComplete="organization"
        {...form.getInputProps('company')}
      />
      <TextInput
        label={t('partnership.contact.yourEmail')}
        type="email"
        autoComplete="email"
        required
        {...form.getInputProps('email')}
      />
      <TextInput
        label={t('partnership.contact.yourPhone')}
        type="tel"
        autoComplete="tel"
        {...form.getInputProps('phone')}
      />
      <Textarea
        label={t('partnership.contact.message')}
        autosize
        minRows={4}
        maxRows={12}
        required
        {...form.getInputProps('message')}
      />
    </LeadFormFrame>
  );
}
