import { Button, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ContactLeadInput } from '@sirkula/domain/partnership/rules';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NotificationBanner } from '../../components/notification-banner.tsx';
import { SecurityCheck } from '../../components/security-check.tsx';
import { fieldErrors, lazySchema } from '../../lib/forms.ts';
import { captchaUrl, sendContact } from './api.ts';

// The schema (and zod) arrive once the visitor starts on the form, not with the page.
const contactSchema = lazySchema(() =>
  import('@sirkula/domain/partnership/rules').then((m) => m.contactLeadInput),
);

const EMPTY: ContactLeadInput = { name: '', company: '', email: '', phone: '', message: '', captcha: '' };

/** The contact form: it lands as a lead in staff's queue; a thank-you replaces it once sent. */
export function ContactForm() {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  // A solved check is used once: a new widget for each attempt.
  const [attempt, setAttempt] = useState(0);
  const form = useForm<ContactLeadInput>({ initialValues: EMPTY, validate: contactSchema.validator(t) });
  const setCaptcha = useCallback(
    (payload: string) => form.setFieldValue('captcha', payload),
    [form.setFieldValue],
  );

  const submit = contactSchema.submitWhenLoaded(
    form.onSubmit(async (values) => {
      setBusy(true);
      setFailed(false);
      try {
        await sendContact(values);
        setSentTo(values.email.trim());
        form.reset();
      } catch (error) {
        form.setErrors(fieldErrors(error));
        form.setFieldValue('captcha', '');
        setAttempt((count) => count + 1);
        setFailed(true);
      } finally {
        setBusy(false);
      }
    }),
  );

  if (sentTo) {
    return (
      <Stack gap="sm" role="status">
        <Title order={2} size="h3">
          {t('partnership.contact.thanksTitle')}
        </Title>
        <Text>{t('partnership.contact.thanks', { email: sentTo })}</Text>
        <div>
          <Button variant="default" onClick={() => setSentTo(null)}>
            {t('partnership.contact.sendAnother')}
          </Button>
        </div>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('partnership.contact.form')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('partnership.contact.formIntro')}
        </Text>
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
        <SecurityCheck
          key={attempt}
          challengeUrl={captchaUrl}
          onChange={setCaptcha}
          error={form.errors.captcha as string | undefined}
        />
        {failed && <NotificationBanner type="error" message={t('partnership.contact.failed')} />}
        <div>
          <Button type="submit" color="green" loading={busy}>
            {t('partnership.contact.send')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
