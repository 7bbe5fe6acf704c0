import type { commonEn } from '@sirkula/domain/i18n/common-en';
import type { featuresEn } from '@sirkula/domain/i18n/features-en';
import type mapTexts from '@sirkula/domain/i18n/map/en.json';
import type legal from './features/legal/en.json';

/** `t()` knows every key of the English catalogue: a misspelt or missing key fails the typecheck. */
declare module 'i18next' {
  interface CustomTypeOptions {
    resources: {
      translation: typeof commonEn & typeof featuresEn;
      legal: typeof legal;
      map: typeof mapTexts;
    };
  }
}
