import { Text } from '@mantine/core';
import { formatQuantity } from '@sirkula/domain/format';
import { useTranslation } from 'react-i18next';
import { typedQuantity } from './quantity.ts';

/**
 * How far a weighed or received quantity is from what was expected: allowed, but said plainly so the
 * driver or receiver notices a typing slip before sending.
 */
export function QuantityDifference({
  typed,
  expected,
  expectedText,
  unitLabel,
}: {
  /** The field's text as typed. */
  typed: string;
  expected: number;
  /** The expected quantity in words: "the requested 20 kg". */
  expectedText: string;
  unitLabel: string;
}) {
  const { t } = useTranslation();
  const value = Number(typedQuantity(typed));
  if (typed.trim() === '' || !Number.isFinite(value)) return null;
  // In hundredths, as quantities are kept, so 0.1 + 0.2 is not 0.30000000000000004.
  const hundredths = Math.round(value * 100) - Math.round(expected * 100);
  const amount = formatQuantity(Math.abs(hundredths) / 100, unitLabel);
  const key = hundredths === 0 ? 'none' : hundredths > 0 ? 'more' : 'less';
  return (
    <Text size="sm" c={hundredths === 0 ? 'dimmed' : 'orange.9'} aria-live="polite">
      {t(`handover.difference.${key}`, { amount, expected: expectedText })}
    </Text>
  );
}
