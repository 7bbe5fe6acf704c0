import '@mantine/dates/styles.css';
import 'dayjs/locale/id';
import {
  Alert,
  Button,
  Checkbox,
  Code,
  CopyButton,
  Group,
  NumberInput,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { useForm } from '@mantine/form';
import type { createdKey } from '@sirkula/domain/integrations/answers';
import { type KeyInput, keyInput } from '@sirkula/domain/integrations/inputs';
import {
  DEFAULT_REQUESTS_PER_MINUTE,
  MAX_REQUESTS_PER_MINUTE,
  SCOPE_NAMES,
} from '@sirkula/domain/integrations/rules';
import type { Answer } from '@sirkula/domain/shared/answers';
import type { KeyScope } from '@sirkula/domain/shared/contract';
import { jakartaToday } from '@sirkula/domain/shared/dates';
import { toLanguage } from '@sirkula/domain/shared/languages';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CompanyPicker } from '../../components/company-picker.tsx';
import { FormModal } from '../../components/form-modal.tsx';
import { NotificationBanner } from '../../components/notification-banner.tsx';
import { focusFirstInvalid, validateWith } from '../../lib/forms.ts';
import { useSubmission } from '../../lib/use-submission.ts';
import { useCreateKey } from './api.ts';

/** The new key and its secret, as the server answers them this once. */
export type CreatedKey = Answer<typeof createdKey>;

/** The expiry stays '' until chosen; the picker holds it as `YYYY-MM-DD HH:mm:ss`, a moment in WIB. */
interface Values {
  name: string;
  companyId: string | null;
  scopes: KeyScope[];
  requestsPerMinute: number | string;
  expiresAt: string;
}

/**
 * Who the form makes a key for: staff choose a company (or none, the provider) and may give every
 * scope; a company's admins make their own company's keys, with its kind's scopes.
 */
export interface KeyOwner {
  /** Fixed for a company's admins; undefined lets staff choose. */
  companyId?: string;
  offered: readonly KeyScope[];
  initialScopes: KeyScope[];
}

function asInput(values: Values): KeyInput {
  const expiresAt = values.expiresAt ? `${values.expiresAt.replace(' ', 'T')}+07:00` : null;
  const requestsPerMinute = values.requestsPerMinute === '' ? Number.NaN : Number(values.requestsPerMinute);
  return { ...values, name: values.name.trim(), requestsPerMinute, expiresAt };
}

/** Making a key for one company's programs or the provider's, in a modal; the secret is shown after. */
export function KeyFormModal({
  opened,
  owner,
  onClose,
  onCreated,
}: {
  opened: boolean;
  owner: KeyOwner;
  onClose: () => void;
  onCreated: (created: CreatedKey) => void;
}) {
  const { t } = useTranslation();
  return (
    <FormModal opened={opened} onClose={onClose} title={t('integrations.form.title')} size="lg">
      {opened && <KeyForm owner={owner} onCancel={onClose} onCreated={onCreated} />}
    </FormModal>
  );
}

function KeyForm({
  owner,
  onCancel,
  onCreated,
}: {
  owner: KeyOwner;
  onCancel: () => void;
  onCreated: (created: CreatedKey) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const create = useCreateKey();
  const check = validateWith(keyInput, t);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<Values, KeyInput>({
    initialValues: {
      name: '',
      companyId: owner.companyId ?? null,
      scopes: owner.initialScopes,
      requestsPerMinute: DEFAULT_REQUESTS_PER_MINUTE,
      expiresAt: '',
    },
    validate: (values) => check(asInput(values)),
    transformValues: asInput,
  });
  const { busy, banner, run } = useSubmission({
    setErrors: (errors) => {
      form.setErrors(errors);
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
    },
    fallbackKey: 'integrations.form.createFailed',
  });

  const submit = form.onSubmit(
    async (input) => {
      const answer: { created?: CreatedKey } = {};
      await run(async () => {
        answer.created = await create.mutateAsync(input);
        return t('integrations.messages.created', { name: input.name });
      });
      if (answer.created) onCreated(answer.created);
    },
    () => requestAnimationFrame(() => focusFirstInvalid(formRef.current)),
  );

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="sm">
        {banner?.type === 'error' && <NotificationBanner {...banner} />}
        <TextInput
          label={t('integrations.fields.name')}
          required
          maxLength={120}
          autoComplete="off"
          data-autofocus
          {...form.getInputProps('name')}
        />
        {owner.companyId === undefined && (
          <CompanyPicker
            label={t('integrations.fields.companyId')}
            description={t('integrations.form.companyHint')}
            placeholder={t('integrations.list.provider')}
            {...form.getInputProps('companyId')}
            onChange={(companyId) => form.setFieldValue('companyId', companyId)}
          />
        )}
        <Checkbox.Group label={t('integrations.fields.scopes')} required {...form.getInputProps('scopes')}>
          <Group mt={8}>
            {owner.offered.map((scope) => (
              <Checkbox key={scope} value={scope} label={t(`integrations.scopes.${SCOPE_NAMES[scope]}`)} />
            ))}
          </Group>
        </Checkbox.Group>
        <NumberInput
          label={t('integrations.fields.requestsPerMinute')}
          description={t('integrations.form.limitHint')}
          min={1}
          max={MAX_REQUESTS_PER_MINUTE}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator={language === 'id' ? '.' : ','}
          decimalSeparator={language === 'id' ? ',' : '.'}
          {...form.getInputProps('requestsPerMinute')}
        />
        <DateTimePicker
          label={t('integrations.fields.expiresAt')}
          description={t('integrations.form.expiresHint')}
          placeholder={t('integrations.form.noExpiry')}
          // The picker's placeholder is text of its own, not an input's: it must meet the contrast of text.
          styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
          clearable
          locale={language}
          valueFormat="D MMMM YYYY HH:mm"
          minDate={jakartaToday(new Date())}
          value={form.values.expiresAt || null}
          onChange={(value) => form.setFieldValue('expiresAt', value ?? '')}
          error={form.errors.expiresAt}
          clearButtonProps={{ 'aria-label': t('inputs.date.clear') }}
          submitButtonProps={{ 'aria-label': t('common.confirm') }}
          timePickerProps={{
            hoursInputLabel: t('integrations.form.hours'),
            minutesInputLabel: t('integrations.form.minutes'),
          }}
          ariaLabels={{
            previousMonth: t('inputs.date.previousMonth'),
            nextMonth: t('inputs.date.nextMonth'),
            monthLevelControl: t('inputs.date.chooseMonth'),
            previousYear: t('inputs.date.previousYear'),
            nextYear: t('inputs.date.nextYear'),
            yearLevelControl: t('inputs.date.chooseYear'),
            previousDecade: t('inputs.date.previousDecade'),
            nextDecade: t('inputs.date.nextDecade'),
          }}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" color="green" loading={busy}>
            {t('integrations.form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A button that copies `value` and says so for a moment. */
function CopyValue({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  return (
    <CopyButton value={value} timeout={2500}>
      {({ copied, copy }) => (
        <Button
          variant={copied ? 'light' : 'default'}
          color={copied ? 'green' : undefined}
          leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
          onClick={copy}
        >
          {copied ? t('integrations.form.copied') : label}
        </Button>
      )}
    </CopyButton>
  );
}

/**
 * A request the key may make, ready to paste into a terminal: a reading for the demo device when the
 * key sends sensor readings only, else the first list its scopes read (or the pickup rule it books by).
 */
export function curlExample(origin: string, created: CreatedKey, measuredAt: string): string {
  const auth = `  -H "Authorization: Bearer ${created.secret}"`;
  const scopes = created.key.scopes;
  if (scopes.length === 1 && scopes[0] === 'telemetry:write') {
    const body = JSON.stringify({ readings: [{ devEui: '70B3D57ED0051A01', measuredAt, fillPercent: 42 }] });
    return [
      `curl -X POST ${origin}/api/v1/telemetry \\`,
      `${auth} \\`,
      `  -H "Content-Type: application/json" \\`,
      `  -d '${body}'`,
    ].join('\n');
  }
  const path = READ_EXAMPLES.find(([scope]) => scopes.includes(scope))?.[1] ?? '/waste/pickup-rule';
  return [`curl "${origin}/api/v1${path}" \\`, auth].join('\n');
}

const READ_EXAMPLES: ReadonlyArray<readonly [KeyScope, string]> = [
  ['waste:read', '/waste?pageSize=5'],
  ['journeys:read', '/journeys?pageSize=5'],
  ['invoices:read', '/billing/invoices?pageSize=5'],
];

/** The new key's secret, shown this once with a way to copy it and a request to try it with. */
export function SecretModal({
  created,
  title,
  onClose,
}: {
  created: CreatedKey | null;
  title?: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <FormModal
      opened={created !== null}
      onClose={onClose}
      title={title ?? t('integrations.form.createdTitle')}
      size="lg"
      // A click beside the dialog must not lose the only copy of the secret.
      closeOnClickOutside={false}
    >
      {created && <SecretBody created={created} onClose={onClose} />}
    </FormModal>
  );
}

function SecretBody({ created, onClose }: { created: CreatedKey; onClose: () => void }) {
  const { t } = useTranslation();
  const [example] = useState(() => curlExample(window.location.origin, created, new Date().toISOString()));
  return (
    <Stack gap="md">
      <Alert
        color="yellow"
        variant="light"
        title={t('integrations.form.onceTitle')}
        styles={{ title: { color: 'var(--mantine-color-dark-7)' } }}
      >
        <Text size="sm">{t('integrations.form.createdText')}</Text>
      </Alert>
      <Stack gap="xs">
        <Textarea
          label={t('integrations.form.secret')}
          value={created.secret}
          readOnly
          autosize
          minRows={1}
          spellCheck={false}
          onFocus={(event) => event.currentTarget.select()}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', wordBreak: 'break-all' } }}
        />
        <Group>
          <CopyValue value={created.secret} label={t('integrations.form.copy')} />
        </Group>
      </Stack>
      <Stack gap="xs">
        <Title order={2} size="h5">
          {t('integrations.form.example')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('integrations.form.exampleHint')}
        </Text>
        <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
          {example}
        </Code>
        <Group>
          <CopyValue value={example} label={t('integrations.form.copyExample')} />
        </Group>
      </Stack>
      <Group justify="flex-end">
        <Button color="green" onClick={onClose}>
          {t('integrations.form.done')}
        </Button>
      </Group>
    </Stack>
  );
}
