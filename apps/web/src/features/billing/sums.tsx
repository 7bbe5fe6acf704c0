import { Group, Stack, Text } from '@mantine/core';
import type { SumRow } from '@sirkula/domain/billing/rules';
import { formatRupiahSen } from '@sirkula/domain/shared/format';
import { useTranslation } from 'react-i18next';

/**
 * An invoice's sums (the domain's `invoiceSumRows`, the same rows the PDF prints), label beside
 * amount, right-aligned under its lines on a wide screen.
 */
export function Sums({ rows, ppnRate, label }: { rows: SumRow[]; ppnRate: number; label?: string }) {
  const { t } = useTranslation();
  return (
    <Stack component="dl" gap={4} m={0} ml="auto" w={{ base: '100%', sm: 380 }} aria-label={label}>
      {rows.map((row) => (
        <Group key={row.key} justify="space-between" gap="md" wrap="nowrap">
          <Text component="dt" size="sm" fw={row.strong ? 700 : undefined}>
            {t(`billing.sums.${row.key}`, { rate: ppnRate })}
          </Text>
          <Text component="dd" m={0} size="sm" fw={row.strong ? 700 : 600} style={{ whiteSpace: 'nowrap' }}>
            {formatRupiahSen(row.sen)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
