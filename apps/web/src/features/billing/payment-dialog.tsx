import { Button, Grid, Group, Modal, NativeSelect, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { InvoiceChange } from '@sirkula/domain/billing/answers';
import { type PaymentInput, paymentInput } from '@sirkula/domain/billing/inputs';
import { PAYMENT_METHODS, type PaymentMethod } from '@sirkula/domain/billing/rules';
import { jakartaToday } from '@sirkula/domain/shared/dates';
import { formatRupiah } from '@sirkula/domain/shared/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../components/date-field.tsx';
import { FileField } from '../../components/file-field.tsx';
import { NotificationBanner } from '../../components/notification-banner.tsx';
import { errorMessage, validateWith } from '../../lib/forms.ts';
import { attachPaymentProof, recordPayment } from './api.ts';
import { RUPIAH_INPUT, toNumber } from './rupiah-input.ts';
import { type DialogProps, PROOF_TYPES, useInvoiceChange } from './use-invoice-change.ts';

interface Values {
  paidOn: string;
  amount: number | string;
  method: PaymentMethod;
  reference: string;
}

const toInput = (values: Values): PaymentInput => ({ ...values, amount: toNumber(values.amount) });

/**
 * A payment received: dated today (WIB) and of the whole balance unless staff say otherwise, with an
 * optional proof sent right after it. More than the balance is refused by the server, whose message
 * the dialog shows.
 */
export function PaymentDialog({ invoice, onClose, onDone }: DialogProps) {
  const { t } = useTranslation();
  const balance = invoice.grandTotal - invoice.paidAmount;
  const form = useForm<Values>({
    initialValues: {
      paidOn: jakartaToday(new Date()),
      amount: balance,
      method: 'bankTransfer',
      reference: '',
    },
    validate: (values) => validateWith(paymentInput, t)(toInput(values)),
  });
  const [proof, setProof] = useState<File | null>(null);
  const { run, busy, error } = useInvoiceChange({ onClose, onDone });

  const withProof = async (recorded: InvoiceChange, file: File) => {
    const known = new Set(invoice.payments.map((payment) => payment.id));
    const payment = recorded.invoice.payments.find((candidate) => !known.has(candidate.id));
    if (!payment) return recorded;
    try {
      return await attachPaymentProof(invoice.id, payment.id, file);
    } catch (failure) {
      const message = t('billing.payment.proofNotSaved', { error: errorMessage(failure, t) });
      return { invoice: recorded.invoice, message, type: 'error' as const };
    }
  };
  const submit = form.onSubmit(async (values) => {
    const errors = await run(async () => {
      const recorded = await recordPayment(invoice.id, toInput(values));
      return proof ? withProof(recorded, proof) : recorded;
    });
    if (errors) form.setErrors(errors);
  });

  const half = { base: 12, sm: 6 };
  return (
    <Modal opened onClose={onClose} title={t('billing.payment.title')} centered size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('billing.payment.left', { amount: formatRupiah(balance) })}</Text>
          <Grid gap="sm">
            <Grid.Col span={half}>
              <DateField label={t('billing.fields.paidOn')} required {...form.getInputProps('paidOn')} />
            </Grid.Col>
            <Grid.Col span={half}>
              <NumberInput
                label={t('billing.fields.amount')}
                required
                {...RUPIAH_INPUT}
                data-autofocus
                {...form.getInputProps('amount')}
              />
            </Grid.Col>
            <Grid.Col span={half}>
              <NativeSelect
                label={t('billing.fields.method')}
                required
                data={PAYMENT_METHODS.map((value) => ({
                  value,
                  label: t(`billing.paymentMethods.${value}`),
                }))}
                {...form.getInputProps('method')}
              />
            </Grid.Col>
            <Grid.Col span={half}>
              <TextInput
                label={t('billing.fields.reference')}
                maxLength={120}
                {...form.getInputProps('reference')}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <FileField
                label={t('billing.payment.proof')}
                description={t('billing.payment.proofHint')}
                accept={PROOF_TYPES}
                file={proof}
                onChange={setProof}
              />
            </Grid.Col>
          </Grid>
          {error && <NotificationBanner type="error" message={error} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color="green" loading={busy}>
              {t('billing.payment.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
