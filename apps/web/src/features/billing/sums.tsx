import { Group, Stack, Text } from '@mantine/core';
import { formatRupiah } from '@sirkula/domain/format';

export interface SumRow {
  label: string;
  amount: number;
  /** The grand total and what is still to pay stand out. */
  strong?: boolean;
}

/** An invoice's sums, label beside amount, right-aligned under its lines on a wide screen. */
export function Sums({ rows, label }: { rows: SumRow[]; label?: string }) {
  return (
    <Stack component="dl" gap={4} m={0} ml="auto" w={{ base: '100%', sm: 380 }} aria-label={label}>
      {rows.map((row) => (
        <Group key={row.label} justify="space-between" gap="md" wrap="nowrap">
          <Text component="dt" size="sm" fw={row.strong ? 700 : undefined}>
            {row.label}
          </Text>
          <Text component="dd" m={0} size="sm" fw={row.strong ? 700 : 600} style={{ whiteSpace: 'nowrap' }}>
            {formatRupiah(row.amount)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
