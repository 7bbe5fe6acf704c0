import { Badge } from '@mantine/core';
import type { ContractDisplayStatus, Frequency } from '@sirkula/domain/contracts/rules';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ContractKind } from './api.ts';

const STATUS_COLORS: Record<ContractDisplayStatus, string> = {
  draft: 'yellow',
  active: 'green',
  expired: 'orange',
  cancelled: 'red',
};

// Dark text on light badges keeps the contrast readable for every colour (as the company badges do).
const badgeStyles = {
  root: { overflow: 'visible', flexShrink: 0 },
  label: { color: 'var(--mantine-color-dark-7)', overflow: 'visible' },
};

/** What the contract reads as: an active contract past its end date shows "expired". */
export function ContractStatusBadge({ status }: { status: ContractDisplayStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" styles={badgeStyles}>
      {t(`contracts.statuses.${status}`)}
    </Badge>
  );
}

/** "Customer contract", or just "Customer" where the column already says contract (`short`). */
export function ContractKindBadge({ kind, short = false }: { kind: ContractKind; short?: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge color={kind === 'customer' ? 'blue' : 'grape'} variant="outline" styles={badgeStyles}>
      {t(`contracts.${short ? 'kindsShort' : 'kinds'}.${kind}`)}
    </Badge>
  );
}

/** "Weekly", or "Weekly × 2" when only every second period counts. */
export function frequencyText(t: TFunction, frequency: Frequency, interval: number): string {
  const name = t(`contracts.frequencies.${frequency}`);
  return interval > 1 ? t('contracts.frequencyWithInterval', { frequency: name, interval }) : name;
}
