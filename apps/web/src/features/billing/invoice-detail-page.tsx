import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { Portal } from '@sirkula/domain/auth/portals';
import type { InvoiceDetail } from '@sirkula/domain/billing/answers';
import { invoiceLabel } from '@sirkula/domain/billing/rules';
import { formatDateTime } from '@sirkula/domain/shared/format';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { AuditTrail } from '../../components/audit-trail.tsx';
import { BackLink } from '../../components/back-link.tsx';
import { type Banner, NotificationBanner } from '../../components/notification-banner.tsx';
import { usePortalSession } from '../../components/portal/portal-session.ts';
import { ProofDownloadButton } from '../../components/proof-download-button.tsx';
import { currentLanguage } from '../../lib/i18n.ts';
import { invoicePdfPath, invoicePrintUrl } from './api.ts';
import { DueText, InvoiceStatusBadge, InvoiceTypeBadge } from './invoice-badges.tsx';
import { type InvoiceDialog, InvoiceDialogs } from './invoice-dialogs.tsx';
import { InvoiceFacts } from './invoice-facts.tsx';
import { InvoiceLines } from './invoice-lines.tsx';
import { InvoiceLoader } from './invoice-loader.tsx';
import { InvoiceEmails, InvoicePayments } from './invoice-payments.tsx';

/** One invoice: staff act on it by what `can` allows; a customer or partner reads, downloads and prints. */
export function InvoiceDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { user } = usePortalSession();
  const base = `/${user.userType}/billing`;
  const back = <BackLink to={base} label={t('billing.detail.back')} />;
  return (
    <InvoiceLoader
      id={id}
      title={(invoice) => (invoice ? invoiceLabel(invoice) : t('menu.billing'))}
      back={back}
    >
      {(invoice) => (
        <Detail key={invoice.id} invoice={invoice} portal={user.userType} base={base} back={back} />
      )}
    </InvoiceLoader>
  );
}

interface DetailProps {
  invoice: InvoiceDetail;
  portal: Portal;
  base: string;
  back: ReactNode;
}

function Detail({ invoice, portal, base, back }: DetailProps) {
  const { t } = useTranslation();
  const arrival = useLocation().state as { message?: string } | null;
  const [banner, setBanner] = useState<Banner | null>(
    arrival?.message ? { type: 'success', message: arrival.message } : null,
  );
  const [dialog, setDialog] = useState<InvoiceDialog>(null);
  // Arriving from a long form (a new or changed proforma): start at the top, where its outcome is.
  useEffect(() => {
    if (arrival?.message) window.scrollTo(0, 0);
  }, [arrival]);
  const { can } = invoice;
  const label = invoiceLabel(invoice);

  return (
    <Stack gap="md" maw={1100}>
      {back}
      <Stack gap={6}>
        <Title order={1} size="h2">
          {label}
        </Title>
        <Group gap="xs">
          {/* A proforma says so by its status already. */}
          {invoice.type === 'issued' && <InvoiceTypeBadge type={invoice.type} size="lg" />}
          <InvoiceStatusBadge status={invoice.status} size="lg" />
          {invoice.direction === 'payable' && (
            <Text size="sm" c="dimmed">
              {t(portal === 'partner' ? 'billing.partner.owedToYou' : 'billing.detail.payable')}
            </Text>
          )}
          <DueText due={invoice.due} />
        </Group>
        <Text size="sm">{invoice.company.name}</Text>
      </Stack>
      <CancelledNote invoice={invoice} base={base} />
      {banner && <NotificationBanner {...banner} />}
      <Group gap="xs" wrap="wrap" align="flex-start">
        {can.issue && (
          <Button color="green" onClick={() => setDialog({ kind: 'issue' })}>
            {t('billing.detail.issue')}
          </Button>
        )}
        {can.edit && (
          <Button component={Link} to={`${base}/${invoice.id}/edit`} variant="default">
            {t('billing.detail.edit')}
          </Button>
        )}
        {can.recordPayment && (
          <Button color="green" onClick={() => setDialog({ kind: 'payment' })}>
            {t('billing.detail.recordPayment')}
          </Button>
        )}
        <ProofDownloadButton path={invoicePdfPath(invoice.id)} fileName={`${label}.pdf`} document="invoice" />
        {/* One sheet: printing opens the PDF the download gives, in the browser's own viewer. */}
        <Button
          component="a"
          href={invoicePrintUrl(invoice.id)}
          target="_blank"
          rel="noopener"
          variant="default"
        >
          {t('billing.detail.print')}
        </Button>
        {can.cancel && (
          <Button variant="outline" color="red" onClick={() => setDialog({ kind: 'cancel' })}>
            {t('billing.detail.cancel')}
          </Button>
        )}
      </Group>
      <InvoiceFacts invoice={invoice} portal={portal} />
      <InvoiceLines invoice={invoice} />
      <InvoicePayments
        invoice={invoice}
        onReverse={can.reversePayment ? (payment) => setDialog({ kind: 'reverse', payment }) : undefined}
        onAttachProof={can.reversePayment ? (payment) => setDialog({ kind: 'proof', payment }) : undefined}
      />
      {portal === 'internal' && <InvoiceEmails invoice={invoice} />}
      {portal === 'internal' && <AuditTrail entity="invoice" entityId={invoice.id} />}
      <InvoiceDialogs invoice={invoice} dialog={dialog} onClose={() => setDialog(null)} onDone={setBanner} />
    </Stack>
  );
}

/** A cancelled invoice says when and why, and links the invoice that replaced it; a replacement links back. */
function CancelledNote({ invoice, base }: { invoice: InvoiceDetail; base: string }) {
  const { t } = useTranslation();
  const link = (target: { id: string; label: string }) => (
    <Anchor component={Link} to={`${base}/${target.id}`} c="green.9" fw={600}>
      {target.label}
    </Anchor>
  );
  return (
    <>
      {invoice.cancelledAt && (
        <Text size="sm" c="red.9">
          {t('billing.detail.cancelledOn', {
            date: formatDateTime(invoice.cancelledAt, currentLanguage()),
            reason: invoice.cancelReason ?? '',
          })}
        </Text>
      )}
      {invoice.replacedBy && (
        <Text size="sm">
          {t('billing.detail.replacedBy')} {link(invoice.replacedBy)}
        </Text>
      )}
      {invoice.replaces && (
        <Text size="sm">
          {t('billing.detail.replaces')} {link(invoice.replaces)}
        </Text>
      )}
    </>
  );
}
