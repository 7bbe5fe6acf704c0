import type { Language } from './languages.ts';

export const BUSINESS_TIME_ZONE = 'Asia/Jakarta';

const rupiah = new Intl.NumberFormat('id-ID', {
  style: 'currency',
  currency: 'IDR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** Money is whole rupiah; both languages show it the Indonesian way (Rp 1.500.000). */
export function formatRupiah(amount: number | bigint): string {
  return rupiah.format(amount);
}

/**
 * An amount counted in sen (DPP nilai lain, PPN): its sen after a decimal comma when it has any
 * (Rp 41.896,25), else as whole rupiah. Worked on integers, so the sen are never a float's.
 */
export function formatRupiahSen(sen: number): string {
  const cents = Math.abs(sen % 100);
  const whole = formatRupiah((sen - (sen % 100)) / 100);
  return cents === 0 ? whole : `${whole},${String(cents).padStart(2, '0')}`;
}

function locale(language: Language): string {
  return language === 'id' ? 'id-ID' : 'en-GB';
}

/** A month (`YYYY-MM`) by its name, e.g. "November 2026". */
export function formatMonth(month: string, language: Language): string {
  return new Intl.DateTimeFormat(locale(language), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));
}

/** Made once per language: building a formatter costs a hundred times what using one does. */
const dateFormats = new Map<Language, Intl.DateTimeFormat>();

/** A calendar date as seen in Jakarta, whatever the machine's zone. */
export function formatDate(value: Date | string, language: Language): string {
  let format = dateFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(locale(language), {
      timeZone: BUSINESS_TIME_ZONE,
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    dateFormats.set(language, format);
  }
  return format.format(new Date(value));
}

export function formatDateTime(value: Date | string, language: Language): string {
  return `${new Intl.DateTimeFormat(locale(language), {
    timeZone: BUSINESS_TIME_ZONE,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(value))} WIB`;
}

/** The time of day in Jakarta ("09:05"; "09.05" in Indonesian), as a chart's time axis marks hours. */
export function formatTimeOfDay(value: Date | string | number, language: Language): string {
  return new Intl.DateTimeFormat(locale(language), {
    timeZone: BUSINESS_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(value));
}

/** The day and short month in Jakarta ("27 Aug"; "27 Agu" in Indonesian), as a chart's time axis marks days. */
export function formatDayMonth(value: Date | string | number, language: Language): string {
  return new Intl.DateTimeFormat(locale(language), {
    timeZone: BUSINESS_TIME_ZONE,
    day: 'numeric',
    month: 'short',
  }).format(new Date(value));
}

const numbers: Record<Language, Intl.NumberFormat> = {
  en: new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 }),
  id: new Intl.NumberFormat('id-ID', { maximumFractionDigits: 2 }),
};

/**
 * A number, quantities included, the way the reader's language writes it: 1,250.5 in English and
 * 1.250,5 in Indonesian (money stays Indonesian in both: `formatRupiah`). Callers not yet told the
 * language (billing and manifests, until their screens pass it) get the Indonesian way they had.
 */
export function formatNumber(value: number, language: Language): string {
  return numbers[language].format(value);
}

/** The separators a number field takes in the reader's language, the ones `formatNumber` writes. */
export function numberSeparators(language: Language): {
  thousandSeparator: string;
  decimalSeparator: string;
} {
  return language === 'id'
    ? { thousandSeparator: '.', decimalSeparator: ',' }
    : { thousandSeparator: ',', decimalSeparator: '.' };
}

/** "1,250.5 kg" or "1.250,5 kg", with the unit's label as the caller translates it. */
export function formatQuantity(value: number, unitLabel: string, language: Language): string {
  return `${formatNumber(value, language)} ${unitLabel}`;
}

/**
 * A stored phone (`+6281310002002`) as people write it: a mobile number (national 8…) in groups,
 * `+62 813-1000-2002`; another number, whose area code length varies, only with the country code set apart.
 */
export function formatPhone(stored: string): string {
  if (!stored.startsWith('+62')) return stored;
  const national = stored.slice(3);
  if (!/^8\d{8,11}$/.test(national)) return `+62 ${national}`;
  return `+62 ${national.slice(0, 3)}-${national.slice(3, 7)}-${national.slice(7)}`;
}
