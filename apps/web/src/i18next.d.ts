import type en from '@sirkula/domain/i18n/en.json';
import type { featuresEn } from '@sirkula/domain/i18n/features-en';
import type legal from './features/legal/en.json';

/** `t()` knows every key of the English catalogue: a misspelt or missing key fails the typecheck. */
declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof en & typeof featuresEn; legal: typeof legal };
  }
}
