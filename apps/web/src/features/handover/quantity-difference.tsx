import { Text } from '@mantine/core';
import { formatQuantity } from '@sirkula/domain/shared/format';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n.ts';
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
  const amount = formatQuantity(Math.abs(hundredths) / 100, unitLabel, currentLanguage());
  const key = hundredths === 0 ? 'none' : hundredths > 0 ? 'more' : 'less';
  return (
    // Dark red, not orange: small text needs 4.5:1 contrast on white, which orange does not reach.
    <Text
      size="sm"
      c={hundredths === 0 ? 'dimmed' : 'red.9'}
      fw={hundredths === 0 ? undefined : 500}
      aria-live="polite"
    >
      {t(`handover.difference.${key}`, { amount, expected: expectedText })}
    </Text>
  );
}
