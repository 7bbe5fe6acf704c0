import {
  Button,
  Fieldset,
  Grid,
  Group,
  Radio,
  Stack,
  Text,
  Textarea,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { invoiceNumber, isInvoiceNumberFormat, OFFERED_PPN_OPTIONS } from '@sirkula/domain/billing/rules';
import { formatNpwp, npwp16, npwpDigits } from '@sirkula/domain/companies/rules';
import { type InvoicingBlock, invoicingInput } from '@sirkula/domain/settings/rules';
import { jakartaToday } from '@sirkula/domain/shared/dates';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../components/form-section.tsx';
import { NotificationBanner } from '../../components/notification-banner.tsx';
import { focusFirstInvalid, validateWith } from '../../lib/forms.ts';
import { useSubmission } from '../../lib/use-submission.ts';
import { invoicingQuery, saveInvoicing } from './api.ts';
import { BankAccountsFields } from './bank-accounts-fields.tsx';
import { fromBlock, type InvoicingValues } from './invoicing-values.ts';
import { SettingsSection } from './settings-section.tsx';
import { type MarkUnsaved, useReportUnsaved } from './use-unsaved.ts';

type TextField = 'directorOfMarketing' | 'defaultPreparer' | 'defaultApprover';

/** Hints under their inputs, so inputs side by side line up whatever their hints' lengths. */
const HINT_BELOW: Pick<TextInputProps, 'inputWrapperOrder'> = {
  inputWrapperOrder: ['label', 'input', 'description', 'error'],
};

/** What an invoice number in this format looks like this year, or null while the format is wrong. */
function example(format: string): string | null {
  const year = Number(jakartaToday(new Date()).slice(0, 4));
  return isInvoiceNumberFormat(format.trim()) ? invoiceNumber(format.trim(), year, 123) : null;
}

/** The provider's tax identity, address, bank accounts, signatories and invoice defaults. */
export function InvoicingForm({
  block,
  readOnly,
  markUnsaved,
}: {
  block: InvoicingBlock | null;
  readOnly: boolean;
  markUnsaved: MarkUnsaved;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<InvoicingValues>({
    initialValues: fromBlock(block),
    validate: validateWith(invoicingInput, t),
  });
  const { busy, banner, run } = useSubmission({
    setErrors: (errors) => {
      form.setErrors(errors);
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
    },
  });
  useReportUnsaved('invoicing', form.isDirty(), markUnsaved);

  // The stored block (after a save, or changed elsewhere) replaces what the inputs show.
  const { setValues, resetDirty } = form;
  const version = JSON.stringify(block);
  useEffect(() => {
    const values = fromBlock(block);
    setValues(values);
    resetDirty(values);
  }, [version]);

  const submit = form.onSubmit(
    (values) =>
      run(async () => {
        const { message, ...saved } = await saveInvoicing(values);
        queryClient.setQueryData(invoicingQuery.queryKey, saved);
        return message;
      }),
    () => requestAnimationFrame(() => focusFirstInvalid(formRef.current)),
  );

  const npwp = npwpDigits(form.values.npwp);
  const numberExample = example(form.values.invoiceNumberFormat);
  const person = (field: TextField) => (
    <Grid.Col span={{ base: 12, sm: 4 }}>
      <TextInput
        label={t(`settings.fields.${field}`)}
        autoComplete="off"
        required
        {...form.getInputProps(field)}
      />
    </Grid.Col>
  );

  return (
    <SettingsSection
      id="settings-invoicing"
      title={t('settings.sections.invoicing')}
      hint={t('settings.sections.invoicingHint')}
    >
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          <Fieldset disabled={readOnly || busy} variant="unstyled" data-read-only={readOnly || undefined}>
            <Stack gap="lg">
              <FormSection legend={t('settings.sections.identity')}>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <TextInput
                    label={t('settings.fields.npwp')}
                    description={t('settings.hints.npwp')}
                    inputMode="numeric"
                    autoComplete="off"
                    required
                    {...HINT_BELOW}
                    {...form.getInputProps('npwp')}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <TextInput
                    label={t('settings.fields.nitku')}
                    description={
                      npwp
                        ? `${t('settings.hints.nitku')} ${t('settings.hints.nitkuStart', { start: formatNpwp(npwp16(npwp)) })}`
                        : t('settings.hints.nitku')
                    }
                    inputMode="numeric"
                    autoComplete="off"
                    required
                    {...HINT_BELOW}
                    {...form.getInputProps('nitku')}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 8 }}>
                  <Textarea
                    label={t('settings.fields.address')}
                    autosize
                    minRows={2}
                    required
                    {...form.getInputProps('address')}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 4 }}>
                  <TextInput
                    label={t('settings.fields.phone')}
                    description={t('settings.hints.phone')}
                    type="tel"
                    autoComplete="off"
                    {...HINT_BELOW}
                    {...form.getInputProps('phone')}
                  />
                </Grid.Col>
              </FormSection>

              <BankAccountsFields form={form} readOnly={readOnly} />

              <FormSection legend={t('settings.sections.people')}>
                <Grid.Col span={12}>
                  <Text size="sm" c="dimmed">
                    {t('settings.hints.people')}
                  </Text>
                </Grid.Col>
                {person('directorOfMarketing')}
                {person('defaultPreparer')}
                {person('defaultApprover')}
              </FormSection>

              <FormSection legend={t('settings.sections.numbering')}>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <TextInput
                    label={t('settings.fields.invoiceNumberFormat')}
                    description={t('settings.hints.invoiceNumberFormat')}
                    autoComplete="off"
                    required
                    {...HINT_BELOW}
                    {...form.getInputProps('invoiceNumberFormat')}
                  />
                  {numberExample && (
                    <Text size="sm" mt={4} aria-live="polite">
                      {t('settings.hints.example', { number: numberExample })}
                    </Text>
                  )}
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <Radio.Group
                    label={t('settings.fields.defaultPpnOption')}
                    required
                    {...form.getInputProps('defaultPpnOption')}
                  >
                    <Stack gap="xs" mt={6}>
                      {OFFERED_PPN_OPTIONS.map((option) => (
                        <Radio
                          key={option}
                          value={option}
                          label={t(`settings.ppnOptions.${option}`)}
                          disabled={option === 'ppn11'}
                          description={option === 'ppn11' ? t('settings.hints.ppn11Historic') : undefined}
                        />
                      ))}
                    </Stack>
                  </Radio.Group>
                </Grid.Col>
              </FormSection>
            </Stack>
          </Fieldset>
          {banner && <NotificationBanner {...banner} />}
          {!readOnly && (
            <Group>
              <Button type="submit" color="green" loading={busy}>
                {t('settings.actions.saveInvoicing')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </SettingsSection>
  );
}
