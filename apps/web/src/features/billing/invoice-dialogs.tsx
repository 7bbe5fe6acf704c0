import { Button, Checkbox, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { InvoiceChange, InvoicePayment } from '@sirkula/domain/billing/answers';
import { cancelInvoiceInput, reversePaymentInput } from '@sirkula/domain/billing/inputs';
import { invoiceLabel } from '@sirkula/domain/billing/rules';
import { formatDate, formatRupiah } from '@sirkula/domain/shared/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileField } from '../../components/file-field.tsx';
import { NotificationBanner } from '../../components/notification-banner.tsx';
import { validateWith } from '../../lib/forms.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { attachPaymentProof, cancelInvoice, issueInvoice, reversePayment } from './api.ts';
import { PaymentDialog } from './payment-dialog.tsx';
import { type DialogProps, PROOF_TYPES, useInvoiceChange } from './use-invoice-change.ts';

export type InvoiceDialog =
  | { kind: 'issue' }
  | { kind: 'cancel' }
  | { kind: 'payment' }
  | { kind: 'reverse'; payment: InvoicePayment }
  | { kind: 'proof'; payment: InvoicePayment }
  | null;

/** Every change of the detail page asks first; the dialog stays open with the server's refusal. */
export function InvoiceDialogs({ dialog, ...props }: DialogProps & { dialog: InvoiceDialog }) {
  switch (dialog?.kind) {
    case 'issue':
      return <IssueDialog {...props} />;
    case 'cancel':
      return <CancelDialog {...props} />;
    case 'payment':
      return <PaymentDialog {...props} />;
    case 'reverse':
      return <ReverseDialog {...props} payment={dialog.payment} />;
    case 'proof':
      return <ProofDialog {...props} payment={dialog.payment} />;
    default:
      return null;
  }
}

function Buttons({
  onClose,
  keepLabel,
  confirmLabel,
  busy,
  danger,
  onConfirm,
}: {
  onClose: () => void;
  keepLabel: string;
  confirmLabel: string;
  busy: boolean;
  danger?: boolean;
  onConfirm?: () => void;
}) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onClose} disabled={busy}>
        {keepLabel}
      </Button>
      <Button
        type={onConfirm ? 'button' : 'submit'}
        color={danger ? 'red' : 'green'}
        loading={busy}
        onClick={onConfirm}
      >
        {confirmLabel}
      </Button>
    </Group>
  );
}

function IssueDialog({ invoice, onClose, onDone }: DialogProps) {
  const { t } = useTranslation();
  const { run, busy, error } = useInvoiceChange({ onClose, onDone });
  return (
    <Modal opened onClose={onClose} title={t('billing.issue.title')} centered>
      <Stack gap="md">
        <Text>{t('billing.issue.question')}</Text>
        <Text size="sm" c="dimmed">
          {t('billing.issue.note')}
        </Text>
        {error && <NotificationBanner type="error" message={error} />}
        <Buttons
          onClose={onClose}
          keepLabel={t('common.cancel')}
          confirmLabel={t('billing.issue.confirm')}
          busy={busy}
          onConfirm={() => run(() => issueInvoice(invoice.id))}
        />
      </Stack>
    </Modal>
  );
}

interface ReasonDialogProps extends Omit<DialogProps, 'invoice'> {
  title: string;
  question: string;
  reasonLabel: string;
  keepLabel: string;
  confirmLabel: string;
  /** The server's schema for the change: both ask for a reason by the same rule. */
  schema: typeof cancelInvoiceInput | typeof reversePaymentInput;
  /** Cancelling also asks whether to make a replacement; reversing a payment asks only why. */
  withReplace?: boolean;
  change: (values: { reason: string; replace: boolean }) => Promise<InvoiceChange>;
}

/** A change that cannot be taken back, made only with a reason (the shared schema's rule for one). */
function ReasonDialog({ schema, withReplace = false, change, onClose, onDone, ...texts }: ReasonDialogProps) {
  const { t } = useTranslation();
  const form = useForm({
    initialValues: { reason: '', replace: false },
    validate: validateWith(schema, t),
  });
  const { run, busy, error } = useInvoiceChange({ onClose, onDone });
  const submit = form.onSubmit(async (values) => {
    const errors = await run(() => change({ ...values, reason: values.reason.trim() }));
    if (errors) form.setErrors(errors);
  });
  return (
    <Modal opened onClose={onClose} title={texts.title} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text>{texts.question}</Text>
          <Textarea
            label={texts.reasonLabel}
            withAsterisk
            autosize
            minRows={2}
            maxLength={500}
            data-autofocus
            {...form.getInputProps('reason')}
          />
          {withReplace && (
            <Checkbox
              color="green"
              label={t('billing.cancel.replace')}
              description={t('billing.cancel.replaceHint')}
              {...form.getInputProps('replace', { type: 'checkbox' })}
            />
          )}
          {error && <NotificationBanner type="error" message={error} />}
          <Buttons
            onClose={onClose}
            keepLabel={texts.keepLabel}
            confirmLabel={texts.confirmLabel}
            busy={busy}
            danger
          />
        </Stack>
      </form>
    </Modal>
  );
}

function CancelDialog({ invoice, ...props }: DialogProps) {
  const { t } = useTranslation();
  return (
    <ReasonDialog
      {...props}
      title={t('billing.cancel.title', { label: invoiceLabel(invoice) })}
      question={t('billing.cancel.question')}
      reasonLabel={t('billing.cancel.reason')}
      keepLabel={t('billing.cancel.keep')}
      confirmLabel={t('billing.cancel.confirm')}
      schema={cancelInvoiceInput}
      withReplace
      change={(values) => cancelInvoice(invoice.id, values)}
    />
  );
}

function ReverseDialog({ invoice, payment, ...props }: DialogProps & { payment: InvoicePayment }) {
  const { t } = useTranslation();
  const values = {
    amount: formatRupiah(payment.amount),
    date: formatDate(payment.paidOn, currentLanguage()),
  };
  return (
    <ReasonDialog
      {...props}
      title={t('billing.payment.reverseTitle')}
      question={t('billing.payment.reverseQuestion', values)}
      reasonLabel={t('billing.payment.reverseReason')}
      keepLabel={t('billing.payment.reverseKeep')}
      confirmLabel={t('billing.payment.reverseConfirm')}
      schema={reversePaymentInput}
      change={({ reason }) => reversePayment(invoice.id, payment.id, reason)}
    />
  );
}

/** A proof of payment, attached after the payment was recorded without one. */
function ProofDialog({ invoice, payment, onClose, onDone }: DialogProps & { payment: InvoicePayment }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const { run, busy, error } = useInvoiceChange({ onClose, onDone });
  return (
    <Modal opened onClose={onClose} title={t('billing.payment.attachTitle')} centered>
      <Stack gap="md">
        <Text size="sm">
          {formatRupiah(payment.amount)} · {formatDate(payment.paidOn, currentLanguage())}
        </Text>
        <FileField
          label={t('billing.detail.proof')}
          description={t('billing.payment.proofHint')}
          accept={PROOF_TYPES}
          file={file}
          onChange={setFile}
        />
        {error && <NotificationBanner type="error" message={error} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button
            color="green"
            loading={busy}
            disabled={!file}
            onClick={() => file && run(() => attachPaymentProof(invoice.id, payment.id, file))}
          >
            {t('billing.payment.attach')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
