export const LANGUAGES = ['en', 'id'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Anything that is not exactly 'id' reads as English, the specification's default. */
export function toLanguage(value: string | null | undefined): Language {
  return value === 'id' ? 'id' : DEFAULT_LANGUAGE;
}

/** Picks the first supported language from an Accept-Language header. */
export function languageFromHeader(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    if (tag.startsWith('id') || tag.startsWith('in')) return 'id';
    if (tag.startsWith('en')) return 'en';
  }
  return DEFAULT_LANGUAGE;
}
