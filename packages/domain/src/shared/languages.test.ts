import { describe, expect, it } from 'vitest';
import { languageFromHeader, toLanguage } from './languages.ts';

describe('languages', () => {
  it('defaults to English', () => {
    expect(toLanguage(null)).toBe('en');
    expect(toLanguage('fr')).toBe('en');
    expect(toLanguage('id')).toBe('id');
  });

  it('reads Accept-Language', () => {
    expect(languageFromHeader('id-ID,id;q=0.9,en;q=0.8')).toBe('id');
    expect(languageFromHeader('en-US')).toBe('en');
    expect(languageFromHeader(undefined)).toBe('en');
    expect(languageFromHeader('de-DE, id;q=0.5')).toBe('id');
  });
});
