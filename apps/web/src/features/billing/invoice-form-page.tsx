import { Button, Grid, Group, NativeSelect, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { OFFERED_PPN_OPTIONS } from '@sirkula/domain/billing';
import { type ManualInvoiceInput, manualInvoiceInput } from '@sirkula/domain/billing-inputs';
import { PAYMENT_TERMS } from '@sirkula/domain/contracts';
import { jakartaToday } from '@sirkula/domain/dates';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BackLink } from '../../components/back-link.tsx';
import { CompanyPicker } from '../../components/company-picker.tsx';
import { DateField } from '../../components/date-field.tsx';
import { FormSection } from '../../components/form-section.tsx';
import { NotificationBanner } from '../../components/notification-banner.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { focusFirstInvalid, validateWith } from '../../lib/forms.ts';
import { useSubmission } from '../../lib/use-submission.ts';
import { createInvoice, storeInvoice } from './api.ts';
import { type InvoiceFormValues, toInvoiceInput } from './invoice-form-values.ts';
import { LinesEditor, newLine } from './lines-editor.tsx';

/** `/internal/billing/new`: staff write an invoice's lines for a company; it is saved as a proforma. */
export function InvoiceFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  useDocumentTitle(t('billing.form.title'));
  const form = useForm<InvoiceFormValues>({
    initialValues: {
      companyId: null,
      title: '',
      invoiceDate: jakartaToday(new Date()),
      paymentTerm: 'net30',
      ppnOption: 'ppn12Dpp',
      lines: [newLine()],
      preparer: '',
      approver: '',
      notes: '',
    },
    validate: (values) => validateWith(manualInvoiceInput, t)(toInvoiceInput(values)),
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
        const { invoice, message } = await createInvoice(toInvoiceInput(values) satisfies ManualInvoiceInput);
        await storeInvoice(queryClient, invoice);
        navigate(`/internal/billing/${invoice.id}`, { replace: true, state: { message } });
        return message;
      }),
    focusInvalid,
  );
  const half = { base: 12, sm: 6 };

  return (
    <Stack gap="md" maw={1100}>
      <BackLink to="/internal/billing" label={t('billing.detail.back')} />
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('billing.form.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('billing.form.intro')}
        </Text>
      </Stack>
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack gap="lg">
          <FormSection legend={t('billing.form.sections.invoice')}>
            <Grid.Col span={12}>
              <CompanyPicker
                label={t('billing.fields.company')}
                required
                value={form.values.companyId}
                error={form.errors.companyId}
                onChange={(id) => form.setFieldValue('companyId', id)}
                disabled={busy}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <TextInput
                label={t('billing.fields.title')}
                required
                maxLength={160}
                {...form.getInputProps('title')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <DateField
                label={t('billing.fields.invoiceDate')}
                required
                {...form.getInputProps('invoiceDate')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <NativeSelect
                label={t('billing.fields.paymentTerm')}
                required
                data={PAYMENT_TERMS.map((value) => ({ value, label: t(`billing.paymentTerms.${value}`) }))}
                {...form.getInputProps('paymentTerm')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <NativeSelect
                label={t('billing.fields.ppnOption')}
                required
                data={OFFERED_PPN_OPTIONS.map((value) => ({
                  value,
                  label: t(`billing.ppnOptions.${value}`),
                }))}
                {...form.getInputProps('ppnOption')}
              />
            </Grid.Col>
          </FormSection>
          <LinesEditor form={form} disabled={busy} />
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
              {t('billing.form.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
