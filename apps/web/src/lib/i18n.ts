import { catalogues } from '@sirkula/domain/i18n';
import { type Language, toLanguage } from '@sirkula/domain/languages';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import legalEn from '../features/legal/en.json';
import legalId from '../features/legal/id.json';

const LANGUAGE_KEY = 'language';

export function currentLanguage(): Language {
  return toLanguage(localStorage.getItem(LANGUAGE_KEY));
}

function applyToDocument(language: Language) {
  document.documentElement.lang = language;
}

/** Stores the choice under `language`, updates <html lang> and fires `languageChange` on window. */
export async function setLanguage(language: Language): Promise<void> {
  localStorage.setItem(LANGUAGE_KEY, language);
  await i18n.changeLanguage(language);
  applyToDocument(language);
  window.dispatchEvent(new CustomEvent('languageChange', { detail: { language } }));
}

export function initI18n() {
  const language = currentLanguage();
  applyToDocument(language);
  return i18n.use(initReactI18next).init({
    resources: {
      en: { translation: catalogues.en, legal: legalEn },
      id: { translation: catalogues.id, legal: legalId },
    },
    lng: language,
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
}
