import { Anchor, Card, Title } from '@mantine/core';
import type { Portal } from '@sirkula/domain/auth/portals';
import type { InvoiceDetail } from '@sirkula/domain/billing/answers';
import { formatDate } from '@sirkula/domain/shared/format';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLanguage } from '../../lib/i18n.ts';
import { FactList } from '../journeys/public.ts';

/** Whom the invoice is for, under which contract, its dates, terms and signatories. */
export function InvoiceFacts({ invoice, portal }: { invoice: InvoiceDetail; portal: Portal }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const none = t('billing.detail.none');
  const date = (value: string | null) => (value ? formatDate(value, language) : none);
  const company =
    portal === 'internal' ? (
      <Anchor component={Link} to={`/internal/companies/${invoice.company.id}`} size="sm" c="green.9">
        {invoice.company.name}
      </Anchor>
    ) : (
      invoice.company.name
    );
  const contract = invoice.contract ? (
    <Anchor component={Link} to={`/${portal}/contracts/${invoice.contract.id}`} size="sm" c="green.9">
      {invoice.contract.number}
    </Anchor>
  ) : (
    none
  );
  const period =
    invoice.periodFrom && invoice.periodTo
      ? t('billing.detail.periodRange', { from: date(invoice.periodFrom), to: date(invoice.periodTo) })
      : none;
  const facts: Array<[string, ReactNode]> = [
    [t('billing.fields.company'), company],
    [t('billing.fields.contract'), contract],
    [t('billing.fields.title'), invoice.title],
    [t('billing.fields.proformaNumber'), invoice.proformaNumber],
    [t('billing.fields.invoiceDate'), date(invoice.invoiceDate)],
    [t('billing.fields.issueDate'), date(invoice.issueDate)],
    [t('billing.fields.dueDate'), date(invoice.dueDate)],
    [t('billing.fields.period'), period],
    [t('billing.fields.paymentTerm'), t(`billing.paymentTerms.${invoice.paymentTerm}`)],
    [t('billing.fields.ppnOption'), t(`billing.ppnOptions.${invoice.ppnOption}`)],
    [t('billing.fields.recordCount'), t('billing.detail.records', { count: invoice.recordCount })],
    [t('billing.fields.preparer'), invoice.preparer ?? none],
    [t('billing.fields.approver'), invoice.approver ?? none],
  ];
  if (invoice.notes) facts.push([t('billing.fields.notes'), invoice.notes]);
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="invoice-facts">
      <Title order={2} size="h4" mb="sm" id="invoice-facts">
        {t('billing.detail.factsTitle')}
      </Title>
      <FactList facts={facts} />
    </Card>
  );
}
