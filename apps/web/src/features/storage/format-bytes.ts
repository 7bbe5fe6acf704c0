import type { Language } from '@sirkula/domain/shared/languages';

/** A size in B, KB, MB or GB, with the language's decimal separator. */
export function formatBytes(bytes: number, language: Language): string {
  const number = (value: number, digits: number) =>
    new Intl.NumberFormat(language === 'id' ? 'id-ID' : 'en-GB', { maximumFractionDigits: digits }).format(
      value,
    );
  if (bytes < 1024) return `${number(bytes, 0)} B`;
  if (bytes < 1024 * 1024) return `${number(bytes / 1024, 0)} KB`;
  if (bytes < 1024 * 1024 * 1024) return `${number(bytes / (1024 * 1024), 1)} MB`;
  return `${number(bytes / (1024 * 1024 * 1024), 1)} GB`;
}
