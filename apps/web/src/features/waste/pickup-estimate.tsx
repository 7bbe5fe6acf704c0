import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ContractDetail } from '@sirkula/domain/contracts/answers';
import { unitLabelKey } from '@sirkula/domain/contracts/rules';
import { formatDate, formatNumber, formatRupiah } from '@sirkula/domain/shared/format';
import { toLanguage } from '@sirkula/domain/shared/languages';
import { exceedsAllowance, pickupEstimate, remainingAfter } from '@sirkula/domain/waste/allowance';
import type { PickupAllowance } from '@sirkula/domain/waste/answers';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n.ts';

interface Props {
  contract: ContractDetail;
  /** The contract's allowance for the period of the pickup date; null while it loads or if it failed. */
  allowance: PickupAllowance | null;
  allowanceFailed: boolean;
  quantity: number | string;
}

/**
 * While the form is filled in: what the contract still allows in the pickup's period and what the
 * request will cost, with the same rules the server applies on submit.
 */
export function PickupEstimate({ contract, allowance, allowanceFailed, quantity }: Props) {
  const { t } = useTranslation();
  const amount = typeof quantity === 'number' && quantity > 0 ? quantity : null;
  return (
    <Paper withBorder radius="sm" p="sm" bg="gray.0">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Part title={t('waste.form.allowance.title')}>
          <AllowanceLines allowance={allowance} failed={allowanceFailed} amount={amount} />
        </Part>
        <Part title={t('waste.form.estimate.title')}>
          <EstimateLines contract={contract} amount={amount} />
        </Part>
      </SimpleGrid>
    </Paper>
  );
}

function Part({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <Stack component="section" gap={4} aria-labelledby={id}>
      <Title order={3} size="h6" id={id}>
        {title}
      </Title>
      {/* Read out again as the quantity or the date changes. */}
      <Stack gap={2} aria-live="polite">
        {children}
      </Stack>
    </Stack>
  );
}

function AllowanceLines({
  allowance,
  failed,
  amount,
}: {
  allowance: PickupAllowance | null;
  failed: boolean;
  amount: number | null;
}) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage);
  if (!allowance) {
    return (
      <Text size="sm" c={failed ? 'red.8' : 'dimmed'}>
        {t(failed ? 'waste.form.allowance.loadFailed' : 'common.loading')}
      </Text>
    );
  }
  const unit = t(unitLabelKey(allowance.unit));
  const over = amount !== null && exceedsAllowance(allowance, amount);
  return (
    <>
      <Text size="sm">
        {t('waste.form.allowance.remaining', {
          remaining: formatNumber(allowance.remaining, language),
          max: formatNumber(allowance.max, language),
          unit,
          from: formatDate(allowance.from, language),
          to: formatDate(allowance.to, language),
        })}
      </Text>
      {amount !== null && !over && (
        <Text size="sm" c="dimmed">
          {t('waste.form.allowance.after', {
            left: formatNumber(remainingAfter(allowance, amount), language),
            unit,
          })}
        </Text>
      )}
    </>
  );
}

function EstimateLines({ contract, amount }: { contract: ContractDetail; amount: number | null }) {
  const { t } = useTranslation();
  const estimate = pickupEstimate(contract, amount ?? 0);
  return (
    <>
      {amount === null ? (
        <Text size="sm" c="dimmed">
          {t('waste.form.estimate.enterQuantity')}
        </Text>
      ) : (
        <Text size="sm" fw={600}>
          {t('waste.form.estimate.quantity', {
            quantity: formatNumber(amount, currentLanguage()),
            unit: t(unitLabelKey(contract.unit)),
            price: formatRupiah(contract.pricePerUnit),
            cost: formatRupiah(estimate.quantityCost),
          })}
        </Text>
      )}
      {estimate.periodFee > 0 && (
        <Text size="sm" c="dimmed">
          {t('waste.form.estimate.periodFee', { fee: formatRupiah(estimate.periodFee) })}
        </Text>
      )}
      <Text size="sm">
        {estimate.ppnRate === null
          ? t('waste.form.estimate.excludingPpnNoRate')
          : t('waste.form.estimate.excludingPpn', { rate: t(`contracts.ppnRates.${estimate.ppnRate}`) })}
      </Text>
    </>
  );
}
