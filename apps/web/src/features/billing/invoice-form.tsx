import { Alert, Button, Grid, Group, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { InvoiceChange } from '@sirkula/domain/billing/answers';
import { OFFERED_PPN_OPTIONS } from '@sirkula/domain/billing/rules';
import { PAYMENT_TERMS } from '@sirkula/domain/contracts/rules';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { CompanyPicker } from '../../components/company-picker.tsx';
import { DateField } from '../../components/date-field.tsx';
import { FormSection } from '../../components/form-section.tsx';
import { NotificationBanner } from '../../components/notification-banner.tsx';
import { focusFirstInvalid, validateWith } from '../../lib/forms.ts';
import { useSubmission } from '../../lib/use-submission.ts';
import { storeInvoice } from './api.ts';
import type { InvoiceFormValues } from './invoice-form-values.ts';
import { LinesEditor } from './lines-editor.tsx';

interface Props<Input> {
  initialValues: InvoiceFormValues;
  /** The schema the server checks the input with, run in the browser first. */
  schema: z.ZodType<unknown, Input>;
  toInput: (values: InvoiceFormValues) => Input;
  save: (input: Input) => Promise<InvoiceChange>;
  /** A saved invoice keeps its company; a run's keeps its lines, which follow the records it bills. */
  editing?: { companyName: string; linesFixed: boolean };
  submitLabel: string;
}

/**
 * A proforma's heading, lines and signatories, checked with the server's schema before it is sent;
 * the server's own refusals go beside their fields. Once saved, the invoice's page shows the answer.
 */
export function InvoiceForm<Input>({
  initialValues,
  schema,
  toInput,
  save,
  editing,
  submitLabel,
}: Props<Input>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<InvoiceFormValues>({
    initialValues,
    validate: (values) => validateWith(schema, t)(toInput(values)),
  });
  const focusInvalid = () => requestAnimationFrame(() => focusFirstInvalid(formRef.current));
  const { busy, banner, run } = useSubmission({
    setErrors: (errors) => {
      form.setErrors(errors);
      focusInvalid();
    },
  });
  const submit = form.onSubmit(
    (values) =>
      run(async () => {
        const { invoice, message } = await save(toInput(values));
        await storeInvoice(queryClient, invoice);
        navigate(`/internal/billing/${invoice.id}`, { replace: true, state: { message } });
        return message;
      }),
    focusInvalid,
  );
  const half = { base: 12, sm: 6 };
  const third = { base: 12, sm: 4 };

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="lg">
        <FormSection legend={t('billing.form.sections.invoice')}>
          <Grid.Col span={12}>
            {editing ? (
              <TextInput label={t('billing.fields.company')} value={editing.companyName} readOnly />
            ) : (
              <CompanyPicker
                label={t('billing.fields.company')}
                required
                value={form.values.companyId}
                error={form.errors.companyId}
                onChange={(id) => form.setFieldValue('companyId', id)}
                disabled={busy}
              />
            )}
          </Grid.Col>
          <Grid.Col span={12}>
            <TextInput
              label={t('billing.fields.title')}
              required
              maxLength={160}
              {...form.getInputProps('title')}
            />
          </Grid.Col>
          <Grid.Col span={third}>
            <DateField
              label={t('billing.fields.invoiceDate')}
              required
              {...form.getInputProps('invoiceDate')}
            />
          </Grid.Col>
          <Grid.Col span={third}>
            <NativeSelect
              label={t('billing.fields.paymentTerm')}
              required
              data={PAYMENT_TERMS.map((value) => ({ value, label: t(`billing.paymentTerms.${value}`) }))}
              {...form.getInputProps('paymentTerm')}
            />
          </Grid.Col>
          <Grid.Col span={third}>
            <NativeSelect
              label={t('billing.fields.ppnOption')}
              required
              data={OFFERED_PPN_OPTIONS.map((value) => ({ value, label: t(`billing.ppnOptions.${value}`) }))}
              {...form.getInputProps('ppnOption')}
            />
          </Grid.Col>
        </FormSection>
        {editing?.linesFixed && (
          <Alert color="blue" variant="light">
            {t('billing.form.linesFixed')}
          </Alert>
        )}
        <LinesEditor form={form} disabled={busy} fixed={editing?.linesFixed ?? false} />
        <FormSection legend={t('billing.form.sections.signatures')}>
          <Grid.Col span={half}>
            <TextInput
              label={t('billing.fields.preparer')}
              maxLength={120}
              {...form.getInputProps('preparer')}
            />
          </Grid.Col>
          <Grid.Col span={half}>
            <TextInput
              label={t('billing.fields.approver')}
              maxLength={120}
              {...form.getInputProps('approver')}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <Textarea
              label={t('billing.fields.notes')}
              autosize
              minRows={2}
              maxLength={1000}
              {...form.getInputProps('notes')}
            />
          </Grid.Col>
        </FormSection>
        {banner && banner.type === 'error' && <NotificationBanner {...banner} />}
        <Group>
          <Button type="submit" color="green" loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
