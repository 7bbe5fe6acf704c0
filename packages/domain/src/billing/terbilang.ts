const DIGITS = ['', 'satu', 'dua', 'tiga', 'empat', 'lima', 'enam', 'tujuh', 'delapan', 'sembilan'];
const SCALES = ['', 'ribu', 'juta', 'miliar', 'triliun'];

/** The largest amount the scales name: just under a thousand trillion. */
export const TERBILANG_MAX = 999_999_999_999_999;

/**
 * An amount in Indonesian words, as invoices print it under the total ("terbilang"), lower case:
 * 1,320,000 → "satu juta tiga ratus dua puluh ribu". One hundred and one thousand are "seratus" and
 * "seribu", never "satu ratus" or "satu ribu"; a larger scale keeps its "satu" ("satu juta").
 */
export function terbilang(amount: number): string {
  if (!Number.isInteger(amount) || amount < 0 || amount > TERBILANG_MAX) {
    throw new RangeError(`terbilang: ${amount} is not a whole number from 0 to ${TERBILANG_MAX}`);
  }
  if (amount === 0) return 'nol';
  const words: string[] = [];
  // Groups of three digits, the lowest first; % and exact division keep every step an integer.
  for (let rest = amount, scale = 0; rest > 0; rest = (rest - (rest % 1000)) / 1000, scale += 1) {
    const group = rest % 1000;
    if (group === 0) continue;
    words.unshift(group === 1 && scale === 1 ? 'seribu' : join(belowThousand(group), SCALES[scale] ?? ''));
  }
  return words.join(' ');
}

/** The amount in words followed by "rupiah"; capitalising the first letter is the caller's choice. */
export function terbilangRupiah(amount: number): string {
  return `${terbilang(amount)} rupiah`;
}

function belowThousand(value: number): string {
  const hundreds = Math.floor(value / 100);
  const rest = value % 100;
  const head = hundreds === 0 ? '' : hundreds === 1 ? 'seratus' : `${DIGITS[hundreds]} ratus`;
  return join(head, belowHundred(rest));
}

function belowHundred(value: number): string {
  if (value < 10) return DIGITS[value] ?? '';
  if (value === 10) return 'sepuluh';
  if (value === 11) return 'sebelas';
  if (value < 20) return `${DIGITS[value - 10]} belas`;
  return join(`${DIGITS[Math.floor(value / 10)]} puluh`, DIGITS[value % 10] ?? '');
}

function join(...parts: string[]): string {
  return parts.filter((part) => part !== '').join(' ');
}
