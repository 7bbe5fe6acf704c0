import { Alert, Button, Checkbox, Code, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Answer } from '@sirkula/domain/shared/answers';
import type { subscriptionWithSecret, WebhookSubscription } from '@sirkula/domain/webhooks/answers';
import { type SubscriptionInput, subscriptionInput } from '@sirkula/domain/webhooks/inputs';
import { WEBHOOK_EVENTS, type WebhookEvent } from '@sirkula/domain/webhooks/rules';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CompanyPicker } from '../../components/company-picker.tsx';
import { FormModal } from '../../components/form-modal.tsx';
import { NotificationBanner } from '../../components/notification-banner.tsx';
import { focusFirstInvalid, validateWith } from '../../lib/forms.ts';
import { useSubmission } from '../../lib/use-submission.ts';
import { useCreateSubscription, useUpdateSubscription } from './api.ts';

export type WithSecret = Answer<typeof subscriptionWithSecret>;

interface Values {
  url: string;
  description: string;
  events: WebhookEvent[];
  companyId: string | null;
}

/**
 * A new subscription (`editing` null) or a change to one, in a modal. A company's page gives its
 * company; staff on the API page choose one.
 */
export function SubscriptionFormModal({
  opened,
  editing,
  companyId,
  onClose,
  onCreated,
}: {
  opened: boolean;
  editing: WebhookSubscription | null;
  companyId: string | null;
  onClose: () => void;
  onCreated: (created: WithSecret) => void;
}) {
  const { t } = useTranslation();
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t(editing ? 'webhooks.form.editTitle' : 'webhooks.form.createTitle')}
      size="lg"
    >
      {opened && (
        <SubscriptionForm editing={editing} companyId={companyId} onDone={onClose} onCreated={onCreated} />
      )}
    </FormModal>
  );
}

function SubscriptionForm({
  editing,
  companyId,
  onDone,
  onCreated,
}: {
  editing: WebhookSubscription | null;
  companyId: string | null;
  onDone: () => void;
  onCreated: (created: WithSecret) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateSubscription();
  const update = useUpdateSubscription();
  const formRef = useRef<HTMLFormElement>(null);
  const check = validateWith(subscriptionInput, t);
  const asInput = (values: Values): SubscriptionInput => ({
    url: values.url.trim(),
    events: values.events,
    description: values.description.trim() || null,
    companyId: values.companyId,
  });
  const form = useForm<Values, SubscriptionInput>({
    initialValues: {
      url: editing?.url ?? '',
      description: editing?.description ?? '',
      events: editing?.events ?? ['waste.status_changed'],
      companyId: editing?.companyId ?? companyId,
    },
    validate: (values) => check(asInput(values)),
    transformValues: asInput,
  });
  const { busy, banner, run } = useSubmission({
    setErrors: (errors) => {
      form.setErrors(errors);
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
    },
    fallbackKey: 'webhooks.form.failed',
  });

  const submit = form.onSubmit(
    async (input) => {
      const answer: { created?: WithSecret } = {};
      const ok = await run(async () => {
        if (editing) {
          await update.mutateAsync({ id: editing.id, ...input });
          return t('webhooks.messages.saved');
        }
        answer.created = await create.mutateAsync(input);
        return t('webhooks.messages.created');
      });
      if (answer.created) onCreated(answer.created);
      else if (ok) onDone();
    },
    () => requestAnimationFrame(() => focusFirstInvalid(formRef.current)),
  );

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="sm">
        {banner?.type === 'error' && <NotificationBanner {...banner} />}
        {!editing && !companyId && (
          <CompanyPicker
            label={t('webhooks.fields.companyId')}
            required
            {...form.getInputProps('companyId')}
            onChange={(id) => form.setFieldValue('companyId', id)}
          />
        )}
        <TextInput
          label={t('webhooks.fields.url')}
          description={t('webhooks.form.urlHint')}
          placeholder="https://"
          required
          type="url"
          maxLength={2000}
          autoComplete="off"
          data-autofocus
          {...form.getInputProps('url')}
        />
        <TextInput
          label={t('webhooks.fields.description')}
          maxLength={200}
          autoComplete="off"
          {...form.getInputProps('description')}
        />
        <Checkbox.Group
          label={t('webhooks.fields.events')}
          description={t('webhooks.form.eventsHint')}
          required
          {...form.getInputProps('events')}
        >
          <Stack gap="xs" mt={8}>
            {WEBHOOK_EVENTS.map((event) => (
              <Checkbox
                key={event}
                value={event}
                label={t(`webhooks.events.${event}`)}
                description={t(`webhooks.eventHints.${event}`)}
              />
            ))}
          </Stack>
        </Checkbox.Group>
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" color="green" loading={busy}>
            {t(editing ? 'webhooks.form.save' : 'webhooks.form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The signing secret, shown this once after a creation or a rotation, with a copy button. */
export function SecretModal({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <FormModal opened={secret !== null} onClose={onClose} title={t('webhooks.secret.title')} size="lg">
      <Stack gap="sm">
        <Alert color="yellow" variant="light">
          <Text size="sm">{t('webhooks.secret.text')}</Text>
        </Alert>
        <Text size="sm" fw={600}>
          {t('webhooks.secret.label')}
        </Text>
        <Code block data-testid="webhook-secret" style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
          {secret}
        </Code>
        <Text size="xs" c="dimmed">
          {t('webhooks.docsHint')}
        </Text>
        <Group justify="flex-end">
          <CopyButton value={secret ?? ''} timeout={2500}>
            {({ copied, copy }) => (
              <Button
                variant={copied ? 'light' : 'default'}
                color={copied ? 'green' : undefined}
                leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                onClick={copy}
              >
                {copied ? t('webhooks.secret.copied') : t('webhooks.secret.copy')}
              </Button>
            )}
          </CopyButton>
          <Button color="green" onClick={onClose}>
            {t('webhooks.secret.done')}
          </Button>
        </Group>
      </Stack>
    </FormModal>
  );
}
