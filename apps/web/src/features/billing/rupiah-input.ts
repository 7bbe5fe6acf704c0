import type { NumberInputProps } from '@mantine/core';

/** Whole rupiah written the Indonesian way (Rp 1.500.000), as the contract form takes prices. */
export const RUPIAH_INPUT = {
  prefix: 'Rp ',
  allowDecimal: false,
  allowNegative: false,
  thousandSeparator: '.',
  decimalSeparator: ',',
  inputMode: 'numeric',
} satisfies Partial<NumberInputProps>;

/** An empty or unreadable number becomes NaN, which the shared schema refuses with the field's message. */
export function toNumber(value: number | string): number {
  if (typeof value === 'number') return value;
  return value.trim() === '' ? Number.NaN : Number(value);
}
