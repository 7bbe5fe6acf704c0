import { Button, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NotificationBanner } from '../../components/notification-banner.tsx';
import { SecurityCheck } from '../../components/security-check.tsx';
import { captchaUrl } from './api.ts';
import type { useLeadSubmission } from './use-lead-submission.ts';

type Section = 'contact' | 'promotion' | 'partner';

interface Props {
  /** Whose texts (`partnership.<section>.*`): the title, intro, send button and thank-you. */
  section: Section;
  lead: Omit<ReturnType<typeof useLeadSubmission>, 'submit'>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  captchaError?: string;
  children: ReactNode;
}

/**
 * What the public lead forms share around their own fields: the title and intro, the Security Check,
 * the failure banner and the send button; once sent, the thank-you saying what happens next.
 */
export function LeadFormFrame({ section, lead, onSubmit, captchaError, children }: Props) {
  const { t } = useTranslation();
  if (lead.sentTo) {
    return (
      <Stack gap="sm" role="status">
        <Title order={2} size="h3">
          {t(`partnership.${section}.thanksTitle`)}
        </Title>
        <Text>{t(`partnership.${section}.thanks`, { email: lead.sentTo })}</Text>
        <div>
          <Button variant="default" onClick={lead.again}>
            {t(`partnership.${section}.sendAnother`)}
          </Button>
        </div>
      </Stack>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={`${section}-form-title`}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={`${section}-form-title`}>
          {t(`partnership.${section}.form`)}
        </Title>
        <Text size="sm" c="dimmed">
          {t(`partnership.${section}.formIntro`)}
        </Text>
        {children}
        <SecurityCheck
          key={lead.attempt}
          challengeUrl={captchaUrl}
          onChange={lead.setCaptcha}
          error={captchaError}
        />
        {lead.failed && <NotificationBanner type="error" message={t('partnership.contact.failed')} />}
        <div>
          <Button type="submit" color="green" loading={lead.busy}>
            {t(`partnership.${section}.send`)}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

/** Name, e-mail and phone of the person to call, as the promotion and partner forms ask them. */
export function ContactFields({
  field,
}: {
  field: (path: 'name' | 'email' | 'phone') => GetInputPropsReturnType;
}) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
      <TextInput label={t('partnership.fields.name')} autoComplete="name" required {...field('name')} />
      <TextInput
        label={t('partnership.fields.email')}
        type="email"
        autoComplete="email"
        required
        {...field('email')}
      />
      <TextInput
        label={t('partnership.fields.phone')}
        type="tel"
        autoComplete="tel"
        required
        {...field('phone')}
      />
    </SimpleGrid>
  );
}
