import { Text } from '@mantine/core';
import { type ContractUnit, unitLabelKey } from '@sirkula/domain/contracts/rules';
import { formatQuantity } from '@sirkula/domain/shared/format';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n.ts';

/** Totals are kept per unit: kilograms and bins do not add up. */
function totalsByUnit(records: ReadonlyArray<{ quantity: number; unit: ContractUnit }>) {
  const totals = new Map<ContractUnit, number>();
  for (const record of records) {
    // In hundredths, as quantities are entered, so the sum shows no float noise.
    totals.set(record.unit, (totals.get(record.unit) ?? 0) + Math.round(record.quantity * 100));
  }
  return [...totals].map(([unit, hundredths]) => ({ unit, total: hundredths / 100 }));
}

interface Props {
  records: ReadonlyArray<{ quantity: number; unit: ContractUnit }>;
  /** Records being chosen for a journey, or the ones a journey carries. */
  kind: 'chosen' | 'carried';
}

/** "3 records chosen: 120 kg · 2 bins", updated as records are ticked; "In all: …" on a journey. */
export function RecordTotals({ records, kind }: Props) {
  const { t } = useTranslation();
  const totals = totalsByUnit(records)
    .map(({ unit, total }) => formatQuantity(total, t(unitLabelKey(unit)), currentLanguage()))
    .join(' · ');
  return (
    <Text size="sm" fw={600} aria-live="polite">
      {records.length === 0
        ? t('journeys.create.noneChosen')
        : t(kind === 'chosen' ? 'journeys.create.totals' : 'journeys.records.totals', {
            count: records.length,
            totals,
          })}
    </Text>
  );
}
