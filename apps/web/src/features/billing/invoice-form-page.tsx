import { Stack, Text, Title } from '@mantine/core';
import type { InvoiceDetail } from '@sirkula/domain/billing/answers';
import { editInvoiceInput, manualInvoiceInput } from '@sirkula/domain/billing/inputs';
import { invoiceLabel } from '@sirkula/domain/billing/rules';
import { jakartaToday } from '@sirkula/domain/shared/dates';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackLink } from '../../components/back-link.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { createInvoice, editInvoice } from './api.ts';
import { InvoiceForm } from './invoice-form.tsx';
import { fromInvoice, toEditInput, toInvoiceInput } from './invoice-form-values.ts';
import { InvoiceLoader } from './invoice-loader.tsx';
import { newLine } from './lines-editor.tsx';

function FormFrame({
  title,
  intro,
  back,
  children,
}: {
  title: string;
  intro: string;
  back: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap="md" maw={1100}>
      {back}
      <Stack gap={4}>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed" size="sm">
          {intro}
        </Text>
      </Stack>
      {children}
    </Stack>
  );
}

/** `/internal/billing/new`: staff write an invoice's lines for a company; it is saved as a proforma. */
export function InvoiceFormPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('billing.form.title'));
  return (
    <FormFrame
      title={t('billing.form.title')}
      intro={t('billing.form.intro')}
      back={<BackLink to="/internal/billing" label={t('billing.detail.back')} />}
    >
      <InvoiceForm
        initialValues={{
          companyId: null,
          title: '',
          invoiceDate: jakartaToday(new Date()),
          paymentTerm: 'net30',
          ppnOption: 'ppn12Dpp',
          lines: [newLine()],
          preparer: '',
          approver: '',
          notes: '',
        }}
        schema={manualInvoiceInput}
        toInput={toInvoiceInput}
        save={createInvoice}
        submitLabel={t('billing.form.create')}
      />
    </FormFrame>
  );
}

/** `/internal/billing/:id/edit`: a proforma corrected before it is issued. */
export function InvoiceEditPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const back = <BackLink to={`/internal/billing/${id}`} label={t('billing.form.backToInvoice')} />;
  const title = (invoice: InvoiceDetail | undefined) =>
    t('billing.form.editTitle', { label: invoice ? invoiceLabel(invoice) : '' });
  return (
    <InvoiceLoader id={id} title={title} back={back}>
      {(invoice) => (
        <FormFrame title={title(invoice)} intro={t('billing.form.editIntro')} back={back}>
          <EditForm invoice={invoice} />
        </FormFrame>
      )}
    </InvoiceLoader>
  );
}

function EditForm({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation();
  // A run's invoice bills its contract's records and cycles; only a manual one has lines of its own.
  const linesFixed = invoice.contract !== null;
  if (!invoice.can.edit) return <Text>{t('billing.form.notEditable')}</Text>;
  return (
    <InvoiceForm
      initialValues={fromInvoice(invoice)}
      schema={editInvoiceInput}
      toInput={(values) => toEditInput(values, !linesFixed)}
      save={(input) => editInvoice(invoice.id, input)}
      editing={{ companyName: invoice.company.name, linesFixed }}
      submitLabel={t('billing.form.save')}
    />
  );
}
