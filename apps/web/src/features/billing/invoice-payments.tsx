import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { InvoiceDetail, InvoicePayment } from '@sirkula/domain/billing/answers';
import { formatDate, formatDateTime, formatRupiah } from '@sirkula/domain/shared/format';
import { useTranslation } from 'react-i18next';
import { ProofDownloadButton } from '../../components/proof-download-button.tsx';
import { currentLanguage } from '../../lib/i18n.ts';
import { paymentProofPath } from './api.ts';

interface Props {
  invoice: InvoiceDetail;
  /** Staff who may reverse a payment may also attach its proof; others only read. */
  onReverse?: (payment: InvoicePayment) => void;
  onAttachProof?: (payment: InvoicePayment) => void;
}

/** Every payment of the invoice, newest last; a reversed one stays, struck through, with its reason. */
export function InvoicePayments({ invoice, onReverse, onAttachProof }: Props) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="invoice-payments">
      <Title order={2} size="h4" mb="sm" id="invoice-payments">
        {t('billing.detail.paymentsTitle')}
      </Title>
      {invoice.payments.length === 0 ? (
        <Text c="dimmed">{t('billing.detail.noPayments')}</Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {invoice.payments.map((payment) => (
            <PaymentItem
              key={payment.id}
              invoiceId={invoice.id}
              payment={payment}
              onReverse={onReverse}
              onAttachProof={onAttachProof}
            />
          ))}
        </Stack>
      )}
    </Card>
  );
}

function PaymentItem({
  invoiceId,
  payment,
  onReverse,
  onAttachProof,
}: {
  invoiceId: string;
  payment: InvoicePayment;
  onReverse?: (payment: InvoicePayment) => void;
  onAttachProof?: (payment: InvoicePayment) => void;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const reversed = payment.reversedAt !== null;
  const struck = reversed ? { textDecoration: 'line-through' } : undefined;
  return (
    <Stack
      component="li"
      gap={4}
      style={{
        borderLeft: `3px solid var(--mantine-color-${reversed ? 'gray' : 'green'}-6)`,
        paddingLeft: 12,
      }}
    >
      <Group gap="xs" wrap="wrap">
        <Text fw={700} style={struck}>
          {formatRupiah(payment.amount)}
        </Text>
        <Text size="sm" style={struck}>
          {formatDate(payment.paidOn, language)} · {t(`billing.paymentMethods.${payment.method}`)}
          {payment.reference && ` · ${payment.reference}`}
        </Text>
        {reversed && (
          <Badge color="gray" variant="light" size="sm">
            {t('billing.detail.reversedLabel')}
          </Badge>
        )}
      </Group>
      {payment.recordedBy && (
        <Text size="xs" c="dimmed">
          {t('billing.detail.recordedBy', { name: payment.recordedBy })} ·{' '}
          {formatDateTime(payment.recordedAt, language)}
        </Text>
      )}
      {reversed && payment.reversedAt && (
        <Text size="sm" c="red.9">
          {t('billing.detail.reversed', {
            date: formatDateTime(payment.reversedAt, language),
            reason: payment.reversalReason ?? '',
          })}
        </Text>
      )}
      <Group gap="xs">
        {payment.hasProof && (
          <ProofDownloadButton
            path={paymentProofPath(invoiceId, payment.id)}
            fileName={`proof-${payment.paidOn}`}
            document="paymentProof"
            size="xs"
          />
        )}
        {!reversed && !payment.hasProof && onAttachProof && (
          <Button variant="default" size="xs" onClick={() => onAttachProof(payment)}>
            {t('billing.detail.attachProof')}
          </Button>
        )}
        {!reversed && onReverse && (
          <Button variant="outline" color="red" size="xs" onClick={() => onReverse(payment)}>
            {t('billing.detail.reverse')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/** The e-mails that carried the invoice to the customer. */
export function InvoiceEmails({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="invoice-emails">
      <Title order={2} size="h4" mb="sm" id="invoice-emails">
        {t('billing.detail.emailsTitle')}
      </Title>
      {invoice.emails.length === 0 ? (
        <Text c="dimmed">{t('billing.detail.noEmails')}</Text>
      ) : (
        <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {invoice.emails.map((email) => (
            <Text component="li" size="sm" key={`${email.recipient}-${email.sentAt}`}>
              <Text span fw={600} inherit>
                {t(`billing.detail.emailKinds.${email.kind}`)}
              </Text>{' '}
              → {email.recipient} · {formatDateTime(email.sentAt, language)}
            </Text>
          ))}
        </Stack>
      )}
    </Card>
  );
}
